/**
 * The paywall probe over every surface a paywalled recipe can travel to once readers use it: a
 * subscriber's public meal plan and collection, copies of plans, the creator's free and subscribers'
 * plans and publications, plan suggestions and generated plans, shopping lists (a shared one
 * included), feeds and lists of recipes, the personal state pages ask for, Text Me, and the
 * account's export. A visitor, a cook who never paid, a subscriber whose subscription lapsed and a
 * household member see the recipe's teaser (title, photo, author) wherever it appears, never its
 * ingredients, steps or nutrition; the subscriber gets them wherever the product gives them.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import type { TDb } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { useTestApp } from "../helpers/app.ts";
import { unzipEntries } from "../helpers/archive.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { uniquePhone } from "../helpers/fakes/identity-flows.ts";
import {
  callApi,
  insertPaywallScene,
  paidCalories,
  paidContentsIn,
  type TPaywallScene,
  type TSignedIn,
} from "../helpers/paywall-scene.ts";
import { recipeInput } from "../helpers/recipe-input.ts";

interface TPlanEntryView {
  recipe: { id: string; isPaywalled: boolean; nutrition: unknown; diets: string[]; totalMinutes: number | null };
}

/** Everything a reader can GET that names the paid recipe, each answer by its address. */
async function readSurfaces(app: FastifyInstance, scene: TPaywallScene, cookie: string | undefined) {
  const { paid, blog, subscriber, subscriberPlan, subscriberCollection, freePlan, paidPlan, paidCollection } = scene;
  const publicationOf = async (planId: string) =>
    (await callApi(app, undefined, "GET", `/meal-plans/${planId}`)).json().publication.id as string;
  const paths = [
    `/recipes/${paid.id}`,
    `/recipes/${paid.id}/reviews`,
    `/recipes/${paid.id}/export?format=json-ld`,
    `/meal-plans/${subscriberPlan.id}`,
    `/meal-plans/landing/${subscriberPlan.urlSlug}`,
    `/meal-plans/${subscriberPlan.id}/suggestions`,
    `/users/${subscriber.profile.username}/meal-plans`,
    // A public plan of the paid recipe alone: nothing in it to suggest from for a non-subscriber.
    `/meal-plans/${scene.lapsedPlan.id}`,
    `/meal-plans/${scene.lapsedPlan.id}/suggestions`,
    `/meal-plans/landing/${scene.lapsedPlan.urlSlug}`,
    `/collections/${scene.lapsedCollection.id}`,
    `/meal-plans/${freePlan.id}`,
    `/meal-plans/${freePlan.id}/suggestions`,
    `/publications/${await publicationOf(freePlan.id)}`,
    `/meal-plans/${paidPlan.id}`,
    `/meal-plans/${paidPlan.id}/suggestions`,
    `/publications/${await publicationOf(paidPlan.id)}`,
    `/collections/${subscriberCollection.id}`,
    `/collections?owner=${subscriber.profile.username}`,
    `/collections/${paidCollection.id}`,
    `/blogs/${blog.id}`,
    `/blogs/${blog.id}/recipes`,
    "/recipes/trending",
    "/creators",
    `/search/recipes?q=${encodeURIComponent(scene.secret)}`,
    `/search/recipes?q=${encodeURIComponent(paid.title)}`,
    // A half-typed word is completed, and a misspelt one corrected, only from words readers may read.
    "/search/recipes?q=quillomb",
    "/search/recipes?q=quillomberies",
    `/me/state?recipeId=${paid.id}&home=1`,
  ];
  if (cookie) {
    paths.push(
      "/feed",
      "/recipes/recently-viewed",
      "/recipes/purchased",
      "/meal-plans/mine",
      "/meal-plans/saved-recipes",
      "/collections/mine",
    );
  }
  const seen = new Map<string, string>();
  for (const path of paths) {
    const response = await callApi(app, cookie, "GET", path, { statuses: [200, 403, 404] });
    seen.set(`GET ${path}`, response.body);
  }
  return seen;
}

