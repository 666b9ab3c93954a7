/**
 * Taking recipes out of Ladle: one recipe as a file in a format other apps read, and everything a
 * cook made as one archive (its layout: ladle-archive.schema.ts).
 */
import { z } from "zod";
import { defineEndpoints } from "../api/endpoint.ts";
import { ZRecipeIdParams } from "../recipes/recipe-view.schema.ts";

export const recipeExportFormats = ["json-ld", "markdown", "cooklang"] as const;
export type TRecipeExportFormat = (typeof recipeExportFormats)[number];

/** What a reader without access to a paywalled recipe is told when they ask for its file. */
export const exportPaywalledMessage = "This recipe is for the blog's subscribers. Subscribe to download it.";

export const exportApi = defineEndpoints("export", {
  exportRecipe: {
    method: "GET",
    path: "/recipes/:id/export",
    summary: "Download one recipe as a file",
    description:
      "`json-ld` (schema.org Recipe, `.json`), `markdown` (`.md`) or `cooklang` (`.cook`), as an attachment named after the recipe. Anyone who can read the whole recipe: private and draft recipes are a 404 to anyone but their author; a paywalled recipe is a 403 for someone who does not subscribe.",
    params: ZRecipeIdParams,
    query: z.object({
      format: z.enum(recipeExportFormats, { error: "Choose json-ld, markdown or cooklang." }),
    }),
    response: z.string().describe("The file"),
  },
  exportMine: {
    method: "GET",
    path: "/me/export",
    summary: "Download everything you made, as one zip archive",
    description:
      "Your recipes (every visibility) with their photos, collections, meal plans, shopping list and reviews: `ladle-export.json`, `recipes/<id>.json` (schema.org Recipe with `ladle:` keys), `photos/…`, `collections.json`, `meal-plans.json`, `shopping-lists.json`, `reviews.json`. Streamed as it is written. At most 5 an hour (429).",
    isSignedIn: true,
    response: z.string().describe("A zip archive"),
  },
});
