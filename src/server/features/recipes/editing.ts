/**
 * Adding, editing and deleting recipes. Only the author may change a recipe: anyone else gets 404
 * when they cannot see it at all (private, draft) and 403 when they can.
 */
import { and, eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import { deriveRecipeFoodData, type TRecipeFoodData } from "#core/food/recipe-food-data.ts";
import { canonicalUnitId } from "#core/ingredients/unit-spellings.ts";
import { parseIngredientLine } from "#core/recipes/ingredient-lines.ts";
import { findPublishingGaps, type TPublishable } from "#core/recipes/publishing.ts";
import type { TIngredientGroup } from "#core/recipes/recipe.schema.ts";
import { recipeChangedMessage, type TRecipeInput, type TRecipeUpdate } from "#core/recipes/recipe-input.schema.ts";
import type { TRecipeFull } from "#core/recipes/recipe-view.schema.ts";
import { recipeNotFoundMessage } from "#core/recipes/recipes.api.ts";
import { withImpliedDiets } from "#core/recipes/tags.ts";
import type { TDb } from "#db/client.ts";
import { blogs, recipeDrafts, recipeImports, recipes, type TRecipeVisibility } from "#db/schema.ts";
import { assertUnchangedSince } from "#server/lib/edit-conflict.ts";
import type { TStorage } from "#server/lib/storage/storage.ts";
import { queueFollowedPostNotices } from "../notifications/notices.ts";
import { findRecipeForOwner, type TCookRecipe } from "./access.ts";
import { removeRecipeImages } from "./images.ts";
import { findRecipeForViewer, forgetRecipeCopies } from "./viewer-recipe.ts";

/** Ingredient lines typed as text are parsed; lines already parsed keep their fields. */
export function toIngredientGroups(groups: TRecipeInput["ingredientGroups"]): TIngredientGroup[] {
  return groups
    .map((group) => ({
      name: group.name || null,
      lines: group.lines.map((line) =>
        typeof line === "string" ? parseIngredientLine(line) : { ...line, unit: canonicalUnitId(line.unit) },
      ),
    }))
    .filter((group) => group.lines.length > 0 || group.name);
}

/** The author's blog, if they have one: new recipes go on it, and it decides whether they may be paywalled. */
export async function findAuthorBlog({ db, userId }: { db: TDb; userId: string }) {
  const [blog] = await db
    .select({ id: blogs.id, hasPaywalledContent: blogs.hasPaywalledContent })
    .from(blogs)
    .where(eq(blogs.ownerId, userId))
    .limit(1);
  return blog ?? null;
}

function assertVisibilityAllowed(visibility: TRecipeVisibility, blog: { hasPaywalledContent: boolean } | null): void {
  if (visibility === "paywalled" && !blog?.hasPaywalledContent) {
    throw new AppError("VALIDATION_FAILED", {
      message: "visibility: Only recipes on a paywalled blog can be paywalled.",
    });
  }
}

/** A published recipe has an ingredient and a step (a product rule): the first one missing is a 400. */
function assertPublishable(recipe: TPublishable): void {
  const [gap] = findPublishingGaps(recipe);
  if (gap) throw new AppError("VALIDATION_FAILED", { message: `${gap.path}: ${gap.message}` });
}

function totalOf(input: Pick<TRecipeInput, "prepMinutes" | "cookMinutes" | "totalMinutes">): number | null {
  if (input.totalMinutes !== null) return input.totalMinutes;
  if (input.prepMinutes === null && input.cookMinutes === null) return null;
  return (input.prepMinutes ?? 0) + (input.cookMinutes ?? 0);
}

function toColumns(input: TRecipeUpdate) {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.servings !== undefined && { servings: input.servings }),
    ...(input.yieldText !== undefined && { yieldText: input.yieldText || null }),
    ...(input.prepMinutes !== undefined && { prepMinutes: input.prepMinutes }),
    ...(input.cookMinutes !== undefined && { cookMinutes: input.cookMinutes }),
    ...(input.totalMinutes !== undefined && { totalMinutes: input.totalMinutes }),
    ...(input.ingredientGroups !== undefined && { ingredientGroups: toIngredientGroups(input.ingredientGroups) }),
    ...(input.instructionSections !== undefined && {
      instructionSections: input.instructionSections
        .map((s) => ({ name: s.name || null, steps: s.steps }))
        .filter((s) => s.steps.length > 0 || s.name),
    }),
    ...(input.courses !== undefined && { courses: [...new Set(input.courses)] }),
    ...(input.cuisines !== undefined && { cuisines: [...new Set(input.cuisines)] }),
    ...(input.diets !== undefined && { diets: withImpliedDiets(input.diets) }),
    ...(input.nutrition !== undefined && { nutrition: input.nutrition }),
    ...(input.sourceUrl !== undefined && { sourceUrl: input.sourceUrl }),
    ...(input.videoUrl !== undefined && { videoUrl: input.videoUrl }),
    ...(input.attribution !== undefined && { attribution: input.attribution || null }),
    ...(input.visibility !== undefined && { visibility: input.visibility }),
  };
}

