/** /api/blogs/:blogId/dashboard…: the blog dashboard, for the blog's owner only. */
import type { FastifyInstance } from "fastify";
import { dashboardApi } from "#core/dashboard/dashboard.api.ts";
import { route } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TServices } from "#server/services.ts";

export async function registerDashboardRoutes(api: FastifyInstance, { dashboard }: TServices) {
  route(api, dashboardApi, "overview", async (request) => {
    const viewer = await requireAccess(request, "paywalled-creator");
    return dashboard.loadOverview({ blogId: request.params.blogId, userId: viewer.userId });
  });

  route(api, dashboardApi, "history", async (request) => {
    const viewer = await requireAccess(request, "paywalled-creator");
    return dashboard.loadHistory({ blogId: request.params.blogId, userId: viewer.userId });
  });

  route(api, dashboardApi, "month", async (request) => {
    const viewer = await requireAccess(request, "paywalled-creator");
    return dashboard.loadMonth({ blogId: request.params.blogId, userId: viewer.userId, month: request.params.month });
  });
}
