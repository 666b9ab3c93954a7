/**
 * Analytics events (the product's fixed event names, src/core/analytics/event-names.ts). Events go
 * to `window.dataLayer` and to every sink added: Ladle's own endpoint, PostHog when configured.
 */
import type { TAnalyticsEventName } from "#core/analytics/event-names.ts";

export type TAnalyticsEvent = TAnalyticsEventName;

interface TDataLayerEntry {
  event: TAnalyticsEvent;
  properties: Record<string, unknown>;
  at: number;
}

declare global {
  interface Window {
    dataLayer?: TDataLayerEntry[];
    ladleAnalyticsIdentity?: string | null;
  }
}

/**
 * Where events go besides `window.dataLayer`: Ladle's own endpoint, an analytics provider, an advertising
 * pixel. Each is added by its own module when it is configured (and, for a pixel, consented to), so this
 * file stays small and nothing third-party loads unless it is wanted.
 */
export interface TAnalyticsSink {
  track(event: TAnalyticsEvent, properties: Record<string, unknown>): void;
  identify?(userId: string | null): void;
}

const sinks = new Set<TAnalyticsSink>();

/** Adds a sink; the returned function removes it. */
export function addAnalyticsSink(sink: TAnalyticsSink): () => void {
  sinks.add(sink);
  return () => {
    sinks.delete(sink);
  };
}

export function track(event: TAnalyticsEvent, properties: Record<string, unknown> = {}) {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, properties, at: Date.now() });
  for (const sink of sinks) sink.track(event, properties);
}

export function identify(userId: string | null) {
  if (typeof window === "undefined") return;
  window.ladleAnalyticsIdentity = userId;
  for (const sink of sinks) sink.identify?.(userId);
}

export function resetAnalyticsIdentity() {
  identify(null);
}
