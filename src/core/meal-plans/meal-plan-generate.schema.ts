/**
 * What the plan generator's endpoints and command line accept and answer. The options are the
 * generator's own (./plan-options.ts), every one optional: what is left out takes its default, or
 * comes from the request sentence.
 */
import { z } from "zod";
import { planDiets, planLimits, planMeals, timeLimitDays, weekdays } from "./plan-options.ts";
import { maxRequestLength } from "./request/parse-plan-request.ts";

/** Errors are prefixed with the field's name ("days: Use a whole number."). */
const whole = () => z.int("Use a whole number.");

export const ZPlanOptionsInput = z
  .object({
    days: whole()
      .min(1, "A plan has at least 1 day.")
      .max(planLimits.maxDays, `A generated plan has at most ${planLimits.maxDays} days.`)
      .optional(),
    meals: z
      .array(z.enum(planMeals))
      .min(1, "Choose at least one meal.")
      .max(planMeals.length)
      .refine((meals) => new Set(meals).size === meals.length, "Name each meal once.")
      .optional(),
    people: whole()
      .min(1, "Plan for at least 1 person.")
      .max(planLimits.maxPeople, `Plan for at most ${planLimits.maxPeople} people.`)
      .optional(),
    diets: z.array(z.enum(planDiets)).max(planDiets.length).optional(),
    exclude: z
      .array(
        z
          .string()
          .trim()
          .min(1, "An excluded food needs a name.")
          .max(40, "Keep each excluded food under 40 characters."),
      )
      .max(planLimits.maxExcludes, `Exclude at most ${planLimits.maxExcludes} foods.`)
      .optional(),
    caloriesPerDay: whole()
      .min(planLimits.minCalories, `Calorie goals start at ${planLimits.minCalories} a day.`)
      .max(planLimits.maxCalories, `Calorie goals go up to ${planLimits.maxCalories} a day.`)
      .nullable()
      .optional(),
    proteinMin: whole()
      .min(1, "A protein minimum is at least 1 g.")
      .max(planLimits.maxProtein, `A protein minimum is at most ${planLimits.maxProtein} g.`)
      .nullable()
      .optional(),
    maxPrepMinutes: whole()
      .min(planLimits.minMinutes, `A time limit is at least ${planLimits.minMinutes} minutes.`)
      .max(planLimits.maxMinutes, `A time limit is at most ${planLimits.maxMinutes} minutes.`)
      .nullable()
      .optional(),
    timeLimitDays: z.enum(timeLimitDays).optional(),
    startWeekday: z.enum(weekdays).optional(),
    allowLeftovers: z.boolean().optional(),
    seed: z.union([z.int(), z.string().min(1).max(64)]).optional(),
  })
  .strict();
export type TPlanOptionsInput = z.infer<typeof ZPlanOptionsInput>;

export const ZPlanGenerateInput = ZPlanOptionsInput.extend({
  /** "quick vegetarian dinners, no mushrooms": read into the options the fields leave unset. */
  request: z.string().max(maxRequestLength, `Keep the request under ${maxRequestLength} characters.`).optional(),
}).strict();
export type TPlanGenerateInput = z.infer<typeof ZPlanGenerateInput>;

/** The options a plan was made with, every one set. */
export const ZPlanOptions = z.object({
  days: z.int(),
  meals: z.array(z.enum(planMeals)),
  people: z.int(),
  diets: z.array(z.enum(planDiets)),
  exclude: z.array(z.string()),
  caloriesPerDay: z.int().nullable(),
  proteinMin: z.int().nullable(),
  maxPrepMinutes: z.int().nullable(),
  timeLimitDays: z.enum(timeLimitDays),
  startWeekday: z.enum(weekdays),
  allowLeftovers: z.boolean(),
  seed: z.union([z.int(), z.string()]),
});

const chipKinds = [
  "diet",
  "exclude",
  "maxPrepMinutes",
  "timeLimitDays",
  "proteinMin",
  "caloriesPerDay",
  "meal",
  "days",
  "startWeekday",
  "people",
  "allowLeftovers",
] as const;

export const ZRequestChip = z.object({
  kind: z.enum(chipKinds),
  value: z.union([z.string(), z.number(), z.boolean()]),
  label: z.string(),
  source: z.string(),
  start: z.int(),
});

