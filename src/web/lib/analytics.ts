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

export function track(event: TAnalyticsEvent, properties: Record<string, unknown> = {}) {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, properties, at: Date.now() });
}

export function identify(userId: string | null) {
  if (typeof window === "undefined") return;
  window.ladleAnalyticsIdentity = userId;
}

export function resetAnalyticsIdentity() {
  identify(null);
}
