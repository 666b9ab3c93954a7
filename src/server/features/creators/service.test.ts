import { describe, expect, it } from "vitest";
import { insertFollow, insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import { memoryDatabaseForThisFile } from "../../../../tests/helpers/memory-database.ts";
import { listFeaturedCreators } from "./service.ts";

const getDatabase = memoryDatabaseForThisFile();

describe("listFeaturedCreators", () => {
  it("lists public blog owners, most followed first, with follower and visible recipe counts", async () => {
    const { db } = getDatabase();
    const popular = await insertRegisteredUser(db, { name: "Popular", blog: { hasPaywalledContent: true } });
    const quiet = await insertRegisteredUser(db, { name: "Quiet", blog: { hasPaywalledContent: false } });
    await insertRegisteredUser(db, { name: "Hidden", isPublic: false, blog: { hasPaywalledContent: false } });
    await insertRegisteredUser(db, { name: "No blog" });
    const fans = await Promise.all([1, 2, 3].map(() => insertRegisteredUser(db)));
    for (const fan of fans) await insertFollow(db, { followerId: fan.user.id, followeeId: popular.user.id });
    await insertFollow(db, { followerId: fans[0].user.id, followeeId: quiet.user.id, isApproved: false });
    await insertRecipe(db, { authorId: popular.user.id });
    await insertRecipe(db, { authorId: popular.user.id, visibility: "paywalled" });
    await insertRecipe(db, { authorId: popular.user.id, visibility: "draft" });
    await insertRecipe(db, { authorId: quiet.user.id, visibility: "private" });

    const creators = await listFeaturedCreators({ db, limit: 10 });
    expect(creators.map((c) => [c.name, c.followerCount, c.recipeCount])).toEqual([
      ["Popular", 3, 2],
      ["Quiet", 0, 0],
    ]);
    expect(creators[0].blog.hasPaywalledContent).toBe(true);
  });

  it("leaves out, for one cook, themselves and everyone they follow or asked to follow", async () => {
    const { db } = getDatabase();
    const followed = await insertRegisteredUser(db, { name: "Followed", blog: { hasPaywalledContent: false } });
    const asked = await insertRegisteredUser(db, { name: "Asked", blog: { hasPaywalledContent: false } });
    const other = await insertRegisteredUser(db, { name: "Not yet", blog: { hasPaywalledContent: false } });
    const cook = await insertRegisteredUser(db, { name: "Cook", blog: { hasPaywalledContent: false } });
    await insertFollow(db, { followerId: cook.user.id, followeeId: followed.user.id });
    await insertFollow(db, { followerId: cook.user.id, followeeId: asked.user.id, isApproved: false });
    await insertFollow(db, { followerId: followed.user.id, followeeId: other.user.id });

    const names = (creators: { name: string }[]) => creators.map((creator) => creator.name);
    const forCook = names(await listFeaturedCreators({ db, limit: 48, notFollowedBy: cook.user.id }));
    expect(forCook).toContain("Not yet");
    expect(forCook).not.toContain("Followed");
    expect(forCook).not.toContain("Asked");
    expect(forCook).not.toContain("Cook");
    // Without a cook to leave out, everyone is listed.
    expect(names(await listFeaturedCreators({ db, limit: 48 }))).toEqual(
      expect.arrayContaining(["Followed", "Asked", "Not yet", "Cook"]),
    );
  });
});
