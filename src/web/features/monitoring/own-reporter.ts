/**
 * Ladle's own endpoint as the error reporter (no Sentry DSN configured): bounded reports, each
 * distinct one once, a few per page at most. Loaded with the page's first error.
 */
import { callApi } from "#web/lib/api-client.ts";
import { buildErrorReport } from "./error-report.ts";
import type { TErrorReporter } from "./reporter.ts";

/** A page that keeps failing sends this many reports at most. */
const maxReportsPerPage = 10;

export function createOwnReporter(release: string | null): TErrorReporter {
  const sent = new Set<string>();
  return {
    capture(caught) {
      const report = buildErrorReport({ ...caught, path: window.location.pathname, release });
      const key = `${report.category}|${report.message}`;
      if (sent.size >= maxReportsPerPage || sent.has(key)) return;
      sent.add(key);
      // A report that cannot be sent is dropped: reporting that failure would only loop.
      callApi("POST /errors", { body: report }).catch(() => {});
    },
    isCatchingUncaught: false,
    identify() {},
  };
}
