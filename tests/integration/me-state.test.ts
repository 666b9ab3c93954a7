/**
 * GET /api/me/state: who the viewer is and what is theirs on a shared page. It is remembered for a
 * while, so the tests also show it changes at once when the viewer acts, and when a change is made
 * elsewhere (another process writing to the database).
 */
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { insertBlog, insertFollow, insertRecipe, insertRegisteredUser, insertReview } from "#db/factories/index.ts";
import { follows, users } from "#db/schema.ts";
import { signInForTest, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";

describeEachDatabase("GET /api/me/state", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it("is empty for a visitor", async () => {
    const response = await getApp().inject({ method: "GET", url: "/api/me/state" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      viewer: null,
      recipe: null,
      profile: null,
      followed: null,
      creators: null,
      shoppingListCount: null,
    });
  });

  it("tells an administrator's pages that they are one (their account menu leads to Analytics), and no one else's", async () => {
    const { db } = getCtx().database;
    const { user: cook } = await insertRegisteredUser(db);
    const { user: admin } = await insertRegisteredUser(db);
    await db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    const viewerOf = async (email: string) =>
      (
        await getApp().inject({
          method: "GET",
          url: "/api/me/state",
          headers: { cookie: await signInForTest(getApp(), email) },
        })
      ).json().viewer;
    expect(await viewerOf(admin.email)).toMatchObject({ userId: admin.id, isAdmin: true });
    expect(await viewerOf(cook.email)).toMatchObject({ userId: cook.id, isAdmin: false });
  });

  it("says whose recipe it is, whether its author is followed and which review is the viewer's", async () => {
    const { db } = getCtx().database;
    const { user: author } = await insertRegisteredUser(db, { username: `state_author_${Date.now()}` });
    const { user: reader } = await insertRegisteredUser(db);
    const recipe = await insertRecipe(db, { authorId: author.id });
    await insertReview(db, { recipeId: recipe.id, authorId: reader.id, rating: 4, text: "Lovely" });
    const readerCookie = await signInForTest(getApp(), reader.email);
    const stateOf = async (cookie: string) =>
      (
        await getApp().inject({ method: "GET", url: `/api/me/state?recipeId=${recipe.id}`, headers: { cookie } })
      ).json();

    const first = await stateOf(readerCookie);
    expect(first.viewer.userId).toBe(reader.id);
    expect(first.recipe).toMatchObject({ isOwner: false, followStatus: "none", canReview: true });
    expect(first.recipe.mine).toMatchObject({ rating: 4, text: "Lovely" });
    expect((await stateOf(await signInForTest(getApp(), author.email))).recipe).toMatchObject({
      isOwner: true,
      canReview: false,
    });

    // The reader follows the author here: the next answer says so at once.
    const followed = await getApp().inject({
      method: "PUT",
      url: `/api/users/${author.id}/follow`,
      headers: { cookie: readerCookie },
    });
    expect(followed.statusCode).toBe(200);
    expect((await stateOf(readerCookie)).recipe.followStatus).toBe("following");

    // Unfollowed elsewhere (straight in the database): the change arrives within moments.
    await db.delete(follows).where(and(eq(follows.followerId, reader.id), eq(follows.followeeId, author.id)));
    const started = Date.now();
    while ((await stateOf(readerCookie)).recipe.followStatus !== "none") {
      expect(Date.now() - started).toBeLessThan(2000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
});

describeEachDatabase("GET /api/me/state?home=1", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it("offers the home page's creators to follow without the viewer and those they follow, at once after a follow", async () => {
    const { db } = getCtx().database;
    const creators = [];
    for (const name of ["Ada Creator", "Bea Creator", "Cy Creator"]) {
      const { user } = await insertRegisteredUser(db, { name });
      await insertBlog(db, { ownerId: user.id });
      creators.push(user);
    }
    const { user: reader } = await insertRegisteredUser(db, { name: "Reader Creator" });
    await insertBlog(db, { ownerId: reader.id });
    await insertFollow(db, { followerId: reader.id, followeeId: creators[0].id });
    const cookie = await signInForTest(getApp(), reader.email);
    const offered = async () => {
      const response = await getApp().inject({ method: "GET", url: "/api/me/state?home=1", headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return (response.json().creators as { name: string }[]).map((creator) => creator.name).sort();
    };

    expect(await offered()).toEqual(["Bea Creator", "Cy Creator"]);
    const followed = await getApp().inject({
      method: "PUT",
      url: `/api/users/${creators[1].id}/follow`,
      headers: { cookie },
    });
    expect(followed.statusCode).toBe(200);
    expect(await offered()).toEqual(["Cy Creator"]);
    // Without `home`, nothing is offered.
    const plain = await getApp().inject({ method: "GET", url: "/api/me/state", headers: { cookie } });
    expect(plain.json().creators).toBeNull();
  });
});
