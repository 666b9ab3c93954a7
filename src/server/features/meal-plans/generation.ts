/**
 * Generated meal plans to preview: the cook's options and request sentence → a plan (or the rule
 * that cannot be met), and one slot swapped. Nothing is stored here; saving a preview is creating a
 * meal plan with its entries. Both are limited per user: each reads the whole public pool.
 */
import { AppError } from "#core/errors.ts";
import { generateMealPlan } from "#core/meal-plans/generate-plan.ts";
import type {
  TPlanGenerateInput,
  TPlanGenerateResult,
  TPlanPreviewDay,
  TPlanSwapInput,
  TPlanSwapResult,
} from "#core/meal-plans/meal-plan-generate.schema.ts";
import {
  completePlanOptions,
  findCalorieWindow,
  findProteinTarget,
  type TPlanOptions,
} from "#core/meal-plans/plan-options.ts";
import type { TPlanDay } from "#core/meal-plans/plan-result.ts";
import { applyRequestChips } from "#core/meal-plans/request/apply-request.ts";
import { parsePlanRequest } from "#core/meal-plans/request/parse-plan-request.ts";
import { PlanLayoutError, swapPlanSlot } from "#core/meal-plans/swap-slot.ts";
import { summarizePlanFoods } from "#core/meal-plans/week-foods.ts";
import type { TDb } from "#db/client.ts";
import { consumeRateLimit, rateLimitKey, rateLimitRules, type TRateLimitRule } from "#server/lib/rate-limits.ts";
import { loadViewerPool, type TPoolRecipe } from "./plan-candidates.ts";

async function limitPerUser(db: TDb, purpose: string, userId: string, rules: readonly TRateLimitRule[]) {
  const limit = await consumeRateLimit({ db, key: rateLimitKey(purpose, "user", userId), rules });
  if (!limit.isAllowed) throw new AppError("RATE_LIMITED");
}

/** A seed for a plan asked without one; the answer carries it, so the same plan can be asked again. */
function drawSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

function toPreviewDays(days: readonly TPlanDay[], recipeById: ReadonlyMap<string, TPoolRecipe>): TPlanPreviewDay[] {
  return days.map((day) => ({
    ...day,
    slots: day.slots.map((slot) => {
      const recipe = recipeById.get(slot.recipeId);
      return { ...slot, imageUrl: recipe?.imageUrl ?? null, isEstimated: recipe?.isEstimated ?? false };
    }),
  }));
}

function toPreview(options: TPlanOptions, days: TPlanPreviewDay[]) {
  return {
    days,
    calorieWindow: findCalorieWindow(options),
    proteinTarget: findProteinTarget(options),
    ...summarizePlanFoods(days),
  };
}

export async function generatePlanPreview({
  db,
  userId,
  input,
}: {
  db: TDb;
  userId: string;
  input: TPlanGenerateInput;
}): Promise<TPlanGenerateResult> {
  await limitPerUser(db, "plan-generate", userId, rateLimitRules.planGeneratePerUser);
  const { request, ...explicit } = input;
  const parsed = request ? parsePlanRequest(request) : { chips: [], notUnderstood: [] };
  const options = completePlanOptions(
    applyRequestChips({ ...explicit, seed: explicit.seed ?? drawSeed() }, parsed.chips),
  );
  const pool = await loadViewerPool({ db, viewerId: userId, exclude: options.exclude });
  const outcome = generateMealPlan(options, pool.input);
  return {
    options,
    chips: parsed.chips,
    notUnderstood: parsed.notUnderstood,
    plan: outcome.isPlanned ? toPreview(options, toPreviewDays(outcome.plan.days, pool.recipeById)) : null,
    failure: outcome.isPlanned ? null : outcome.failure,
  };
}

export async function swapPlanPreviewSlot({
  db,
  userId,
  input,
}: {
  db: TDb;
  userId: string;
  input: TPlanSwapInput;
}): Promise<TPlanSwapResult> {
  await limitPerUser(db, "plan-swap", userId, rateLimitRules.planSwapPerUser);
  const options = completePlanOptions(input.options);
  const pool = await loadViewerPool({ db, viewerId: userId, exclude: options.exclude });
  try {
    const outcome = swapPlanSlot(
      input.plan,
      { day: input.day, meal: input.meal, avoid: input.avoid },
      options,
      pool.input,
    );
    if (!outcome.isSwapped) return { plan: null, failure: outcome.failure };
    return { plan: toPreview(options, toPreviewDays(outcome.days, pool.recipeById)), failure: null };
  } catch (error) {
    // A plan naming a slot it lacks, or a recipe this cook cannot use (any more): the request's fault.
    if (error instanceof PlanLayoutError) throw new AppError("BAD_REQUEST", { message: error.message });
    throw error;
  }
}
