/**
 * Autosaved Add/Edit Recipe forms, one per user per recipe ("new" for a recipe not created yet).
 * Only the recipe's author may keep a draft of it. Creating or updating the recipe clears it.
 */
import { and, eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import { newRecipeDraftKey, type TRecipeDraftData } from "#core/recipes/recipe-input.schema.ts";
import type { TRecipeDraft } from "#core/recipes/recipe-view.schema.ts";
import type { TDb } from "#db/client.ts";
import { recipeDrafts } from "#db/schema.ts";
import { findRecipeForOwner } from "./access.ts";

async function assertDraftKey({ db, userId, draftKey }: { db: TDb; userId: string; draftKey: string }) {
  if (draftKey === newRecipeDraftKey) return null;
  const recipe = await findRecipeForOwner({ db, userId, recipeId: draftKey });
  return recipe.id;
}

export async function saveRecipeDraft({
  db,
  userId,
  draftKey,
  data,
}: {
  db: TDb;
  userId: string;
  draftKey: string;
  data: TRecipeDraftData;
}): Promise<TRecipeDraft> {
  const recipeId = await assertDraftKey({ db, userId, draftKey });
  if (JSON.stringify(data).length > 200_000) throw new AppError("PAYLOAD_TOO_LARGE");
  const updatedAt = new Date();
  await db
    .insert(recipeDrafts)
    .values({ userId, draftKey, recipeId, data, updatedAt })
    .onConflictDoUpdate({ target: [recipeDrafts.userId, recipeDrafts.draftKey], set: { data, updatedAt } });
  return { draftKey, data, updatedAt };
}

export async function findRecipeDraft({
  db,
  userId,
  draftKey,
}: {
  db: TDb;
  userId: string;
  draftKey: string;
}): Promise<TRecipeDraft | null> {
  await assertDraftKey({ db, userId, draftKey });
  const [row] = await db
    .select({ data: recipeDrafts.data, updatedAt: recipeDrafts.updatedAt })
    .from(recipeDrafts)
    .where(and(eq(recipeDrafts.userId, userId), eq(recipeDrafts.draftKey, draftKey)))
    .limit(1);
  return row ? { draftKey, data: row.data as TRecipeDraftData, updatedAt: row.updatedAt } : null;
}

export async function deleteRecipeDraft({ db, userId, draftKey }: { db: TDb; userId: string; draftKey: string }) {
  await assertDraftKey({ db, userId, draftKey });
  await db.delete(recipeDrafts).where(and(eq(recipeDrafts.userId, userId), eq(recipeDrafts.draftKey, draftKey)));
}
