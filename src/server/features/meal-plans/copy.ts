/**
 * Copy Meal Plan: someone's plan (or your own) into your account as a private plan, dated from the
 * day you choose or undated, with the recipes you can see.
 */
import { AppError } from "#core/errors.ts";
import type { TMealPlanCopy } from "#core/meal-plans/meal-plan-input.schema.ts";
import type { TMealPlanFull } from "#core/meal-plans/meal-plan-view.schema.ts";
import { findVisiblePlan, type TUserPlan } from "./access.ts";
import { insertPlan, limitNewPlans } from "./editing.ts";
import { buildPlanView } from "./plan-view.ts";

export const copySubscribersOnlyMessage = "This plan is for the blog's subscribers. Subscribe to copy it.";

export async function copyMealPlan({
  db,
  userId,
  mealPlanId,
  input,
}: TUserPlan & {
  input: TMealPlanCopy;
}): Promise<TMealPlanFull> {
  const { row, access } = await findVisiblePlan({ db, viewerId: userId, mealPlanId });
  if (access === "teaser") throw new AppError("FORBIDDEN", { message: copySubscribersOnlyMessage });
  // The view already holds only the recipes this user may see.
  const view = await buildPlanView({ db, viewerId: userId, row, access });
  if (view.access !== "full") throw new AppError("FORBIDDEN", { message: copySubscribersOnlyMessage });
  await limitNewPlans({ db, userId });
  return insertPlan({
    db,
    userId,
    copiedFromId: row.id,
    plan: {
      title: input.title ?? row.title,
      description: row.description,
      startDate: input.startDate,
      dayCount: row.dayCount,
      diets: row.diets,
      visibility: "private",
    },
    entries: view.entries.map((entry) => ({
      day: entry.day,
      slot: entry.slot,
      recipeId: entry.recipe.id,
      servings: entry.servings,
      note: entry.note,
    })),
  });
}
