/**
 * "Show more" under a list: once the items it asked for are in the list, focus goes to the first of
 * them, so a keyboard or screen-reader user reads on from there rather than from the top of the
 * page (the button itself is busy meanwhile, replaced, or gone after the last page).
 *
 * The list is watched rather than told: the new items may be rendered by another component (a part
 * loaded on first use) in a later commit than the one that asked.
 */
import { type RefObject, useCallback, useEffect, useRef } from "react";

/** The first link or button in the item, else the item itself (made focusable for it). */
export function focusItem(item: Element): void {
  const target = item.querySelector<HTMLElement>("a[href], button:not([disabled])");
  if (target) {
    target.focus();
    return;
  }
  if (!(item instanceof HTMLElement)) return;
  if (!item.hasAttribute("tabindex")) item.tabIndex = -1;
  item.focus();
}

/**
 * Returns the list's ref and `expectMore()`, to call when "Show more" is pressed: the item at the
 * list's length at that moment is focused as soon as it shows.
 */
export function useFocusFirstNew<T extends HTMLElement>(): {
  list: RefObject<T | null>;
  expectMore: () => void;
} {
  const list = useRef<T>(null);
  const watcher = useRef<MutationObserver | null>(null);

  const stop = useCallback(() => {
    watcher.current?.disconnect();
    watcher.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const expectMore = useCallback(() => {
    const element = list.current;
    if (!element) return;
    stop();
    const firstNew = element.children.length;
    const observer = new MutationObserver(() => {
      const item = element.children[firstNew];
      if (!item) return;
      stop();
      focusItem(item);
    });
    observer.observe(element, { childList: true });
    watcher.current = observer;
  }, [stop]);

  return { list, expectMore };
}
