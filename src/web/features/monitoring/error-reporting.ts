/**
 * Sends browser errors to the configured reporter: Sentry when a DSN is set (its SDK loaded after
 * the page is interactive, never before), otherwise Ladle's own /api/errors, which writes them to
 * the server's log (that small reporter is loaded with the page's first error). Uncaught errors,
 * unhandled rejections, error boundaries and the product's tracked error categories (analytics
 * events with those names) all go the same way.
 */
import { isErrorCategory } from "#core/monitoring/error-categories.ts";
import { addAnalyticsSink } from "#web/lib/analytics.ts";
import { loadWhenOnline } from "#web/lib/chunk-loading.ts";
import type { TBrowserTools } from "./browser-tools.ts";
import type { TCaughtError, TErrorReporter } from "./reporter.ts";

/** Errors kept while the reporter loads; a page in a loop does not grow this past a few. */
const maxWaiting = 10;

let reporter: TErrorReporter | null = null;
const waiting: TCaughtError[] = [];
let loadReporter: (() => void) | null = null;

/** Starts once per page, after hydration. */
export function startErrorReporting(tools: TBrowserTools) {
  if (loadReporter) return;
  const settings = tools.errorReporting;
  let isLoading = false;
  loadReporter = () => {
    if (isLoading) return;
    isLoading = true;
    const ownReporter = () =>
      import("./own-reporter.ts").then(({ createOwnReporter }) => createOwnReporter(tools.release));
    const chooseReporter = () =>
      settings
        ? import("./sentry-reporter.ts")
            .then(({ startSentry }) => startSentry({ ...settings, release: tools.release }))
            .catch(ownReporter)
        : ownReporter();
    // Offline, the errors wait (a few) and are sent once the reporter loads with the network back.
    loadWhenOnline(chooseReporter, switchToReporter);
  };
  window.addEventListener("error", (event) => {
    reportError({ category: "generic error", source: "window error", error: event.error ?? event.message });
  });
  window.addEventListener("unhandledrejection", (event) => {
    reportError({ category: "generic error", source: "unhandled rejection", error: event.reason });
  });
  addAnalyticsSink({
    track(event, properties) {
      if (isErrorCategory(event))
        reportError({ category: event, source: "tracked", error: event, details: properties });
    },
    identify: (userId) => reporter?.identify(userId),
  });
  // Sentry also traces page loads and records sessions, so it starts at once; the own reporter waits for an error.
  // What an error boundary caught while the page was hydrating waits in the queue.
  if (settings || waiting.length > 0) loadReporter();
}

/** For error boundaries and anything else that catches an error itself. */
export function reportError(caught: TCaughtError) {
  const isUncaught = caught.source === "window error" || caught.source === "unhandled rejection";
  if (reporter) {
    if (!(isUncaught && reporter.isCatchingUncaught)) reporter.capture(caught);
    return;
  }
  if (waiting.length < maxWaiting) waiting.push(caught);
  loadReporter?.();
}

function switchToReporter(ready: TErrorReporter) {
  reporter = ready;
  // The page may have signed its viewer in before the reporter existed.
  if (window.ladleAnalyticsIdentity) ready.identify(window.ladleAnalyticsIdentity);
  for (const caught of waiting.splice(0)) ready.capture(caught);
}
