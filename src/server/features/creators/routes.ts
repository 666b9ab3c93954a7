/** /api/creators: the Discover Creators list. */
import type { FastifyInstance } from "fastify";
import { creatorsApi } from "#core/creators/creators.api.ts";
import { route } from "#server/lib/route.ts";
import type { TServices } from "#server/services.ts";

export async function registerCreatorRoutes(api: FastifyInstance, { creators }: TServices) {
  route(api, creatorsApi, "list", async (request) => creators.list(request.query));
}
