import { z } from "zod";
import { editConflictResponse } from "../api/edit-version.ts";
import { defineEndpoints } from "../api/endpoint.ts";
import { pageOf, ZPageQuery } from "../api/paging.ts";
import { recipeVisibilities, ZIngredientGroup, ZInstructionSection } from "./recipe.schema.ts";
import { ZPastedBlockInput, ZRecipeDraftData, ZRecipeInput, ZRecipeUpdate } from "./recipe-input.schema.ts";
import {
  ZMyRecipeCard,
  ZRecentlyViewedCard,
  ZRecipeCard,
  ZRecipeDraft,
  ZRecipeFull,
  ZRecipeIdParams,
  ZRecipeImage,
  ZRecipeView,
} from "./recipe-view.schema.ts";

/** Photos are sent as the request body itself. */
export const recipeImageContentTypes = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];
export const recipeImageMaxBytes = 8 * 1024 * 1024;

export const recipeNotFoundMessage = "We couldn't find that recipe.";

export const noVerifiedPhoneMessage = "Add and verify a phone number in your profile to text yourself recipes.";

const ZDraftParams = z.object({ id: z.string().min(1).max(64).describe('A recipe id, or "new" for Add Recipe') });

export const recipesApi = defineEndpoints("recipes", {
  listMine: {
    method: "GET",
    path: "/recipes/mine",
    summary: "Your recipes, every visibility",
    isSignedIn: true,
    query: ZPageQuery.extend({ visibility: z.enum(recipeVisibilities).optional() }),
    response: pageOf(ZMyRecipeCard),
  },
  listTrending: {
    method: "GET",
    path: "/recipes/trending",
    summary: "Trending recipes",
    description: "Views and saves over the last 7 days, halving every 2 days; featured and newest fill the rest.",
    query: z.object({ limit: z.coerce.number().int().min(1).max(48).default(12) }),
    response: z.object({ items: z.array(ZRecipeCard) }),
  },
  listRecentlyViewed: {
    method: "GET",
    path: "/recipes/recently-viewed",
    summary: "Recently viewed recipes (newest 50)",
    isSignedIn: true,
    response: z.object({ items: z.array(ZRecentlyViewedCard) }),
  },
  listPurchased: {
    method: "GET",
    path: "/recipes/purchased",
    summary: "Recipes you bought or unlocked by subscription (/purchased_recipes)",
    isSignedIn: true,
    query: ZPageQuery,
    response: pageOf(ZRecipeCard),
  },
  parseBlock: {
    method: "POST",
    path: "/recipes/parse-block",
    summary: "Split a pasted block into ingredient lines or steps",
    description:
      "Ingredients: one per line, `Heading:` lines start a group, each line parsed (original text kept). Steps: numbered/bulleted lines or paragraphs.",
    isSignedIn: true,
    body: ZPastedBlockInput,
    response: z.object({
      ingredientGroups: z.array(ZIngredientGroup).optional(),
      instructionSections: z.array(ZInstructionSection).optional(),
    }),
  },
  create: {
    method: "POST",
    path: "/recipes",
    summary: "Add a recipe",
    description:
      "Ingredient lines may be plain text; they are parsed and the text kept. `paywalled` only for a recipe on your paywalled blog (400 otherwise). A public or paywalled recipe needs at least one ingredient and one step (400 naming `ingredientGroups` or `instructionSections`); a private or draft one may be a title only.",
    isSignedIn: true,
    query: z.object({
      draft: z
        .literal("new")
        .optional()
        .describe("`new` when saving the Add Recipe form: its autosaved draft is discarded."),
    }),
    body: ZRecipeInput,
    status: 201,
    response: ZRecipeFull,
  },
  find: {
    method: "GET",
    path: "/recipes/:id",
    summary: "One recipe, as you may see it",
    description:
      "Public: everything. Private and draft: the author only (404 for anyone else). Paywalled: the teaser (no ingredients, steps or nutrition) unless you are the author or have paid access. Signed-in views go to Recently Viewed; all views count for Trending.",
    params: ZRecipeIdParams,
    response: ZRecipeView,
  },
  countView: {
    method: "POST",
    path: "/recipes/:id/view",
    summary: "Count a view of the recipe page",
    description:
      "Sent by the recipe page once it is open in a browser (visitors' pages are served from a short cache, so the page itself cannot count them). Counts for Trending; a signed-in view also goes to Recently Viewed.",
    params: ZRecipeIdParams,
    status: 204,
    response: z.null(),
  },
  update: {
    method: "PATCH",
    path: "/recipes/:id",
    summary: "Edit your recipe",
    description:
      "Any subset of the add-recipe fields. 404 when you cannot see the recipe, 403 when it is not yours. An edit that sets `visibility` or changes the ingredients or steps must leave a public or paywalled recipe with at least one ingredient and one step (400). With `expectedUpdatedAt` (the `updatedAt` your copy was read with), a recipe saved since then is left as it is: 409 EDIT_CONFLICT.",
    isSignedIn: true,
    params: ZRecipeIdParams,
    body: ZRecipeUpdate,
    response: ZRecipeFull,
    failures: { 409: editConflictResponse },
  },
  remove: {
    method: "DELETE",
    path: "/recipes/:id",
    summary: "Delete your recipe",
    isSignedIn: true,
    params: ZRecipeIdParams,
    status: 204,
    response: z.null(),
  },
  textMe: {
    method: "POST",
    path: "/recipes/:id/text-me",
    summary: "Text me this recipe",
    description: `Sends the recipe's link by SMS to your verified phone. 400 "${noVerifiedPhoneMessage}" without one; at most 1 a minute and 10 a day (429).`,
    isSignedIn: true,
    params: ZRecipeIdParams,
    response: z.object({ sentTo: z.string() }),
  },
  findDraft: {
    method: "GET",
    path: "/recipes/:id/draft",
    summary: "Your autosaved form for this recipe (or for a new one)",
    isSignedIn: true,
    params: ZDraftParams,
    response: ZRecipeDraft,
  },
  saveDraft: {
    method: "PUT",
    path: "/recipes/:id/draft",
    summary: "Autosave the recipe form",
    description:
      "Stores the in-progress form as sent (not validated until submitted). Adding or editing the recipe clears it.",
    isSignedIn: true,
    params: ZDraftParams,
    body: ZRecipeDraftData,
    response: ZRecipeDraft,
  },
  removeDraft: {
    method: "DELETE",
    path: "/recipes/:id/draft",
    summary: "Discard the autosaved form",
    isSignedIn: true,
    params: ZDraftParams,
    status: 204,
    response: z.null(),
  },
  uploadImage: {
    method: "POST",
    path: "/recipes/:id/image",
    summary: "Upload the recipe's photo",
    description: `The body is the image itself (Content-Type ${recipeImageContentTypes.join(", ")}; at most 8 MB). Stored as WebP 400, 800 and 1200 pixels wide; returns the URLs and a srcset.`,
    isSignedIn: true,
    params: ZRecipeIdParams,
    hasRawBody: true,
    response: ZRecipeImage,
  },
});
