/** The home page's feed of what the people you follow made: contents, order, paging, privacy. */
import { expect, it } from "vitest";
import { insertFollow, insertMealPlan, insertRecipe } from "#db/factories/index.ts";
import { injectAs, insertSignedInUser, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";

interface TItem {
  kind: "recipe" | "meal-plan";
  recipe?: { id: string; title: string; isPaywalled: boolean; diets: string[]; totalMinutes: number | null };
  plan?: { id: string; title: string };
  owner?: { username: string };
}

describeEachDatabase("following feed", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;
  const person = (options: { isPublic?: boolean } = {}) => insertSignedInUser(getApp(), db(), options);
  const feed = (cookie: string | undefined, query = "") =>
    injectAs(getApp(), cookie, { method: "GET", url: `/api/feed${query}` });
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute));
  const titlesOf = (items: TItem[]) => items.map((item) => item.recipe?.title ?? item.plan?.title);

  it("shows new recipes and meal plans by the people you follow, newest first, a page at a time", async () => {
    const [fan, cook, stranger] = [await person(), await person(), await person()];
    await insertFollow(db(), { followerId: fan.user.id, followeeId: cook.user.id });
    await insertRecipe(db(), { authorId: cook.user.id, title: "Oldest soup", createdAt: at(1) });
    await insertMealPlan(db(), { ownerId: cook.user.id, title: "Week of soups", createdAt: at(2) });
    await insertRecipe(db(), { authorId: cook.user.id, title: "Newest bread", createdAt: at(3) });
    await insertRecipe(db(), { authorId: stranger.user.id, title: "Not followed", createdAt: at(4) });

    const first = await feed(fan.cookie, "?pageSize=2");
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toContain("no-store");
    expect(titlesOf(first.json().items)).toEqual(["Newest bread", "Week of soups"]);
    const plan = first.json().items[1];
    expect(plan).toMatchObject({ kind: "meal-plan", owner: { username: cook.profile.username } });

    const second = await feed(fan.cookie, `?pageSize=2&cursor=${encodeURIComponent(first.json().nextCursor)}`);
    expect(titlesOf(second.json().items)).toEqual(["Oldest soup"]);
    expect(second.json().nextCursor).toBeNull();
  });

  it("never shows private things, nor paywalled recipes in full, nor what a pending request would", async () => {
    const [fan, creator, shy] = [await person(), await person(), await person({ isPublic: false })];
    await insertFollow(db(), { followerId: fan.user.id, followeeId: creator.user.id });
    await insertFollow(db(), { followerId: fan.user.id, followeeId: shy.user.id, isApproved: false });
    await insertRecipe(db(), { authorId: creator.user.id, title: "Secret stew", visibility: "private" });
    await insertMealPlan(db(), { ownerId: creator.user.id, title: "Private week", visibility: "private" });
    await insertRecipe(db(), {
      authorId: creator.user.id,
      title: "Members' pie",
      visibility: "paywalled",
      diets: ["vegetarian"],
      totalMinutes: 90,
    });
    await insertRecipe(db(), { authorId: shy.user.id, title: "Shy salad" });

    const items: TItem[] = (await feed(fan.cookie)).json().items;
    expect(titlesOf(items)).toEqual(["Members' pie"]);
    expect(items[0].recipe).toMatchObject({ isPaywalled: true, diets: [], totalMinutes: null });
    expect(JSON.stringify(items)).not.toContain("ingredient");
  });

  it("is empty for someone who follows nobody and for visitors, and refuses bad cursors", async () => {
    const loner = await person();
    expect((await feed(loner.cookie)).json()).toEqual({ items: [], nextCursor: null });
    expect((await feed(undefined)).json()).toEqual({ items: [], nextCursor: null });
    const bad = await feed(loner.cookie, "?cursor=yesterday");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/cursor/);
  });
});