/** What a signed-in cook can do with the paid recipe through the API, each answer by what was done. */
async function tryEverythingWith(app: FastifyInstance, scene: TPaywallScene, reader: TSignedIn) {
  const { paid, subscriberPlan, freePlan, paidPlan } = scene;
  const seen = new Map<string, string>();
  const record = (label: string, body: string) => seen.set(label, body);

  await callApi(app, reader.cookie, "POST", `/recipes/${paid.id}/view`, { statuses: [200, 204] });
  const saved = await callApi(app, reader.cookie, "POST", `/recipes/${paid.id}/save`, {
    payload: { newCollectionName: "Maybe later" },
  });
  record("save to a collection", saved.body);
  record(
    "the collection",
    (await callApi(app, reader.cookie, "GET", `/collections/${saved.json().collection.id}`)).body,
  );

  const own = await callApi(app, reader.cookie, "POST", "/meal-plans", {
    statuses: [201],
    payload: { title: "My week", entries: [{ day: 0, slot: "dinner", recipeId: paid.id }] },
  });
  record("a plan of their own", own.body);
  record("their plan read back", (await callApi(app, reader.cookie, "GET", `/meal-plans/${own.json().id}`)).body);
  record(
    "their plan's suggestions",
    (await callApi(app, reader.cookie, "GET", `/meal-plans/${own.json().id}/suggestions`)).body,
  );

  const copy = await callApi(app, reader.cookie, "POST", `/meal-plans/${subscriberPlan.id}/copy`, {
    payload: {},
    statuses: [201],
  });
  record("a copy of the subscriber's plan", copy.body);
  record("the copy read back", (await callApi(app, reader.cookie, "GET", `/meal-plans/${copy.json().id}`)).body);
  const paidCopy = await callApi(app, reader.cookie, "POST", `/meal-plans/${paidPlan.id}/copy`, {
    payload: {},
    statuses: [403],
  });
  record("a copy of the subscribers' plan", paidCopy.body);

  const listId = (await callApi(app, reader.cookie, "GET", "/shopping-list")).json().id;
  const toList = (path: string, payload: unknown, statuses: number[]) =>
    callApi(app, reader.cookie, "POST", `/shopping-lists/${listId}${path}`, { payload, statuses });
  const lockedRecipe = await toList("/recipes", { recipeId: paid.id }, [403]);
  expect(lockedRecipe.json().message).toBe("Subscribe to the blog to shop for this recipe.");
  record("the recipe onto their list", lockedRecipe.body);
  // A plan whose recipes are all for subscribers says so, as the recipe alone does.
  for (const [label, plan] of [
    ["the subscribers' plan onto their list", paidPlan],
    ["a plan of the paid recipe alone onto their list", scene.lapsedPlan],
  ] as const) {
    const locked = await toList("/meal-plans", { mealPlanId: plan.id }, [403]);
    expect(locked.json().message, label).toBe("Subscribe to the blog to shop for this meal plan.");
    record(label, locked.body);
  }
  const fromSubscriberPlan = await toList("/meal-plans", { mealPlanId: subscriberPlan.id }, [200]);
  record("the subscriber's plan onto their list", fromSubscriberPlan.body);
  // The plan's free recipe did go on the list: the probe looks at a list that holds lines.
  expect(fromSubscriberPlan.body).toContain(scene.freeSecret);
  // And the answer says the paid one was left out, and whose blog it is from.
  expect(fromSubscriberPlan.json()).toMatchObject({
    addedRecipeCount: 1,
    lockedRecipeCount: 1,
    lockedBlogTitles: [scene.blog.title],
  });
  record(
    "the free publication onto their list",
    (await toList("/meal-plans", { mealPlanId: freePlan.id }, [200])).body,
  );
  record("their copy onto their list", (await toList("/meal-plans", { mealPlanId: copy.json().id }, [200])).body);
  record("their list", (await callApi(app, reader.cookie, "GET", "/shopping-list")).body);

  const generated = await callApi(app, reader.cookie, "POST", "/meal-plans/generate", {
    payload: { days: 3, meals: ["dinner"] },
  });
  record("a generated plan", generated.body);
  const swap = await callApi(app, reader.cookie, "POST", "/meal-plans/generate/swap", {
    statuses: [400],
    payload: {
      options: { days: 1, meals: ["dinner"] },
      plan: { days: [{ day: 1, slots: [{ meal: "dinner", recipeId: paid.id, isLeftover: false }] }] },
      day: 1,
      meal: "dinner",
    },
  });
  record("a swap around the recipe", swap.body);
  return seen;
}

