/**
 * Stores a browser's batch of analytics events: one INSERT per batch, whatever its size, so the
 * endpoint costs a page view little more than the page itself.
 */
import type { TAnalyticsBatch } from "#core/analytics/analytics.schema.ts";
import type { TDb } from "#db/client.ts";
import { analyticsEvents } from "#db/schema.ts";

/** A browser clock may be off, and a batch may wait in a closed tab: older times are kept up to a day. */
const maxAgeMs = 24 * 60 * 60 * 1000;

export async function recordAnalyticsBatch({
  db,
  batch,
  userId,
  now = new Date(),
}: {
  db: TDb;
  batch: TAnalyticsBatch;
  /** From the session; null for a visitor. */
  userId: string | null;
  now?: Date;
}): Promise<{ accepted: number }> {
  const rows = batch.events.map((event) => ({
    name: event.name,
    page: event.page ?? null,
    path: event.path ?? null,
    properties: event.properties,
    visitorId: batch.visitorId ?? null,
    userId,
    occurredAt: clampTime(event.occurredAt, now),
    receivedAt: now,
  }));
  await db.insert(analyticsEvents).values(rows);
  return { accepted: rows.length };
}

/** The browser's time, within [now − a day, now]: a clock ahead of ours must not date events in the future. */
function clampTime(occurredAtMs: number, now: Date): Date {
  const nowMs = now.getTime();
  return new Date(Math.min(nowMs, Math.max(nowMs - maxAgeMs, occurredAtMs)));
}
