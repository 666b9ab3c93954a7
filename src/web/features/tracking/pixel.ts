/**
 * The advertising pixel (Meta's pixel protocol): a page view per page and the product's named
 * events, each one image request to the configured host (`/tr/?id=…&ev=…&cd[…]=…`). It is Ladle's
 * own code served from Ladle's origin; only its requests leave for the pixel's host, and only once
 * the visitor has accepted. The page's address is sent without its query (it may hold a search).
 */
import { isErrorCategory } from "#core/monitoring/error-categories.ts";
import type { TAnalyticsSink } from "#web/lib/analytics.ts";

export interface TTrackerSink extends TAnalyticsSink {
  pageView(): void;
}

export function createPixelSink({ id, host }: { id: string; host: string }): TTrackerSink {
  const send = (event: string, properties: Record<string, unknown> = {}) => {
    const query = new URLSearchParams({ id, ev: event, dl: pageAddress(), ts: String(Date.now()) });
    for (const [key, value] of Object.entries(properties)) {
      if (isPlainValue(value)) query.append(`cd[${key}]`, String(value));
    }
    const image = new Image(1, 1);
    image.src = `${host}/tr/?${query}`;
  };
  return {
    pageView: () => send("PageView"),
    track(event, properties) {
      if (event === "web page view") send("PageView");
      // Error categories are for Ladle's own reporting, not for advertising.
      else if (!isErrorCategory(event)) send(event, properties);
    },
  };
}

export function pageAddress(): string {
  return window.location.origin + window.location.pathname;
}

export function isPlainValue(value: unknown): value is string | number | boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}
