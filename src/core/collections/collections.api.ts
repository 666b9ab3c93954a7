import { z } from "zod";
import { defineEndpoints } from "../api/endpoint.ts";
import { ZRecipeIdParams } from "../recipes/recipe-view.schema.ts";
import { ZMyCollection, ZSaveRecipeInput, ZSaveResult } from "./collection.schema.ts";

export const collectionsApi = defineEndpoints("collections", {
  listMine: {
    method: "GET",
    path: "/collections/mine",
    summary: "Your collections",
    description: "With `recipeId`, each says whether it already holds that recipe (the Save Recipe page).",
    isSignedIn: true,
    query: z.object({ recipeId: z.uuid().optional() }),
    response: z.object({ items: z.array(ZMyCollection) }),
  },
  saveRecipe: {
    method: "POST",
    path: "/recipes/:id/save",
    summary: "Save a recipe to one of your collections, or to a new one",
    description: "Body `{collectionId}` or `{newCollectionName}`. Someone else's collection is a 404.",
    isSignedIn: true,
    params: ZRecipeIdParams,
    body: ZSaveRecipeInput,
    response: ZSaveResult,
  },
  unsaveRecipe: {
    method: "DELETE",
    path: "/recipes/:id/save",
    summary: "Take a recipe out of one of your collections",
    isSignedIn: true,
    params: ZRecipeIdParams,
    query: z.object({ collectionId: z.uuid() }),
    status: 204,
    response: z.null(),
  },
});
