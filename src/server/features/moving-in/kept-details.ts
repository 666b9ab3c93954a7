/**
 * What a cook kept from the app they moved in from, beside a recipe of theirs (their rating, notes
 * and tags): read and changed by the recipe's author only. Anyone else is told the recipe is not
 * there, so the answer never says whether a recipe has private notes.
 */
import { and, eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { TKeptDetailsInput, TKeptDetailsView } from "#core/moving-in/kept-details.schema.ts";
import { recipeNotFoundMessage } from "#core/recipes/recipes.api.ts";
import { isUuid } from "#core/text/uuid.ts";
import type { TDb } from "#db/client.ts";
import { movedRecipeDetails, movingInImports, recipes } from "#db/schema.ts";

/** The apps a file surely came from, by the reader that took it; other readers take files of many apps. */
const appNames: Record<string, string> = { paprika: "Paprika", mealie: "Mealie", tandoor: "Tandoor" };

/** A recipe, and the user asking about it (who must have written it). */
type TUsersRecipe = { db: TDb; userId: string; recipeId: string };

/** The recipe's kept details when `userId` wrote it and kept some; null otherwise. */
export async function findKeptDetails({ db, userId, recipeId }: TUsersRecipe): Promise<TKeptDetailsView | null> {
  if (!isUuid(recipeId)) return null;
  const [row] = await db
    .select({
      rating: movedRecipeDetails.rating,
      notes: movedRecipeDetails.notes,
      tags: movedRecipeDetails.tags,
      format: movingInImports.format,
    })
    .from(movedRecipeDetails)
    .innerJoin(recipes, eq(recipes.id, movedRecipeDetails.recipeId))
    .leftJoin(movingInImports, eq(movingInImports.id, movedRecipeDetails.importId))
    .where(and(eq(movedRecipeDetails.recipeId, recipeId), eq(recipes.authorId, userId)))
    .limit(1);
  if (!row) return null;
  return { rating: row.rating, notes: row.notes, tags: row.tags, fromApp: appNames[row.format ?? ""] ?? null };
}

async function requireOwnRecipe(db: TDb, userId: string, recipeId: string): Promise<void> {
  const [row] = isUuid(recipeId)
    ? await db
        .select({ id: recipes.id })
        .from(recipes)
        .where(and(eq(recipes.id, recipeId), eq(recipes.authorId, userId)))
        .limit(1)
    : [];
  if (!row) throw new AppError("NOT_FOUND", { message: recipeNotFoundMessage });
}

/** Sets the details of the user's own recipe; all empty removes them. */
export async function saveKeptDetails({
  db,
  userId,
  recipeId,
  input,
}: TUsersRecipe & { input: TKeptDetailsInput }): Promise<{ details: TKeptDetailsView | null }> {
  await requireOwnRecipe(db, userId, recipeId);
  if (input.rating === null && input.notes === null && input.tags.length === 0) {
    await db.delete(movedRecipeDetails).where(eq(movedRecipeDetails.recipeId, recipeId));
    return { details: null };
  }
  await db
    .insert(movedRecipeDetails)
    .values({ recipeId, ...input })
    .onConflictDoUpdate({ target: movedRecipeDetails.recipeId, set: input });
  return { details: await findKeptDetails({ db, userId, recipeId }) };
}

export async function removeKeptDetails({ db, userId, recipeId }: TUsersRecipe): Promise<void> {
  await requireOwnRecipe(db, userId, recipeId);
  await db.delete(movedRecipeDetails).where(eq(movedRecipeDetails.recipeId, recipeId));
}
