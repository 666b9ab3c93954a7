/**
 * What the meal-plan pages send and the API validates: one zod schema per change, so a field error
 * reads the same in a form and in an API answer ("dayCount: …").
 */
import { z } from "zod";
import { diets } from "../recipes/tags.ts";
import { mealPlanLimits, mealSlots } from "./meal-slots.ts";

const { maxDays, maxEntries, maxServings, maxTitle, maxDescription, maxNote } = mealPlanLimits;

/** A calendar day, "2026-03-02". */
export const ZPlanDate = z.iso.date("Use a date like 2026-03-02.");

const title = z
  .string()
  .trim()
  .min(1, "Give the plan a title.")
  .max(maxTitle, `Keep the title under ${maxTitle} characters.`);
const description = z.string().trim().max(maxDescription, `Keep the description under ${maxDescription} characters.`);
const dayCount = z
  .int("Choose how many days the plan has.")
  .min(1, "A plan has at least 1 day.")
  .max(maxDays, `A plan has at most ${maxDays} days.`);
const day = z
  .int("Choose a day.")
  .min(0, "Choose a day.")
  .max(maxDays - 1, `A plan has at most ${maxDays} days.`);
const servings = z
  .int("Servings are a whole number.")
  .min(1, "Plan at least 1 serving.")
  .max(maxServings, `Plan at most ${maxServings} servings.`);
const note = z.string().trim().max(maxNote, `Keep the note under ${maxNote} characters.`);
const slot = z.enum(mealSlots, "Choose a meal.");

/** One recipe in one meal of one day (days count from 0). */
export const ZMealPlanEntryInput = z
  .object({
    day,
    slot,
    recipeId: z.uuid("Choose a recipe."),
    servings: servings.default(2),
    note: note.default(""),
  })
  .strict();
export type TMealPlanEntryInput = z.input<typeof ZMealPlanEntryInput>;

/** Owner-set visibility; `paywalled` comes only from publishing to a paywalled blog. */
const visibility = z.enum(["public", "private"], {
  error: "Choose public or private. A plan is for subscribers only when published to a paywalled blog.",
});

/** A new plan: by hand (usually no entries yet), or a generated preview being saved. */
export const ZMealPlanCreate = z
  .object({
    title,
    description: description.default(""),
    startDate: ZPlanDate.nullable().default(null),
    dayCount: dayCount.default(7),
    diets: z.array(z.enum(diets)).max(diets.length).default([]),
    visibility: visibility.default("public"),
    entries: z.array(ZMealPlanEntryInput).max(maxEntries, `A plan holds at most ${maxEntries} recipes.`).default([]),
  })
  .strict()
  .superRefine((plan, context) => {
    plan.entries.forEach((entry, i) => {
      if (entry.day >= plan.dayCount)
        context.addIssue({
          code: "custom",
          path: ["entries", i, "day"],
          message: `Day ${entry.day + 1} is past the plan's ${plan.dayCount} days.`,
        });
    });
  });
export type TMealPlanCreate = z.output<typeof ZMealPlanCreate>;

/** The plan's details; entries change one at a time. Fewer days drop the recipes of the days cut. */
export const ZMealPlanUpdate = z
  .object({
    title,
    description,
    startDate: ZPlanDate.nullable(),
    dayCount,
    diets: z.array(z.enum(diets)).max(diets.length),
    visibility,
  })
  .partial()
  .strict();
export type TMealPlanUpdate = z.output<typeof ZMealPlanUpdate>;

/** Move (day, slot, position), change servings or the note, or swap the recipe. */
export const ZMealPlanEntryUpdate = z
  .object({
    day,
    slot,
    /** Place within the meal, from 0; past the end means last. */
    position: z.int().min(0).max(mealPlanLimits.maxEntriesPerMeal),
    servings,
    note,
    /** Swap in another recipe. */
    recipeId: z.uuid("Choose a recipe."),
  })
  .partial()
  .strict();
export type TMealPlanEntryUpdate = z.output<typeof ZMealPlanEntryUpdate>;

/** Copy Meal Plan: into your account, dated from `startDate` or undated. */
export const ZMealPlanCopy = z
  .object({
    title: title.optional(),
    startDate: ZPlanDate.nullable().default(null),
  })
  .strict();
export type TMealPlanCopy = z.output<typeof ZMealPlanCopy>;

/** Publish Meal Plan: free for everyone, or for the blog's subscribers. */
export const ZMealPlanPublish = z.object({ isPaywalled: z.boolean().default(false) }).strict();
export type TMealPlanPublish = z.output<typeof ZMealPlanPublish>;
