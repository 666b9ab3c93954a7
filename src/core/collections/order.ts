/**
 * Moving one recipe within a collection's order: the same rule for the edit page's buttons, its
 * keyboard shortcut, dragging, and the page's form without JavaScript.
 */

/** The list with the item at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): readonly T[] {
  if (items.length === 0) return items;
  const start = Math.min(Math.max(from, 0), items.length - 1);
  const end = Math.min(Math.max(to, 0), items.length - 1);
  if (start === end) return items;
  const next = [...items];
  const [item] = next.splice(start, 1);
  next.splice(end, 0, item);
  return next;
}

/** The ids with `id` moved up (-1) or down (+1); the same list when it is not there or already at that end. */
export function moveId(ids: readonly string[], id: string, step: -1 | 1): readonly string[] {
  const from = ids.indexOf(id);
  if (from === -1) return ids;
  return moveItem(ids, from, from + step);
}

/**
 * Where a dragged item lands: after every other item whose middle is above the pointer.
 * `middles` are the other items' vertical middles, in order.
 */
export function findDropIndex(middles: readonly number[], pointerY: number): number {
  let index = 0;
  while (index < middles.length && middles[index] < pointerY) index++;
  return index;
}

/** "Moved Chicken Fajitas to position 2 of 6." */
export function describeMove(title: string, index: number, count: number): string {
  return `Moved ${title} to position ${index + 1} of ${count}.`;
}

/** Reads a "move" button's value from the page's form: "up:<id>" or "down:<id>". */
export function parseMoveValue(value: string): { id: string; step: -1 | 1 } | null {
  const match = /^(up|down):([0-9a-f-]{36})$/i.exec(value);
  if (!match) return null;
  return { id: match[2].toLowerCase(), step: match[1].toLowerCase() === "up" ? -1 : 1 };
}
