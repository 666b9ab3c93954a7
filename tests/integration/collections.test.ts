/**
 * Collections through the API: who may create, read, change and delete them (docs/product-rules.md,
 * "Collections"), their order, their covers, and that a collection never shows a recipe its viewer
 * may not read.
 */
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import { collectionChangedMessage } from "#core/collections/collection.schema.ts";
import { insertCollection, insertFollow, insertRecipe, type TRegisteredUserOptions } from "#db/factories/index.ts";
import { collectionRecipes, collections, recipes } from "#db/schema.ts";
import { startChangeBus, type TChange } from "#server/lib/change-bus.ts";
import { injectAs, insertSignedInUser, type THttpMethod, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { saveWhileAnotherSaveIsOpen } from "../helpers/row-lock.ts";

describeEachDatabase("collections", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;

  const cook = (options: TRegisteredUserOptions = {}) => insertSignedInUser(getApp(), db(), options);
  const call = (method: THttpMethod, url: string, cookie?: string, payload?: unknown) =>
    injectAs(getApp(), cookie, { method, url, payload });
  /** A photo made at test time (a plain colour), sent as a collection's cover. */
  async function uploadCover(cookie: string, collectionId: string, size = { width: 600, height: 400 }) {
    const png = await sharp({ create: { ...size, channels: 3, background: "#3f7d4e" } })
      .png()
      .toBuffer();
    return getApp().inject({
      method: "PUT",
      url: `/api/collections/${collectionId}/cover`,
      payload: png,
      headers: { cookie, "content-type": "image/png" },
    });
  }
  const titlesOf = (response: { json(): { recipes: { items: { title: string }[] } } }) =>
    response.json().recipes.items.map((item) => item.title);

  it("lets a cook create, read, rename and delete their own collection, and nobody else change it", async () => {
    const owner = await cook();
    const other = await cook();
    const created = await call("POST", "/api/collections", owner.cookie, {
      name: "  Weeknight dinners ",
      description: "Fast ones.",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: "Weeknight dinners",
      description: "Fast ones.",
      visibility: "public",
      access: "full",
      isOwner: true,
      recipeCount: 0,
      owner: { username: owner.profile.username },
      recipes: { items: [], total: 0 },
    });
    const url = `/api/collections/${created.json().id}`;

    const renamed = await call("PATCH", url, owner.cookie, { name: "Weeknights", description: "" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Weeknights", description: "" });

    const seen = await call("GET", url);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ name: "Weeknights", isOwner: false, access: "full" });

    // A public collection is visible to everyone, so another cook is refused, not told it is missing.
    expect((await call("PATCH", url, other.cookie, { name: "Mine now" })).statusCode).toBe(403);
    expect((await call("DELETE", url, other.cookie)).statusCode).toBe(403);
    expect((await call("PATCH", url, undefined, { name: "Anyone" })).statusCode).toBe(401);
    expect((await call("POST", "/api/collections", undefined, { name: "Visitor's" })).statusCode).toBe(401);

    expect((await call("DELETE", url, owner.cookie)).statusCode).toBe(204);
    expect((await call("GET", url, owner.cookie)).statusCode).toBe(404);
    expect((await call("DELETE", url, owner.cookie)).statusCode).toBe(404);
  });

  it("refuses a save made on an older version than the collection's last change, and changes nothing", async () => {
    const owner = await cook();
    const created = (
      await call("POST", "/api/collections", owner.cookie, { name: "Soups", description: "Warm ones." })
    ).json();
    const url = `/api/collections/${created.id}`;
    const openedAt = new Date(created.updatedAt).toISOString();
    // The phone saves first, on the version both forms opened with…
    const phone = await call("PATCH", url, owner.cookie, {
      description: "Saved on the phone.",
      expectedUpdatedAt: openedAt,
    });
    expect(phone.statusCode).toBe(200);
    expect(new Date(phone.json().updatedAt).getTime()).toBeGreaterThan(new Date(openedAt).getTime());
    // …then the laptop's form, opened before it, is refused rather than put the old description back.
    const stale = await call("PATCH", url, owner.cookie, {
      name: "Soups from the laptop",
      description: "Warm ones.",
      visibility: "private",
      cover: { source: "auto" },
      expectedUpdatedAt: openedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: "EDIT_CONFLICT", message: collectionChangedMessage });
    expect((await call("GET", url, owner.cookie)).json()).toMatchObject({
      name: "Soups",
      description: "Saved on the phone.",
      visibility: "public",
      updatedAt: phone.json().updatedAt,
    });

    // Made on the latest version, a save goes through; without a version (an older client, or the
    // cook saving theirs over the newer one) it saves over whatever is there.
    const current = await call("PATCH", url, owner.cookie, {
      name: "Soups and stews",
      expectedUpdatedAt: phone.json().updatedAt,
    });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ name: "Soups and stews", description: "Saved on the phone." });
    const unnamed = await call("PATCH", url, owner.cookie, { description: "Warm ones, mine." });
    expect(unnamed.statusCode).toBe(200);
    expect(unnamed.json()).toMatchObject({ name: "Soups and stews", description: "Warm ones, mine." });

    // A recipe added from another tab is a change to the collection too.
    const recipe = await insertRecipe(db(), { authorId: owner.user.id });
    expect((await call("POST", `${url}/recipes`, owner.cookie, { recipeId: recipe.id })).statusCode).toBe(200);
    const afterAdding = await call("PATCH", url, owner.cookie, {
      name: "Renamed",
      expectedUpdatedAt: unnamed.json().updatedAt,
    });
    expect(afterAdding.statusCode).toBe(409);

    const malformed = await call("PATCH", url, owner.cookie, { name: "Renamed", expectedUpdatedAt: "yesterday" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^expectedUpdatedAt: /);
    expect((await call("GET", url, owner.cookie)).json().name).toBe("Soups and stews");
  });

  it("makes a save wait for another save of the same collection still under way, then refuses it", async ({ skip }) => {
    if (getCtx().kind !== "postgresql") skip();
    const owner = await cook();
    const created = (await call("POST", "/api/collections", owner.cookie, { name: "Bakes" })).json();
    const url = `/api/collections/${created.id}`;
    const laptop = await saveWhileAnotherSaveIsOpen(
      db(),
      (tx) =>
        tx
          .update(collections)
          .set({ description: "Saved on the phone.", updatedAt: sql`now()` })
          .where(eq(collections.id, created.id)),
      () =>
        call("PATCH", url, owner.cookie, {
          name: "Bakes from the laptop",
          expectedUpdatedAt: new Date(created.updatedAt).toISOString(),
        }),
    );
    expect(laptop.statusCode).toBe(409);
    expect((await call("GET", url, owner.cookie)).json()).toMatchObject({
      name: "Bakes",
      description: "Saved on the phone.",
    });
  });

  it("keeps a private collection to its owner: a 404 for everyone else, and out of their lists", async () => {
    const owner = await cook();
    const other = await cook();
    const recipe = await insertRecipe(db(), { authorId: other.user.id, title: "Secret Stew" });
    const hidden = await insertCollection(db(), {
      ownerId: owner.user.id,
      name: "Birthday surprises",
      visibility: "private",
      recipeIds: [recipe.id],
    });
    const shown = await insertCollection(db(), { ownerId: owner.user.id, name: "Open book" });
    const url = `/api/collections/${hidden.id}`;

    for (const cookie of [undefined, other.cookie]) {
      const response = await call("GET", url, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("Birthday surprises");
    }
    // Not even a 403 for a change: it does not exist for them.
    expect((await call("PATCH", url, other.cookie, { name: "x" })).statusCode).toBe(404);
    expect((await call("PUT", `${url}/order`, other.cookie, { recipeIds: [recipe.id] })).statusCode).toBe(404);
    expect((await call("GET", url, owner.cookie)).json()).toMatchObject({ name: "Birthday surprises" });

    const listUrl = `/api/collections?owner=${owner.profile.username}`;
    const forOthers = await call("GET", listUrl, other.cookie);
    expect(forOthers.json().items.map((c: { name: string }) => c.name)).toEqual(["Open book"]);
    const forOwner = await call("GET", listUrl, owner.cookie);
    expect(
      forOwner
        .json()
        .items.map((c: { name: string }) => c.name)
        .sort(),
    ).toEqual(["Birthday surprises", "Open book"]);
    expect(forOwner.json().total).toBe(2);
    expect((await call("GET", "/api/collections?owner=nobody_at_all")).statusCode).toBe(404);

    // Made private later, a collection disappears at once.
    await call("PATCH", `/api/collections/${shown.id}`, owner.cookie, { visibility: "private" });
    expect((await call("GET", `/api/collections/${shown.id}`)).statusCode).toBe(404);
    expect((await call("GET", listUrl)).json().items).toEqual([]);
  });

  it("shows a private profile's collections only to the followers it approved", async () => {
    const owner = await cook({ isPublic: false });
    const follower = await cook();
    const stranger = await cook();
    await insertFollow(db(), { followerId: follower.user.id, followeeId: owner.user.id, isApproved: true });
    const collection = await insertCollection(db(), { ownerId: owner.user.id, name: "Friends only" });
    const url = `/api/collections/${collection.id}`;
    expect((await call("GET", url)).statusCode).toBe(404);
    expect((await call("GET", url, stranger.cookie)).statusCode).toBe(404);
    expect((await call("GET", url, follower.cookie)).statusCode).toBe(200);
    const listUrl = `/api/collections?owner=${owner.profile.username}`;
    expect((await call("GET", listUrl, stranger.cookie)).json().items).toEqual([]);
    expect((await call("GET", listUrl, follower.cookie)).json().items).toHaveLength(1);
  });

  it("shows a paywalled collection as a teaser to non-subscribers, never its recipes", async () => {
    const creator = await cook({ blog: { hasPaywalledContent: true } });
    const plainCook = await cook();
    const reader = await cook();
    const open = await insertRecipe(db(), { authorId: creator.user.id, title: "Members Focaccia" });

    const refused = await call("POST", "/api/collections", plainCook.cookie, {
      name: "Mine",
      visibility: "paywalled",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^visibility: /);

    const created = await call("POST", "/api/collections", creator.cookie, {
      name: "Members' breads",
      description: "The good flour.",
      visibility: "paywalled",
    });
    expect(created.statusCode).toBe(201);
    const url = `/api/collections/${created.json().id}`;
    await call("POST", `${url}/recipes`, creator.cookie, { recipeId: open.id });

    for (const cookie of [undefined, reader.cookie]) {
      const teaser = await call("GET", url, cookie);
      expect(teaser.statusCode).toBe(200);
      expect(teaser.json()).toMatchObject({
        access: "teaser",
        name: "Members' breads",
        recipeCount: 1,
        owner: { username: creator.profile.username },
        blog: { shortlink: creator.blog?.shortlink },
      });
      expect(teaser.json()).not.toHaveProperty("recipes");
      expect(teaser.json()).not.toHaveProperty("description");
      expect(teaser.body).not.toContain("Members Focaccia");
    }
    const full = await call("GET", url, creator.cookie);
    expect(full.json()).toMatchObject({ access: "full", description: "The good flour." });
    expect(titlesOf(full)).toEqual(["Members Focaccia"]);
    // Listed on the profile, as a card.
    const list = await call("GET", `/api/collections?owner=${creator.profile.username}`);
    expect(list.json().items).toEqual([expect.objectContaining({ name: "Members' breads", visibility: "paywalled" })]);
  });

  it("never lists, counts or shows as a cover another cook's private recipe; paywalled ones are teaser cards", async () => {
    const collector = await cook();
    const author = await cook({ blog: { hasPaywalledContent: true } });
    const reader = await cook();
    const shared = await insertRecipe(db(), { authorId: author.user.id, title: "Open Omelette" });
    const secret = await insertRecipe(db(), {
      authorId: author.user.id,
      title: "Secret Sauce",
      imageUrl: "/uploads/demo/secret-sauce.webp",
    });
    const members = await insertRecipe(db(), {
      authorId: author.user.id,
      blogId: author.blog?.id,
      title: "Members Tart",
      visibility: "paywalled",
      totalMinutes: 45,
      diets: ["vegetarian"],
    });
    const collection = await insertCollection(db(), {
      ownerId: collector.user.id,
      name: "Everything",
      recipeIds: [secret.id, shared.id, members.id],
    });
    // Saved while it was public; its author has since made it private.
    await db().update(collections).set({ coverRecipeId: secret.id }).where(eq(collections.id, collection.id));
    await db().update(recipes).set({ visibility: "private" }).where(eq(recipes.id, secret.id));
    const url = `/api/collections/${collection.id}`;

    for (const cookie of [undefined, reader.cookie, collector.cookie]) {
      const seen = await call("GET", url, cookie);
      expect(seen.statusCode).toBe(200);
      expect(titlesOf(seen)).toEqual(["Open Omelette", "Members Tart"]);
      expect(seen.json().recipeCount).toBe(2);
      expect(seen.body).not.toContain("Secret Sauce");
      expect(seen.body).not.toContain("secret-sauce.webp");
      const tart = seen.json().recipes.items[1];
      expect(tart).toMatchObject({ isPaywalled: true, totalMinutes: null, diets: [] });
    }
    // Its author still sees their own recipes, the paywalled one whole.
    const asAuthor = await call("GET", url, author.cookie);
    expect(titlesOf(asAuthor)).toEqual(["Secret Sauce", "Open Omelette", "Members Tart"]);
    expect(asAuthor.json().recipes.items[2]).toMatchObject({ isPaywalled: false, totalMinutes: 45 });

    const card = await call("GET", `/api/collections?owner=${collector.profile.username}`);
    expect(card.json().items[0]).toMatchObject({ recipeCount: 2 });
    expect(card.body).not.toContain("secret-sauce.webp");
    const mine = await call("GET", "/api/collections/mine", collector.cookie);
    expect(mine.json().items[0]).toMatchObject({ recipeCount: 2 });

    // Nobody can add a recipe they cannot see.
    const adding = await call("POST", `${url}/recipes`, collector.cookie, { recipeId: secret.id });
    expect(adding.statusCode).toBe(404);
  });

  it("adds recipes at the end, reorders them, and takes them out", async () => {
    const owner = await cook();
    const author = await cook();
    const [a, b, c] = [
      await insertRecipe(db(), { authorId: author.user.id, title: "Apple Crumble" }),
      await insertRecipe(db(), { authorId: author.user.id, title: "Beef Stew" }),
      await insertRecipe(db(), { authorId: author.user.id, title: "Carrot Cake" }),
    ];
    const collection = await insertCollection(db(), { ownerId: owner.user.id, name: "Sundays" });
    const url = `/api/collections/${collection.id}`;
    for (const recipe of [a, b, c]) {
      const added = await call("POST", `${url}/recipes`, owner.cookie, { recipeId: recipe.id });
      expect(added.json()).toMatchObject({ wasAdded: true });
    }
    const again = await call("POST", `${url}/recipes`, owner.cookie, { recipeId: a.id });
    expect(again.json()).toEqual({ wasAdded: false, recipeCount: 3 });
    expect(titlesOf(await call("GET", url))).toEqual(["Apple Crumble", "Beef Stew", "Carrot Cake"]);

    const reordered = await call("PUT", `${url}/order`, owner.cookie, { recipeIds: [c.id, a.id, b.id] });
    expect(reordered.statusCode).toBe(204);
    expect(titlesOf(await call("GET", url))).toEqual(["Carrot Cake", "Apple Crumble", "Beef Stew"]);
    // Recipes left out keep their order after the listed ones.
    await call("PUT", `${url}/order`, owner.cookie, { recipeIds: [b.id] });
    expect(titlesOf(await call("GET", url))).toEqual(["Beef Stew", "Carrot Cake", "Apple Crumble"]);

    const stranger = await insertRecipe(db(), { authorId: author.user.id, title: "Not Here" });
    const wrong = await call("PUT", `${url}/order`, owner.cookie, { recipeIds: [a.id, stranger.id] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(`recipeIds: ${stranger.id} is not in this collection.`);
    const twice = await call("PUT", `${url}/order`, owner.cookie, { recipeIds: [a.id, a.id] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/^recipeIds: /);

    const other = await cook();
    expect((await call("PUT", `${url}/order`, other.cookie, { recipeIds: [a.id] })).statusCode).toBe(403);
    expect((await call("POST", `${url}/recipes`, other.cookie, { recipeId: a.id })).statusCode).toBe(403);
    expect((await call("DELETE", `${url}/recipes/${a.id}`, other.cookie)).statusCode).toBe(403);

    expect((await call("DELETE", `${url}/recipes/${b.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await call("DELETE", `${url}/recipes/${b.id}`, owner.cookie)).statusCode).toBe(404);
    expect(titlesOf(await call("GET", url))).toEqual(["Carrot Cake", "Apple Crumble"]);
    // A recipe saved from its page goes last too.
    await call("POST", `/api/recipes/${b.id}/save`, owner.cookie, { collectionId: collection.id });
    expect(titlesOf(await call("GET", url))).toEqual(["Carrot Cake", "Apple Crumble", "Beef Stew"]);
  });

  it("pages a large collection in order", async () => {
    const owner = await cook();
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const title = `Dish ${String(i).padStart(2, "0")}`;
      ids.push((await insertRecipe(db(), { authorId: owner.user.id, title })).id);
    }
    const collection = await insertCollection(db(), { ownerId: owner.user.id, name: "Big", recipeIds: ids });
    const third = await call("GET", `/api/collections/${collection.id}?page=3&pageSize=12`);
    expect(third.json().recipes).toMatchObject({ page: 3, pageSize: 12, total: 30 });
    expect(titlesOf(third)).toEqual(["Dish 24", "Dish 25", "Dish 26", "Dish 27", "Dish 28", "Dish 29"]);
    expect((await call("GET", `/api/collections/${collection.id}?pageSize=500`)).statusCode).toBe(400);
  });

  it("takes a recipe's photo or an uploaded one as the cover, and removes uploads it no longer uses", async () => {
    const owner = await cook();
    const first = await insertRecipe(db(), { authorId: owner.user.id, imageUrl: "/uploads/demo/first.webp" });
    const second = await insertRecipe(db(), { authorId: owner.user.id, imageUrl: "/uploads/demo/second.webp" });
    const outside = await insertRecipe(db(), { authorId: owner.user.id, imageUrl: "/uploads/demo/outside.webp" });
    const collection = await insertCollection(db(), { ownerId: owner.user.id, recipeIds: [first.id, second.id] });
    const url = `/api/collections/${collection.id}`;
    expect((await call("GET", url)).json().cover).toEqual({ url: "/uploads/demo/first.webp", srcset: null });

    const chosen = await call("PATCH", url, owner.cookie, { cover: { source: "recipe", recipeId: second.id } });
    expect(chosen.json().cover.url).toBe("/uploads/demo/second.webp");
    const refused = await call("PATCH", url, owner.cookie, { cover: { source: "recipe", recipeId: outside.id } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("cover.recipeId: Choose a recipe from this collection.");

    const uploaded = await uploadCover(owner.cookie, collection.id, { width: 1400, height: 900 });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().imageVariants.map((v: { width: number }) => v.width)).toEqual([400, 800, 1200]);
    const coverUrl: string = uploaded.json().url;
    expect(coverUrl).toMatch(new RegExp(`^/uploads/collections/${collection.id}-[0-9a-f]+-800\\.webp$`));
    expect((await getApp().inject({ method: "GET", url: coverUrl })).statusCode).toBe(200);
    expect((await call("GET", url)).json().cover.url).toBe(coverUrl);

    const notImage = await getApp().inject({
      method: "PUT",
      url: `${url}/cover`,
      payload: Buffer.from("not a picture"),
      headers: { cookie: owner.cookie, "content-type": "image/png" },
    });
    expect(notImage.statusCode).toBe(415);

    // Back to the first recipe's photo: the upload is removed from the storage.
    const auto = await call("PATCH", url, owner.cookie, { cover: { source: "auto" } });
    expect(auto.json().cover.url).toBe("/uploads/demo/first.webp");
    expect((await getApp().inject({ method: "GET", url: coverUrl })).statusCode).toBe(404);

    // Taking the chosen recipe out of the collection drops it as the cover.
    await call("PATCH", url, owner.cookie, { cover: { source: "recipe", recipeId: second.id } });
    await call("DELETE", `${url}/recipes/${second.id}`, owner.cookie);
    const [row] = await db().select().from(collections).where(eq(collections.id, collection.id));
    expect(row.coverRecipeId).toBeNull();
  });

  it("deletes an uploaded cover with its collection; the recipes stay", async () => {
    const owner = await cook();
    const recipe = await insertRecipe(db(), { authorId: owner.user.id, title: "Stays Put Pie" });
    const collection = await insertCollection(db(), { ownerId: owner.user.id, recipeIds: [recipe.id] });
    const uploaded = await uploadCover(owner.cookie, collection.id);
    const coverUrl: string = uploaded.json().url;
    expect((await call("DELETE", `/api/collections/${collection.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await getApp().inject({ method: "GET", url: coverUrl })).statusCode).toBe(404);
    expect(
      await db().select().from(collectionRecipes).where(eq(collectionRecipes.collectionId, collection.id)),
    ).toEqual([]);
    expect((await call("GET", `/api/recipes/${recipe.id}`)).statusCode).toBe(200);
  });

  it("removes a cook's uploaded covers with their account", async () => {
    const owner = await cook();
    const collection = await insertCollection(db(), { ownerId: owner.user.id });
    const uploaded = await uploadCover(owner.cookie, collection.id);
    const coverUrl: string = uploaded.json().url;
    expect((await call("POST", "/api/account/delete", owner.cookie)).statusCode).toBe(200);
    expect((await getApp().inject({ method: "GET", url: coverUrl })).statusCode).toBe(404);
    expect(await db().select().from(collections).where(eq(collections.id, collection.id))).toEqual([]);
  });

  it.each([
    ["POST", "/api/collections", { name: "   " }, "name: Name the collection."],
    ["POST", "/api/collections", { name: "x".repeat(101) }, /^name: /],
    ["POST", "/api/collections", { name: "Ok", visibility: "secret" }, /^visibility: /],
    ["POST", "/api/collections", { name: "Ok", description: "y".repeat(1001) }, /^description: /],
    ["POST", "/api/collections", { name: "Ok", colour: "red" }, /colour/],
    ["PATCH", "/api/collections/not-an-id", { name: "Ok" }, /^id: /],
    ["PATCH", "/api/collections/:id", { cover: { source: "recipe" } }, /^cover/],
    ["PUT", "/api/collections/:id/order", { recipeIds: ["nope"] }, /^recipeIds\.0: /],
    ["PUT", "/api/collections/:id/order", { recipeIds: [] }, /^recipeIds: /],
    ["POST", "/api/collections/:id/recipes", { recipeId: 42 }, /^recipeId: /],
    [
      "POST",
      "/api/recipes/0b5e3c1e-0000-4000-8000-000000000001/save",
      {},
      "Choose one of your collections, or name a new one.",
    ],
    [
      "POST",
      "/api/recipes/0b5e3c1e-0000-4000-8000-000000000001/save",
      { collectionId: "nope" },
      "collectionId: That is not a collection id.",
    ],
  ] as const)("answers %s %s with a 400 naming the field", async (method, path, payload, message) => {
    const owner = await cook();
    const collection = await insertCollection(db(), { ownerId: owner.user.id });
    const response = await call(method, path.replace(":id", collection.id), owner.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION_FAILED");
    expect(response.json().message).toMatch(message);
  });

  it("announces a change to a listed collection to every process, naming the owner's profile page", async () => {
    const owner = await cook();
    const collection = await insertCollection(db(), { ownerId: owner.user.id, name: "Announced" });
    const heard: TChange[] = [];
    const bus = await startChangeBus(getCtx().database);
    const stop = bus.subscribe((change) => heard.push(change));
    try {
      // Written straight to the database, as another process would.
      await db().update(collections).set({ visibility: "private" }).where(eq(collections.id, collection.id));
      const expected = { kind: "profile", id: owner.profile.username };
      const started = Date.now();
      while (!heard.some((c) => c.kind === "profile") && Date.now() - started < 2000) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(heard).toContainEqual(expected);
    } finally {
      stop();
      await bus.stop();
    }
  });
});
