/**
 * A paywalled recipe out in the world, for the paywall probes: a creator selling subscriptions with
 * one subscriber-only recipe (and a free one), and what readers made of it through the API — a
 * subscriber's public plan and collection holding it, a shopping list they share with a household
 * member, the creator's free and subscribers' plans, and a subscriber who has since lapsed but copied,
 * saved and planned it while they paid.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { TDb } from "#db/client.ts";
import { insertCollection, insertMealPlan, insertRecipe, textOnlyLine } from "#db/factories/index.ts";
import { recipes } from "#db/schema.ts";
import { injectAs, insertSignedInUser, type THttpMethod } from "./app.ts";
import { insertSellingCreator, subscribeInTestMode } from "./payments.ts";

/** The paid recipe's ingredient, a word found nowhere else, and the stem search would index it by. */
const paidWord = "quillomberries";
const paidWordStem = "quillomberr";

/** Calories per serving no other recipe in a test has: a plan or card carrying them carries the recipe's figures. */
export const paidCalories = 4321;

export type TSignedIn = Awaited<ReturnType<typeof insertSignedInUser>>;

/** One API call as whoever `cookie` belongs to; the answer must be one of `statuses` (200 by default). */
export async function callApi(
  app: FastifyInstance,
  cookie: string | undefined,
  method: THttpMethod,
  url: string,
  { payload, statuses = [200] }: { payload?: unknown; statuses?: number[] } = {},
) {
  const response = await injectAs(app, cookie, { method, url: `/api${url}`, payload });
  expect(statuses, `${method} ${url}: ${response.statusCode} ${response.body}`).toContain(response.statusCode);
  return response;
}

/** Ends a test-mode subscription for good: cancelled, then its paid period runs out. */
export async function lapseSubscription(app: FastifyInstance, cookie: string, subscriptionId: string) {
  await callApi(app, cookie, "POST", `/me/subscriptions/${subscriptionId}/cancel`);
  await callApi(app, undefined, "POST", "/dev/payments/test-clock", { payload: { subscriptionId, days: 40 } });
  const after = await callApi(app, cookie, "GET", `/me/subscriptions/${subscriptionId}`);
  expect(after.json()).toMatchObject({ hasAccess: false });
}

/** A subscriber's public plan holding the paid and the free recipe, made through the API as a cook makes one. */
async function createPublicPlan(app: FastifyInstance, owner: TSignedIn, title: string, recipeIds: string[]) {
  const created = await callApi(app, owner.cookie, "POST", "/meal-plans", {
    statuses: [201],
    payload: {
      title,
      visibility: "public",
      dayCount: 2,
      entries: recipeIds.map((recipeId, day) => ({ day, slot: "dinner", recipeId, servings: 2 })),
    },
  });
  return created.json() as { id: string; urlSlug: string };
}

/** A public collection of the owner's holding these recipes, made through the API. */
async function createPublicCollection(app: FastifyInstance, owner: TSignedIn, name: string, recipeIds: string[]) {
  const created = await callApi(app, owner.cookie, "POST", "/collections", {
    statuses: [201],
    payload: { name, visibility: "public" },
  });
  const collection = created.json() as { id: string };
  for (const recipeId of recipeIds) {
    await callApi(app, owner.cookie, "POST", `/collections/${collection.id}/recipes`, { payload: { recipeId } });
  }
  return collection;
}

async function findListId(app: FastifyInstance, cookie: string): Promise<string> {
  return (await callApi(app, cookie, "GET", "/shopping-list")).json().id;
}

