import { defineEndpoints } from "../api/endpoint.ts";
import {
  ZPlanGenerateInput,
  ZPlanGenerateResult,
  ZPlanSwapInput,
  ZPlanSwapResult,
} from "./meal-plan-generate.schema.ts";

export const mealPlanGenerateApi = defineEndpoints("meal-plans", {
  generate: {
    method: "POST",
    path: "/meal-plans/generate",
    summary: "Make a meal plan to preview (Create Meal Plan)",
    description:
      "From options, a request in your own words (`request`: read into the options you leave unset, and answered as chips), or both. Recipes come from your own, the ones you saved, creators you follow and public ones; never ones you cannot read. Every day keeps the diets, exclusions, time limit and meals, lands within 10% of a calorie goal and reaches a protein minimum; no recipe repeats unless leftovers are allowed. The same seed gives the same plan. When no plan can keep every rule, `failure` names the rule and what would relax it. Nothing is saved: save a preview with POST /meal-plans.",
    isSignedIn: true,
    body: ZPlanGenerateInput,
    response: ZPlanGenerateResult,
  },
  swap: {
    method: "POST",
    path: "/meal-plans/generate/swap",
    summary: "Swap one recipe of a previewed plan",
    description:
      "The best other recipe for that meal on that day that keeps every rule of the plan, the day's calories and protein included, and is not already in it. `avoid` lists recipes swapped away before. Answers the whole plan with its new totals, or `failure` when nothing else fits.",
    isSignedIn: true,
    body: ZPlanSwapInput,
    response: ZPlanSwapResult,
  },
});
