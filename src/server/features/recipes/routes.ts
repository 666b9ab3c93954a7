/**
 * /api/recipes and friends (issue 4). Every handler: validate (zod, shared with the forms),
 * authorize (requireAccess; the services check ownership, visibility and the paywall on the data),
 * call the service, shape the response through the schemas in ./schemas.ts.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "#core/errors.ts";
import { ZIngredientGroup, ZInstructionSection } from "#core/recipes/recipe.schema.ts";
import { ZPastedBlockInput, ZRecipeDraftData, ZRecipeInput, ZRecipeUpdate } from "#core/recipes/recipe-input.schema.ts";
import { recipeVisibilities } from "#db/schema.ts";
import type { TServices } from "#server/app.ts";
import { signedInSecurity } from "#server/auth/openapi.ts";
import { createMessenger } from "#server/features/messaging/service.ts";
import { requireAccess } from "#server/plugins/access.ts";
import { uploadsDirFor } from "#server/plugins/uploads.ts";
import { registerCollectionRoutes } from "../collections/routes.ts";
import { registerCreatorRoutes } from "../creators/routes.ts";
import { registerReviewRoutes } from "../reviews/routes.ts";
import { registerSaveRoutes } from "../saves/routes.ts";
import { registerSearchRoutes } from "../search/routes.ts";
import { deleteRecipeDraft, findRecipeDraft, saveRecipeDraft } from "./drafts.ts";
import { recipeImageContentTypes, recipeImageMaxBytes, removeRecipeImageFiles, replaceRecipeImage } from "./images.ts";
import { parseIngredientBlock, parseStepBlock } from "./paste-block.ts";
import { findRecipeForViewer } from "./recipe-view.ts";
import {
  pageOf,
  ZMyRecipeCard,
  ZPageQuery,
  ZRecentlyViewedCard,
  ZRecipeCard,
  ZRecipeDraft,
  ZRecipeFull,
  ZRecipeIdParams,
  ZRecipeImage,
  ZRecipeView,
} from "./schemas.ts";
import { listMyRecipes, listPurchasedRecipes, listTrendingRecipes } from "./service.ts";
import { noVerifiedPhoneMessage, textMeRecipe } from "./text-me.ts";
import { flushRecipeViewCounts, listRecentlyViewed, recordRecipeView } from "./views.ts";
import { findRecipeForVisitor } from "./visitor-cache.ts";
import { createRecipe, deleteRecipe, recipeNotFoundMessage, updateRecipe } from "./write.ts";

const tags = ["recipes"];

export async function registerRecipeRoutes(api: FastifyInstance, services: TServices) {
  const { db, env } = services;
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const messenger = createMessenger({ db, env, logger: api.log });
  api.addHook("onClose", async () => {
    await flushRecipeViewCounts({ db }).catch(() => {});
  });

  typed.get(
    "/recipes/mine",
    {
      schema: {
        tags,
        summary: "Your recipes, every visibility",
        security: signedInSecurity,
        querystring: ZPageQuery.extend({ visibility: z.enum(recipeVisibilities).optional() }),
        response: { 200: pageOf(ZMyRecipeCard) },
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "authorized");
      return listMyRecipes({ db, userId: viewer.userId, ...request.query });
    },
  );

  typed.get(
    "/recipes/trending",
    {
      schema: {
        tags,
        summary: "Trending recipes",
        description: "Views and saves over the last 7 days, halving every 2 days; featured and newest fill the rest.",
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(48).default(12) }),
        response: { 200: z.object({ items: z.array(ZRecipeCard) }) },
      },
    },
    async (request) => ({ items: await listTrendingRecipes({ db, limit: request.query.limit }) }),
  );

  typed.get(
    "/recipes/recently-viewed",
    {
      schema: {
        tags,
        summary: "Recently viewed recipes (newest 50)",
        security: signedInSecurity,
        response: { 200: z.object({ items: z.array(ZRecentlyViewedCard) }) },
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "authorized");
      return { items: await listRecentlyViewed({ db, userId: viewer.userId }) };
    },
  );

  typed.get(
    "/recipes/purchased",
    {
      schema: {
        tags,
        summary: "Recipes you bought or unlocked by subscription (/purchased_recipes)",
        security: signedInSecurity,
        querystring: ZPageQuery,
        response: { 200: pageOf(ZRecipeCard) },
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "authorized");
      return listPurchasedRecipes({ db, viewerId: viewer.userId, ...request.query });
    },
  );

  typed.post(
    "/recipes/parse-block",
    {
      schema: {
        tags,
        summary: "Split a pasted block into ingredient lines or steps",
        description:
          "Ingredients: one per line, `Heading:` lines start a group, each line parsed (original text kept). Steps: numbered/bulleted lines or paragraphs.",
        security: signedInSecurity,
        body: ZPastedBlockInput,
        response: {
          200: z.object({
            ingredientGroups: z.array(ZIngredientGroup).optional(),
            instructionSections: z.array(ZInstructionSection).optional(),
          }),
        },
      },
    },
    async (request) => {
      await requireAccess(request, "authorized");
      const { kind, text } = request.body;
      return kind === "ingredients"
        ? { ingredientGroups: parseIngredientBlock(text) }
        : { instructionSections: parseStepBlock(text) };
    },
  );

  typed.post(
    "/recipes",
    {
      schema: {
        tags,
        summary: "Add a recipe",
        description:
          "Ingredient lines may be plain text; they are parsed and the text kept. `paywalled` only for a recipe on your paywalled blog (400 otherwise).",
        security: signedInSecurity,
        querystring: z.object({
          draft: z
            .literal("new")
            .optional()
            .describe("`new` when saving the Add Recipe form: its autosaved draft is discarded."),
        }),
        body: ZRecipeInput,
        response: { 201: ZRecipeFull },
      },
    },
    async (request, reply) => {
      const viewer = await requireAccess(request, "authorized");
      const isFromAddRecipeForm = request.query.draft === "new";
      const recipe = await createRecipe({ db, userId: viewer.userId, input: request.body, isFromAddRecipeForm });
      return reply.status(201).send(recipe);
    },
  );

  typed.get(
    "/recipes/:id",
    {
      schema: {
        tags,
        summary: "One recipe, as you may see it",
        description:
          "Public: everything. Private and draft: the author only (404 for anyone else). Paywalled: the teaser (no ingredients, steps or nutrition) unless you are the author or have paid access. Signed-in views go to Recently Viewed; all views count for Trending.",
        params: ZRecipeIdParams,
        response: { 200: ZRecipeView },
      },
    },
    async (request) => {
      const viewer = await request.getViewer();
      const viewerId = viewer?.userId ?? null;
      const recipe = viewerId
        ? await findRecipeForViewer({ db, recipeId: request.params.id, viewerId })
        : await findRecipeForVisitor({ db, recipeId: request.params.id });
      if (!recipe) throw new AppError("NOT_FOUND", { message: recipeNotFoundMessage });
      await recordRecipeView({ db, recipeId: recipe.id, viewerId });
      return recipe;
    },
  );

  typed.post(
    "/recipes/:id/view",
    {
      schema: {
        tags,
        summary: "Count a view of the recipe page",
        description:
          "Sent by the recipe page once it is open in a browser (visitors' pages are served from a short cache, so the page itself cannot count them). Counts for Trending; a signed-in view also goes to Recently Viewed.",
        params: ZRecipeIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await request.getViewer();
      const viewerId = viewer?.userId ?? null;
      const recipe = viewerId
        ? await findRecipeForViewer({ db, recipeId: request.params.id, viewerId })
        : await findRecipeForVisitor({ db, recipeId: request.params.id });
      if (!recipe) throw new AppError("NOT_FOUND", { message: recipeNotFoundMessage });
      await recordRecipeView({ db, recipeId: recipe.id, viewerId });
      return reply.status(204).send(null);
    },
  );

  typed.patch(
    "/recipes/:id",
    {
      schema: {
        tags,
        summary: "Edit your recipe",
        description:
          "Any subset of the add-recipe fields. 404 when you cannot see the recipe, 403 when it is not yours.",
        security: signedInSecurity,
        params: ZRecipeIdParams,
        body: ZRecipeUpdate,
        response: { 200: ZRecipeFull },
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "authorized");
      return updateRecipe({ db, userId: viewer.userId, recipeId: request.params.id, input: request.body });
    },
  );

  typed.delete(
    "/recipes/:id",
    {
      schema: {
        tags,
        summary: "Delete your recipe",
        security: signedInSecurity,
        params: ZRecipeIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireAccess(request, "authorized");
      const { imageUrls } = await deleteRecipe({ db, userId: viewer.userId, recipeId: request.params.id });
      await removeRecipeImageFiles({ uploadsDir: uploadsDirFor(env), recipeId: request.params.id, urls: imageUrls });
      return reply.status(204).send(null);
    },
  );

  typed.post(
    "/recipes/:id/text-me",
    {
      schema: {
        tags,
        summary: "Text me this recipe",
        description: `Sends the recipe's link by SMS to your verified phone. 400 "${noVerifiedPhoneMessage}" without one; at most 1 a minute and 10 a day (429).`,
        security: signedInSecurity,
        params: ZRecipeIdParams,
        response: { 200: z.object({ sentTo: z.string() }) },
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "authorized");
      return textMeRecipe({
        db,
        messenger,
        userId: viewer.userId,
        recipeId: request.params.id,
        publicUrl: env.publicUrl,
      });
    },
  );

  const draftParams = z.object({ id: z.string().min(1).max(64).describe('A recipe id, or "new" for Add Recipe') });

  typed.get(
    "/recipes/:id/draft",
    {
      schema: {
        tags,
        summary: "Your autosaved form for this recipe (or for a new one)",
        security: signedInSecurity,
        params: draftParams,
        response: { 200: ZRecipeDraft },
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "authorized");
      const draft = await findRecipeDraft({ db, userId: viewer.userId, draftKey: request.params.id });
      if (!draft) throw new AppError("NOT_FOUND", { message: "There is no autosaved draft." });
      return draft;
    },
  );

  typed.put(
    "/recipes/:id/draft",
    {
      bodyLimit: 256 * 1024,
      schema: {
        tags,
        summary: "Autosave the recipe form",
        description:
          "Stores the in-progress form as sent (not validated until submitted). Adding or editing the recipe clears it.",
        security: signedInSecurity,
        params: draftParams,
        body: ZRecipeDraftData,
        response: { 200: ZRecipeDraft },
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "authorized");
      return saveRecipeDraft({ db, userId: viewer.userId, draftKey: request.params.id, data: request.body });
    },
  );

  typed.delete(
    "/recipes/:id/draft",
    {
      schema: {
        tags,
        summary: "Discard the autosaved form",
        security: signedInSecurity,
        params: draftParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireAccess(request, "authorized");
      await deleteRecipeDraft({ db, userId: viewer.userId, draftKey: request.params.id });
      return reply.status(204).send(null);
    },
  );

  await api.register(async (scope) => {
    // The image is the whole request body, as for avatars; only this route reads it.
    scope.addContentTypeParser(
      recipeImageContentTypes,
      { parseAs: "buffer", bodyLimit: recipeImageMaxBytes },
      (_r, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/recipes/:id/image",
      {
        bodyLimit: recipeImageMaxBytes,
        schema: {
          tags,
          summary: "Upload the recipe's photo",
          description: `The body is the image itself (Content-Type ${recipeImageContentTypes.join(", ")}; at most 8 MB). Stored as WebP 400, 800 and 1200 pixels wide; returns the URLs and a srcset.`,
          security: signedInSecurity,
          consumes: recipeImageContentTypes,
          params: ZRecipeIdParams,
          response: { 200: ZRecipeImage },
        },
      },
      async (request) => {
        const viewer = await requireAccess(request, "authorized");
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          throw new AppError("UNSUPPORTED_MEDIA_TYPE", {
            message: `Send the image itself as the body, with Content-Type ${recipeImageContentTypes.join(", ")}.`,
          });
        }
        return replaceRecipeImage({
          db,
          userId: viewer.userId,
          recipeId: request.params.id,
          image: request.body,
          uploadsDir: uploadsDirFor(env),
        });
      },
    );
  });

  await registerReviewRoutes(api, services);
  await registerSaveRoutes(api, services);
  await registerCollectionRoutes(api, services);
  await registerSearchRoutes(api, services);
  await registerCreatorRoutes(api, services);
}
