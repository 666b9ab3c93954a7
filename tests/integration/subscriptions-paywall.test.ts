/**
 * The paywall probe: a reader who does not subscribe never receives a paywalled recipe's ingredients
 * or steps, through any endpoint that can carry them (the recipe, search, a meal plan, a collection,
 * the shopping list from a recipe or a plan); a subscriber receives them everywhere a reader may.
 */
import { expect, it } from "vitest";
import { insertCollection, insertMealPlan } from "#db/factories/index.ts";
import { injectAs, insertSignedInUser, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { insertSellingCreator, subscribeInTestMode } from "../helpers/payments.ts";

describeEachDatabase("the paywall", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;

  it("keeps a paywalled recipe's ingredients and steps from everyone but its subscribers", async () => {
    const secret = `zanzibar cloves ${Date.now()}`;
    const { creator, blog, recipe } = await insertSellingCreator(getApp(), db(), secret);
    const plan = await insertMealPlan(db(), {
      ownerId: creator.user.id,
      visibility: "paywalled",
      entries: [{ day: 0, slot: "dinner", recipeId: recipe.id, servings: 2 }],
      publication: { blogId: blog.id, isPaywalled: true },
    });
    const collection = await insertCollection(db(), {
      ownerId: creator.user.id,
      visibility: "paywalled",
      recipeIds: [recipe.id],
    });
    const subscriber = await insertSignedInUser(getApp(), db());
    await subscribeInTestMode(getApp(), subscriber.cookie, blog.id);
    const outsider = await insertSignedInUser(getApp(), db());

    /** Every answer a reader can get that might hold the recipe's contents, as one text. */
    async function everythingSeenBy(cookie: string | undefined) {
      const get = async (url: string) => (await injectAs(getApp(), cookie, { method: "GET", url: `/api${url}` })).body;
      const seen = [
        await get(`/recipes/${recipe.id}`),
        await get(`/search/recipes?q=${encodeURIComponent(secret)}`),
        await get(`/search/recipes?q=${encodeURIComponent(recipe.title)}`),
        await get(`/meal-plans/${plan.id}`),
        await get(`/collections/${collection.id}`),
        await get(`/recipes/${recipe.id}/reviews`),
      ];
      if (cookie) {
        const list = JSON.parse(await get("/shopping-list"));
        const post = async (url: string, payload: unknown) =>
          (await injectAs(getApp(), cookie, { method: "POST", url: `/api${url}`, payload })).body;
        seen.push(await post(`/shopping-lists/${list.id}/recipes`, { recipeId: recipe.id }));
        seen.push(await post(`/shopping-lists/${list.id}/meal-plans`, { mealPlanId: plan.id }));
        seen.push(await get("/shopping-list"));
        seen.push(await post(`/meal-plans/${plan.id}/copy`, {}));
      }
      return seen.join("\n");
    }

    for (const cookie of [undefined, outsider.cookie]) {
      const seen = await everythingSeenBy(cookie);
      expect(seen).not.toContain(secret);
      expect(seen).not.toContain("Bloom the");
    }
    const subscriberSees = await everythingSeenBy(subscriber.cookie);
    expect(subscriberSees).toContain(secret);
    expect(subscriberSees).toContain(`Bloom the ${secret}`);
  });
});
