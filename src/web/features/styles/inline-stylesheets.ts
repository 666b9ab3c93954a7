/**
 * The browser's half of inlined stylesheets (`inline-stylesheets.server.ts`): the production page
 * arrives with each stylesheet as a `<style data-href>` beside its disabled `<link>`.
 *
 * - Hydration must not see the `<style>`s: the browser's React layer pairs `<head>`'s elements by
 *   tag name and removes those it has no element for, which would drop the page's styles. `<head>`
 *   lists its children without them from now on (nothing else of ours reads that list).
 * - A `<style>` lives as long as its `<link>`: when a navigation drops a route's stylesheet, React
 *   Router removes the `<link>`, and its rules must go with it; a route that comes back later gets
 *   an ordinary `<link>`, which loads the file.
 */
const inlineSelector = "style[data-href]";

export function keepInlineStylesOutOfHydration(head: HTMLHeadElement = document.head) {
  if (!head.querySelector(inlineSelector)) return;
  const childNodesOf = Object.getOwnPropertyDescriptor(Node.prototype, "childNodes")?.get;
  if (!childNodesOf) return;
  Object.defineProperty(head, "childNodes", {
    configurable: true,
    get: () => Array.from(childNodesOf.call(head) as NodeListOf<ChildNode>).filter((node) => !isInlineStyle(node)),
  });
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node instanceof HTMLLinkElement && node.rel === "stylesheet") removeInlineStyleOf(head, node);
      }
    }
  }).observe(head, { childList: true });
}

function isInlineStyle(node: Node): boolean {
  return node instanceof HTMLStyleElement && node.dataset.href !== undefined;
}

function removeInlineStyleOf(head: HTMLHeadElement, link: HTMLLinkElement) {
  const href = link.getAttribute("href");
  // The link may be back already (moved rather than dropped).
  if (!href || head.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return;
  for (const style of head.querySelectorAll<HTMLStyleElement>(inlineSelector)) {
    if (style.dataset.href === href) style.remove();
  }
}
