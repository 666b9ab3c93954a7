import { defineEndpoints } from "../api/endpoint.ts";
import {
  ZAnalyticsAccepted,
  ZAnalyticsBatch,
  ZAnalyticsEventList,
  ZAnalyticsEventsQuery,
  ZAnalyticsSummary,
  ZAnalyticsSummaryQuery,
} from "./analytics.schema.ts";

const adminOnly = "Ladle's administrators only: 401 without a session, 403 for anyone else.";

export const analyticsApi = defineEndpoints("analytics", {
  ingest: {
    method: "POST",
    path: "/analytics/events",
    summary: "Records a batch of analytics events from one browser",
    description:
      "Sent with navigator.sendBeacon, so the body may come as text/plain holding the JSON. The user is the session's, never the body's. Limited per visitor and per client address (429).",
    body: ZAnalyticsBatch,
    status: 202,
    response: ZAnalyticsAccepted,
  },
  summary: {
    method: "GET",
    path: "/admin/analytics/summary",
    summary: "Events per day, top events and pages, and the search → recipe → save funnel (/admin/analytics)",
    description: adminOnly,
    isSignedIn: true,
    query: ZAnalyticsSummaryQuery,
    response: ZAnalyticsSummary,
  },
  events: {
    method: "GET",
    path: "/admin/analytics/events",
    summary: "The latest stored events, newest first",
    description: adminOnly,
    isSignedIn: true,
    query: ZAnalyticsEventsQuery,
    response: ZAnalyticsEventList,
  },
});
