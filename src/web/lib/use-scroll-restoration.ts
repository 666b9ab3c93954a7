/**
 * Scroll position per path (a product rule): a new navigation (PUSH, REPLACE) jumps instantly to the top;
 * going back or forward (POP) to a visited path scrolls smoothly to where the reader was. Works on
 * the shell's scroll container, or on the window when a page turns the container off. React
 * Router's <ScrollRestoration> is not used: it restores instantly, and only on the window.
 */
import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

const savedPositions = new Map<string, number>();
const storageKey = "ladle-scroll-positions";
const maxSavedPaths = 50;
let hasReadStorage = false;
let writeTimer: ReturnType<typeof setTimeout> | undefined;

// useLayoutEffect warns during server rendering; on the server nothing scrolls anyway.
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** Positions survive a reload (sessionStorage), so reloading or coming back from another site lands in place. */
function readStoredPositions() {
  if (hasReadStorage) return;
  hasReadStorage = true;
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(storageKey) ?? "[]") as [string, number][];
    for (const [path, top] of stored) if (typeof top === "number") savedPositions.set(path, top);
  } catch {}
}

function savePosition(path: string, top: number) {
  // Re-inserting keeps the most recently seen paths last, and those are the ones kept.
  savedPositions.delete(path);
  savedPositions.set(path, Math.max(0, Math.round(top)));
  clearTimeout(writeTimer);
  writeTimer = setTimeout(() => {
    try {
      window.sessionStorage.setItem(storageKey, JSON.stringify([...savedPositions].slice(-maxSavedPaths)));
    } catch {}
  }, 250);
}

/** `container` is the scroll container, or null to use the window. */
export function useScrollRestoration(container: RefObject<HTMLElement | null> | null) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentPath = useRef(location.pathname);
  const lastLocation = useRef<{ key: string; pathname: string; search: string } | null>(null);

  useEffect(() => {
    readStoredPositions();
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
  }, []);

  useEffect(() => {
    const target: HTMLElement | Window = container?.current ?? window;
    const onScroll = () => savePosition(currentPath.current, readScrollTop(container));
    target.addEventListener("scroll", onScroll, { passive: true });
    return () => target.removeEventListener("scroll", onScroll);
  }, [container]);

  useIsomorphicLayoutEffect(() => {
    readStoredPositions();
    const previous = lastLocation.current;
    lastLocation.current = { key: location.key, pathname: location.pathname, search: location.search };
    currentPath.current = location.pathname;
    const saved = savedPositions.get(location.pathname);

    if (!previous) {
      // First render: a reload (POP) puts the reader back where they were, at once.
      if (navigationType === "POP" && saved !== undefined) scrollTo(container, saved, "instant");
      return;
    }
    if (previous.key === location.key) return;
    // Only the hash changed (an in-page link): the browser scrolls to the target itself.
    if (previous.pathname === location.pathname && previous.search === location.search && location.hash) return;

    if (navigationType === "POP" && saved !== undefined) {
      scrollTo(container, saved, prefersReducedMotion() ? "instant" : "smooth");
      return;
    }
    const anchor = location.hash ? findAnchor(location.hash) : null;
    if (anchor) anchor.scrollIntoView({ block: "start", behavior: "instant" });
    else scrollTo(container, 0, "instant");
  }, [location.key, container]);
}

function readScrollTop(container: RefObject<HTMLElement | null> | null): number {
  return container?.current ? container.current.scrollTop : window.scrollY;
}

function scrollTo(container: RefObject<HTMLElement | null> | null, top: number, behavior: ScrollBehavior) {
  const target = container?.current ?? window;
  target.scrollTo({ top, behavior });
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

function findAnchor(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}