/** The text Text Me sends for the paid recipe to the reader's verified phone. */
async function readTextMeMessage(app: FastifyInstance, scene: TPaywallScene, reader: TSignedIn, db: () => TDb) {
  const phone = uniquePhone();
  await db().update(users).set({ phoneNumber: phone, phoneNumberVerified: true }).where(eq(users.id, reader.user.id));
  await callApi(app, reader.cookie, "POST", `/recipes/${scene.paid.id}/text-me`);
  await app.jobs.worker.drain();
  const outbox = (await callApi(app, undefined, "GET", `/dev/outbox?to=${encodeURIComponent(phone)}`)).json();
  expect(outbox).toHaveLength(1);
  return outbox[0].text as string;
}

/** Every file of the reader's own export archive, as text. */
async function exportArchive(app: FastifyInstance, reader: TSignedIn) {
  const response = await app.inject({ method: "GET", url: "/api/me/export", headers: { cookie: reader.cookie } });
  expect(response.statusCode).toBe(200);
  const entries = unzipEntries(new Uint8Array(response.rawPayload));
  return [...entries].map(([name, bytes]) => `${name}\n${new TextDecoder().decode(bytes)}`).join("\n");
}

function expectNoPaidContents(scene: TPaywallScene, seen: Map<string, string>, who: string) {
  const leaks = [...seen].flatMap(([surface, body]) =>
    paidContentsIn(scene, body).map((needle) => `${surface} holds ${needle}`),
  );
  expect(leaks, who).toEqual([]);
}

/** The paid recipe's entries in a plan as this reader gets it. */
async function paidEntriesOf(app: FastifyInstance, scene: TPaywallScene, cookie: string | undefined, planId: string) {
  const view = (await callApi(app, cookie, "GET", `/meal-plans/${planId}`)).json() as { entries?: TPlanEntryView[] };
  return (view.entries ?? []).filter((entry) => entry.recipe.id === scene.paid.id);
}

/** Each of these tests builds a whole paywall scene and reads every surface: more than most. */
const sceneTimeoutMs = 60_000;

