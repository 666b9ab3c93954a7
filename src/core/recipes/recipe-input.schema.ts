/**
 * What the Add Recipe / Submit Edit Recipe form sends, and what POST/PATCH /api/recipes validate:
 * one zod schema for both, so a field error reads the same in the form and in the API.
 */
import { z } from "zod";
import { ZExpectedUpdatedAt } from "../api/edit-version.ts";
import { courses, diets, recipeVisibilities, ZIngredientLine, ZNutrition } from "./recipe.schema.ts";

/** Cuisines are stored in title case ("Middle Eastern") so filters can match them exactly. */
export function toCuisineName(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/(^|[\s-])\p{L}/gu, (m) => m.toUpperCase());
}

const minutes = z.number().int().min(0).max(10_000).nullable();

/** A line as typed ("2 cloves garlic, crushed"), or one already parsed (the import engine sends those). */
export const ZIngredientLineInput = z.union([z.string().trim().min(1).max(500), ZIngredientLine]);
export type TIngredientLineInput = z.infer<typeof ZIngredientLineInput>;

export const ZIngredientGroupInput = z.object({
  name: z.string().trim().max(200).nullable().default(null),
  lines: z.array(ZIngredientLineInput).max(200),
});

export const ZInstructionSectionInput = z.object({
  name: z.string().trim().max(200).nullable().default(null),
  steps: z.array(z.string().trim().min(1).max(5000)).max(200),
});

/** The fields without defaults; ZRecipeInput adds them, PATCH (ZRecipeUpdate) must not. */
const recipeFields = {
  title: z.string().trim().min(1, "Give the recipe a title.").max(200, "Keep the title under 200 characters."),
  description: z.string().trim().max(5000),
  servings: z.number().int().min(1).max(1000).nullable(),
  yieldText: z.string().trim().max(100).nullable(),
  prepMinutes: minutes,
  cookMinutes: minutes,
  /** Left empty, it is prep + cook. */
  totalMinutes: minutes,
  ingredientGroups: z.array(ZIngredientGroupInput).max(30),
  instructionSections: z.array(ZInstructionSectionInput).max(30),
  courses: z.array(z.enum(courses)).max(courses.length),
  cuisines: z.array(z.string().trim().min(1).max(40).transform(toCuisineName)).max(10),
  diets: z.array(z.enum(diets)).max(diets.length),
  nutrition: ZNutrition.nullable(),
  sourceUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable(),
  /** A video of the recipe being made; https only, since the page links or embeds it. */
  videoUrl: z
    .url({ protocol: /^https$/ })
    .max(2000)
    .nullable(),
  attribution: z.string().trim().max(300).nullable(),
  /** "paywalled" only for a recipe on the author's paywalled blog. */
  visibility: z.enum(recipeVisibilities),
};

export const ZRecipeInput = z.object({
  ...recipeFields,
  description: recipeFields.description.default(""),
  servings: recipeFields.servings.default(null),
  yieldText: recipeFields.yieldText.default(null),
  prepMinutes: minutes.default(null),
  cookMinutes: minutes.default(null),
  totalMinutes: minutes.default(null),
  ingredientGroups: recipeFields.ingredientGroups.default([]),
  instructionSections: recipeFields.instructionSections.default([]),
  courses: recipeFields.courses.default([]),
  cuisines: recipeFields.cuisines.default([]),
  diets: recipeFields.diets.default([]),
  nutrition: recipeFields.nutrition.default(null),
  sourceUrl: recipeFields.sourceUrl.default(null),
  videoUrl: recipeFields.videoUrl.default(null),
  attribution: recipeFields.attribution.default(null),
  visibility: recipeFields.visibility.default("public"),
});
export type TRecipeInput = z.infer<typeof ZRecipeInput>;
/** What the form holds before zod fills the defaults. */
export type TRecipeInputRaw = z.input<typeof ZRecipeInput>;

export const recipeChangedMessage =
  "This recipe was changed in another tab or on another device after you opened it, so nothing was saved.";

/**
 * PATCH: any subset of the fields; what is left out stays as it is. `expectedUpdatedAt` is the
 * recipe's `updatedAt` when the form was opened: a recipe saved since is not overwritten (409).
 */
export const ZRecipeUpdate = z.object(recipeFields).partial().extend({ expectedUpdatedAt: ZExpectedUpdatedAt });
export type TRecipeUpdate = z.infer<typeof ZRecipeUpdate>;

/** The draft key of the Add Recipe form (an edit's draft key is its recipe's id). */
export const newRecipeDraftKey = "new";

/**
 * An autosaved, possibly half-filled form. Deliberately loose (the form may hold an empty title);
 * it is validated properly only when submitted.
 */
export const ZRecipeDraftData = z
  .record(z.string().max(100), z.json())
  .refine((value) => Object.keys(value).length <= 50);
export type TRecipeDraftData = z.infer<typeof ZRecipeDraftData>;

/** The "paste a block" helper: text split into ingredient lines or steps. */
export const ZPastedBlockInput = z.object({
  kind: z.enum(["ingredients", "steps"]),
  text: z.string().max(50_000),
});
export type TPastedBlockInput = z.infer<typeof ZPastedBlockInput>;
