import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { TServices } from "#server/app.ts";
import { pageOf, ZCreatorCard } from "../recipes/schemas.ts";
import { listCreators } from "./service.ts";

export async function registerCreatorRoutes(api: FastifyInstance, { db }: TServices) {
  api.withTypeProvider<ZodTypeProvider>().get(
    "/creators",
    {
      schema: {
        tags: ["creators"],
        summary: "Discover creators",
        description: "Public profiles with a blog, ranked by followers and recipes published in the last 30 days.",
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(1000).default(1),
          pageSize: z.coerce.number().int().min(1).max(48).default(24),
        }),
        response: { 200: pageOf(ZCreatorCard) },
      },
    },
    async (request) => listCreators({ db, ...request.query }),
  );
}
