/**
 * What the administrators' analytics page reads: events per UTC day, the top events and pages, the
 * search → recipe view → save funnel, and the latest events themselves.
 */
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { TAnalyticsSummary, TStoredAnalyticsEvent } from "#core/analytics/analytics.schema.ts";
import { pageViewEvent, type TAnalyticsEventName } from "#core/analytics/event-names.ts";
import type { TDb } from "#db/client.ts";
import { analyticsEvents } from "#db/schema.ts";
import { rowsOf } from "#server/lib/rate-limits.ts";

const dayMs = 24 * 60 * 60 * 1000;
const topCount = 10;

/** The funnel's steps: what counts as each (a page view of the recipe page is its second). */
export const funnelSteps = [
  { step: "search", label: "Searched", event: "search results" },
  { step: "recipe-view", label: "Opened a recipe", event: pageViewEvent, page: "Recipe View" },
  { step: "save", label: "Saved a recipe", event: "save recipe success" },
] as const satisfies readonly { step: string; label: string; event: TAnalyticsEventName; page?: string }[];

/** The first UTC midnight of a `days`-long range ending today. */
export function startOfRange(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * dayMs);
}

const utcDay = sql`(${analyticsEvents.occurredAt} AT TIME ZONE 'UTC')::date`;

export async function loadAnalyticsSummary({
  db,
  days,
  now = new Date(),
}: {
  db: TDb;
  days: number;
  now?: Date;
}): Promise<TAnalyticsSummary> {
  const since = startOfRange(now, days);
  const inRange = sql`${analyticsEvents.occurredAt} >= ${since.toISOString()}::timestamptz`;
  const visitors = sql<number>`count(DISTINCT ${analyticsEvents.visitorId})::int`;
  const events = sql<number>`count(*)::int`;

  const [perDayRows, topEvents, topPages, [totals], funnel] = await Promise.all([
    db
      .select({ date: sql<string>`${utcDay}::text`, events, visitors })
      .from(analyticsEvents)
      .where(inRange)
      .groupBy(utcDay),
    db
      .select({ name: analyticsEvents.name, events, visitors })
      .from(analyticsEvents)
      .where(inRange)
      .groupBy(analyticsEvents.name)
      .orderBy(desc(events), analyticsEvents.name)
      .limit(topCount),
    db
      .select({ page: sql<string>`${analyticsEvents.page}`, views: events, visitors })
      .from(analyticsEvents)
      .where(and(inRange, eq(analyticsEvents.name, pageViewEvent), sql`${analyticsEvents.page} IS NOT NULL`))
      .groupBy(analyticsEvents.page)
      .orderBy(desc(events), analyticsEvents.page)
      .limit(topCount),
    db
      .select({ events, visitors, signedInUsers: sql<number>`count(DISTINCT ${analyticsEvents.userId})::int` })
      .from(analyticsEvents)
      .where(inRange),
    countFunnel({ db, inRange }),
  ]);

  const byDate = new Map(perDayRows.map((row) => [row.date, row]));
  const perDay = Array.from({ length: days }, (_, index) => {
    const date = new Date(since.getTime() + index * dayMs).toISOString().slice(0, 10);
    return { date, events: byDate.get(date)?.events ?? 0, visitors: byDate.get(date)?.visitors ?? 0 };
  });
  return { days, since: since.toISOString().slice(0, 10), perDay, topEvents, topPages, funnel, totals };
}

/**
 * Distinct visitors per step: a visitor counts for a step when, on one UTC day, they did it after
 * the step before (the first search of the day, the first recipe view after it, a save after that).
 */
async function countFunnel({ db, inRange }: { db: TDb; inRange: SQL }): Promise<TAnalyticsSummary["funnel"]> {
  const [search, view, save] = funnelSteps;
  const result = await db.execute(sql`
    WITH searched AS (
      SELECT visitor_id, ${utcDay} AS day, min(occurred_at) AS at FROM ${analyticsEvents}
      WHERE ${inRange} AND name = ${search.event} AND visitor_id IS NOT NULL
      GROUP BY visitor_id, day
    ), viewed AS (
      SELECT s.visitor_id, s.day, min(e.occurred_at) AS at FROM searched s
      JOIN ${analyticsEvents} e ON e.visitor_id = s.visitor_id AND e.name = ${view.event} AND e.page = ${view.page}
        AND e.occurred_at >= s.at AND (e.occurred_at AT TIME ZONE 'UTC')::date = s.day
      GROUP BY s.visitor_id, s.day
    ), saved AS (
      SELECT DISTINCT v.visitor_id FROM viewed v
      JOIN ${analyticsEvents} e ON e.visitor_id = v.visitor_id AND e.name = ${save.event}
        AND e.occurred_at >= v.at AND (e.occurred_at AT TIME ZONE 'UTC')::date = v.day
    )
    SELECT (SELECT count(DISTINCT visitor_id) FROM searched)::int AS search,
      (SELECT count(DISTINCT visitor_id) FROM viewed)::int AS view,
      (SELECT count(*) FROM saved)::int AS save
  `);
  const [counts] = rowsOf<{ search: number; view: number; save: number }>(result);
  return [
    { step: search.step, label: search.label, visitors: counts?.search ?? 0 },
    { step: view.step, label: view.label, visitors: counts?.view ?? 0 },
    { step: save.step, label: save.label, visitors: counts?.save ?? 0 },
  ];
}

export async function listAnalyticsEvents({
  db,
  name,
  visitorId,
  limit,
}: {
  db: TDb;
  name?: TAnalyticsEventName;
  visitorId?: string;
  limit: number;
}): Promise<{ items: TStoredAnalyticsEvent[] }> {
  const items = await db
    .select({
      id: analyticsEvents.id,
      name: analyticsEvents.name,
      page: analyticsEvents.page,
      path: analyticsEvents.path,
      properties: analyticsEvents.properties,
      visitorId: analyticsEvents.visitorId,
      userId: analyticsEvents.userId,
      occurredAt: analyticsEvents.occurredAt,
      receivedAt: analyticsEvents.receivedAt,
    })
    .from(analyticsEvents)
    .where(
      and(
        name ? eq(analyticsEvents.name, name) : undefined,
        visitorId ? eq(analyticsEvents.visitorId, visitorId) : undefined,
      ),
    )
    .orderBy(desc(analyticsEvents.id))
    .limit(limit);
  return { items };
}
