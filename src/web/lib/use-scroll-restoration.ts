/**
 * Scroll position per path (spec §2): a new navigation jumps instantly to the top; going back or
 * forward to a visited path scrolls smoothly to where the reader was.
 */
import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

const savedPositions = new Map<string, number>();

// useLayoutEffect warns during server rendering; on the server nothing scrolls anyway.
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** `container` is the scroll container, or null to use the window. */
export function useScrollRestoration(container: RefObject<HTMLElement | null> | null) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const currentPath = useRef(pathname);

  useEffect(() => {
    const target: HTMLElement | Window = container?.current ?? window;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        savedPositions.set(currentPath.current, readScrollTop(container));
      });
    };
    target.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      target.removeEventListener("scroll", onScroll);
    };
  }, [container]);

  useIsomorphicLayoutEffect(() => {
    if (currentPath.current === pathname) return;
    currentPath.current = pathname;
    const saved = savedPositions.get(pathname);
    if (navigationType === "POP" && saved !== undefined) {
      scrollToTop(container, saved, "smooth");
    } else {
      scrollToTop(container, 0, "instant");
    }
  }, [pathname, navigationType, container]);
}

function readScrollTop(container: RefObject<HTMLElement | null> | null): number {
  return container?.current ? container.current.scrollTop : window.scrollY;
}

function scrollToTop(container: RefObject<HTMLElement | null> | null, top: number, behavior: ScrollBehavior) {
  const target = container?.current ?? window;
  target.scrollTo({ top, behavior });
}
