/** /api/collections and saving recipes into them. */
import type { FastifyInstance } from "fastify";
import { collectionsApi } from "#core/collections/collections.api.ts";
import { route } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TServices } from "#server/services.ts";

export async function registerCollectionRoutes(api: FastifyInstance, { collections }: TServices) {
  route(api, collectionsApi, "listMine", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return { items: await collections.listMine({ userId: viewer.userId, recipeId: request.query.recipeId }) };
  });

  route(api, collectionsApi, "saveRecipe", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return collections.saveRecipe({ userId: viewer.userId, recipeId: request.params.id, input: request.body });
  });

  route(api, collectionsApi, "unsaveRecipe", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    await collections.unsaveRecipe({
      userId: viewer.userId,
      recipeId: request.params.id,
      collectionId: request.query.collectionId,
    });
    return null;
  });
}
