/**
 * The one server-side answer to "what may this viewer see of this recipe, and may they change it?".
 * Every page loader and API call goes through `resolveRecipeAccess` or `findRecipeForOwner`, and
 * every paywall (recipes, meal plans, collections, shopping lists) through `hasPaidAccess` or
 * `listPaidBlogIds`.
 */
import { eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import { recipeNotFoundMessage } from "#core/recipes/recipes.api.ts";
import { isUuid } from "#core/text/uuid.ts";
import type { TDb } from "#db/client.ts";
import { blogs, recipes, type TRecipeVisibility } from "#db/schema.ts";
import { listSubscribedBlogIds } from "../subscriptions/access.ts";

/** A signed-in cook acting on one recipe: what most recipe writes take. */
export interface TCookRecipe {
  db: TDb;
  userId: string;
  recipeId: string;
}

/** The same, where the recipe is optional (listing collections that may hold it, a new recipe). */
export type TCookMaybeRecipe = Omit<TCookRecipe, "recipeId"> & { recipeId?: string };

/** Whether a string can be a recipe id (a malformed id is a 404, never a database error). */
export function isRecipeId(value: string): boolean {
  return isUuid(value);
}

/** full: everything; teaser: title, description, image, author, times, servings; none: a 404. */
export type TRecipeAccess = "full" | "teaser" | "none";

export interface TRecipeAccessFacts {
  authorId: string | null;
  visibility: TRecipeVisibility;
  blogId: string | null;
}

/**
 * Blogs whose paywalled recipes this user has paid for: a subscription that is active (until its
 * period ends, once cancelled), or past due within its grace period. Decided at read time.
 */
export async function listPaidBlogIds({ db, viewerId }: { db: TDb; viewerId: string }): Promise<string[]> {
  return listSubscribedBlogIds({ db, readerId: viewerId });
}

/** Whether the viewer may read the paywalled recipes of this blog: its owner, or a paying subscriber. */
export async function hasPaidAccess({
  db,
  viewerId,
  blogId,
}: {
  db: TDb;
  viewerId: string | null;
  blogId: string | null;
}): Promise<boolean> {
  if (!viewerId || !blogId) return false;
  const [blog] = await db.select({ ownerId: blogs.ownerId }).from(blogs).where(eq(blogs.id, blogId)).limit(1);
  if (blog?.ownerId === viewerId) return true;
  return (await listPaidBlogIds({ db, viewerId })).includes(blogId);
}

export async function resolveRecipeAccess({
  db,
  viewerId,
  recipe,
}: {
  db: TDb;
  viewerId: string | null;
  recipe: TRecipeAccessFacts;
}): Promise<TRecipeAccess> {
  if (viewerId !== null && recipe.authorId === viewerId) return "full";
  switch (recipe.visibility) {
    case "public":
      return "full";
    case "paywalled":
      return (await hasPaidAccess({ db, viewerId, blogId: recipe.blogId })) ? "full" : "teaser";
    default:
      // Private and draft recipes do not exist for anyone but their author.
      return "none";
  }
}

/**
 * Loads what the author needs to change a recipe; throws NOT_FOUND when the viewer cannot see it
 * and FORBIDDEN when they can but it is not theirs.
 */
export async function findRecipeForOwner({ db, userId, recipeId }: TCookRecipe): Promise<{
  id: string;
  authorId: string | null;
  visibility: TRecipeVisibility;
  blogId: string | null;
}> {
  if (!isRecipeId(recipeId)) throw new AppError("NOT_FOUND", { message: recipeNotFoundMessage });
  const [row] = await db
    .select({ id: recipes.id, authorId: recipes.authorId, visibility: recipes.visibility, blogId: recipes.blogId })
    .from(recipes)
    .where(eq(recipes.id, recipeId))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", { message: recipeNotFoundMessage });
  if (row.authorId !== userId) {
    const access = await resolveRecipeAccess({ db, viewerId: userId, recipe: row });
    if (access === "none") throw new AppError("NOT_FOUND", { message: recipeNotFoundMessage });
    throw new AppError("FORBIDDEN", { message: "Only the recipe's author can change it." });
  }
  return row;
}
