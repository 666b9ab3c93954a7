/**
 * /api/recipes: each handler authorizes, then calls the recipe service. Validation, response
 * shaping and documentation come from the contract in src/core/recipes/recipes.api.ts.
 */
import type { FastifyInstance } from "fastify";
import { AppError } from "#core/errors.ts";
import { parseIngredientBlock, parseStepBlock } from "#core/recipes/ingredient-lines.ts";
import {
  recipeImageContentTypes,
  recipeImageMaxBytes,
  recipeNotFoundMessage,
  recipesApi,
} from "#core/recipes/recipes.api.ts";
import { route } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TServices } from "#server/services.ts";

export async function registerRecipeRoutes(api: FastifyInstance, { recipes }: TServices) {
  api.addHook("onClose", async () => {
    await recipes.flushViewCounts().catch(() => {});
  });

  route(api, recipesApi, "listMine", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return recipes.listMine({ userId: viewer.userId, ...request.query });
  });

  route(api, recipesApi, "listTrending", async (request) => ({
    items: await recipes.listTrending({ limit: request.query.limit }),
  }));

  route(api, recipesApi, "listRecentlyViewed", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return { items: await recipes.listRecentlyViewed({ userId: viewer.userId }) };
  });

  route(api, recipesApi, "listPurchased", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return recipes.listPurchased({ viewerId: viewer.userId, ...request.query });
  });

  route(api, recipesApi, "parseBlock", async (request) => {
    await requireAccess(request, "authorized");
    const { kind, text } = request.body;
    return kind === "ingredients"
      ? { ingredientGroups: parseIngredientBlock(text) }
      : { instructionSections: parseStepBlock(text) };
  });

  route(api, recipesApi, "create", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    const isFromAddRecipeForm = request.query.draft === "new";
    return recipes.create({ userId: viewer.userId, input: request.body, isFromAddRecipeForm });
  });

  route(api, recipesApi, "find", async (request) => {
    const viewer = await request.getViewer();
    const recipe = await findVisibleRecipe(request.params.id, viewer?.userId ?? null);
    await recipes.recordView({ recipeId: recipe.id, viewerId: viewer?.userId ?? null, isAuthor: recipe.isOwner });
    return recipe;
  });

  route(
    api,
    recipesApi,
    "countView",
    async (request) => {
      const viewer = await request.getViewer();
      const recipeId = request.params.id.toLowerCase();
      const viewerId = viewer?.userId ?? null;
      const relation = await recipes.findRelation({ recipeId, viewerId });
      if (relation === "none") throw new AppError("NOT_FOUND", { message: recipeNotFoundMessage });
      await recipes.recordView({ recipeId, viewerId, isAuthor: relation === "author" });
      return null;
    },
    { isViewerUnchanged: true },
  );

  route(api, recipesApi, "update", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return recipes.update({ userId: viewer.userId, recipeId: request.params.id, input: request.body });
  });

  route(api, recipesApi, "remove", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    await recipes.remove({ userId: viewer.userId, recipeId: request.params.id });
    return null;
  });

  route(api, recipesApi, "textMe", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return recipes.textMe({ userId: viewer.userId, recipeId: request.params.id });
  });

  route(api, recipesApi, "findDraft", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    const draft = await recipes.findDraft({ userId: viewer.userId, draftKey: request.params.id });
    if (!draft) throw new AppError("NOT_FOUND", { message: "There is no autosaved draft." });
    return draft;
  });

  route(
    api,
    recipesApi,
    "saveDraft",
    async (request) => {
      const viewer = await requireAccess(request, "authorized");
      return recipes.saveDraft({ userId: viewer.userId, draftKey: request.params.id, data: request.body });
    },
    { bodyLimit: 256 * 1024 },
  );

  route(api, recipesApi, "removeDraft", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    await recipes.removeDraft({ userId: viewer.userId, draftKey: request.params.id });
    return null;
  });

  await api.register(async (scope) => {
    // The photo is the whole request body, as for avatars; only this route reads it.
    scope.addContentTypeParser(
      recipeImageContentTypes,
      { parseAs: "buffer", bodyLimit: recipeImageMaxBytes },
      (_request, body, done) => done(null, body),
    );
    route(
      scope,
      recipesApi,
      "uploadImage",
      async (request) => {
        const viewer = await requireAccess(request, "authorized");
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          throw new AppError("UNSUPPORTED_MEDIA_TYPE", {
            message: `Send the image itself as the body, with Content-Type ${recipeImageContentTypes.join(", ")}.`,
          });
        }
        return recipes.replaceImage({ userId: viewer.userId, recipeId: request.params.id, image: request.body });
      },
      { bodyLimit: recipeImageMaxBytes, consumes: recipeImageContentTypes },
    );
  });

  /** The recipe as this viewer may see it, or a 404 (the same answer for missing and private). */
  async function findVisibleRecipe(recipeId: string, viewerId: string | null) {
    const recipe = await recipes.findForViewer({ recipeId, viewerId });
    if (!recipe) throw new AppError("NOT_FOUND", { message: recipeNotFoundMessage });
    return recipe;
  }
}