describeEachDatabase("the paywall on every surface", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database, { API_RATE_LIMIT: "100000" });
  const db = () => getCtx().database.db;

  it(
    "keeps a paywalled recipe's contents from visitors, non-subscribers, lapsed subscribers and household members",
    async () => {
      const app = getApp();
      const scene = await insertPaywallScene(app, db());
      const readers = [
        ["a cook who never paid", scene.outsider],
        ["a lapsed subscriber", scene.lapsed],
        ["a household member", scene.member],
      ] as const;
      // They follow the creator with notices on, and the outsider the subscriber too: feeds and notices
      // have something to show. Then the creator posts another recipe for subscribers.
      for (const [, reader] of readers) {
        await callApi(app, reader.cookie, "PUT", "/me/notifications", {
          payload: { isEnabled: true, kinds: { followedPosts: true, sharedList: true, subscriptionBilling: true } },
        });
        await callApi(app, reader.cookie, "PUT", `/users/${scene.creator.user.id}/follow`);
      }
      await callApi(app, scene.outsider.cookie, "PUT", `/users/${scene.subscriber.user.id}/follow`);
      const posted = await callApi(app, scene.creator.cookie, "POST", "/recipes", {
        statuses: [201],
        payload: recipeInput({
          title: "Members' clove cake",
          visibility: "paywalled",
          ingredientGroups: [{ name: null, lines: [`2 pinches ${scene.secret}`] }],
          instructionSections: [{ name: null, steps: [`Bloom the ${scene.secret} in butter.`] }],
          nutrition: { calories: paidCalories, proteinContent: 9 },
        }),
      });
      await app.jobs.worker.drain();

      expectNoPaidContents(scene, await readSurfaces(app, scene, undefined), "a visitor");
      // Search does complete a word readers may read (the free recipe's): the probe above means something.
      expect((await callApi(app, undefined, "GET", "/search/recipes?q=bomb")).body).toContain("bomba");
      for (const [who, reader] of readers) {
        const seen = await readSurfaces(app, scene, reader.cookie);
        seen.set("Text Me", await readTextMeMessage(app, scene, reader, db));
        // Notices and emails to them: the new recipe's notice names it and links to it, nothing more.
        const messages = await callApi(
          app,
          undefined,
          "GET",
          `/dev/outbox?to=${encodeURIComponent(reader.user.email)}`,
        );
        expect(messages.body, who).toContain(`/recipe/${posted.json().id}`);
        seen.set("their messages", messages.body);
        // The household member shops from the subscriber's list, whose lines are the subscriber's to
        // share (the last test): what they may add to it is tried there.
        const isOnSharedList = reader === scene.member;
        const tried = isOnSharedList ? [] : [...(await tryEverythingWith(app, scene, reader))];
        if (!isOnSharedList) tried.push(["their export", await exportArchive(app, reader)]);
        expectNoPaidContents(scene, new Map([...seen, ...tried]), who);
      }

      // In someone else's public plan the recipe is a teaser card: its title and photo, no figures.
      const teaserEntries = await paidEntriesOf(app, scene, scene.outsider.cookie, scene.subscriberPlan.id);
      expect(teaserEntries).toEqual([
        expect.objectContaining({
          recipe: expect.objectContaining({ isPaywalled: true, nutrition: null, diets: [], totalMinutes: null }),
        }),
      ]);
      // What the lapsed subscriber copied, planned and saved while paying is a teaser now.
      for (const planId of [scene.lapsedCopy.id, scene.lapsedPlan.id]) {
        const [entry] = await paidEntriesOf(app, scene, scene.lapsed.cookie, planId);
        expect(entry.recipe.nutrition).toBeNull();
      }
      // Nor does their copy put the recipe's ingredients on their list any more.
      const lapsedListId = (await callApi(app, scene.lapsed.cookie, "GET", "/shopping-list")).json().id;
      const fromCopy = await callApi(app, scene.lapsed.cookie, "POST", `/shopping-lists/${lapsedListId}/meal-plans`, {
        payload: { mealPlanId: scene.lapsedCopy.id },
        statuses: [403],
      });
      expect(fromCopy.json().message).toBe("Subscribe to the blog to shop for this meal plan.");
      expect(paidContentsIn(scene, fromCopy.body)).toEqual([]);
    },
    sceneTimeoutMs,
  );

  it(
    "gives the subscriber the recipe wherever the product gives it",
    async () => {
      const app = getApp();
      const scene = await insertPaywallScene(app, db());
      const { subscriber, paid } = scene;

      const recipe = (await callApi(app, subscriber.cookie, "GET", `/recipes/${paid.id}`)).body;
      expect(paidContentsIn(scene, recipe)).toEqual([
        scene.secret,
        "quillomberr",
        "Bloom the",
        `"calories":${paidCalories}`,
      ]);
      for (const planId of [scene.paidPlan.id, scene.freePlan.id, scene.subscriberPlan.id]) {
        const [entry] = await paidEntriesOf(app, scene, subscriber.cookie, planId);
        expect(entry.recipe.nutrition, planId).toMatchObject({ calories: paidCalories, isEstimated: false });
      }
      const copy = await callApi(app, subscriber.cookie, "POST", `/meal-plans/${scene.paidPlan.id}/copy`, {
        payload: {},
        statuses: [201],
      });
      expect(paidContentsIn(scene, copy.body)).toContain(`"calories":${paidCalories}`);
      const list = await callApi(app, subscriber.cookie, "POST", `/shopping-lists/${scene.sharedListId}/meal-plans`, {
        payload: { mealPlanId: copy.json().id },
      });
      expect(list.body).toContain(scene.secret);
      const purchased = (await callApi(app, subscriber.cookie, "GET", "/recipes/purchased")).json();
      expect(purchased.items.map((item: { id: string }) => item.id)).toContain(paid.id);
      const markdown = await callApi(app, subscriber.cookie, "GET", `/recipes/${paid.id}/export?format=markdown`);
      expect(paidContentsIn(scene, markdown.body)).toEqual(expect.arrayContaining([scene.secret, "Bloom the"]));
      // Text Me sends the link, for subscribers too: the recipe is read on Ladle.
      const text = await readTextMeMessage(app, scene, subscriber, db);
      expect(text).toContain(`/recipe/${paid.id}`);
      expect(paidContentsIn(scene, text)).toEqual([]);
    },
    sceneTimeoutMs,
  );

  it(
    "keeps what a subscriber reads out of caches shared with others",
    async () => {
      const app = getApp();
      const scene = await insertPaywallScene(app, db());
      const cacheControlOf = async (cookie: string | undefined, path: string) =>
        (await callApi(app, cookie, "GET", path)).headers["cache-control"];

      // The same address answers the subscriber in full and a visitor with the teaser: a proxy or CDN
      // between them must never hand the first to the second.
      for (const path of [
        `/recipes/${scene.paid.id}`,
        `/meal-plans/${scene.paidPlan.id}`,
        `/collections/${scene.subscriberCollection.id}`,
      ]) {
        expect(await cacheControlOf(scene.subscriber.cookie, path), path).toBe("private, no-cache");
      }
      expect(await cacheControlOf(undefined, `/recipes/${scene.paid.id}`)).toBeUndefined();
      // Answers that chose their own policy keep it.
      expect(await cacheControlOf(scene.subscriber.cookie, "/shopping-list")).toBe("private, no-store");
      const exported = await cacheControlOf(
        scene.subscriber.cookie,
        `/recipes/${scene.paid.id}/export?format=markdown`,
      );
      expect(exported).toBe("private, no-store");
    },
    sceneTimeoutMs,
  );

  it("shows a shared list's lines to its household, but a member who has not paid cannot add the recipe", async () => {
    const app = getApp();
    const scene = await insertPaywallScene(app, db());
    const { member, sharedListId, paid } = scene;

    // The lines the subscriber put on the list they share are the household's shopping.
    const shared = (await callApi(app, member.cookie, "GET", "/shopping-list")).json();
    expect(shared.id).toBe(sharedListId);
    expect(JSON.stringify(shared)).toContain(scene.secret);
    // The recipe itself stays a teaser for the member, and nothing more of it reaches the list through them.
    expect((await callApi(app, member.cookie, "GET", `/recipes/${paid.id}`)).json().access).toBe("teaser");
    const before = JSON.stringify(shared.aisles);
    await callApi(app, member.cookie, "POST", `/shopping-lists/${sharedListId}/recipes`, {
      payload: { recipeId: paid.id },
      statuses: [403],
    });
    await callApi(app, member.cookie, "POST", `/shopping-lists/${sharedListId}/meal-plans`, {
      payload: { mealPlanId: scene.paidPlan.id },
      statuses: [403],
    });
    const after = (await callApi(app, member.cookie, "GET", "/shopping-list")).json();
    expect(JSON.stringify(after.aisles)).toBe(before);
  });
});
