/** /api/me/state: the viewer's own state on a shared page. */
import type { FastifyInstance } from "fastify";
import { meApi } from "#core/me/me.api.ts";
import { route } from "#server/lib/route.ts";
import type { TServices } from "#server/services.ts";

export async function registerMeRoutes(api: FastifyInstance, { me }: TServices) {
  route(api, meApi, "state", async (request, reply) => {
    // Personal: never stored by a shared cache, nor reused for another cookie.
    reply.header("cache-control", "private, no-store");
    return me.loadState({ viewer: await request.getViewer(), query: request.query });
  });
}
