/**
 * /api/analytics/events (every browser's batches) and /api/admin/analytics/… (Ladle's
 * administrators). Registered in a scope of their own, because only the beacon endpoint takes a
 * text/plain body (see below).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { analyticsApi } from "#core/analytics/analytics.api.ts";
import { AppError } from "#core/errors.ts";
import { route } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TServices } from "#server/services.ts";
import { analyticsIngestLimits, createWindowCounter, type TWindowCounter } from "./ingest-limits.ts";

export async function registerAnalyticsRoutes(
  api: FastifyInstance,
  { analytics }: TServices,
  { isLimited }: { isLimited: boolean },
) {
  await api.register(async (scope) => {
    // navigator.sendBeacon sends a string as text/plain: a JSON content type would need a CORS
    // preflight that a beacon cannot make. The API refuses text/plain elsewhere (so a plain HTML
    // form cannot post to it); here the cross-site check still applies, and the worst another
    // site could do is record events, which the limits below bound.
    scope.addContentTypeParser("text/plain", { parseAs: "string" }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError("BAD_REQUEST", { message: "The body must be a JSON batch of events." }), undefined);
      }
    });

    const perIp = createWindowCounter(analyticsIngestLimits.perIp);
    const perVisitor = createWindowCounter(analyticsIngestLimits.perVisitor);

    route(
      scope,
      analyticsApi,
      "ingest",
      async (request, reply) => {
        if (isLimited) {
          enforceLimit(perIp, request.ip, reply);
          enforceLimit(perVisitor, request.body.visitorId, reply);
        }
        const viewer = await request.getViewer();
        return analytics.recordBatch({ batch: request.body, userId: viewer?.userId ?? null });
      },
      // Counting events changes nothing about who the viewer is: their remembered session stays.
      { isViewerUnchanged: true, bodyLimit: 128 * 1024 },
    );

    route(scope, analyticsApi, "summary", async (request) => {
      await requireAdmin(request);
      return analytics.loadSummary({ days: request.query.days });
    });

    route(scope, analyticsApi, "events", async (request) => {
      await requireAdmin(request);
      return analytics.listEvents(request.query);
    });
  });
}

function enforceLimit(counter: TWindowCounter, key: string | null | undefined, reply: FastifyReply) {
  if (!key) return;
  const limit = counter.hit(key);
  if (limit.isAllowed) return;
  reply.header("retry-after", String(limit.retryAfterSeconds));
  throw new AppError("RATE_LIMITED");
}

async function requireAdmin(request: FastifyRequest) {
  const viewer = await requireAccess(request, "authorized");
  if (!viewer.isAdmin) throw new AppError("FORBIDDEN", { message: "Only Ladle's administrators can see analytics." });
  return viewer;
}
