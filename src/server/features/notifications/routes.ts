/** /api/me/notifications: a cook's push-notification settings and the browsers that receive them. */
import type { FastifyInstance } from "fastify";
import { notificationsApi } from "#core/notifications/notifications.api.ts";
import { route } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TServices } from "#server/services.ts";

export async function registerNotificationRoutes(api: FastifyInstance, { notifications }: TServices) {
  route(api, notificationsApi, "find", async (request, reply) => {
    const viewer = await requireAccess(request, "authorized");
    reply.header("cache-control", "private, no-store");
    return notifications.findSettings({ userId: viewer.userId });
  });

  route(api, notificationsApi, "save", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return notifications.saveSettings({ userId: viewer.userId, input: request.body });
  });

  route(api, notificationsApi, "addDevice", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return notifications.addDevice({ userId: viewer.userId, input: request.body });
  });

  route(api, notificationsApi, "removeDevice", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return notifications.removeDevice({ userId: viewer.userId, endpoint: request.body.endpoint });
  });
}
