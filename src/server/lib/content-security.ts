/**
 * The outside hosts the page's Content-Security-Policy allows: exactly those of the configured
 * error reporter, advertising pixel and page-analytics tag, and none when nothing is configured.
 * Their scripts are Ladle's own files, so script-src stays 'self' plus the nonce.
 */
import type { TMonitoringSettings } from "#server/env-monitoring.ts";

export interface TThirdPartySources {
  connectSrc: string[];
  imgSrc: string[];
  /** null leaves worker-src to fall back to script-src. */
  workerSrc: string[] | null;
}

export function listThirdPartySources(monitoring: TMonitoringSettings): TThirdPartySources {
  const connectSrc: string[] = [];
  const imgSrc: string[] = [];
  let workerSrc: string[] | null = null;
  if (monitoring.sentry) {
    // Through a tunnel the browser only talks to Ladle itself.
    if (!monitoring.sentry.tunnel) connectSrc.push(monitoring.sentry.parsed.origin);
    // Session replay compresses its recordings in a worker made from a blob: URL.
    workerSrc = ["'self'", "blob:"];
  }
  for (const tool of [monitoring.pixel, monitoring.pageAnalytics]) {
    if (!tool) continue;
    connectSrc.push(tool.host);
    imgSrc.push(tool.host);
  }
  return { connectSrc: unique(connectSrc), imgSrc: unique(imgSrc), workerSrc };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
