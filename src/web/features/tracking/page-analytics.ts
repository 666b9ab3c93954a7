/**
 * The page-analytics tag (Google Analytics 4's collection protocol): a `page_view` per page and the
 * product's named events as GA events, sent with `navigator.sendBeacon` to the configured host. An
 * anonymous client id is kept in local storage only while the visitor accepts; declining removes it.
 */
import { isErrorCategory } from "#core/monitoring/error-categories.ts";
import { isPlainValue, pageAddress, type TTrackerSink } from "./pixel.ts";

const clientIdKey = "ladle-page-analytics-client";

export function createPageAnalyticsSink({ id, host }: { id: string; host: string }): TTrackerSink {
  const clientId = readClientId();
  const sessionId = String(Math.floor(Date.now() / 1000));
  let hitCount = 0;
  const send = (event: string, properties: Record<string, unknown> = {}) => {
    hitCount += 1;
    const query = new URLSearchParams({
      v: "2",
      tid: id,
      cid: clientId,
      sid: sessionId,
      _s: String(hitCount),
      en: event,
      dl: pageAddress(),
      dt: document.title,
    });
    for (const [key, value] of Object.entries(properties)) {
      if (isPlainValue(value)) query.append(typeof value === "number" ? `epn.${key}` : `ep.${key}`, String(value));
    }
    const url = `${host}/g/collect?${query}`;
    if (!navigator.sendBeacon?.(url))
      void fetch(url, { method: "POST", keepalive: true, mode: "no-cors" }).catch(() => {});
  };
  return {
    pageView: () => send("page_view"),
    track(event, properties) {
      if (event === "web page view") send("page_view");
      else if (!isErrorCategory(event)) send(event.replace(/[^\w]+/g, "_"), properties);
    },
  };
}

function readClientId(): string {
  try {
    const stored = window.localStorage.getItem(clientIdKey);
    if (stored) return stored;
    const created = `${Math.floor(Math.random() * 2 ** 31)}.${Math.floor(Date.now() / 1000)}`;
    window.localStorage.setItem(clientIdKey, created);
    return created;
  } catch {
    return `${Math.floor(Math.random() * 2 ** 31)}.${Math.floor(Date.now() / 1000)}`;
  }
}

export function forgetPageAnalyticsClient() {
  try {
    window.localStorage.removeItem(clientIdKey);
  } catch {
    // Nothing was stored.
  }
}
