/**
 * Recipes as the export writers take them: one as a given reader may read it, or an author's own,
 * a page at a time (an account may hold thousands: never all of them in memory at once).
 */
import { and, asc, eq, gt } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import { exportPaywalledMessage } from "#core/moving-in/export.api.ts";
import type { TExportedRecipe } from "#core/moving-in/writers/exported-recipe.ts";
import { recipeNotFoundMessage } from "#core/recipes/recipes.api.ts";
import type { TDb } from "#db/client.ts";
import { movedRecipeDetails, profiles, recipes, type TImageVariant } from "#db/schema.ts";
import { findRecipeForViewer } from "../recipes/viewer-recipe.ts";

export interface TRecipeWithPhoto {
  recipe: TExportedRecipe;
  /** The photo's URL at its largest; null without one. */
  photoUrl: string | null;
}

/** The photo's URLs, largest first (uploads come at several widths), as the recipe page lists them. */
function listImageUrls(imageUrl: string | null, variants: readonly TImageVariant[]): string[] {
  if (variants.length === 0) return imageUrl ? [imageUrl] : [];
  return [...variants].sort((a, b) => b.width - a.width).map((variant) => variant.url);
}

/** The widest upload, else the image itself (a demo drawing, an imported page's photo). */
export function findLargestImage(imageUrl: string | null, variants: readonly TImageVariant[]): string | null {
  return listImageUrls(imageUrl, variants)[0] ?? null;
}

/** The recipe as this viewer may read it whole: 404 when they cannot see it, 403 for a paywalled teaser. */
export async function findRecipeForExport({
  db,
  recipeId,
  viewerId,
}: {
  db: TDb;
  recipeId: string;
  viewerId: string | null;
}): Promise<{ recipe: TExportedRecipe; imageUrls: string[] }> {
  const view = await findRecipeForViewer({ db, recipeId, viewerId });
  if (!view) throw new AppError("NOT_FOUND", { message: recipeNotFoundMessage });
  if (view.access !== "full") throw new AppError("FORBIDDEN", { message: exportPaywalledMessage });
  return {
    recipe: { ...view, author: view.author && { name: view.author.name, username: view.author.username } },
    imageUrls: listImageUrls(view.imageUrl, view.imageVariants),
  };
}

const pageSize = 100;

/** Every recipe the user wrote, whatever its visibility, in pages ordered by id. */
export async function* listOwnRecipesForExport({
  db,
  userId,
}: {
  db: TDb;
  userId: string;
}): AsyncGenerator<TRecipeWithPhoto> {
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select({
        id: recipes.id,
        title: recipes.title,
        description: recipes.description,
        servings: recipes.servings,
        yieldText: recipes.yieldText,
        prepMinutes: recipes.prepMinutes,
        cookMinutes: recipes.cookMinutes,
        totalMinutes: recipes.totalMinutes,
        ingredientGroups: recipes.ingredientGroups,
        instructionSections: recipes.instructionSections,
        courses: recipes.courses,
        cuisines: recipes.cuisines,
        diets: recipes.diets,
        nutrition: recipes.nutrition,
        sourceUrl: recipes.sourceUrl,
        videoUrl: recipes.videoUrl,
        attribution: recipes.attribution,
        visibility: recipes.visibility,
        createdAt: recipes.createdAt,
        updatedAt: recipes.updatedAt,
        imageUrl: recipes.imageUrl,
        imageVariants: recipes.imageVariants,
        authorName: profiles.name,
        authorUsername: profiles.username,
        keptRating: movedRecipeDetails.rating,
        keptNotes: movedRecipeDetails.notes,
        keptTags: movedRecipeDetails.tags,
      })
      .from(recipes)
      .leftJoin(profiles, eq(profiles.id, recipes.authorId))
      // What the cook kept from the app they moved in from: their archive carries it out again.
      .leftJoin(movedRecipeDetails, eq(movedRecipeDetails.recipeId, recipes.id))
      .where(and(eq(recipes.authorId, userId), after ? gt(recipes.id, after) : undefined))
      .orderBy(asc(recipes.id))
      .limit(pageSize);
    for (const row of rows) {
      const { imageUrl, imageVariants, authorName, authorUsername, keptRating, keptNotes, keptTags, ...recipe } = row;
      const kept = keptTags ? { rating: keptRating, notes: keptNotes, tags: keptTags } : null;
      yield {
        recipe: {
          ...recipe,
          author: authorUsername ? { name: authorName ?? "", username: authorUsername } : null,
          kept,
        },
        photoUrl: findLargestImage(imageUrl, imageVariants),
      };
    }
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1].id;
  }
}
