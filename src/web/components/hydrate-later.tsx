/**
 * A part of a server-rendered page (a card below the fold, a row of creators, the site's header)
 * that the browser hydrates in a task of its own after the page around it. Hydrating a whole document
 * is one long task on a phone (Preact cannot yield in the middle of one); every part taken out of it
 * shortens that task, and the parts come alive one short task each, in page order (decision 033).
 *
 * While it waits, the part is the server's HTML, hydrated later in place: the same elements, so the
 * images, the focus and the scroll position stay as they are. Its links already work as plain
 * links, and a click or a keyboard focus inside it brings the waiting parts to life at once
 * (components/hydration-queue.ts). What was typed into it before it hydrated is kept
 * (components/early-input.ts). After an in-app navigation there is no server HTML to keep, and
 * the part renders at once.
 *
 * It relies on the browser's React layer (Preact), which keeps a server-rendered element as it is
 * when a component suspends while hydrating it, and hydrates that element once the component's
 * promise resolves: a part's turn is that promise. The part must be one element (`as`), which this
 * wrapper renders. `npm run dev` runs real React in the browser, which hydrates suspended parts
 * its own way and expects the server to have rendered the boundary: there the part renders with
 * the page.
 */
import { type ReactNode, Suspense, useLayoutEffect, useState } from "react";
import { replayEarlyInput } from "./early-input.ts";
import { canPartsWait, partAttribute, type TTurn, waitForTurn } from "./hydration-queue.ts";

type TContainerTag = "div" | "li" | "section";

export interface THydrateLaterProps {
  children: ReactNode;
  /**
   * The element that holds the part (a list item in a list). "contents": a box-less wrapper, for a
   * part whose own element the layout places (the site's header, the bottom navigation). "none": no
   * wrapper, for a part that is a component rendering exactly one element (the whole shell).
   */
  as?: TContainerTag | "contents" | "none";
  className?: string;
}

export function HydrateLater({ children, as = "div", className }: THydrateLaterProps) {
  // Decided once, when the part first renders: its place in the tree never changes after that.
  const [turn] = useState(() => (import.meta.env.PROD && canPartsWait() ? waitForTurn() : null));
  const Tag = as === "contents" ? "div" : as;
  const part =
    Tag === "none" ? (
      children
    ) : (
      <Tag
        ref={replayEarlyInputInPart}
        className={as === "contents" ? "hydrate-later-contents" : className}
        {...{ [partAttribute]: "" }}
      >
        {children}
      </Tag>
    );
  if (!turn) return part;
  return (
    <Suspense fallback={null}>
      <UntilTurn turn={turn}>{part}</UntilTurn>
    </Suspense>
  );
}

/** A part come alive takes what was typed into it before the page hydrated (components/early-input.ts). */
function replayEarlyInputInPart(element: HTMLElement | null) {
  if (element && canPartsWait()) replayEarlyInput(element, element);
}

/**
 * Suspends until the part's turn: while hydrating, Preact keeps the server's element meanwhile. A
 * hydration adopts the server's elements without correcting their attributes, so the part first
 * hydrates with what the page gave it while the server's HTML was hydrated, and then, when the page
 * has re-rendered it since (a state restored in the browser), renders what it gives now.
 */
function UntilTurn({ turn, children }: { turn: TTurn; children: ReactNode }) {
  if (!turn.isLive) {
    turn.firstChildren ??= children;
    throw turn.promise;
  }
  const [isCurrent, setIsCurrent] = useState(() => turn.firstChildren === undefined || turn.firstChildren === children);
  useLayoutEffect(() => {
    if (!isCurrent) setIsCurrent(true);
    // Hydrated: what the server's HTML was drawn from is no longer needed.
    else turn.firstChildren = undefined;
  }, [isCurrent, turn]);
  return isCurrent ? children : (turn.firstChildren as ReactNode);
}