type TFoodDataColumns = Pick<TRecipeFoodData, "foods" | "estimatedNutrition">;

/** The stored foods and estimated nutrition for these ingredients and servings. */
function toFoodDataColumns(ingredientGroups: TIngredientGroup[], servings: number | null): TFoodDataColumns {
  const { foods, estimatedNutrition } = deriveRecipeFoodData({ ingredientGroups, servings });
  return { foods, estimatedNutrition };
}

/**
 * An update that changes the ingredients or the servings derives the food data again, from the
 * new values and, for what the update leaves alone, the stored ones.
 */
async function toUpdatedFoodDataColumns(
  db: TDb,
  recipeId: string,
  columns: ReturnType<typeof toColumns>,
): Promise<Partial<TFoodDataColumns>> {
  if (columns.ingredientGroups === undefined && columns.servings === undefined) return {};
  const [stored] = await db
    .select({ ingredientGroups: recipes.ingredientGroups, servings: recipes.servings })
    .from(recipes)
    .where(eq(recipes.id, recipeId))
    .limit(1);
  return toFoodDataColumns(
    columns.ingredientGroups ?? stored?.ingredientGroups ?? [],
    columns.servings !== undefined ? columns.servings : (stored?.servings ?? null),
  );
}

async function findOwnFullRecipe(db: TDb, recipeId: string, userId: string): Promise<TRecipeFull> {
  const recipe = await findRecipeForViewer({ db, recipeId, viewerId: userId });
  if (recipe?.access !== "full") throw new AppError("NOT_FOUND", { message: recipeNotFoundMessage });
  return recipe;
}

/**
 * Creates a recipe by this user, on their blog when they have one. When it comes from the Add
 * Recipe form (`isFromAddRecipeForm`), the form's autosave goes; an import leaves it alone.
 */
export async function createRecipe({
  db,
  userId,
  input,
  isFromAddRecipeForm = false,
}: {
  db: TDb;
  userId: string;
  input: TRecipeInput;
  isFromAddRecipeForm?: boolean;
}): Promise<TRecipeFull> {
  const blog = await findAuthorBlog({ db, userId });
  assertVisibilityAllowed(input.visibility, blog);
  const columns = toColumns(input);
  assertPublishable({
    visibility: input.visibility,
    ingredientGroups: columns.ingredientGroups ?? [],
    instructionSections: columns.instructionSections ?? [],
  });
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(recipes)
      .values({
        ...columns,
        ...toFoodDataColumns(columns.ingredientGroups ?? [], input.servings),
        title: input.title,
        totalMinutes: totalOf(input),
        authorId: userId,
        blogId: blog?.id ?? null,
      })
      .returning({ id: recipes.id });
    if (isFromAddRecipeForm) {
      await tx.delete(recipeDrafts).where(and(eq(recipeDrafts.userId, userId), eq(recipeDrafts.draftKey, "new")));
    }
    // Followers hear of a recipe anyone may find (a paywalled one shows them its teaser).
    if (input.visibility === "public" || input.visibility === "paywalled") {
      await queueFollowedPostNotices({
        db: tx,
        post: { authorId: userId, kind: "recipe", id: row.id, title: input.title },
      });
    }
    return row.id;
  });
  forgetRecipeCopies({ db, recipeId: id });
  return findOwnFullRecipe(db, id, userId);
}

/** The author's full recipe for the edit form (Submit Edit Recipe, /recipe/{id}/draft). */
export async function findRecipeForEdit({ db, userId, recipeId }: TCookRecipe): Promise<TRecipeFull> {
  await findRecipeForOwner({ db, userId, recipeId });
  return findOwnFullRecipe(db, recipeId, userId);
}

