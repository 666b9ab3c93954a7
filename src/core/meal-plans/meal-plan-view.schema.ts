/**
 * What the API and the pages answer about meal plans. Responses are serialized through these
 * schemas, so a teaser (a paywalled plan for someone without access) cannot carry its recipes.
 */
import { z } from "zod";
import { ZRecipeCard } from "../recipes/recipe-view.schema.ts";
import { mealPlanVisibilities, mealSlots } from "./meal-slots.ts";

export const ZMealPlanIdParams = z.object({ id: z.string().min(1).max(64) });

/** Per serving, from the recipe's own figures or estimated from its ingredients. */
export const ZServingNutrition = z.object({
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  isEstimated: z.boolean(),
});
export type TServingNutrition = z.infer<typeof ZServingNutrition>;

/** A recipe in a plan, as the viewer may see it (a paywalled one without access: title and photo). */
export const ZMealPlanRecipe = z.object({
  id: z.uuid(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  totalMinutes: z.number().int().nullable(),
  /** The servings the recipe is written for. */
  servings: z.number().int().nullable(),
  diets: z.array(z.string()),
  author: z.object({ name: z.string(), username: z.string() }).nullable(),
  isPaywalled: z.boolean(),
  /** Null when unknown, or hidden behind the paywall. */
  nutrition: ZServingNutrition.nullable(),
});
export type TMealPlanRecipe = z.infer<typeof ZMealPlanRecipe>;

export const ZMealPlanEntry = z.object({
  id: z.uuid(),
  day: z.number().int(),
  slot: z.enum(mealSlots),
  position: z.number().int(),
  servings: z.number().int(),
  note: z.string(),
  recipe: ZMealPlanRecipe,
});
export type TMealPlanEntry = z.infer<typeof ZMealPlanEntry>;

export const ZMealPlanOwner = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
});

export const ZMealPlanPublication = z.object({
  id: z.uuid(),
  isPaywalled: z.boolean(),
  publishedAt: z.date(),
  blog: z.object({ id: z.uuid(), title: z.string(), shortlink: z.string() }),
  /** The publication's page (/publication/{id}/{title}). */
  path: z.string(),
});
export type TMealPlanPublication = z.infer<typeof ZMealPlanPublication>;

const ZMealPlanCommon = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** Day 1's date; null for undated days. */
  startDate: z.string().nullable(),
  dayCount: z.number().int(),
  diets: z.array(z.string()),
  visibility: z.enum(mealPlanVisibilities),
  urlSlug: z.string(),
  owner: ZMealPlanOwner,
  /** The viewer owns it (may edit, publish and delete it). */
  isOwner: z.boolean(),
  publication: ZMealPlanPublication.nullable(),
  /** Recipes in the plan (the teaser says how many without naming them). */
  recipeCount: z.number().int(),
  /** The meals the plan fills, in the day's order. */
  slots: z.array(z.enum(mealSlots)),
  /** A photo for link previews and cards: the first recipe's. */
  coverUrl: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

export const ZMealPlanTeaser = ZMealPlanCommon.extend({ access: z.literal("teaser") }).describe(
  "A paywalled plan for someone without access: no recipes.",
);
export type TMealPlanTeaser = z.infer<typeof ZMealPlanTeaser>;

export const ZMealPlanFull = ZMealPlanCommon.extend({
  access: z.literal("full"),
  entries: z.array(ZMealPlanEntry),
});
export type TMealPlanFull = z.infer<typeof ZMealPlanFull>;

export const ZMealPlanView = z.discriminatedUnion("access", [ZMealPlanFull, ZMealPlanTeaser]);
export type TMealPlanView = z.infer<typeof ZMealPlanView>;

/** A plan in a list (User Meal Plans, /me, the Add to Meal Plan picker). */
export const ZMealPlanSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  startDate: z.string().nullable(),
  dayCount: z.number().int(),
  visibility: z.enum(mealPlanVisibilities),
  recipeCount: z.number().int(),
  coverUrl: z.string().nullable(),
  isPublished: z.boolean(),
  updatedAt: z.date(),
});
export type TMealPlanSummary = z.infer<typeof ZMealPlanSummary>;

/** A suggested recipe, with the plan's ingredients it uses too. */
export const ZSuggestedRecipe = ZRecipeCard.extend({ sharedIngredients: z.array(z.string()) });
export type TSuggestedRecipe = z.infer<typeof ZSuggestedRecipe>;
