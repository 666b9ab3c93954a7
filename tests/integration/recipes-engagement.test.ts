/**
 * Reviews, saves, Recently Viewed, Trending, Text Me Recipe, purchased recipes and Discover
 * Creators.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  insertCollection,
  insertFollow,
  insertRecipe,
  insertRegisteredUser,
  type TRegisteredUserOptions,
} from "#db/factories/index.ts";
import { collectionRecipes, recipeDailyStats, users } from "#db/schema.ts";
import { listCreators } from "#server/features/creators/service.ts";
import { listTrendingRecipes } from "#server/features/recipes/recipe-lists.ts";
import { flushRecipeViewCounts, recordRecipeView } from "#server/features/recipes/view-counts.ts";
import { drainJobs, injectAs, insertSignedInUser, type THttpMethod, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { uniquePhone } from "../helpers/fakes/identity-flows.ts";

describeEachDatabase("recipes: reviews, saves, views, trending, text me", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;

  const cook = (options: TRegisteredUserOptions = {}) => insertSignedInUser(getApp(), db(), options);
  const request = (method: THttpMethod, url: string, cookie?: string, payload?: unknown) =>
    injectAs(getApp(), cookie, { method, url, payload });

  it("takes one review per user per recipe, editable, never of your own recipe, with average and count", async () => {
    const author = await cook();
    const [first, second] = [await cook(), await cook()];
    const recipe = await insertRecipe(db(), { authorId: author.user.id });
    const url = `/api/recipes/${recipe.id}/review`;

    expect((await request("PUT", url, author.cookie, { rating: 5, text: "Mine is great" })).statusCode).toBe(403);
    expect((await request("PUT", url, first.cookie, { rating: 0 })).statusCode).toBe(400);
    expect((await request("PUT", url, first.cookie, { rating: 6 })).statusCode).toBe(400);
    const unrated = await request("PUT", url, first.cookie, { text: "No stars" });
    expect(unrated.json()).toEqual({ code: "VALIDATION_FAILED", message: "rating: Choose a star rating." });
    expect((await request("PUT", url, undefined, { rating: 4 })).statusCode).toBe(401);

    const created = await request("PUT", url, first.cookie, { rating: 2, text: "Too salty" });
    expect(created.statusCode).toBe(201);
    const edited = await request("PUT", url, first.cookie, { rating: 4, text: "Better with less salt" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().id).toBe(created.json().id);
    await request("PUT", url, second.cookie, { rating: 5, text: "Perfect" });

    const list = await request("GET", `/api/recipes/${recipe.id}/reviews`, first.cookie);
    expect(list.json()).toMatchObject({
      summary: { average: 4.5, count: 2 },
      total: 2,
      mine: { rating: 4, text: "Better with less salt" },
      canReview: true,
    });
    expect(list.json().items).toHaveLength(2);
    const page = await request("GET", `/api/recipes/${recipe.id}`);
    expect(page.json().rating).toEqual({ average: 4.5, count: 2 });

    expect((await request("DELETE", url, second.cookie)).statusCode).toBe(204);
    expect((await request("GET", `/api/recipes/${recipe.id}/reviews`)).json().summary).toEqual({
      average: 4,
      count: 1,
    });
  });

  it("saves to your own collection or a new one, and never into someone else's", async () => {
    const owner = await cook();
    const intruder = await cook();
    const recipe = await insertRecipe(db(), { authorId: owner.user.id });
    const ownersCollection = await insertCollection(db(), { ownerId: owner.user.id, name: "Owner's picks" });
    const url = `/api/recipes/${recipe.id}/save`;

    const idor = await request("POST", url, intruder.cookie, { collectionId: ownersCollection.id });
    expect(idor.statusCode).toBe(404);
    const stored = await db()
      .select()
      .from(collectionRecipes)
      .where(eq(collectionRecipes.collectionId, ownersCollection.id));
    expect(stored).toHaveLength(0);
    expect((await request("DELETE", `${url}?collectionId=${ownersCollection.id}`, intruder.cookie)).statusCode).toBe(
      404,
    );

    const created = await request("POST", url, intruder.cookie, { newCollectionName: "Weeknights" });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ collection: { name: "Weeknights" }, isNewCollection: true, wasAdded: true });
    const again = await request("POST", url, intruder.cookie, { collectionId: created.json().collection.id });
    expect(again.json()).toMatchObject({ isNewCollection: false, wasAdded: false });

    const mine = await request("GET", `/api/collections/mine?recipeId=${recipe.id}`, intruder.cookie);
    expect(mine.json().items).toEqual([
      expect.objectContaining({ name: "Weeknights", recipeCount: 1, containsRecipe: true }),
    ]);
    expect((await request("POST", url, intruder.cookie, { collectionId: "nope" })).statusCode).toBe(400);

    const hidden = await insertRecipe(db(), { authorId: owner.user.id, visibility: "private" });
    expect(
      (await request("POST", `/api/recipes/${hidden.id}/save`, intruder.cookie, { newCollectionName: "x" })).statusCode,
    ).toBe(404);
  });

  it("keeps each user's recently viewed recipes, newest first, up to 50", async () => {
    const viewer = await cook();
    const author = await cook();
    const recipes = [];
    for (let i = 0; i < 3; i += 1)
      recipes.push(await insertRecipe(db(), { authorId: author.user.id, title: `Viewed ${i}` }));
    for (const recipe of recipes) await request("GET", `/api/recipes/${recipe.id}`, viewer.cookie);
    await request("GET", `/api/recipes/${recipes[0].id}`, viewer.cookie);
    const list = await request("GET", "/api/recipes/recently-viewed", viewer.cookie);
    expect(list.json().items.map((r: { title: string }) => r.title)).toEqual(["Viewed 0", "Viewed 2", "Viewed 1"]);
    expect((await request("GET", "/api/recipes/recently-viewed")).statusCode).toBe(401);

    const many = await cook();
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 55; i += 1) {
      const recipe = await insertRecipe(db(), { authorId: author.user.id, title: `Many ${i}` });
      await recordRecipeView({
        db: db(),
        recipeId: recipe.id,
        viewerId: many.user.id,
        now: new Date(start + i * 60_000),
      });
    }
    const trimmed = await request("GET", "/api/recipes/recently-viewed", many.cookie);
    expect(trimmed.json().items).toHaveLength(50);
    expect(trimmed.json().items[0].title).toBe("Many 54");
  });

  it("ranks trending by recent, time-decayed views and saves, counting anonymous views too", async () => {
    const author = await cook();
    const now = new Date("2031-05-20T12:00:00Z");
    const [steady, burst, stale, quiet] = [
      await insertRecipe(db(), { authorId: author.user.id, title: "Steady favourite" }),
      await insertRecipe(db(), { authorId: author.user.id, title: "Fresh burst" }),
      await insertRecipe(db(), { authorId: author.user.id, title: "Old news" }),
      await insertRecipe(db(), { authorId: author.user.id, title: "Quiet one" }),
    ];
    const day = (ago: number) => new Date(now.getTime() - ago * 86_400_000).toISOString().slice(0, 10);
    await db()
      .insert(recipeDailyStats)
      .values([
        { recipeId: stale.id, day: day(10), views: 5000, saves: 100 },
        { recipeId: steady.id, day: day(5), views: 40, saves: 2 },
        { recipeId: steady.id, day: day(3), views: 40, saves: 2 },
        { recipeId: burst.id, day: day(0), views: 30, saves: 3 },
      ]);
    for (let i = 0; i < 3; i += 1) await recordRecipeView({ db: db(), recipeId: quiet.id, viewerId: null, now });
    await flushRecipeViewCounts({ db: db() });
    const [quietStats] = await db().select().from(recipeDailyStats).where(eq(recipeDailyStats.recipeId, quiet.id));
    expect(quietStats).toMatchObject({ views: 3, day: day(0) });

    const trending = await listTrendingRecipes({ db: db(), limit: 48, now });
    const titles = trending.map((r) => r.title);
    // burst: 45 today; steady: 50·2^-2.5 + 50·2^-1.5 ≈ 26.5; quiet: 3; stale is outside the 7 days.
    expect(titles.slice(0, 3)).toEqual(["Fresh burst", "Steady favourite", "Quiet one"]);
    expect(titles.indexOf("Old news")).toBeGreaterThan(2);

    // A save through the API counts for today.
    const saver = await cook();
    await request("POST", `/api/recipes/${stale.id}/save`, saver.cookie, { newCollectionName: "Later" });
    const [today] = await db()
      .select()
      .from(recipeDailyStats)
      .where(eq(recipeDailyStats.day, new Date().toISOString().slice(0, 10)));
    expect(today).toBeDefined();
  });

  it("texts the recipe link to a verified phone, says clearly when there is none, and is rate-limited", async () => {
    const author = await cook();
    const reader = await cook();
    const recipe = await insertRecipe(db(), { authorId: author.user.id, title: "Text Me Tacos" });
    const url = `/api/recipes/${recipe.id}/text-me`;

    const noPhone = await request("POST", url, reader.cookie);
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().message).toMatch(/verify a phone number/);

    const phone = uniquePhone();
    await db().update(users).set({ phoneNumber: phone, phoneNumberVerified: true }).where(eq(users.id, reader.user.id));
    const sent = await request("POST", url, reader.cookie);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().sentTo).toContain(phone.slice(-4));
    await drainJobs(getApp());
    const outbox = await request("GET", `/api/dev/outbox?to=${encodeURIComponent(phone)}`);
    expect(outbox.json()[0]).toMatchObject({ channel: "sms", text: expect.stringContaining(`/recipe/${recipe.id}`) });
    expect(outbox.json()[0].text).toContain("Text Me Tacos");

    const again = await request("POST", url, reader.cookie);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toContain("Rate limit");
    expect((await request("POST", url)).statusCode).toBe(401);
  });

  it("lists no purchased recipes until subscriptions exist", async () => {
    const fan = await cook();
    const response = await request("GET", "/api/recipes/purchased", fan.cookie);
    expect(response.json()).toMatchObject({ items: [], total: 0 });
  });

  it("ranks creators by followers and recent recipes", async () => {
    const now = new Date();
    const busy = await insertRegisteredUser(db(), { blog: { hasPaywalledContent: false }, name: "Busy Creator" });
    const popular = await insertRegisteredUser(db(), { blog: { hasPaywalledContent: true }, name: "Popular Creator" });
    const hidden = await insertRegisteredUser(db(), { blog: { hasPaywalledContent: false }, isPublic: false });
    for (let i = 0; i < 3; i += 1) await insertRecipe(db(), { authorId: busy.user.id, createdAt: now });
    for (let i = 0; i < 4; i += 1) {
      const follower = await insertRegisteredUser(db());
      await insertFollow(db(), { followerId: follower.user.id, followeeId: popular.user.id });
    }
    const { items } = await listCreators({ db: db(), pageSize: 48, now });
    const names = items.map((c) => c.name);
    // busy: 0 followers + 5·3 recent = 15; popular: 4 followers.
    expect(names.indexOf("Busy Creator")).toBeLessThan(names.indexOf("Popular Creator"));
    expect(items.find((c) => c.name === "Busy Creator")).toMatchObject({ recentRecipeCount: 3, recipeCount: 3 });
    expect(items.map((c) => c.id)).not.toContain(hidden.user.id);
    const api = await request("GET", "/api/creators?pageSize=2");
    expect(api.json().items).toHaveLength(2);
  });
});
