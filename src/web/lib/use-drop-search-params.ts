/**
 * Takes one-time markers (`?cancelled=1`) out of the address bar once the page has shown what they
 * said, so a reload or a copied link does not say it again. Only the browser's address changes
 * (`history.replaceState`, keeping the router's entry state): the router's location keeps the
 * markers for this visit, so the page does not render again, reload its data, scroll or move
 * focus, and a notice on it stays as it was, announced once. The next navigation starts from the
 * clean address.
 */
import { type RefObject, useEffect, useRef } from "react";

export function useDropSearchParams(keys: readonly string[]): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    const present = keys.filter((key) => url.searchParams.has(key));
    if (present.length === 0) return;
    for (const key of present) url.searchParams.delete(key);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, [keys]);
}

/**
 * A notice a page shows once on arrival (back from cancelling, from publishing): its markers leave
 * the address, and the notice takes focus, so a keyboard or screen-reader user learns what
 * happened instead of starting again at the top of the page. Returns the ref for the notice.
 */
export function useArrivalNotice<T extends HTMLElement>(
  keys: readonly string[],
  isShown: boolean,
): RefObject<T | null> {
  useDropSearchParams(keys);
  const notice = useRef<T>(null);
  useEffect(() => {
    if (isShown) notice.current?.focus();
  }, [isShown]);
  return notice;
}
