import { z } from "zod";
import { defineEndpoints } from "../api/endpoint.ts";
import { ZRecipeIdParams } from "../recipes/recipe-view.schema.ts";
import { ZKeptDetails, ZKeptDetailsInput } from "./kept-details.schema.ts";
import {
  movingInMaxBytes,
  ZMovingInImport,
  ZMovingInLatest,
  ZMovingInParams,
  ZMovingInUploadQuery,
} from "./moving-in.schema.ts";

/**
 * Moving in from other apps: upload a whole collection (Paprika, Mealie, Tandoor, RecipeSage or
 * schema.org JSON-LD, Cooklang, Markdown or plain text); a background job reads it and saves the
 * recipes as private recipes, skipping ones you already have. Signed-in users only; rate limited.
 */
export const movingInApi = defineEndpoints("moving-in", {
  upload: {
    method: "POST",
    path: "/moving-in",
    summary: "Upload a collection from another app",
    description: `The body is the file itself (Content-Type application/octet-stream, or the file's own type; at most ${movingInMaxBytes / 1024 / 1024} MB, else 413), its name in \`fileName\`. Answers 202 with the import, queued; poll \`GET /moving-in/{id}\`.`,
    isSignedIn: true,
    query: ZMovingInUploadQuery,
    hasRawBody: true,
    status: 202,
    response: ZMovingInImport,
  },
  latest: {
    method: "GET",
    path: "/moving-in/latest",
    summary: "Your running or most recent import",
    isSignedIn: true,
    response: ZMovingInLatest,
  },
  get: {
    method: "GET",
    path: "/moving-in/:id",
    summary: "One of your imports: progress and report",
    description: "Another person's import is a 404.",
    isSignedIn: true,
    params: ZMovingInParams,
    response: ZMovingInImport,
  },
  saveKeptDetails: {
    method: "PUT",
    path: "/recipes/:id/kept-details",
    summary: "Change what you kept from your old app beside one of your recipes",
    description:
      "Your own rating (half stars, 0.5–5, or null), notes and tags, seen by you alone. All empty removes them (the answer's `details` is then null). Someone else's recipe is a 404.",
    isSignedIn: true,
    params: ZRecipeIdParams,
    body: ZKeptDetailsInput,
    response: z.object({ details: ZKeptDetails.nullable() }),
  },
  removeKeptDetails: {
    method: "DELETE",
    path: "/recipes/:id/kept-details",
    summary: "Remove what you kept from your old app beside one of your recipes",
    isSignedIn: true,
    params: ZRecipeIdParams,
    status: 204,
    response: z.null(),
  },
});
