import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZRecipeSearchParams, ZUserSearchParams } from "#core/recipes/search.schema.ts";
import type { TServices } from "#server/app.ts";
import { ZRecipeSearchResult, ZUserSearchResult } from "../recipes/schemas.ts";
import { searchRecipes, searchUsers } from "./service.ts";

const tags = ["search"];

export async function registerSearchRoutes(api: FastifyInstance, { db }: TServices) {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/search/recipes",
    {
      schema: {
        tags,
        summary: "Search recipes",
        description:
          "Ranked full-text search (title > ingredients and tags > description), typo-tolerant, with filters. An empty `q` only filters (newest first). Highlights are plain-text segments. `diet` may repeat.",
        querystring: ZRecipeSearchParams,
        response: { 200: ZRecipeSearchResult },
      },
    },
    async (request) => {
      const { q, page, pageSize, ...filters } = request.query;
      return searchRecipes({ db, q, filters, page, pageSize });
    },
  );

  typed.get(
    "/search/users",
    {
      schema: {
        tags,
        summary: "Search users by name or username",
        querystring: ZUserSearchParams,
        response: { 200: ZUserSearchResult },
      },
    },
    async (request) => searchUsers({ db, q: request.query.q, page: request.query.page }),
  );
}
