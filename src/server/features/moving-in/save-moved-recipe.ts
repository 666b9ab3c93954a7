/**
 * A recipe from another app → a private Ladle recipe: fields clipped to the recipe form's limits,
 * ingredient lines parsed by the recipes service as it stores them, courses, diets and cuisines
 * taken from the other app's categories where Ladle knows them, and what Ladle has no field for
 * (the cook's rating, notes and tags as written) kept beside it. The notes also go under the
 * description, so the cook sees them on the recipe.
 */
import { AppError } from "#core/errors.ts";
import { coursesFrom, cuisinesFrom, dietsFrom, nutritionFrom, servingsFrom } from "#core/import/import-draft.ts";
import { fingerprintRecipe } from "#core/moving-in/fingerprint.ts";
import type { TMovedRecipe } from "#core/moving-in/moved-recipe.ts";
import { type TRecipeInput, ZRecipeInput } from "#core/recipes/recipe-input.schema.ts";
import { clipText, recipeLimits } from "#core/recipes/recipe-limits.ts";
import type { TDb } from "#db/client.ts";
import { movedRecipeDetails } from "#db/schema.ts";
import type { TStorage } from "#server/lib/storage/storage.ts";
import { createRecipe } from "../recipes/editing.ts";
import { replaceRecipeImage } from "../recipes/images.ts";

function clipOrNull(text: string | null, max: number): string | null {
  return text ? clipText(text, max) : null;
}

function minutes(value: number | null): number | null {
  return value !== null && value > 0 ? Math.min(Math.round(value), 10_000) : null;
}

function httpUrl(value: string | null): string | null {
  return value && /^https?:\/\//i.test(value) && value.length <= 2000 ? value : null;
}

/** The fingerprint that recognises this recipe among the cook's own. */
export function fingerprintMoved(recipe: TMovedRecipe): string {
  return fingerprintRecipe(
    recipe.title,
    recipe.ingredientGroups.flatMap((group) => group.lines),
  );
}

function descriptionOf(recipe: TMovedRecipe): string {
  const parts = [recipe.description?.trim(), recipe.notes?.trim() ? `Notes: ${recipe.notes.trim()}` : null];
  return clipText(parts.filter(Boolean).join("\n\n"), recipeLimits.description);
}

/** The recipes service's input for a moved recipe (private). Throws AppError naming what is wrong. */
export function toMovedRecipeInput(recipe: TMovedRecipe): TRecipeInput {
  const { servings, yieldText } = servingsFrom(recipe.yields);
  const categories = [recipe.course, ...recipe.tags].filter((t): t is string => !!t);
  const parsed = ZRecipeInput.safeParse({
    title: clipText(recipe.title.trim() || "Untitled recipe", recipeLimits.title),
    description: descriptionOf(recipe),
    servings,
    yieldText,
    prepMinutes: minutes(recipe.prepMinutes),
    cookMinutes: minutes(recipe.cookMinutes),
    totalMinutes: minutes(recipe.totalMinutes),
    ingredientGroups: recipe.ingredientGroups.slice(0, recipeLimits.groups).map((group) => ({
      name: clipOrNull(group.purpose, 200),
      lines: group.lines.slice(0, recipeLimits.lines).map((line) => clipText(line, recipeLimits.line)),
    })),
    instructionSections: recipe.instructionSections.slice(0, recipeLimits.sections).map((section) => ({
      name: clipOrNull(section.name, 200),
      steps: section.steps.slice(0, recipeLimits.steps).map((step) => clipText(step, recipeLimits.step)),
    })),
    courses: coursesFrom(categories.join(",")),
    cuisines: cuisinesFrom(recipe.cuisine),
    diets: dietsFrom(categories),
    nutrition: nutritionFrom(recipe.nutrition),
    sourceUrl: httpUrl(recipe.sourceUrl),
    attribution: clipOrNull(recipe.author, 300),
    visibility: "private",
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("VALIDATION_FAILED", { message: `${issue.path.join(".") || "recipe"}: ${issue.message}` });
  }
  return parsed.data;
}

/** Saves the recipe and its details (in the caller's transaction); returns its id and title. */
export async function saveMovedRecipe({
  db,
  userId,
  importId,
  recipe,
}: {
  db: TDb;
  userId: string;
  importId: string | null;
  recipe: TMovedRecipe;
}): Promise<{ id: string; title: string }> {
  const created = await createRecipe({ db, userId, input: toMovedRecipeInput(recipe) });
  await db.insert(movedRecipeDetails).values({
    recipeId: created.id,
    importId,
    rating: recipe.rating,
    notes: recipe.notes,
    tags: recipe.tags,
  });
  return { id: created.id, title: created.title };
}

/** Stores the recipe's main photo through the recipe photo pipeline; false when it is not an image we read. */
export async function storeMovedPhoto({
  db,
  storage,
  userId,
  recipeId,
  recipe,
}: {
  db: TDb;
  storage: TStorage;
  userId: string;
  recipeId: string;
  recipe: TMovedRecipe;
}): Promise<boolean> {
  for (const photo of recipe.photos) {
    try {
      await replaceRecipeImage({ db, userId, recipeId, image: Buffer.from(photo.bytes), storage, isPagePhoto: true });
      return true;
    } catch (error) {
      // An image sharp cannot read (HEIC, a damaged file): try the next photo, else none.
      if (!(error instanceof AppError && error.code === "UNSUPPORTED_MEDIA_TYPE")) throw error;
    }
  }
  return false;
}
