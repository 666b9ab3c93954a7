import { beforeAll, describe, expect, it } from "vitest";
import { insertFollow, insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import { memoryDatabaseForThisFile } from "../../../../tests/helpers/memory-database.ts";
import { listFeedRecipes, listRecipesFromFollowed, listTrendingRecipes } from "./recipe-lists.ts";

const getDatabase = memoryDatabaseForThisFile();
const at = (minutesAgo: number) => new Date(Date.UTC(2026, 0, 1, 12, 0) - minutesAgo * 60_000);

describe("recipe lists", () => {
  let viewerId: string;
  const titles = {
    publicNew: "Public newest",
    publicOld: "Public older",
    featured: "Featured older",
    paywalled: "Paywalled teaser",
    draft: "Secret draft",
    private: "Private family recipe",
    hiddenAuthor: "From a private profile",
    unapproved: "From an unapproved follow",
  };

  beforeAll(async () => {
    const { db } = getDatabase();
    const viewer = await insertRegisteredUser(db);
    const creator = await insertRegisteredUser(db, { blog: { hasPaywalledContent: true } });
    const privateCook = await insertRegisteredUser(db, { isPublic: false });
    const stranger = await insertRegisteredUser(db);
    viewerId = viewer.user.id;
    const authorId = creator.user.id;
    await insertRecipe(db, { authorId, title: titles.publicNew, createdAt: at(1) });
    await insertRecipe(db, { authorId, title: titles.publicOld, createdAt: at(10) });
    await insertRecipe(db, { authorId, title: titles.featured, isFeatured: true, createdAt: at(20) });
    await insertRecipe(db, { authorId, title: titles.paywalled, visibility: "paywalled", createdAt: at(5) });
    await insertRecipe(db, { authorId, title: titles.draft, visibility: "draft", createdAt: at(2) });
    await insertRecipe(db, { authorId, title: titles.private, visibility: "private", createdAt: at(3) });
    await insertRecipe(db, { authorId: privateCook.user.id, title: titles.hiddenAuthor, createdAt: at(4) });
    await insertRecipe(db, { authorId: stranger.user.id, title: titles.unapproved, createdAt: at(6) });
    await insertFollow(db, { followerId: viewerId, followeeId: authorId });
    await insertFollow(db, { followerId: viewerId, followeeId: privateCook.user.id });
    await insertFollow(db, { followerId: viewerId, followeeId: stranger.user.id, isApproved: false });
  });

  it("trending puts featured recipes first, then the newest, and never drafts or private recipes", async () => {
    const list = await listTrendingRecipes({ db: getDatabase().db, limit: 20 });
    expect(list.map((r) => r.title)).toEqual([
      titles.featured,
      titles.publicNew,
      titles.paywalled,
      titles.unapproved,
      titles.publicOld,
    ]);
  });

  it("shows paywalled recipes only as teasers: title, image and author", async () => {
    const list = await listTrendingRecipes({ db: getDatabase().db, limit: 20 });
    const teaser = list.find((r) => r.title === titles.paywalled);
    expect(teaser).toMatchObject({ isPaywalled: true, totalMinutes: null, diets: [] });
    expect(teaser?.author?.username).toBeTruthy();
    expect(Object.keys(teaser ?? {})).not.toContain("ingredientGroups");
    expect(list.filter((r) => r.title !== titles.paywalled).every((r) => !r.isPaywalled)).toBe(true);
  });

  it("the feed holds public recipes only, newest first, and can keep only featured ones", async () => {
    const feed = await listFeedRecipes({ db: getDatabase().db, limit: 20 });
    expect(feed.map((r) => r.title)).toEqual([titles.publicNew, titles.unapproved, titles.publicOld, titles.featured]);
    const featured = await listFeedRecipes({ db: getDatabase().db, limit: 20, isFeaturedOnly: true });
    expect(featured.map((r) => r.title)).toEqual([titles.featured]);
  });

  it("recipes from followed people include approved private profiles and skip unapproved follows", async () => {
    const list = await listRecipesFromFollowed({ db: getDatabase().db, viewerId, limit: 20 });
    expect(list.map((r) => r.title)).toEqual([
      titles.publicNew,
      titles.hiddenAuthor,
      titles.paywalled,
      titles.publicOld,
      titles.featured,
    ]);
  });

  it("respects the limit", async () => {
    expect(await listTrendingRecipes({ db: getDatabase().db, limit: 2 })).toHaveLength(2);
  });
});
