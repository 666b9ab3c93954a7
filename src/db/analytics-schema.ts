/**
 * First-party analytics: the events browsers send to `POST /api/analytics/events`, one row each.
 * Kept apart from schema.ts, which re-exports it. Rows older than the retention period are pruned
 * by a recurring job (src/server/features/analytics/prune-job.ts).
 */
import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./referenced-tables.ts";

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** One of the product's event names (src/core/analytics/event-names.ts). */
    name: text("name").notNull(),
    properties: jsonb("properties").$type<Record<string, unknown>>().notNull().default({}),
    /** The analytics page name of the page the event happened on. */
    page: text("page"),
    /** The path it happened on, without the query string. */
    path: text("path"),
    /** The browser's anonymous id (`ladle.visitor-id` in local storage), shared with the paywall experiment. */
    visitorId: text("visitor_id"),
    /** Set from the session, never from the browser's word. Deleting the account deletes its events. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The browser's clock, kept within a day before the server's. */
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Per-day counts, the funnel and pruning all read a range of days.
    index("analytics_events_occurred_idx").on(t.occurredAt),
    index("analytics_events_name_occurred_idx").on(t.name, t.occurredAt),
    // Deleting an account empties its rows' user id.
    index("analytics_events_user_idx").on(t.userId).where(sql`${t.userId} IS NOT NULL`),
  ],
);
