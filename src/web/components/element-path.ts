/**
 * Where an element sits inside a container, as the index of each element child on the way down, so
 * the same place can be found again once the container's content has been drawn anew
 * (components/hydrate-later.tsx).
 */

/** The path from `container` to `target`, or null when the target is not inside the container. */
export function pathOfElement(container: Element, target: EventTarget | null): number[] | null {
  const path: number[] = [];
  let node = target instanceof Element ? target : null;
  while (node && node !== container) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return node === container ? path : null;
}

/** The element at `path` inside `container`, or null when the content no longer has one there. */
export function elementAtPath(container: Element, path: readonly number[]): Element | null {
  let node: Element | null = container;
  for (const index of path) {
    node = node.children[index] ?? null;
    if (!node) return null;
  }
  return node;
}
