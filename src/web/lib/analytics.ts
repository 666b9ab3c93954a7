/**
 * Analytics events (the product's fixed event names). Events go to `window.dataLayer` until an analytics
 * provider is configured; the provider reads from there.
 */
export type TAnalyticsEvent =
  | "web page view"
  | "rate limit error"
  | "auth error"
  | "auth connection error"
  | "delete account error"
  | "link/unlink identity error"
  | "generic error"
  | "auth completed"
  | "registration completed"
  | "phone confirm completed"
  | "subscription get-started click"
  | "follow user success"
  | (string & {});

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
