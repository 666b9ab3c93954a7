/**
 * What the first-party analytics endpoint accepts (a batch of events from one browser) and what the
 * administrators' page reads. Bounds keep a batch small and its rows cheap to store.
 */
import { z } from "zod";
import { listPageNames } from "../access/route-table.ts";
import { analyticsEventNames } from "./event-names.ts";

export const analyticsLimits = {
  eventsPerBatch: 50,
  propertiesPerEvent: 20,
  propertyKeyLength: 40,
  stringLength: 300,
  listLength: 20,
  pathLength: 300,
  /** Days an event is kept before the daily pruning removes it. */
  retentionDays: 400,
  /** Days the administrators' page looks back. */
  summaryDays: 30,
} as const;

const ZScalar = z.union([z.string().max(analyticsLimits.stringLength), z.number(), z.boolean(), z.null()]);

const ZPropertyValue = z.union([ZScalar, z.array(ZScalar).max(analyticsLimits.listLength)]);

export const ZAnalyticsProperties = z
  .record(z.string().min(1).max(analyticsLimits.propertyKeyLength), ZPropertyValue)
  .refine((properties) => Object.keys(properties).length <= analyticsLimits.propertiesPerEvent, {
    message: `at most ${analyticsLimits.propertiesPerEvent} properties`,
  });
export type TAnalyticsProperties = z.infer<typeof ZAnalyticsProperties>;

const pageNames = new Set(listPageNames());
const ZPageName = z.string().refine((name) => pageNames.has(name), { message: "not one of Ladle's page names" });

export const ZAnalyticsEventInput = z.object({
  name: z.enum(analyticsEventNames),
  page: ZPageName.nullable().optional(),
  /** The path without its query string. */
  path: z.string().max(analyticsLimits.pathLength).regex(/^\//, "must start with /").nullable().optional(),
  properties: ZAnalyticsProperties.default({}),
  /** Milliseconds since 1970 by the browser's clock. */
  occurredAt: z.number().int().positive(),
});
export type TAnalyticsEventInput = z.infer<typeof ZAnalyticsEventInput>;

export const ZAnalyticsBatch = z.object({
  /** The browser's anonymous id (local storage), null where storage is off. */
  visitorId: z
    .string()
    .regex(/^[\w-]{8,64}$/, "must be 8 to 64 letters, digits, - or _")
    .nullable()
    .optional(),
  events: z.array(ZAnalyticsEventInput).min(1).max(analyticsLimits.eventsPerBatch),
});
export type TAnalyticsBatch = z.infer<typeof ZAnalyticsBatch>;

export const ZAnalyticsAccepted = z.object({ accepted: z.number().int() });

export const ZAnalyticsSummaryQuery = z.object({
  days: z.coerce.number().int().min(1).max(90).default(analyticsLimits.summaryDays),
});

const ZCount = z.number().int().min(0);

export const ZAnalyticsSummary = z.object({
  days: z.number().int(),
  /** First day counted (UTC, YYYY-MM-DD); every day from it to today has a row. */
  since: z.string(),
  perDay: z.array(z.object({ date: z.string(), events: ZCount, visitors: ZCount })),
  topEvents: z.array(z.object({ name: z.string(), events: ZCount, visitors: ZCount })),
  topPages: z.array(z.object({ page: z.string(), views: ZCount, visitors: ZCount })),
  /** Distinct visitors who, on one UTC day, searched, then opened a recipe, then saved one. */
  funnel: z.array(z.object({ step: z.enum(["search", "recipe-view", "save"]), label: z.string(), visitors: ZCount })),
  totals: z.object({ events: ZCount, visitors: ZCount, signedInUsers: ZCount }),
});
export type TAnalyticsSummary = z.infer<typeof ZAnalyticsSummary>;

export const ZAnalyticsEventsQuery = z.object({
  name: z.enum(analyticsEventNames).optional(),
  visitorId: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZStoredAnalyticsEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  page: z.string().nullable(),
  path: z.string().nullable(),
  properties: z.record(z.string(), z.unknown()),
  visitorId: z.string().nullable(),
  userId: z.string().nullable(),
  occurredAt: z.date(),
  receivedAt: z.date(),
});
export type TStoredAnalyticsEvent = z.infer<typeof ZStoredAnalyticsEvent>;

export const ZAnalyticsEventList = z.object({ items: z.array(ZStoredAnalyticsEvent) });
