import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { TServices } from "#server/app.ts";
import { signedInSecurity } from "#server/auth/openapi.ts";
import { requireAccess } from "#server/plugins/access.ts";
import { ZMyCollection } from "../recipes/schemas.ts";
import { listMyCollections } from "./service.ts";

export async function registerCollectionRoutes(api: FastifyInstance, { db }: TServices) {
  api.withTypeProvider<ZodTypeProvider>().get(
    "/collections/mine",
    {
      schema: {
        tags: ["collections"],
        summary: "Your collections",
        description: "With `recipeId`, each says whether it already holds that recipe (the Save Recipe page).",
        security: signedInSecurity,
        querystring: z.object({ recipeId: z.uuid().optional() }),
        response: { 200: z.object({ items: z.array(ZMyCollection) }) },
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "authorized");
      return { items: await listMyCollections({ db, userId: viewer.userId, recipeId: request.query.recipeId }) };
    },
  );
}
