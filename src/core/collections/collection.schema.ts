/** Collections: named sets of saved recipes. */
import { z } from "zod";

/** /recipe/{id}/save: an existing collection of yours, or a new one by name. */
export const ZSaveRecipeInput = z.union([
  z.object({ collectionId: z.uuid() }).strict(),
  z.object({ newCollectionName: z.string().trim().min(1, "Name the collection.").max(100) }).strict(),
]);
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
  isPublic: z.boolean(),
  recipeCount: z.number().int(),
  /** Whether it holds the recipe asked about (false when none was). */
  containsRecipe: z.boolean(),
});
export type TMyCollection = z.infer<typeof ZMyCollection>;

/** A collection's card on a profile: its cover is the first photo among its recipes. */
export interface TCollectionSummary extends Omit<TMyCollection, "containsRecipe"> {
  coverUrl: string | null;
}
