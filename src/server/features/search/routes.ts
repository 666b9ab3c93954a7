/** /api/search: recipes and people. */
import type { FastifyInstance } from "fastify";
import { searchApi } from "#core/search/search.api.ts";
import { route } from "#server/lib/route.ts";
import type { TServices } from "#server/services.ts";

export async function registerSearchRoutes(api: FastifyInstance, { search }: TServices) {
  route(api, searchApi, "recipes", async (request) => {
    const { q, page, pageSize, ...filters } = request.query;
    return search.recipes({ q, filters, page, pageSize });
  });

  route(api, searchApi, "users", async (request) => search.users({ q: request.query.q, page: request.query.page }));
}
