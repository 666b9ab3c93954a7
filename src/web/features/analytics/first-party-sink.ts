/**
 * Sends every analytics event to Ladle's own endpoint. Events wait in memory and leave in batches:
 * every few seconds, when a batch is full, and when the page is hidden or left, through
 * `navigator.sendBeacon` (which outlives the page), or a `keepalive` fetch where it is missing or
 * refuses. This file loads on every page: keep it small.
 */
import { pageNameFor } from "#core/access/route-table.ts";
import { addAnalyticsSink, type TAnalyticsEvent } from "#web/lib/analytics.ts";
import { readVisitorId } from "#web/lib/visitor-id.ts";

// A string body goes as text/plain: the beacon cannot send JSON's content type without a preflight.
const endpoint = "/api/analytics/events";
const delayMs = 5000;
const batchSize = 20;

/** How many of `window.dataLayer`'s entries this module has taken, so a restart does not send them twice. */
let taken = 0;

interface TQueued {
  name: TAnalyticsEvent;
  page: string | null;
  path: string;
  properties: Record<string, unknown>;
  occurredAt: number;
}

/** Starts sending (with the events tracked before it started); the returned function stops it. */
export function startFirstPartyAnalytics(): () => void {
  let queue: TQueued[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The last page view's name and path: a page's state ("Search Users") names its events too.
  let lastView: { page: string | null; path: string } | null = null;
  // The visitor an event belongs to is the one when it happened: signing out starts a new one.
  let visitorId: string | null = null;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const body = JSON.stringify({ visitorId, events: queue });
    queue = [];
    if (!navigator.sendBeacon?.(endpoint, body)) {
      fetch(endpoint, { method: "POST", body, keepalive: true, credentials: "same-origin" }).catch(() => {});
    }
  };

  const add = (name: TAnalyticsEvent, properties: Record<string, unknown>, occurredAt: number) => {
    const visitor = readVisitorId();
    if (visitor !== visitorId) flush();
    visitorId = visitor;
    const isPageView = name === "web page view";
    const path = isPageView && typeof properties.path === "string" ? properties.path : location.pathname;
    if (isPageView) lastView = { page: typeof properties.page === "string" ? properties.page : null, path };
    // A page's own effects can run before the shell reports its view: then the path names it.
    const page = lastView?.path === path ? lastView.page : pageNameFor(path);
    queue.push({ name, page, path: path.slice(0, 300), properties: bounded(properties), occurredAt });
    if (queue.length >= batchSize) flush();
    else timer ??= setTimeout(flush, delayMs);
  };

  const earlier = window.dataLayer ?? [];
  for (const entry of earlier.slice(taken)) add(entry.event, entry.properties, entry.at);
  taken = earlier.length;
  const removeSink = addAnalyticsSink({
    track(name, properties) {
      add(name, properties, Date.now());
      taken = window.dataLayer?.length ?? 0;
    },
  });
  const onHidden = () => {
    if (document.visibilityState === "hidden") flush();
  };
  document.addEventListener("visibilitychange", onHidden);
  window.addEventListener("pagehide", flush);
  return () => {
    removeSink();
    document.removeEventListener("visibilitychange", onHidden);
    window.removeEventListener("pagehide", flush);
    flush();
  };
}

/** Properties within the endpoint's bounds: 20 keys, strings of 300 characters, lists of 20. */
function bounded(properties: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(properties).slice(0, 20)) {
    if (key && value !== undefined)
      result[key.slice(0, 40)] = Array.isArray(value) ? value.slice(0, 20).map(scalar) : scalar(value);
  }
  return result;
}

function scalar(value: unknown): unknown {
  if (value === null || typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value)))
    return value;
  return String(typeof value === "string" ? value : (JSON.stringify(value) ?? null)).slice(0, 300);
}
