/** POST /api/meal-plans/generate and /generate/swap: generated plans to preview, for signed-in cooks. */
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { applyPlanChanges } from "#core/meal-plans/apply-plan-changes.ts";
import type { TPlanGenerateResult, TPlanSwapResult } from "#core/meal-plans/meal-plan-generate.schema.ts";
import type { TPlanCandidate } from "#core/meal-plans/plan-pool.ts";
import type { TPlanChange } from "#core/meal-plans/plan-result.ts";
import {
  addRecipesToCollection,
  insertBlog,
  insertCollection,
  insertFollow,
  insertRecipe,
  insertRegisteredUser,
  type TRecipeInsert,
} from "#db/factories/index.ts";
import { recipes } from "#db/schema.ts";
import { injectAs, insertSignedInUser, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { insertSellingCreator, subscribeInTestMode } from "../helpers/payments.ts";
import { lapseSubscription } from "../helpers/paywall-scene.ts";
import { findPlanViolations, toCheckedCandidate } from "../helpers/plan-violations.ts";

const mealShapes = {
  breakfast: { calories: 400, protein: 18, foods: ["oats", "banana", "maple syrup"] },
  lunch: { calories: 600, protein: 30, foods: ["chickpeas", "spinach", "lemon"] },
  dinner: { calories: 750, protein: 40, foods: ["rice", "spinach", "tofu"] },
} as const;

/** Recipes of one meal with nutrition and foods, 5 minutes apart, every other one vegan. */
function recipesFor(meal: keyof typeof mealShapes, count: number, authorId: string): TRecipeInsert[] {
  const shape = mealShapes[meal];
  return Array.from({ length: count }, (_, n) => ({
    authorId,
    title: `Plan ${meal} ${n}`,
    courses: [meal],
    diets: n % 2 === 0 ? ["vegan", "vegetarian", "dairy-free"] : ["vegetarian"],
    foods: n % 3 === 0 ? [...shape.foods, "mushroom"] : [...shape.foods],
    nutrition: { calories: shape.calories + (n % 5) * 20, proteinContent: shape.protein + (n % 4) },
    totalMinutes: 10 + (n % 8) * 5,
    imageUrl: `https://images.example/${meal}-${n}.webp`,
  }));
}

/** What the checker needs of the recipes the plan may have drawn from. */
async function readCandidates(db: Parameters<typeof insertRecipe>[0]): Promise<TPlanCandidate[]> {
  return (await db.select().from(recipes)).map(toCheckedCandidate);
}

describeEachDatabase("generated meal plans", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;
  const generate = (cookie: string | undefined, payload: unknown) =>
    injectAs(getApp(), cookie, { method: "POST", url: "/api/meal-plans/generate", payload });

  beforeAll(async () => {
    const creator = await insertRegisteredUser(db(), { blog: { hasPaywalledContent: false } });
    for (const meal of ["breakfast", "lunch", "dinner"] as const) {
      for (const recipe of recipesFor(meal, 24, creator.user.id)) await insertRecipe(db(), recipe);
    }
  });

  it("asks visitors to sign in", async () => {
    expect((await generate(undefined, { days: 3 })).statusCode).toBe(401);
  });

  it("makes a plan from options and a request, keeping every rule, with the chips it read", async () => {
    const cook = await insertSignedInUser(getApp(), db());
    const response = await generate(cook.cookie, {
      days: 5,
      people: 2,
      seed: 7,
      request: "vegan, no mushrooms, under 40 minutes every day, 1700 calories, and something fancy",
    });
    expect(response.statusCode).toBe(200);
    const result = response.json() as TPlanGenerateResult;
    expect(result.chips.map((chip) => chip.label)).toEqual([
      "Vegan",
      "No mushrooms",
      "Under 40 minutes",
      "Time limit every day",
      "1,700 calories a day",
    ]);
    expect(result.notUnderstood.map((entry) => entry.text)).toEqual(["fancy"]);
    expect(result.options).toMatchObject({ days: 5, people: 2, diets: ["vegan"], exclude: ["mushrooms"], seed: 7 });
    expect(result.failure).toBeNull();
    const plan = result.plan;
    if (!plan) throw new Error("Expected a plan");
    expect(findPlanViolations(plan.days, result.options, await readCandidates(db()))).toEqual([]);
    const slot = plan.days[0].slots[0];
    expect(slot).toMatchObject({ meal: "breakfast", servings: 2, isLeftover: false, isEstimated: false });
    expect(slot.imageUrl).toMatch(/^https:\/\/images\.example\/breakfast-\d+\.webp$/);
    expect(plan.days[0].totals.calories).toBe(plan.days[0].slots.reduce((sum, s) => sum + (s.calories ?? 0), 0));
    expect(plan.calorieWindow).toEqual({ goal: 1700, min: 1530, max: 1870 });
    // The same seed, the same plan.
    const again = (await generate(cook.cookie, { ...result.options })).json() as TPlanGenerateResult;
    expect(again.plan).toEqual(plan);
  });

  it("answers a request it cannot meet with the rule and what would relax it", async () => {
    const cook = await insertSignedInUser(getApp(), db());
    const response = await generate(cook.cookie, {
      days: 7,
      meals: ["breakfast"],
      diets: ["vegan"],
      exclude: ["mushrooms"],
      maxPrepMinutes: 10,
      timeLimitDays: "every-day",
    });
    expect(response.statusCode).toBe(200);
    const { plan, failure } = response.json() as TPlanGenerateResult;
    expect(plan).toBeNull();
    expect(failure?.blockers).toEqual(expect.arrayContaining(["maxPrepMinutes"]));
    expect(failure?.message).toMatch(
      /^(No|Only \d+) .*breakfasts? without mushrooms under 10 minutes.*: allow \d+ minutes/,
    );
  });

  it("offers only changes that make a plan when sent back with the rest of the request", async () => {
    const cook = await insertSignedInUser(getApp(), db());
    // The lightest vegan day has 1,750 calories, but only three such days are there: a goal that
    // one day fits (1,600) leaves the week without a plan.
    const response = await generate(cook.cookie, {
      days: 7,
      diets: ["vegan"],
      caloriesPerDay: 1000,
      startWeekday: "saturday",
      request: "under 45 minutes every day",
    });
    const failed = response.json() as TPlanGenerateResult;
    expect(failed.plan).toBeNull();
    expect(failed.options).toMatchObject({ maxPrepMinutes: 45, timeLimitDays: "every-day", startWeekday: "saturday" });
    expect(failed.failure?.message).toMatch(/^No vegan day under 45 minutes comes within 10% of 1,000 calories/);
    const relaxations = failed.failure?.relaxations ?? [];
    expect(relaxations.length).toBeGreaterThan(0);
    expect(relaxations[0].label).not.toBe("aim for 1,600 calories");
    for (const relaxation of relaxations) {
      const options = applyPlanChanges(failed.options, relaxation.changes as TPlanChange[]);
      const again = (await generate(cook.cookie, options)).json() as TPlanGenerateResult;
      expect(again.plan, relaxation.label).not.toBeNull();
      expect(again.options).toEqual(options);
    }
  });

  it("refuses bad options with the field named", async () => {
    const cook = await insertSignedInUser(getApp(), db());
    const response = await generate(cook.cookie, { days: 40 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("days");
    expect((await generate(cook.cookie, { meals: ["brunch"] })).statusCode).toBe(400);
    expect((await generate(cook.cookie, { request: "x".repeat(501) })).statusCode).toBe(400);
  });

  it("plans with the paywalled recipes of a blog the cook pays for, until the subscription ends", async () => {
    const { creator, blog } = await insertSellingCreator(getApp(), db());
    const paidSnack = await insertRecipe(db(), {
      authorId: creator.user.id,
      blogId: blog.id,
      title: "Members' pear crisp",
      visibility: "paywalled",
      courses: ["snack"],
      foods: ["pear"],
      nutrition: { calories: 150, proteinContent: 3 },
      totalMinutes: 5,
    });
    // The subscriber neither follows the creator nor saved the recipe: paying is enough.
    const subscriber = await insertSignedInUser(getApp(), db());
    const subscriptionId = await subscribeInTestMode(getApp(), subscriber.cookie, blog.id);
    const options = { days: 1, meals: ["snack"], seed: 5 };
    const paid = (await generate(subscriber.cookie, options)).json() as TPlanGenerateResult;
    expect(paid.plan?.days[0].slots.map((slot) => slot.recipeId)).toEqual([paidSnack.id]);

    await lapseSubscription(getApp(), subscriber.cookie, subscriptionId);
    const lapsed = await generate(subscriber.cookie, options);
    expect(lapsed.statusCode).toBe(200);
    expect(lapsed.body).not.toContain(paidSnack.id);
  });

  it("uses the cook's own and saved recipes first, and never one they cannot read", async () => {
    const cook = await insertSignedInUser(getApp(), db());
    const other = await insertSignedInUser(getApp(), db());
    const proBlog = await insertBlog(db(), { ownerId: other.user.id, hasPaywalledContent: true });
    const snack = {
      courses: ["snack"],
      foods: ["apple"],
      nutrition: { calories: 150, proteinContent: 3 },
      totalMinutes: 5,
    };
    await insertRecipe(db(), {
      ...snack,
      authorId: other.user.id,
      title: "Someone's private snack",
      visibility: "private",
    });
    await insertRecipe(db(), {
      ...snack,
      authorId: other.user.id,
      title: "Paywalled snack",
      visibility: "paywalled",
      blogId: proBlog.id,
    });
    await insertRecipe(db(), { ...snack, authorId: cook.user.id, title: "My draft snack", visibility: "draft" });
    const nothing = (await generate(cook.cookie, { days: 1, meals: ["snack"] })).json() as TPlanGenerateResult;
    expect(nothing.failure?.message).toBe("There are no snack recipes to plan with yet.");

    const mine = await insertRecipe(db(), {
      ...snack,
      authorId: cook.user.id,
      title: "My private snack",
      visibility: "private",
    });
    const dinners = await db().select({ id: recipes.id }).from(recipes).where(eq(recipes.title, "Plan dinner 5"));
    const collection = await insertCollection(db(), { ownerId: cook.user.id });
    await addRecipesToCollection(db(), collection.id, [dinners[0].id]);
    const plan = (
      await generate(cook.cookie, { days: 1, meals: ["dinner", "snack"], seed: 3 })
    ).json() as TPlanGenerateResult;
    expect(plan.plan?.days[0].slots.map((slot) => slot.recipeId)).toEqual([dinners[0].id, mine.id]);
  });

  it("prefers recipes by creators the cook follows", async () => {
    const cook = await insertSignedInUser(getApp(), db());
    const followed = await insertSignedInUser(getApp(), db());
    await insertFollow(db(), { followerId: cook.user.id, followeeId: followed.user.id });
    const theirs = await insertRecipe(db(), {
      ...recipesFor("lunch", 1, followed.user.id)[0],
      title: "Followed lunch",
    });
    const result = (await generate(cook.cookie, { days: 1, meals: ["lunch"], seed: 11 })).json() as TPlanGenerateResult;
    expect(result.plan?.days[0].slots[0].recipeId).toBe(theirs.id);
  });

  it("swaps one slot for the best other recipe that keeps every rule", async () => {
    const cook = await insertSignedInUser(getApp(), db());
    const options = { days: 3, diets: ["vegetarian"], caloriesPerDay: 1800, seed: 5 };
    const generated = (await generate(cook.cookie, options)).json() as TPlanGenerateResult;
    if (!generated.plan) throw new Error(generated.failure?.message);
    const swap = (payload: unknown) =>
      injectAs(getApp(), cook.cookie, { method: "POST", url: "/api/meal-plans/generate/swap", payload });
    const before = generated.plan.days[1].slots[2];
    const response = await swap({ options: generated.options, plan: generated.plan, day: 2, meal: "dinner" });
    expect(response.statusCode).toBe(200);
    const swapped = response.json() as TPlanSwapResult;
    const after = swapped.plan?.days[1].slots[2];
    expect(after?.meal).toBe("dinner");
    expect(after?.recipeId).not.toBe(before.recipeId);
    expect(findPlanViolations(swapped.plan?.days ?? [], generated.options, await readCandidates(db()))).toEqual([]);

    const unknown = { days: [{ day: 1, slots: [{ meal: "dinner", recipeId: "not-a-recipe", isLeftover: false }] }] };
    const refused = await swap({ options: generated.options, plan: unknown, day: 1, meal: "dinner" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Recipe not-a-recipe is not one this plan can use.");
  });

  it("drops a recipe from the pool once it goes private, through the change bus", async () => {
    const cook = await insertSignedInUser(getApp(), db());
    const request = { days: 1, meals: ["lunch"], seed: 11 };
    const first = (await generate(cook.cookie, request)).json() as TPlanGenerateResult;
    const chosen = first.plan?.days[0].slots[0].recipeId ?? "";
    await db().update(recipes).set({ visibility: "private" }).where(eq(recipes.id, chosen));
    const started = Date.now();
    let latest = chosen;
    while (latest === chosen && Date.now() - started < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      latest =
        ((await generate(cook.cookie, request)).json() as TPlanGenerateResult).plan?.days[0].slots[0].recipeId ?? "";
    }
    expect(latest).not.toBe(chosen);
  });

  it("limits how many plans one cook makes a minute", async () => {
    const cook = await insertSignedInUser(getApp(), db());
    const statuses: number[] = [];
    for (let n = 0; n < 21; n++) statuses.push((await generate(cook.cookie, { days: 1, meals: ["lunch"] })).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    const limited = await generate(cook.cookie, { days: 1, meals: ["lunch"] });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toContain("Rate limit");
  }, 60_000);
});