/**
 * An update that sets who sees the recipe, or changes its ingredients or steps, leaves a published
 * recipe with an ingredient and a step. One that touches none of these is not held to it, so a
 * recipe published before the rule can still have its title changed. Run in the update's
 * transaction: the row stays locked until the update, so two edits at once (one publishing, one
 * emptying the method) cannot each pass on what the other is about to change.
 */
async function assertStillPublishable(tx: TDb, recipeId: string, changes: ReturnType<typeof toColumns>): Promise<void> {
  const { ingredientGroups, instructionSections, visibility } = changes;
  if (ingredientGroups === undefined && instructionSections === undefined && visibility === undefined) return;
  const [stored] = await tx
    .select({
      visibility: recipes.visibility,
      ingredientGroups: recipes.ingredientGroups,
      instructionSections: recipes.instructionSections,
    })
    .from(recipes)
    .where(eq(recipes.id, recipeId))
    .for("update");
  if (!stored) return;
  assertPublishable({
    visibility: visibility ?? stored.visibility,
    ingredientGroups: ingredientGroups ?? stored.ingredientGroups,
    instructionSections: instructionSections ?? stored.instructionSections,
  });
}

/** Changes the given fields; the recipe's autosave is cleared. */
export async function updateRecipe({
  db,
  userId,
  recipeId,
  input,
}: TCookRecipe & { input: TRecipeUpdate }): Promise<TRecipeFull> {
  const current = await findRecipeForOwner({ db, userId, recipeId });
  const { expectedUpdatedAt, ...fields } = input;
  const changes = toColumns(fields);
  const columns: typeof changes & Partial<TFoodDataColumns> & { blogId?: string } = {
    ...changes,
    ...(await toUpdatedFoodDataColumns(db, recipeId, changes)),
  };
  if (input.visibility !== undefined && input.visibility !== current.visibility) {
    const blog = await findAuthorBlog({ db, userId });
    assertVisibilityAllowed(input.visibility, blog);
    if (input.visibility === "paywalled" && blog) columns.blogId = blog.id;
  }
  await db.transaction(async (tx) => {
    await assertUnchangedSince({
      tx,
      table: recipes,
      updatedAt: recipes.updatedAt,
      where: eq(recipes.id, recipeId),
      expectedUpdatedAt,
      message: recipeChangedMessage,
    });
    await assertStillPublishable(tx, recipeId, changes);
    if (Object.keys(columns).length > 0) {
      await tx
        .update(recipes)
        .set(columns)
        .where(and(eq(recipes.id, recipeId), eq(recipes.authorId, userId)));
    }
    await tx.delete(recipeDrafts).where(and(eq(recipeDrafts.userId, userId), eq(recipeDrafts.draftKey, recipeId)));
    // Changed by its author, an imported recipe is no longer what Ladle read from the page.
    await tx.update(recipeImports).set({ isVerbatim: false }).where(eq(recipeImports.recipeId, recipeId));
  });
  forgetRecipeCopies({ db, recipeId });
  return findOwnFullRecipe(db, recipeId, userId);
}

/**
 * Deletes the recipe (reviews, saves, plan entries and stats go with it) and its uploaded photos,
 * in one transaction: storage that is down refuses the whole delete (the recipe stays until its
 * photos can go, so no file is left that nothing names). The row goes first and stays locked until
 * the photos are gone, so a share-images job finishing meanwhile cannot point the row at new
 * renditions after they were removed: it finds no row, and removes what it made.
 */
export async function deleteRecipe({
  db,
  userId,
  recipeId,
  storage,
}: {
  db: TDb;
  userId: string;
  recipeId: string;
  storage: TStorage;
}): Promise<void> {
  await findRecipeForOwner({ db, userId, recipeId });
  await db.transaction(async (tx) => {
    const [photo] = await tx
      .delete(recipes)
      .where(and(eq(recipes.id, recipeId), eq(recipes.authorId, userId)))
      .returning({ imageVariants: recipes.imageVariants, shareImages: recipes.shareImages });
    if (!photo) return;
    await removeRecipeImages({
      storage,
      recipeId,
      variants: [...photo.imageVariants, ...(photo.shareImages?.images ?? [])],
    });
  });
  forgetRecipeCopies({ db, recipeId });
}
