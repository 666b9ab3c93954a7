import { z } from "zod";
import { defineEndpoints } from "../api/endpoint.ts";
import { pageOf, ZPageQuery } from "../api/paging.ts";
import { ZRecipeCard } from "../recipes/recipe-view.schema.ts";
import {
  ZMealPlanCopy,
  ZMealPlanCreate,
  ZMealPlanEntryInput,
  ZMealPlanEntryUpdate,
  ZMealPlanPublish,
  ZMealPlanUpdate,
} from "./meal-plan-input.schema.ts";
import {
  ZMealPlanFull,
  ZMealPlanIdParams,
  ZMealPlanPublication,
  ZMealPlanSummary,
  ZMealPlanView,
  ZSuggestedRecipe,
} from "./meal-plan-view.schema.ts";

export const mealPlanNotFoundMessage = "We couldn't find that meal plan.";
export const publicationNotFoundMessage = "We couldn't find that published meal plan.";

const ZEntryParams = ZMealPlanIdParams.extend({ entryId: z.string().min(1).max(64) });

export const mealPlansApi = defineEndpoints("meal-plans", {
  listMine: {
    method: "GET",
    path: "/meal-plans/mine",
    summary: "Your meal plans, most recently changed first",
    isSignedIn: true,
    response: z.object({ items: z.array(ZMealPlanSummary) }),
  },
  listByUser: {
    method: "GET",
    path: "/users/:username/meal-plans",
    summary: "A user's meal plans",
    description:
      "Their public and published plans for anyone (a private profile shows them to approved followers only); every plan for the owner.",
    params: z.object({ username: z.string().min(1).max(64) }),
    query: ZPageQuery,
    response: pageOf(ZMealPlanSummary),
  },
  create: {
    method: "POST",
    path: "/meal-plans",
    summary: "Make a meal plan",
    description:
      "By hand (title, days, usually no recipes yet) or by saving a generated preview (its `entries`). Days count from 0; every recipe must be one you can see.",
    isSignedIn: true,
    body: ZMealPlanCreate,
    status: 201,
    response: ZMealPlanFull,
  },
  find: {
    method: "GET",
    path: "/meal-plans/:id",
    summary: "One meal plan, as you may see it",
    description:
      "Private plans are a 404 for anyone but the owner. A plan published for subscribers is a teaser (no recipes) unless you own it or subscribe to the blog. Recipes you cannot see are left out.",
    params: ZMealPlanIdParams,
    response: ZMealPlanView,
  },
  update: {
    method: "PATCH",
    path: "/meal-plans/:id",
    summary: "Change your plan's details",
    description:
      "Any of title, description, startDate (null: undated days), dayCount (fewer days drop the recipes of the days cut), diets, visibility. A published plan's visibility follows its publication.",
    isSignedIn: true,
    params: ZMealPlanIdParams,
    body: ZMealPlanUpdate,
    response: ZMealPlanFull,
  },
  remove: {
    method: "DELETE",
    path: "/meal-plans/:id",
    summary: "Delete your plan",
    isSignedIn: true,
    params: ZMealPlanIdParams,
    status: 204,
    response: z.null(),
  },
  addEntry: {
    method: "POST",
    path: "/meal-plans/:id/entries",
    summary: "Add a recipe to a meal of your plan",
    description: "Answers the whole plan.",
    isSignedIn: true,
    params: ZMealPlanIdParams,
    body: ZMealPlanEntryInput,
    status: 201,
    response: ZMealPlanFull,
  },
  updateEntry: {
    method: "PATCH",
    path: "/meal-plans/:id/entries/:entryId",
    summary: "Move a recipe, change its servings or note, or swap it for another",
    description: "Answers the whole plan.",
    isSignedIn: true,
    params: ZEntryParams,
    body: ZMealPlanEntryUpdate,
    response: ZMealPlanFull,
  },
  removeEntry: {
    method: "DELETE",
    path: "/meal-plans/:id/entries/:entryId",
    summary: "Take a recipe out of your plan",
    description: "Answers the whole plan.",
    isSignedIn: true,
    params: ZEntryParams,
    response: ZMealPlanFull,
  },
  copy: {
    method: "POST",
    path: "/meal-plans/:id/copy",
    summary: "Copy a plan into your account",
    description:
      "A private copy, dated from `startDate` or undated, with the recipes you can see. A plan for subscribers can be copied by its subscribers only (403).",
    isSignedIn: true,
    params: ZMealPlanIdParams,
    body: ZMealPlanCopy,
    status: 201,
    response: ZMealPlanFull,
  },
  publish: {
    method: "PUT",
    path: "/meal-plans/:id/publication",
    summary: "Publish your plan to your blog",
    description:
      "Free for everyone, or (`isPaywalled`) for your blog's subscribers, which needs a paywalled blog. Only bloggers may publish (403). Publishing again changes between free and paywalled.",
    isSignedIn: true,
    params: ZMealPlanIdParams,
    body: ZMealPlanPublish,
    response: ZMealPlanPublication,
  },
  unpublish: {
    method: "DELETE",
    path: "/meal-plans/:id/publication",
    summary: "Take your plan off your blog",
    description: "A plan that was for subscribers becomes private; a free one stays public.",
    isSignedIn: true,
    params: ZMealPlanIdParams,
    status: 204,
    response: z.null(),
  },
  findPublication: {
    method: "GET",
    path: "/publications/:id",
    summary: "A meal plan as published on its blog",
    description: "For subscribers only when paywalled: anyone else gets the teaser.",
    params: ZMealPlanIdParams,
    response: z.object({ publication: ZMealPlanPublication, plan: ZMealPlanView }),
  },
  findLanding: {
    method: "GET",
    path: "/meal-plans/landing/:urlSlug",
    summary: "A public plan by its landing-page address",
    description: "Public and published plans only (a paywalled one as its teaser); private plans are a 404.",
    params: z.object({ urlSlug: z.string().min(1).max(200) }),
    response: ZMealPlanView,
  },
  listSuggestions: {
    method: "GET",
    path: "/meal-plans/:id/suggestions",
    summary: "Recipes that fit the plan",
    description:
      "Recipes you can read that keep to the plan's diets and use ingredients its recipes already need, most shared ingredients first.",
    params: ZMealPlanIdParams,
    query: z.object({ limit: z.coerce.number().int().min(1).max(24).default(12) }),
    response: z.object({ items: z.array(ZSuggestedRecipe) }),
  },
  listSavedRecipes: {
    method: "GET",
    path: "/meal-plans/saved-recipes",
    summary: "Recipes to plan with: those in your collections and your own",
    isSignedIn: true,
    query: z.object({ limit: z.coerce.number().int().min(1).max(48).default(24) }),
    response: z.object({ items: z.array(ZRecipeCard) }),
  },
});