export const ZNotUnderstood = z.object({ text: z.string(), start: z.int(), reason: z.string().nullable() });

export const ZPlanPreviewSlot = z.object({
  meal: z.enum(planMeals),
  recipeId: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  minutes: z.int().nullable(),
  /** Per serving (per person); null when unknown. */
  calories: z.int().nullable(),
  protein: z.int().nullable(),
  /** The calories and protein come from an estimate from the ingredients, not the recipe's own figures. */
  isEstimated: z.boolean(),
  diets: z.array(z.string()),
  foods: z.array(z.string()),
  /** Servings to cook: the people, twice that when leftovers feed a later slot, 0 for leftovers. */
  servings: z.int(),
  isLeftover: z.boolean(),
});
export type TPlanPreviewSlot = z.infer<typeof ZPlanPreviewSlot>;

export const ZPlanPreviewDay = z.object({
  day: z.int(),
  weekday: z.enum(weekdays),
  hasTimeLimit: z.boolean(),
  slots: z.array(ZPlanPreviewSlot),
  totals: z.object({
    calories: z.int(),
    protein: z.int(),
    hasAllCalories: z.boolean(),
    hasAllProtein: z.boolean(),
  }),
});
export type TPlanPreviewDay = z.infer<typeof ZPlanPreviewDay>;

export const ZPlanPreview = z.object({
  days: z.array(ZPlanPreviewDay),
  calorieWindow: z.object({ goal: z.int(), min: z.int(), max: z.int() }).nullable(),
  proteinTarget: z.int().nullable(),
  /** Foods to buy for the whole plan (staples and spices aside), the fresh ones, and how many recipes share each on average. */
  foodCount: z.int(),
  freshFoodCount: z.int(),
  foodUsesPerFood: z.number(),
});

const ZPlanChange = z.object({
  kind: z.enum([
    "removeDiet",
    "removeExclude",
    "maxPrepMinutes",
    "caloriesPerDay",
    "proteinMin",
    "allowLeftovers",
    "days",
    "removeMeal",
  ]),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});

export const ZPlanFailure = z.object({
  blockers: z.array(
    z.enum(["diets", "exclude", "maxPrepMinutes", "caloriesPerDay", "proteinMin", "noRepeats", "meals", "recipes"]),
  ),
  meal: z.enum(planMeals).nullable(),
  day: z.int().nullable(),
  message: z.string(),
  relaxations: z.array(z.object({ label: z.string(), changes: z.array(ZPlanChange) })),
});

/** A plan to show (or the reason there is none), with the options and chips it was made from. */
export const ZPlanGenerateResult = z.object({
  options: ZPlanOptions,
  chips: z.array(ZRequestChip),
  notUnderstood: z.array(ZNotUnderstood),
  plan: ZPlanPreview.nullable(),
  failure: ZPlanFailure.nullable(),
});
export type TPlanGenerateResult = z.infer<typeof ZPlanGenerateResult>;

/** A plan's slots as the page holds them: enough to swap one and re-add the totals. */
export const ZPlanLayout = z.object({
  days: z
    .array(
      z.object({
        day: z.int().min(1).max(planLimits.maxDays),
        slots: z
          .array(z.object({ meal: z.enum(planMeals), recipeId: z.string().min(1).max(64), isLeftover: z.boolean() }))
          .max(planMeals.length),
      }),
    )
    .min(1)
    .max(planLimits.maxDays),
});

export const ZPlanSwapInput = z
  .object({
    /** The options the plan was made with (a preview's `options`). */
    options: ZPlanOptionsInput,
    plan: ZPlanLayout,
    day: z.int().min(1).max(planLimits.maxDays),
    meal: z.enum(planMeals),
    /** Recipes swapped out of this slot before, not to be offered again. */
    avoid: z.array(z.string().min(1).max(64)).max(50).default([]),
  })
  .strict();
export type TPlanSwapInput = z.infer<typeof ZPlanSwapInput>;

export const ZPlanSwapResult = z.object({
  plan: ZPlanPreview.nullable(),
  failure: ZPlanFailure.nullable(),
});
export type TPlanSwapResult = z.infer<typeof ZPlanSwapResult>;
