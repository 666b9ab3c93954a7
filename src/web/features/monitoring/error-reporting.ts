/**
 * Sends browser errors to the configured reporter: Sentry when a DSN is set (its SDK loaded after
 * the page is interactive, never before), otherwise Ladle's own /api/errors, which writes them to
 * the server's log. Uncaught errors, unhandled rejections, error boundaries and the product's
 * tracked error categories (analytics events with those names) all go the same way.
 */
import { isErrorCategory } from "#core/monitoring/error-categories.ts";
import { addAnalyticsSink } from "#web/lib/analytics.ts";
import { callApi } from "#web/lib/api-client.ts";
import type { TBrowserTools } from "./browser-tools.ts";
import { buildErrorReport } from "./error-report.ts";
import type { TCaughtError, TErrorReporter } from "./reporter.ts";

/** A page that keeps failing sends this many reports at most, and each distinct one once. */
const maxReportsPerPage = 10;

let reporter: TErrorReporter | null = null;
/** What was caught before the reporter was ready (Sentry's SDK still loading). */
const waiting: TCaughtError[] = [];
let isStarted = false;

/** Starts once per page, after hydration. */
export function startErrorReporting(tools: TBrowserTools) {
  if (isStarted) return;
  isStarted = true;
  window.addEventListener("error", (event) => {
    reportError({ category: "generic error", source: "window error", error: event.error ?? event.message });
  });
  window.addEventListener("unhandledrejection", (event) => {
    reportError({ category: "generic error", source: "unhandled rejection", error: event.reason });
  });
  addAnalyticsSink({
    track(event, properties) {
      if (isErrorCategory(event)) {
        reportError({ category: event, source: "tracked", error: event, details: properties });
      }
    },
    identify: (userId) => reporter?.identify(userId),
  });
  const settings = tools.errorReporting;
  if (settings) {
    import("./sentry-reporter.ts")
      .then(({ startSentry }) => switchToReporter(startSentry({ ...settings, release: tools.release })))
      .catch(() => switchToReporter(createOwnReporter(tools.release)));
  } else {
    switchToReporter(createOwnReporter(tools.release));
  }
}

/** For error boundaries and anything else that catches an error itself. */
export function reportError(caught: TCaughtError) {
  const isUncaught = caught.source === "window error" || caught.source === "unhandled rejection";
  if (reporter) {
    if (!(isUncaught && reporter.isCatchingUncaught)) reporter.capture(caught);
  } else if (waiting.length < maxReportsPerPage) waiting.push(caught);
}

function switchToReporter(ready: TErrorReporter) {
  reporter = ready;
  // The page may have signed its viewer in before the reporter existed.
  if (window.ladleAnalyticsIdentity) ready.identify(window.ladleAnalyticsIdentity);
  for (const caught of waiting.splice(0)) ready.capture(caught);
}

/** Ladle's own endpoint: bounded reports, each distinct one once, a few per page at most. */
function createOwnReporter(release: string | null): TErrorReporter {
  const sent = new Set<string>();
  return {
    capture(caught) {
      const report = buildErrorReport({ ...caught, path: window.location.pathname, release });
      const key = `${report.category}|${report.message}`;
      if (sent.size >= maxReportsPerPage || sent.has(key)) return;
      sent.add(key);
      // A report that cannot be sent is dropped: reporting it would only loop.
      callApi("POST /errors", { body: report }).catch(() => {});
    },
    isCatchingUncaught: false,
    identify() {},
  };
}
