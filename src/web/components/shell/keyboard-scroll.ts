/**
 * The keys that scroll a page (Page Up and Down, Space, the arrows, Home, End) scroll the shell's
 * container while nothing on the page has the focus. The site scrolls inside that container, not
 * the window, and a browser sends those keys to the window until something in the page is focused
 * or clicked: on a page just opened they would do nothing.
 */

/** Pixels an arrow key moves, as browsers do. */
const arrowStep = 40;
/** The share of the visible height a page key moves, keeping a line or two of context, as browsers do. */
const pageShare = 0.875;

/** How far `key` scrolls a container `height` pixels tall; null for a key that does not scroll. */
export function keyboardScrollDelta(key: string, isShift: boolean, height: number): number | null {
  const page = Math.max(arrowStep, Math.round(height * pageShare));
  switch (key) {
    case "ArrowDown":
      return arrowStep;
    case "ArrowUp":
      return -arrowStep;
    case "PageDown":
      return page;
    case "PageUp":
      return -page;
    case " ":
      return isShift ? -page : page;
    case "Home":
      return Number.NEGATIVE_INFINITY;
    case "End":
      return Number.POSITIVE_INFINITY;
    default:
      return null;
  }
}

/**
 * Whether the key is the page's to scroll with: no modifier is held, nothing focused takes it, no
 * dialog is open, and the last click (if any) was on the page, not on a panel over it.
 */
function isPageKey(event: KeyboardEvent, container: HTMLElement, lastPressed: EventTarget | null): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return false;
  const focused = document.activeElement;
  if (focused !== null && focused !== document.body && focused !== document.documentElement) return false;
  if (document.querySelector("dialog[open]")) return false;
  return !(lastPressed instanceof Node) || container.contains(lastPressed);
}

/** Listens for scrolling keys on the document; returns the function that stops listening. */
export function scrollContainerByKeyboard(container: HTMLElement): () => void {
  let lastPressed: EventTarget | null = null;
  const onPointerDown = (event: PointerEvent) => {
    lastPressed = event.target;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isPageKey(event, container, lastPressed)) return;
    const delta = keyboardScrollDelta(event.key, event.shiftKey, container.clientHeight);
    if (delta === null) return;
    event.preventDefault();
    if (delta === Number.NEGATIVE_INFINITY) container.scrollTo({ top: 0 });
    else if (delta === Number.POSITIVE_INFINITY) container.scrollTo({ top: container.scrollHeight });
    else container.scrollBy({ top: delta });
  };
  document.addEventListener("pointerdown", onPointerDown, { capture: true });
  document.addEventListener("keydown", onKeyDown);
  return () => {
    document.removeEventListener("pointerdown", onPointerDown, { capture: true });
    document.removeEventListener("keydown", onKeyDown);
  };
}
