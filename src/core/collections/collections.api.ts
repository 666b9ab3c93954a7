import { z } from "zod";
import { editConflictResponse } from "../api/edit-version.ts";
import { defineEndpoints } from "../api/endpoint.ts";
import { pageOf, ZPageQuery } from "../api/paging.ts";
import { ZImageVariant, ZRecipeIdParams } from "../recipes/recipe-view.schema.ts";
import {
  ZAddRecipeInput,
  ZCollectionIdParams,
  ZCollectionInput,
  ZCollectionOrder,
  ZCollectionSummary,
  ZCollectionUpdate,
  ZCollectionView,
  ZMyCollection,
  ZSaveRecipeInput,
  ZSaveResult,
} from "./collection.schema.ts";

/** Cover photos are sent as the request body itself, like recipe photos. */
export const collectionCoverContentTypes = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];
export const collectionCoverMaxBytes = 8 * 1024 * 1024;

const visibilityRules =
  "A private collection is a 404 to anyone but its owner; a paywalled one is a teaser (name, owner, cover, count) unless the viewer owns it or subscribes to the owner's blog. Recipes the viewer may not read are never listed: another cook's private recipes are left out, and paywalled recipes are teaser cards.";

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
  listByOwner: {
    method: "GET",
    path: "/collections",
    summary: "A cook's collections",
    description:
      "Newest first. Its owner sees every collection; anyone else sees the public and paywalled ones, and none of a private profile's unless they are an approved follower. 404 when there is no such user.",
    query: ZPageQuery.extend({ owner: z.string().trim().min(1, "Name the owner by username.").max(40) }),
    response: pageOf(ZCollectionSummary),
  },
  create: {
    method: "POST",
    path: "/collections",
    summary: "Create a collection",
    description: "`paywalled` only for a cook with a paywalled blog (400 otherwise).",
    isSignedIn: true,
    body: ZCollectionInput,
    status: 201,
    response: ZCollectionView,
  },
  find: {
    method: "GET",
    path: "/collections/:id",
    summary: "One collection, with a page of its recipes in order",
    description: visibilityRules,
    params: ZCollectionIdParams,
    query: ZPageQuery,
    response: ZCollectionView,
  },
  update: {
    method: "PATCH",
    path: "/collections/:id",
    summary: "Rename, describe, choose the cover or change who sees a collection (owner only)",
    description:
      "Someone else's collection is a 404 when they may not see it, a 403 otherwise. A cover recipe must be in the collection. With `expectedUpdatedAt` (the `updatedAt` your copy was read with), a collection changed since then (its details, cover, recipes or their order) is left as it is: 409 EDIT_CONFLICT.",
    isSignedIn: true,
    params: ZCollectionIdParams,
    body: ZCollectionUpdate,
    response: ZCollectionView,
    failures: { 409: editConflictResponse },
  },
  remove: {
    method: "DELETE",
    path: "/collections/:id",
    summary: "Delete a collection (owner only; its recipes stay on Ladle)",
    isSignedIn: true,
    params: ZCollectionIdParams,
    status: 204,
    response: z.null(),
  },
  uploadCover: {
    method: "PUT",
    path: "/collections/:id/cover",
    summary: "Upload a cover photo (owner only)",
    description: `Send the image itself as the body (${collectionCoverContentTypes.join(", ")}; 8 MB at most). It is stored as WebP at 400, 800 and 1200 pixels wide.`,
    isSignedIn: true,
    params: ZCollectionIdParams,
    hasRawBody: true,
    response: z.object({ url: z.string(), imageVariants: z.array(ZImageVariant), srcset: z.string() }),
  },
  reorder: {
    method: "PUT",
    path: "/collections/:id/order",
    summary: "Put a collection's recipes in a new order (owner only)",
    description:
      "`recipeIds` in the order wanted; every one must be in the collection. Recipes left out keep their order after the listed ones.",
    isSignedIn: true,
    params: ZCollectionIdParams,
    body: ZCollectionOrder,
    status: 204,
    response: z.null(),
  },
  addRecipe: {
    method: "POST",
    path: "/collections/:id/recipes",
    summary: "Add a recipe you can see to the end of your collection",
    description: "Adding a recipe that is already there changes nothing (`wasAdded: false`).",
    isSignedIn: true,
    params: ZCollectionIdParams,
    body: ZAddRecipeInput,
    response: z.object({ wasAdded: z.boolean(), recipeCount: z.number().int() }),
  },
  removeRecipe: {
    method: "DELETE",
    path: "/collections/:id/recipes/:recipeId",
    summary: "Take a recipe out of your collection",
    isSignedIn: true,
    params: ZCollectionIdParams.extend({ recipeId: z.uuid({ error: "That is not a recipe id." }) }),
    status: 204,
    response: z.null(),
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
