/**
 * Starts the consented tools (a chunk loaded only after the visitor accepted and the page is idle):
 * a page view for the page already open, then every page view and named event through the
 * analytics sinks. The returned function stops them when the visitor changes their mind.
 */

import type { TBrowserTools } from "#web/features/monitoring/browser-tools.ts";
import { addAnalyticsSink } from "#web/lib/analytics.ts";
import { createPageAnalyticsSink, forgetPageAnalyticsClient } from "./page-analytics.ts";
import { createPixelSink, type TTrackerSink } from "./pixel.ts";

export function startTracking(tools: TBrowserTools): () => void {
  const sinks: TTrackerSink[] = [];
  if (tools.pixel) sinks.push(createPixelSink(tools.pixel));
  if (tools.pageAnalytics) sinks.push(createPageAnalyticsSink(tools.pageAnalytics));
  const removers = sinks.map((sink) => {
    sink.pageView();
    return addAnalyticsSink(sink);
  });
  return () => {
    for (const remove of removers) remove();
    forgetPageAnalyticsClient();
  };
}
