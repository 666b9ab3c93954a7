/**
 * Server errors (5xx answers, pages that failed to render) go to Sentry when SENTRY_DSN is set;
 * they are always written to the log as well. The SDK is imported only when configured, so a
 * server without it does not load it at all.
 */
import type { TMonitoringSettings } from "#server/env-monitoring.ts";

type TSentryNode = typeof import("@sentry/node");

let sentry: TSentryNode | null = null;
let starting: Promise<void> | null = null;

/** Starts the reporter once per process (buildApp may run several times in one process). */
export function startServerMonitoring(monitoring: TMonitoringSettings): Promise<void> {
  const settings = monitoring.sentry;
  if (!settings) return Promise.resolve();
  starting ??= import("@sentry/node").then((module) => {
    module.init({
      dsn: settings.dsn,
      environment: settings.environment,
      release: monitoring.release ?? undefined,
      sampleRate: 1,
      tracesSampleRate: 1,
      // Requests' bodies and cookies stay out of reports.
      sendDefaultPii: false,
    });
    sentry = module;
  });
  return starting;
}

export function captureServerError(error: unknown, context: { requestId: string; method: string; path: string }) {
  if (!sentry) return;
  sentry.captureException(error, {
    tags: { requestId: context.requestId, method: context.method },
    extra: { path: context.path },
  });
}
