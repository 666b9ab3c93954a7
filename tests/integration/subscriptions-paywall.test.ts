/**
 * The paywall probe: a reader who does not subscribe never receives a paywalled recipe's ingredients
 * or steps, through any endpoint that can carry them (the recipe, search, a meal plan, a collection,
 * the shopping list from a recipe or a plan); a subscriber receives them everywhere a reader may.
 * Nor does anything that leaves Ladle, or waits to: messages, queued jobs, ConvertKit contacts.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertCollection, insertMealPlan } from "#db/factories/index.ts";
import { buildTestApp, drainJobs, injectAs, insertSignedInUser, useTestApp } from "../helpers/app.ts";
import { connectToFakeKit } from "../helpers/convertkit.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { startFakeKit, type TFakeKit } from "../helpers/fakes/kit.ts";
import { countMentions } from "../helpers/mentions.ts";
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
        await get(`/recipes/${recipe.id}/export?format=json-ld`),
        await get(`/recipes/${recipe.id}/export?format=markdown`),
        await get(`/recipes/${recipe.id}/export?format=cooklang`),
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

describeEachDatabase("the paywall beyond answers", (getCtx) => {
  let kit: TFakeKit;
  let app: FastifyInstance;
  beforeAll(async () => {
    kit = await startFakeKit();
    app = await buildTestApp(getCtx().database, kit.env());
  });
  afterAll(async () => {
    await app?.close();
    await kit?.close();
  });
  const db = () => getCtx().database.db;

  it("sends no paywalled contents in messages, jobs or ConvertKit contacts, and stores them nowhere else", async () => {
    const secret = `tellicherry pepper ${Date.now()}`;
    const { creator, blog, recipe } = await insertSellingCreator(app, db(), secret);
    await connectToFakeKit(app, creator.cookie);
    const settings = await injectAs(app, creator.cookie, {
      method: "PUT",
      url: "/api/integrations/convertkit/settings",
      payload: { target: "form:101", includesFollowers: true },
    });
    expect(settings.statusCode, settings.body).toBe(200);

    // A follower who agreed to the creator's emails, and a paying subscriber: both go to Kit.
    const follower = await insertSignedInUser(app, db());
    const call = (cookie: string, method: "PUT" | "POST" | "GET", url: string, payload?: unknown) =>
      injectAs(app, cookie, { method, url: `/api${url}`, payload });
    expect((await call(follower.cookie, "PUT", `/creators/${creator.user.id}/newsletter-consent`)).statusCode).toBe(
      200,
    );
    expect((await call(follower.cookie, "PUT", `/users/${creator.user.id}/follow`)).statusCode).toBe(200);
    // The follower tries everything that copies a recipe somewhere of their own.
    const list = (await call(follower.cookie, "GET", "/shopping-list")).json();
    await call(follower.cookie, "POST", `/shopping-lists/${list.id}/recipes`, { recipeId: recipe.id });
    await call(follower.cookie, "POST", `/recipes/${recipe.id}/text-me`);
    const subscriber = await insertSignedInUser(app, db());
    // The checkout tells the subscriber, before they pay, that they join the creator's list.
    const checkout = await call(subscriber.cookie, "POST", `/blogs/${blog.id}/checkout`, { interval: "month" });
    const checkoutUrl = new URL(checkout.json().url);
    const checkoutPage = await app.inject({
      method: "GET",
      url: `${checkoutUrl.pathname}${checkoutUrl.search}`,
      headers: { cookie: subscriber.cookie },
    });
    expect(checkoutPage.body).toContain(`Subscribing adds your email address to ${blog.title}&#39;s newsletter.`);
    await subscribeInTestMode(app, subscriber.cookie, blog.id);
    await drainJobs(app);

    const emails = [follower.user.email, subscriber.user.email];
    expect(kit.contacts.map((contact) => contact.email).sort()).toEqual([...emails].sort());
    expect(JSON.stringify([kit.contacts, kit.subscribers])).not.toContain("pepper");
    // Nor does anything else Ladle sent Kit: no request names the recipe, let alone its contents.
    const sentToKit = JSON.stringify(kit.requests);
    expect(kit.requests.filter((sent) => sent.method === "POST").length).toBeGreaterThanOrEqual(4);
    for (const needle of ["pepper", "Bloom the", recipe.title, recipe.id]) expect(sentToKit).not.toContain(needle);

    // The recipe itself is the only row that holds its contents: no message, job, payment event,
    // notice or copy made for someone without access.
    const mentions = await countMentions(db(), [secret]);
    const holders = [...mentions].filter(([, n]) => n > 0).map(([table]) => table);
    expect(holders).toEqual(["recipes"]);
  });
});
