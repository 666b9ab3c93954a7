/**
 * Keeps keyboard focus in the shopping list when the row that held it goes away: an item ticked into
 * the basket (or back out of it), removed, cleared, a recipe taken off, an invitation answered, or a
 * row the server wrote again. Without this the browser drops focus to the top of the page, and a keyboard or screen
 * reader user has to find their place in the list again after every tick.
 *
 * Rows mark themselves up: a section (`data-focus-section`, "buy", "basket", "recipes" or "invitations"), each
 * row an `li` in it with its line ids (`data-focus-lines`), and each control in a row its kind
 * (`data-focus-control`). Focus then goes, in this order, to:
 * 1. the same control of the same item, when it is still in the same section (written again);
 * 2. the first control of the row now in its place in that section (the next one, or the last);
 * 3. the field that adds an item (`data-focus-fallback`).
 */
import { type FocusEvent, useLayoutEffect, useRef } from "react";

interface TFocusAnchor {
  element: HTMLElement;
  section: string;
  index: number;
  lineIds: string[];
  control: string | null;
}

const rowSelector = "li[data-focus-lines]";

function rowsOf(container: HTMLElement, section: string): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(`[data-focus-section="${section}"] ${rowSelector}`)];
}

function anchorFor(container: HTMLElement, element: HTMLElement): TFocusAnchor | null {
  const sectionElement = element.closest<HTMLElement>("[data-focus-section]");
  if (!sectionElement || !container.contains(sectionElement)) return null;
  const section = sectionElement.dataset.focusSection ?? "";
  const row = element.closest<HTMLElement>(rowSelector);
  return {
    element,
    section,
    index: row ? rowsOf(container, section).indexOf(row) : 0,
    lineIds: row?.dataset.focusLines?.split(" ").filter(Boolean) ?? [],
    control: element.dataset.focusControl ?? null,
  };
}

function firstControl(row: HTMLElement): HTMLElement | null {
  return row.querySelector<HTMLElement>("[data-focus-control]:not(:disabled)");
}

/** Where focus goes once the anchored element is gone, or null when nothing in the list fits. */
export function findFocusTarget(container: HTMLElement, anchor: TFocusAnchor): HTMLElement | null {
  const rows = rowsOf(container, anchor.section);
  const same = rows.find((row) => row.dataset.focusLines?.split(" ").some((id) => anchor.lineIds.includes(id)));
  if (same) {
    const control = anchor.control
      ? same.querySelector<HTMLElement>(`[data-focus-control="${anchor.control}"]:not(:disabled)`)
      : null;
    const target = control ?? firstControl(same);
    if (target) return target;
  }
  const inPlace = rows[Math.min(Math.max(anchor.index, 0), rows.length - 1)];
  const target = inPlace ? firstControl(inPlace) : null;
  return target ?? container.querySelector<HTMLElement>("[data-focus-fallback]");
}

/**
 * Spread the answer on the list's container; the check runs again whenever `view` changes. The
 * handlers are React's, so they hold from the render that first shows the list (the page shows a
 * spinner before it), not from the first render.
 */
export function useFocusInList(view: unknown) {
  const container = useRef<HTMLDivElement>(null);
  const anchor = useRef<TFocusAnchor | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's rows change with `view`.
  useLayoutEffect(() => {
    const element = container.current;
    const current = anchor.current;
    if (!element || !current || current.element.isConnected) return;
    const active = document.activeElement;
    if (active && active !== document.body && element.ownerDocument.contains(active)) return;
    anchor.current = null;
    findFocusTarget(element, current)?.focus();
  }, [view]);

  return {
    ref: container,
    onFocus(event: FocusEvent<HTMLDivElement>) {
      const element = container.current;
      anchor.current = element && event.target instanceof HTMLElement ? anchorFor(element, event.target) : null;
    },
    // Focus the cook moved elsewhere is theirs: forget the anchor. A removed element is no longer
    // connected, and its anchor is what the layout effect above needs.
    onBlur(event: FocusEvent<HTMLDivElement>) {
      const target = event.target;
      if (event.relatedTarget) {
        anchor.current = null;
        return;
      }
      setTimeout(() => {
        if (anchor.current?.element === target && target.isConnected) anchor.current = null;
      }, 0);
    },
  };
}
