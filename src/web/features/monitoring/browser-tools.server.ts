import type { TEnv } from "#server/env.ts";
import type { TBrowserTools } from "./browser-tools.ts";

/** What the browser needs of the monitoring configuration (ids and hosts only, which pages show anyway). */
export function toBrowserTools({ monitoring }: TEnv): TBrowserTools {
  return {
    errorReporting: monitoring.sentry
      ? { dsn: monitoring.sentry.dsn, tunnel: monitoring.sentry.tunnel, environment: monitoring.sentry.environment }
      : null,
    release: monitoring.release,
    pixel: monitoring.pixel,
    pageAnalytics: monitoring.pageAnalytics,
  };
}
