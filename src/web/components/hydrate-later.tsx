/**
 * A part of a server-rendered page that is not in the first screenful (a card below the fold, a row
 * of creators) and that the browser keeps as the server drew it while the page hydrates, then renders
 * for real in a task of its own right after. Hydrating a whole document is one long task on a phone
 * (Preact cannot split it); every part taken out of it shortens that task, and the parts come alive
 * one short task each (decision 032).
 *
 * While waiting, the part is the server's HTML: links already work as plain links, and a click or a
 * key press inside it is not lost: the part comes alive at once and the same element gets the click
 * (or keeps the focus) again. After an in-app navigation there is no server HTML to keep, and the
 * part renders at once.
 *
 * It relies on the browser's React layer (Preact) leaving an element's content untouched when it
 * hydrates one rendered with `dangerouslySetInnerHTML`. `npm run dev` runs real React in the
 * browser, which would not do that, so there the part simply renders with the page.
 */
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { elementAtPath, pathOfElement } from "./element-path.ts";
import { isPageHydrated, queueAfterHydration } from "./hydration-queue.ts";

type TContainerTag = "div" | "li" | "section";

export interface THydrateLaterProps {
  children: ReactNode;
  /** The element that holds the part (a list item in a list). */
  as?: TContainerTag;
  className?: string;
}

/** Whether this render may keep the server's HTML instead of rendering the part. */
function canKeepServerHtml(): boolean {
  return typeof document !== "undefined" && import.meta.env.PROD && !isPageHydrated();
}

export function HydrateLater({ children, as: Tag = "div", className }: THydrateLaterProps) {
  const [isLive, setIsLive] = useState(() => !canKeepServerHtml());
  const ref = useRef<HTMLElement>(null);
  /** The element a visitor clicked or focused before the part came alive, as a path from the container. */
  const pending = useRef<{ path: number[]; isClick: boolean } | null>(null);

  useEffect(() => {
    const container = ref.current;
    if (isLive || !container) return;
    // A press focuses before it clicks: the part must come alive on the click, or the click would
    // land on the element drawn anew under a press that began on the old one, and be lost.
    let isPressing = false;
    const press = () => {
      isPressing = true;
    };
    const release = () => {
      isPressing = false;
    };
    // A click or a keyboard focus before the part is alive brings it to life now, and is then given to the same element.
    const bringToLife = (event: Event) => {
      if (event.type === "focusin" && isPressing) return;
      // A click that opens a new tab or window is the browser's own: the plain link does it as it is.
      if (
        event instanceof MouseEvent &&
        (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      )
        return;
      const path = pathOfElement(container, event.target);
      if (!path) return;
      const isClick = event.type === "click";
      if (isClick) {
        event.preventDefault();
        event.stopPropagation();
      }
      pending.current = { path, isClick };
      setIsLive(true);
    };
    container.addEventListener("pointerdown", press, true);
    window.addEventListener("pointerup", release, true);
    window.addEventListener("pointercancel", release, true);
    container.addEventListener("click", bringToLife, true);
    container.addEventListener("focusin", bringToLife, true);
    const cancel = queueAfterHydration(() => setIsLive(true));
    return () => {
      cancel();
      container.removeEventListener("pointerdown", press, true);
      window.removeEventListener("pointerup", release, true);
      window.removeEventListener("pointercancel", release, true);
      container.removeEventListener("click", bringToLife, true);
      container.removeEventListener("focusin", bringToLife, true);
    };
  }, [isLive]);

  useLayoutEffect(() => {
    const container = ref.current;
    const target = pending.current;
    if (!isLive || !container || !target) return;
    pending.current = null;
    const element = elementAtPath(container, target.path);
    if (!(element instanceof HTMLElement)) return;
    element.focus({ preventScroll: true });
    if (target.isClick) element.click();
  }, [isLive]);

  if (isLive) {
    return (
      <Tag ref={ref as never} className={className}>
        {children}
      </Tag>
    );
  }
  // Kept as the server drew it: the browser's React layer does not touch this element's content while
  // hydrating. The HTML given is empty: nothing from outside is ever written into the page here.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, only to keep the server's content
  return <Tag ref={ref as never} className={className} dangerouslySetInnerHTML={{ __html: "" }} />;
}
