import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZSaveRecipeInput } from "#core/recipes/recipe-input.schema.ts";
import type { TServices } from "#server/app.ts";
import { signedInSecurity } from "#server/auth/openapi.ts";
import { requireAccess } from "#server/plugins/access.ts";
import { ZRecipeIdParams, ZSaveResult } from "../recipes/schemas.ts";
import { saveRecipe, unsaveRecipe } from "./service.ts";

const tags = ["saves"];

export async function registerSaveRoutes(api: FastifyInstance, { db }: TServices) {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/recipes/:id/save",
    {
      schema: {
        tags,
        summary: "Save a recipe to one of your collections, or to a new one",
        description: "Body `{collectionId}` or `{newCollectionName}`. Someone else's collection is a 404.",
        security: signedInSecurity,
        params: ZRecipeIdParams,
        body: ZSaveRecipeInput,
        response: { 200: ZSaveResult },
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "authorized");
      return saveRecipe({ db, userId: viewer.userId, recipeId: request.params.id, input: request.body });
    },
  );

  typed.delete(
    "/recipes/:id/save",
    {
      schema: {
        tags,
        summary: "Take a recipe out of one of your collections",
        security: signedInSecurity,
        params: ZRecipeIdParams,
        querystring: z.object({ collectionId: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireAccess(request, "authorized");
      await unsaveRecipe({
        db,
        userId: viewer.userId,
        recipeId: request.params.id,
        collectionId: request.query.collectionId,
      });
      return reply.status(204).send(null);
    },
  );
}
