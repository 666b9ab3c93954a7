/**
 * Code a server-rendered page needs before it hydrates, loaded only by the pages that need it.
 *
 * A part of a page that only some pages show (a paywalled recipe's teaser) should not weigh on every
 * page's first load, yet it must not hydrate through `React.lazy`: in the browser's React layer a
 * part that is still loading while the page hydrates can be drawn twice. Instead, a route module
 * that finds such a part in the server's HTML asks for its code here while the page's modules run,
 * and hydration starts once that code is in (entry.client.tsx). The part then renders at once, as on
 * the server.
 */
const pending: Promise<unknown>[] = [];

/** Starts loading code the page needs before it hydrates. */
export function loadBeforeHydration(load: () => Promise<unknown>) {
  pending.push(load().catch(() => {}));
}

/** Settles when everything asked for has loaded or failed (a part that failed loads as it would after a navigation). */
export function whenReadyToHydrate(): Promise<unknown> {
  return Promise.all(pending);
}
