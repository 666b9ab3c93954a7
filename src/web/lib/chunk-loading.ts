/**
 * Code a page loads on first use (the shopping-list panel, dialogs, charts, toasts, analytics)
 * comes in files the browser fetches then. Offline, or when a file cannot be fetched, that load
 * fails; it must never break the page. These helpers try again once the network is back; the parts
 * of a page use them through `lazyPart` (components/lazy-part.tsx).
 */

/** Calls `retry` once, the next time the browser comes back online. Returns a function that cancels. */
export function onceOnline(retry: () => void, target: Window = window): () => void {
  const online = () => {
    target.removeEventListener("online", online);
    retry();
  };
  target.addEventListener("online", online);
  return () => target.removeEventListener("online", online);
}

/**
 * Loads code that is not a part of the page (a registration, an analytics sink): now, and again each
 * time the browser comes back online until it loads, then hands it to `use`. Returns a function
 * that stops trying (and keeps `use` from being called).
 */
export function loadWhenOnline<T>(load: () => Promise<T>, use: (loaded: T) => void): () => void {
  let isStopped = false;
  let stopWaiting = () => {};
  const attempt = () => {
    load().then(
      (loaded) => {
        if (!isStopped) use(loaded);
      },
      () => {
        if (!isStopped) stopWaiting = onceOnline(attempt);
      },
    );
  };
  attempt();
  return () => {
    isStopped = true;
    stopWaiting();
  };
}

/** The message of the error the build's loader gives when a stylesheet of a lazily loaded module fails. */
const failedStylesheet = /^Unable to preload CSS for (\S+)$/;

/**
 * The build loads a lazily imported module's stylesheets with `<link rel="stylesheet">` elements
 * before the module, and asks for each stylesheet once per page: a stylesheet that failed (offline)
 * is not asked for again when the module loads on a later try, which would leave the part unstyled.
 * The build reports the failure (`vite:preloadError`); the failed link is then put back anew once the
 * browser is online, so the stylesheet loads with the module's next try. Called once, by the
 * browser's entry.
 */
export function restoreFailedStylesheets(target: Window = window) {
  target.addEventListener("vite:preloadError", (event) => {
    const reason = (event as Event & { payload?: unknown }).payload;
    const href = reason instanceof Error ? failedStylesheet.exec(reason.message)?.[1] : undefined;
    if (!href) return;
    const failed = [...target.document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
      (link) => link.href === href,
    );
    if (!failed) return;
    // A copy is a new element, so the browser fetches it again; it keeps every attribute.
    const putBack = () => failed.replaceWith(failed.cloneNode());
    if (target.navigator.onLine) putBack();
    else onceOnline(putBack, target);
  });
}
