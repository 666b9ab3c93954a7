/** Collections: named, ordered sets of saved recipes, shown to others as their owner chooses. */
import { z } from "zod";
import { ZExpectedUpdatedAt } from "../api/edit-version.ts";
import { ZRecipeCard } from "../recipes/recipe-view.schema.ts";

import {
  collectionDescriptionMaxLength,
  collectionNameMaxLength,
  collectionVisibilities,
  maxCollectionRecipes,
  type TCollectionVisibility,
} from "./collection-limits.ts";

export {
  collectionDescriptionMaxLength,
  collectionNameMaxLength,
  collectionVisibilities,
  maxCollectionRecipes,
  type TCollectionVisibility,
};

export const collectionNotFoundMessage = "We couldn't find that collection.";
export const collectionChangedMessage =
  "This collection was changed in another tab or on another device after you opened it, so nothing was saved.";

const ZName = z
  .string()
  .trim()
  .min(1, "Name the collection.")
  .max(collectionNameMaxLength, `Keep the name to ${collectionNameMaxLength} characters.`);
const ZDescription = z
  .string()
  .trim()
  .max(collectionDescriptionMaxLength, `Keep the description to ${collectionDescriptionMaxLength} characters.`);
const ZVisibility = z.enum(collectionVisibilities, { error: "Choose public, private or paywalled." });

export const ZCollectionIdParams = z.object({ id: z.uuid({ error: "That is not a collection id." }) });

export const ZCollectionInput = z
  .object({ name: ZName, description: ZDescription.default(""), visibility: ZVisibility.default("public") })
  .strict();
export type TCollectionInput = z.infer<typeof ZCollectionInput>;

/** auto: the first recipe's photo (in the collection's order); recipe: that recipe's photo. */
export const ZCoverChoice = z.discriminatedUnion(
  "source",
  [
    z.object({ source: z.literal("auto") }).strict(),
    z.object({ source: z.literal("recipe"), recipeId: z.uuid({ error: "That is not a recipe id." }) }).strict(),
  ],
  { error: 'Choose {"source":"auto"} or {"source":"recipe","recipeId":…}.' },
);
export type TCoverChoice = z.infer<typeof ZCoverChoice>;

export const ZCollectionUpdate = z
  .object({
    name: ZName.optional(),
    description: ZDescription.optional(),
    visibility: ZVisibility.optional(),
    /** Choosing one removes an uploaded cover. */
    cover: ZCoverChoice.optional(),
    /** The collection's `updatedAt` when the form was opened: one saved since is not overwritten (409). */
    expectedUpdatedAt: ZExpectedUpdatedAt,
  })
  .strict();
export type TCollectionUpdate = z.infer<typeof ZCollectionUpdate>;

export const ZCollectionOrder = z
  .object({
    recipeIds: z
      .array(z.uuid({ error: "Each entry must be a recipe id." }))
      .min(1, "List at least one recipe.")
      .max(maxCollectionRecipes, `A collection holds at most ${maxCollectionRecipes} recipes.`)
      .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, "List each recipe once."),
  })
  .strict();
export type TCollectionOrder = z.infer<typeof ZCollectionOrder>;

export const ZAddRecipeInput = z.object({ recipeId: z.uuid({ error: "That is not a recipe id." }) }).strict();

export const ZCollectionOwner = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
});
export type TCollectionOwner = z.infer<typeof ZCollectionOwner>;

export const ZCollectionCover = z.object({
  url: z.string(),
  /** For <img srcset> when the cover is an upload or an uploaded recipe photo. */
  srcset: z.string().nullable(),
});
export type TCollectionCover = z.infer<typeof ZCollectionCover>;

const ZCollectionCommon = z.object({
  id: z.uuid(),
  name: z.string(),
  visibility: z.enum(collectionVisibilities),
  owner: ZCollectionOwner,
  cover: ZCollectionCover.nullable(),
  /** Recipes in it that this viewer may know of (another cook's private recipes are never counted). */
  recipeCount: z.number().int(),
  isOwner: z.boolean(),
  /** Where a reader subscribes, for a paywalled collection. */
  blog: z.object({ title: z.string(), shortlink: z.string() }).nullable(),
  updatedAt: z.date(),
});

/**
 * One collection as one viewer may see it. A paywalled collection is a teaser (no description, no
 * recipes) unless the viewer owns it or subscribes to its owner's blog.
 */
export const ZCollectionView = z.discriminatedUnion("access", [
  ZCollectionCommon.extend({
    access: z.literal("full"),
    description: z.string(),
    /** In the owner's order; recipes the viewer may not read whole are teaser cards. */
    recipes: z.object({
      items: z.array(ZRecipeCard),
      page: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
    }),
  }),
  ZCollectionCommon.extend({ access: z.literal("teaser") }),
]);
export type TCollectionView = z.infer<typeof ZCollectionView>;

/** A collection's card (profiles, lists). */
export const ZCollectionSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  visibility: z.enum(collectionVisibilities),
  recipeCount: z.number().int(),
  coverUrl: z.string().nullable(),
});
export type TCollectionSummary = z.infer<typeof ZCollectionSummary>;

/** /recipe/{id}/save: an existing collection of yours, or a new one by name. */
export const ZSaveRecipeInput = z.union(
  [
    z.object({ collectionId: z.uuid({ error: "That is not a collection id." }) }).strict(),
    z.object({ newCollectionName: ZName }).strict(),
  ],
  { error: "Choose one of your collections, or name a new one." },
);
export type TSaveRecipeInput = z.infer<typeof ZSaveRecipeInput>;

export const ZSaveResult = z.object({
  collection: z.object({ id: z.uuid(), name: z.string() }),
  isNewCollection: z.boolean(),
  wasAdded: z.boolean(),
});
export type TSaveResult = z.infer<typeof ZSaveResult>;

export const ZMyCollection = z.object({
  id: z.uuid(),
  name: z.string(),
  visibility: z.enum(collectionVisibilities),
  recipeCount: z.number().int(),
  /** Whether it holds the recipe asked about (false when none was). */
  containsRecipe: z.boolean(),
});
export type TMyCollection = z.infer<typeof ZMyCollection>;

/** What Edit Collection starts from: the details, every recipe in order, and how the cover is chosen. */
export interface TCollectionEditor {
  id: string;
  name: string;
  description: string;
  visibility: TCollectionVisibility;
  cover: TCollectionCover | null;
  coverSource: "auto" | "recipe" | "upload";
  coverRecipeId: string | null;
  recipes: Array<z.infer<typeof ZRecipeCard>>;
  /** Whether the owner may make it paywalled (they have a blog with paywalled content). */
  canPaywall: boolean;
  /** The version the details form saves over (its `expectedUpdatedAt`). */
  updatedAt: Date;
}
