/**
 * A recipe from another app → a private Ladle recipe: fields clipped to the recipe form's limits,
 * ingredient lines parsed by the recipes service as it stores them, courses, diets and cuisines
 * taken from the other app's categories where Ladle knows them, and what Ladle has no field for
 * (the cook's rating, notes and tags as written) kept beside it, for the cook alone.
 */
import { AppError } from "#core/errors.ts";
import { coursesFrom, cuisinesFrom, dietsFrom, nutritionFrom, servingsFrom } from "#core/import/import-draft.ts";
import { fingerprintRecipe } from "#core/moving-in/fingerprint.ts";
import { keptDetailsLimits, type TKeptDetails } from "#core/moving-in/kept-details.schema.ts";
import type { TMovedRecipe } from "#core/moving-in/moved-recipe.ts";
import { type TRecipeInput, ZRecipeInput } from "#core/recipes/recipe-input.schema.ts";
import { clipText, recipeLimits } from "#core/recipes/recipe-limits.ts";
import type { TDb } from "#db/client.ts";
import { movedRecipeDetails } from "#db/schema.ts";
import type { TStorage } from "#server/lib/storage/storage.ts";
import { createRecipe } from "../recipes/editing.ts";
import { replaceRecipeImage } from "../recipes/images.ts";
import { fetchFirstMovedPhoto, photoNote, type TPhotoFetchOptions } from "./fetch-moved-photo.ts";

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

/** The recipes service's input for a moved recipe (private). Throws AppError naming what is wrong. */
export function toMovedRecipeInput(recipe: TMovedRecipe): TRecipeInput {
  const { servings, yieldText } = servingsFrom(recipe.yields);
  const categories = [recipe.course, ...recipe.tags].filter((t): t is string => !!t);
  const parsed = ZRecipeInput.safeParse({
    title: clipText(recipe.title.trim() || "Untitled recipe", recipeLimits.title),
    // The cook's notes are theirs alone (kept beside the recipe), not part of what readers see.
    description: clipText(recipe.description?.trim() ?? "", recipeLimits.description),
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

/**
 * The cook's own rating, notes and tags, clipped to what the editor takes; null when there are
 * none. Ladle's own archive carries the tags kept from an earlier move apart from its keywords.
 */
export function keptDetailsOf(recipe: TMovedRecipe): TKeptDetails | null {
  const notes = recipe.notes?.trim() ? clipText(recipe.notes.trim(), keptDetailsLimits.notes) : null;
  const tags = (recipe.ladle ? recipe.ladle.keptTags : recipe.tags)
    .map((tag) => clipText(tag.trim(), keptDetailsLimits.tag))
    .filter(Boolean)
    .slice(0, keptDetailsLimits.tags);
  const rating = recipe.rating !== null && recipe.rating > 0 && recipe.rating <= 5 ? recipe.rating : null;
  return rating === null && notes === null && tags.length === 0 ? null : { rating, notes, tags };
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
  const kept = keptDetailsOf(recipe);
  if (kept) await db.insert(movedRecipeDetails).values({ recipeId: created.id, importId, ...kept });
  return { id: created.id, title: created.title };
}

/** Stores the first photo sharp reads through the recipe photo pipeline; false when none is an image we read. */
async function storeFirstReadable(
  photos: TMovedRecipe["photos"],
  target: { db: TDb; storage: TStorage; userId: string; recipeId: string },
): Promise<boolean> {
  for (const photo of photos) {
    try {
      await replaceRecipeImage({ ...target, image: Buffer.from(photo.bytes), isPagePhoto: true });
      return true;
    } catch (error) {
      // An image sharp cannot read (HEIC, a damaged file): try the next photo, else none.
      if (!(error instanceof AppError && error.code === "UNSUPPORTED_MEDIA_TYPE")) throw error;
    }
  }
  return false;
}

/**
 * Stores the recipe's photo: the first one that came as bytes, else the first of its web addresses
 * that gives an image. Ladle keeps one photo per recipe. Answers the report's note when the photo
 * was only an address and could not be had; the recipe stays either way.
 */
export async function storeMovedPhoto({
  db,
  storage,
  userId,
  recipeId,
  recipe,
  photoFetch,
}: {
  db: TDb;
  storage: TStorage;
  userId: string;
  recipeId: string;
  recipe: TMovedRecipe;
  photoFetch: TPhotoFetchOptions & { signal?: AbortSignal };
}): Promise<{ note: string | null }> {
  const target = { db, storage, userId, recipeId };
  if (await storeFirstReadable(recipe.photos, target)) return { note: null };
  if (recipe.photoUrls.length === 0) return { note: null };
  const fetched = await fetchFirstMovedPhoto(recipe.photoUrls, photoFetch);
  if ("reason" in fetched) return { note: photoNote(fetched.reason) };
  return {
    note: (await storeFirstReadable([fetched.photo], target)) ? null : photoNote("it is not an image we can read"),
  };
}