export async function insertPaywallScene(app: FastifyInstance, db: TDb) {
  const stamp = Date.now();
  // A word no other recipe has: search must not complete or suggest it from the paid ingredients.
  const secret = `${paidWord} ${stamp}`;
  const { creator, blog, recipe: paid } = await insertSellingCreator(app, db, secret);
  await db
    .update(recipes)
    .set({ nutrition: { calories: paidCalories, proteinContent: 43 } })
    .where(eq(recipes.id, paid.id));
  const freeSecret = `bomba rice ${stamp}`;
  const free = await insertRecipe(db, {
    authorId: creator.user.id,
    blogId: blog.id,
    title: `Open-house paella ${stamp}`,
    ingredientGroups: [{ name: null, lines: [textOnlyLine(`2 cups ${freeSecret}`)] }],
  });

  // The creator's own plans and collection: published free (holding the paid recipe), for subscribers, paywalled.
  const freePlan = await insertMealPlan(db, {
    ownerId: creator.user.id,
    visibility: "public",
    entries: [
      { day: 0, slot: "dinner", recipeId: paid.id, servings: 2 },
      { day: 1, slot: "dinner", recipeId: free.id, servings: 2 },
    ],
    publication: { blogId: blog.id, isPaywalled: false },
  });
  const paidPlan = await insertMealPlan(db, {
    ownerId: creator.user.id,
    visibility: "paywalled",
    entries: [{ day: 0, slot: "lunch", recipeId: paid.id, servings: 2 }],
    publication: { blogId: blog.id, isPaywalled: true },
  });
  const paidCollection = await insertCollection(db, {
    ownerId: creator.user.id,
    visibility: "paywalled",
    recipeIds: [paid.id, free.id],
  });

  const subscriber = await insertSignedInUser(app, db);
  await subscribeInTestMode(app, subscriber.cookie, blog.id);
  const subscriberPlan = await createPublicPlan(app, subscriber, `Members' week ${stamp}`, [paid.id, free.id]);
  const subscriberCollection = await createPublicCollection(app, subscriber, "Paid favourites", [paid.id, free.id]);

  // A household: the subscriber's list, shared with a cook who does not subscribe, with the paid recipe on it.
  const member = await insertSignedInUser(app, db);
  const sharedListId = await findListId(app, subscriber.cookie);
  await callApi(app, subscriber.cookie, "POST", `/shopping-lists/${sharedListId}/members`, {
    payload: { username: member.profile.username },
  });
  await callApi(app, member.cookie, "POST", `/shopping-lists/${sharedListId}/invitation/accept`);
  await callApi(app, subscriber.cookie, "POST", `/shopping-lists/${sharedListId}/recipes`, {
    payload: { recipeId: paid.id },
  });

  // A subscriber who copied, planned and saved the recipe while they paid, and then stopped paying.
  const lapsed = await insertSignedInUser(app, db);
  const lapsedSubscriptionId = await subscribeInTestMode(app, lapsed.cookie, blog.id);
  const lapsedCopy = (
    await callApi(app, lapsed.cookie, "POST", `/meal-plans/${paidPlan.id}/copy`, { payload: {}, statuses: [200, 201] })
  ).json() as { id: string };
  const lapsedPlan = await createPublicPlan(app, lapsed, `Kept week ${stamp}`, [paid.id]);
  const lapsedCollection = await createPublicCollection(app, lapsed, "Kept favourites", [paid.id]);
  await lapseSubscription(app, lapsed.cookie, lapsedSubscriptionId);

  const outsider = await insertSignedInUser(app, db);
  return {
    secret,
    freeSecret,
    creator,
    blog,
    paid,
    free,
    freePlan,
    paidPlan,
    paidCollection,
    subscriber,
    subscriberPlan,
    subscriberCollection,
    member,
    sharedListId,
    lapsed,
    lapsedCopy,
    lapsedPlan,
    lapsedCollection,
    outsider,
  };
}

export type TPaywallScene = Awaited<ReturnType<typeof insertPaywallScene>>;

/** The pieces of the paid recipe that only its readers may get: its ingredient, its step, its figures. */
export function paidContentsIn(scene: TPaywallScene, text: string): string[] {
  return [scene.secret, paidWordStem, "Bloom the", `"calories":${paidCalories}`].filter((needle) =>
    text.includes(needle),
  );
}
