/**
 * Blogs API: starting and changing a blog with ownership, shortlink conflicts, the paywall switch
 * changing the owner's role and landing page at once, the order of categories, featured recipes
 * and collections, and the paywall probe: a reader without paid access never receives a paywalled
 * recipe's ingredients or steps from a blog's answers.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import { landingRouteFor } from "#core/access/roles.ts";
import { blogChangedMessage } from "#core/blogs/blog.schema.ts";
import {
  insertCollection,
  insertMealPlan,
  insertRecipe,
  insertSubscription,
  type TRegisteredUserOptions,
} from "#db/factories/index.ts";
import { blogs } from "#db/schema.ts";
import { parseIngredientNotation } from "#db/seed/ingredient-notation.ts";
import { injectAs, insertSignedInUser, type THttpMethod, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { saveWhileAnotherSaveIsOpen } from "../helpers/row-lock.ts";

/** Words only a paywalled recipe's ingredients and steps hold. */
const secretIngredient = "smoked saffron butter";
const secretStep = "Whisk the secret glaze until glossy";

describeEachDatabase("blogs", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;
  const person = (options: TRegisteredUserOptions = {}) => insertSignedInUser(getApp(), db(), options);
  const request = (method: THttpMethod, url: string, cookie?: string, payload?: unknown) =>
    injectAs(getApp(), cookie, { method, url, payload });
  const roleOf = async (cookie: string) => (await request("GET", "/api/me/state", cookie)).json().viewer.role;

  it("starts a blog for a cook, puts their recipes on it, and makes them a blog creator", async () => {
    const cook = await person();
    const recipe = await insertRecipe(db(), { authorId: cook.user.id, title: "Old family stew" });
    expect(await roleOf(cook.cookie)).toBe("AUTHORIZED_USER");
    expect((await request("GET", "/api/blogs/mine", cook.cookie)).statusCode).toBe(404);

    const created = await request("POST", "/api/blogs", cook.cookie, {
      title: "Stew Season",
      description: "Slow food.",
      shortlink: " Stew-Season ",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().blog).toMatchObject({
      title: "Stew Season",
      shortlink: "stew-season",
      hasPaywalledContent: false,
    });
    expect(created.json().recipes.map((r: { id: string }) => r.id)).toEqual([recipe.id]);
    expect(await roleOf(cook.cookie)).toBe("BLOG_CREATOR");

    const again = await request("POST", "/api/blogs", cook.cookie, { title: "Second", shortlink: "second-blog" });
    expect(again.statusCode).toBe(409);
  });

  it("refuses a taken or malformed shortlink with a message naming the field", async () => {
    const [first, second] = [await person(), await person()];
    expect(
      (await request("POST", "/api/blogs", first.cookie, { title: "One", shortlink: "taken-name" })).statusCode,
    ).toBe(201);
    const taken = await request("POST", "/api/blogs", second.cookie, { title: "Two", shortlink: "TAKEN-name" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/^shortlink: That shortlink is taken/);

    const bad = await request("POST", "/api/blogs", second.cookie, { title: "Two", shortlink: "no spaces!" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/shortlink/);
    expect((await request("POST", "/api/blogs", second.cookie, { title: "Two", shortlink: "mine" })).statusCode).toBe(
      400,
    );

    await request("POST", "/api/blogs", second.cookie, { title: "Two", shortlink: "two-blog" });
    const renamed = await request("PATCH", "/api/blogs/mine", second.cookie, { shortlink: "taken-name" });
    expect(renamed.statusCode).toBe(409);
  });

  it("lets only a blog's owner change it: others change only their own, visitors are refused", async () => {
    const owner = await person({ blog: { hasPaywalledContent: false, title: "Owner's blog" } });
    const cook = await person();
    expect((await request("PATCH", "/api/blogs/mine", undefined, { title: "Mine now" })).statusCode).toBe(401);
    // A cook without a blog has no /api/blogs/mine to change.
    expect((await request("PATCH", "/api/blogs/mine", cook.cookie, { title: "Mine now" })).statusCode).toBe(403);
    const category = await request("POST", "/api/blogs/mine/categories", owner.cookie, { name: "Soups" });
    const categoryId = category.json().categories[0].id;
    const other = await person({ blog: { hasPaywalledContent: false } });
    expect(
      (await request("PATCH", `/api/blogs/mine/categories/${categoryId}`, other.cookie, { name: "Taken over" }))
        .statusCode,
    ).toBe(404);
    expect((await request("DELETE", `/api/blogs/mine/categories/${categoryId}`, other.cookie)).statusCode).toBe(404);
    const theirRecipe = await insertRecipe(db(), { authorId: owner.user.id, blogId: owner.blog?.id });
    const featured = await request("PUT", "/api/blogs/mine/featured", other.cookie, { ids: [theirRecipe.id] });
    expect(featured.statusCode).toBe(400);
    expect(featured.json().message).toMatch(/^ids: /);
    const page = await request("GET", `/api/blogs/${owner.blog?.id}`);
    expect(page.json().blog.title).toBe("Owner's blog");
    expect(page.json().categories.map((c: { name: string }) => c.name)).toEqual(["Soups"]);
  });

  it("refuses settings saved on an older version than the blog's last change, and changes nothing", async () => {
    const owner = await person({ blog: { hasPaywalledContent: false, title: "Stew Season" } });
    const opened = (await request("GET", "/api/blogs/mine", owner.cookie)).json().blog;
    const openedAt = new Date(opened.updatedAt).toISOString();
    // The phone saves first, on the version both forms opened with…
    const phone = await request("PATCH", "/api/blogs/mine", owner.cookie, {
      description: "Saved on the phone.",
      expectedUpdatedAt: openedAt,
    });
    expect(phone.statusCode, phone.body).toBe(200);
    const phoneAt = phone.json().blog.updatedAt;
    expect(new Date(phoneAt).getTime()).toBeGreaterThan(new Date(openedAt).getTime());
    // …then the laptop's form, opened before it, is refused rather than put the old description back.
    const stale = await request("PATCH", "/api/blogs/mine", owner.cookie, {
      title: "Stew Season from the laptop",
      description: opened.description,
      shortlink: opened.shortlink,
      hasPaywalledContent: true,
      expectedUpdatedAt: openedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: "EDIT_CONFLICT", message: blogChangedMessage });
    expect((await request("GET", "/api/blogs/mine", owner.cookie)).json().blog).toMatchObject({
      title: "Stew Season",
      description: "Saved on the phone.",
      hasPaywalledContent: false,
      updatedAt: phoneAt,
    });
    expect(await roleOf(owner.cookie)).toBe("BLOG_CREATOR");

    // Made on the latest version, a save goes through; without a version (an older client, or the
    // cook saving theirs over the newer one) it saves over whatever is there.
    const current = await request("PATCH", "/api/blogs/mine", owner.cookie, {
      title: "Stew Season, all year",
      expectedUpdatedAt: phoneAt,
    });
    expect(current.statusCode).toBe(200);
    expect(current.json().blog).toMatchObject({ title: "Stew Season, all year", description: "Saved on the phone." });
    const unnamed = await request("PATCH", "/api/blogs/mine", owner.cookie, { description: "Slow food." });
    expect(unnamed.statusCode).toBe(200);
    expect(unnamed.json().blog).toMatchObject({ title: "Stew Season, all year", description: "Slow food." });

    const malformed = await request("PATCH", "/api/blogs/mine", owner.cookie, {
      title: "Renamed",
      expectedUpdatedAt: "yesterday",
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^expectedUpdatedAt: /);
  });

  it("makes a settings save wait for another save of the blog still under way, then refuses it", async ({ skip }) => {
    if (getCtx().kind !== "postgresql") skip();
    const owner = await person({ blog: { hasPaywalledContent: false, title: "Bread Days" } });
    const opened = (await request("GET", "/api/blogs/mine", owner.cookie)).json().blog;
    const blogId = owner.blog?.id ?? "";
    const laptop = await saveWhileAnotherSaveIsOpen(
      db(),
      (tx) => tx.update(blogs).set({ description: "Saved on the phone." }).where(eq(blogs.id, blogId)),
      () =>
        request("PATCH", "/api/blogs/mine", owner.cookie, {
          title: "Bread Days from the laptop",
          expectedUpdatedAt: new Date(opened.updatedAt).toISOString(),
        }),
    );
    expect(laptop.statusCode).toBe(409);
    expect((await request("GET", "/api/blogs/mine", owner.cookie)).json().blog).toMatchObject({
      title: "Bread Days",
      description: "Saved on the phone.",
    });
  });

  it("turns paywalled content on and off, and the role and landing page follow at once", async () => {
    const creator = await person({ blog: { hasPaywalledContent: false } });
    expect(await roleOf(creator.cookie)).toBe("BLOG_CREATOR");
    const on = await request("PATCH", "/api/blogs/mine", creator.cookie, { hasPaywalledContent: true });
    expect(on.statusCode, on.body).toBe(200);
    const paywalledRole = await roleOf(creator.cookie);
    expect(paywalledRole).toBe("PAYWALLED_BLOG_CREATOR");
    expect(landingRouteFor(paywalledRole)).toBe("/me/blog");
    await request("PATCH", "/api/blogs/mine", creator.cookie, { hasPaywalledContent: false });
    const role = await roleOf(creator.cookie);
    expect(role).toBe("BLOG_CREATOR");
    expect(landingRouteFor(role)).toBe("/me");
  });

  it("keeps categories, featured recipes and collections in the owner's order", async () => {
    const owner = await person({ blog: { hasPaywalledContent: true } });
    const blogId = owner.blog?.id as string;
    const [a, b, c] = [
      await insertRecipe(db(), { authorId: owner.user.id, blogId, title: "Apple cake" }),
      await insertRecipe(db(), { authorId: owner.user.id, blogId, title: "Bean soup" }),
      await insertRecipe(db(), { authorId: owner.user.id, blogId, title: "Carrot salad" }),
    ];
    for (const name of ["Cakes", "Soups", "Salads"]) {
      expect((await request("POST", "/api/blogs/mine/categories", owner.cookie, { name })).statusCode).toBe(201);
    }
    const duplicate = await request("POST", "/api/blogs/mine/categories", owner.cookie, { name: "soups" });
    expect(duplicate.statusCode).toBe(409);
    const editor = (await request("GET", "/api/blogs/mine", owner.cookie)).json();
    const [cakes, soups, salads] = editor.categories.map((cat: { id: string }) => cat.id);
    const ordered = await request("PUT", "/api/blogs/mine/category-order", owner.cookie, { ids: [salads, cakes] });
    expect(ordered.json().categories.map((cat: { name: string }) => cat.name)).toEqual(["Salads", "Cakes", "Soups"]);
    const renamed = await request("PATCH", `/api/blogs/mine/categories/${soups}`, owner.cookie, {
      name: "Soups & stews",
    });
    expect(renamed.json().categories[2]).toMatchObject({ name: "Soups & stews", slug: "soups-stews" });
    await request("PUT", `/api/blogs/mine/categories/${cakes}/recipes`, owner.cookie, { recipeIds: [c.id, a.id] });

    await request("PUT", "/api/blogs/mine/featured", owner.cookie, { ids: [c.id, a.id, b.id] });
    const first = await insertCollection(db(), { ownerId: owner.user.id, name: "Weeknights" });
    const second = await insertCollection(db(), { ownerId: owner.user.id, name: "Party food" });
    const hidden = await insertCollection(db(), { ownerId: owner.user.id, name: "Private", visibility: "private" });
    const refused = await request("PUT", "/api/blogs/mine/collections", owner.cookie, { ids: [hidden.id] });
    expect(refused.statusCode).toBe(400);
    await request("PUT", "/api/blogs/mine/collections", owner.cookie, { ids: [second.id, first.id] });

    const page = (await request("GET", `/api/blogs/${owner.blog?.shortlink}`)).json();
    expect(page.categories.map((cat: { name: string }) => cat.name)).toEqual(["Salads", "Cakes", "Soups & stews"]);
    expect(page.featured.map((r: { title: string }) => r.title)).toEqual(["Carrot salad", "Apple cake", "Bean soup"]);
    expect(page.collections.map((col: { name: string }) => col.name)).toEqual(["Party food", "Weeknights"]);
    const inCakes = (await request("GET", `/api/blogs/${blogId}/recipes?category=${cakes}`)).json();
    expect(inCakes.items.map((r: { title: string }) => r.title)).toEqual(["Carrot salad", "Apple cake"]);

    const removed = await request("DELETE", `/api/blogs/mine/categories/${cakes}`, owner.cookie);
    expect(removed.json().categories).toHaveLength(2);
    // The recipes stay on the blog (all three featured, so Latest has none to add).
    expect((await request("GET", `/api/blogs/${blogId}`)).json()).toMatchObject({ recipeCount: 3, latest: [] });
  });

  it("shows under Latest the newest recipes the blog's home does not already show under Featured", async () => {
    const owner = await person({ blog: { hasPaywalledContent: false } });
    const blogId = owner.blog?.id as string;
    const day = 24 * 60 * 60 * 1000;
    const made: Array<{ id: string; title: string }> = [];
    // Twenty-two recipes, "Recipe 1" the newest.
    for (let n = 22; n >= 1; n--) {
      made.push(
        await insertRecipe(db(), {
          authorId: owner.user.id,
          blogId,
          title: `Recipe ${n}`,
          createdAt: new Date(Date.now() - n * day),
        }),
      );
    }
    const byTitle = (title: string) => made.find((recipe) => recipe.title === title)?.id as string;
    // Featured: the two newest and an old one, then seven more, of which the home shows the first eight.
    const featuredTitles = [1, 2, 20, 3, 4, 5, 6, 7, 8, 9].map((n) => `Recipe ${n}`);
    await request("PUT", "/api/blogs/mine/featured", owner.cookie, { ids: featuredTitles.map(byTitle) });

    const page = (await request("GET", `/api/blogs/${owner.blog?.shortlink}`)).json();
    const titles = (cards: Array<{ title: string }>) => cards.map((card) => card.title);
    expect(titles(page.featured)).toEqual(featuredTitles);
    // The ninth and tenth featured are on the Featured page only, so Latest may show them.
    expect(titles(page.latest)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map((n) => `Recipe ${n}`));
  });

  it("never hands a paywalled recipe's ingredients or steps to a reader without paid access, and shows a subscriber whole cards", async () => {
    const owner = await person({ blog: { hasPaywalledContent: true } });
    const blogId = owner.blog?.id as string;
    const secret = await insertRecipe(db(), {
      authorId: owner.user.id,
      blogId,
      title: "Members' glazed carrots",
      visibility: "paywalled",
      ingredientGroups: [{ name: null, lines: [parseIngredientNotation(`2 tbsp ${secretIngredient}`)] }],
      instructionSections: [{ name: null, steps: [secretStep] }],
    });
    await insertRecipe(db(), { authorId: owner.user.id, blogId, title: "Free carrot soup" });
    await insertRecipe(db(), { authorId: owner.user.id, blogId, title: "Draft idea", visibility: "private" });
    await request("PUT", "/api/blogs/mine/featured", owner.cookie, { ids: [secret.id] });
    await insertMealPlan(db(), {
      ownerId: owner.user.id,
      title: "Members' week",
      visibility: "paywalled",
      entries: [{ day: 0, slot: "dinner", recipeId: secret.id, servings: 2 }],
      publication: { blogId, isPaywalled: true },
    });

    const reader = await person();
    for (const cookie of [undefined, reader.cookie]) {
      const answers = [
        await request("GET", `/api/blogs/${blogId}`, cookie),
        await request("GET", `/api/blogs/${owner.blog?.shortlink}`, cookie),
        await request("GET", `/api/blogs/${blogId}/recipes`, cookie),
        await request("GET", `/api/blogs/${blogId}/recipes?q=saffron`, cookie),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.body).not.toContain(secretIngredient);
        expect(answer.body).not.toContain(secretStep);
        expect(answer.body).not.toContain("Draft idea");
      }
      const page = answers[0].json();
      expect(page.hasPaidAccess).toBe(false);
      expect(page.featured[0]).toMatchObject({ title: "Members' glazed carrots", isPaywalled: true, diets: [] });
      expect(page.mealPlans[0]).toMatchObject({ title: "Members' week", isPaywalled: true });
      // A search of the blog matches a teaser by its title only, never by what it hides.
      expect(answers[3].json().total).toBe(0);
    }
    const ownView = (await request("GET", `/api/blogs/${blogId}/recipes?q=saffron`, owner.cookie)).json();
    expect(ownView.items.map((r: { title: string }) => r.title)).toEqual(["Members' glazed carrots"]);

    // A paying subscriber sees the recipes they pay for as whole cards, on the blog and its lists.
    const subscriber = await person();
    await insertSubscription(db(), { readerId: subscriber.user.id, blogId });
    const paidPage = (await request("GET", `/api/blogs/${blogId}`, subscriber.cookie)).json();
    expect(paidPage.hasPaidAccess).toBe(true);
    const whole = { title: "Members' glazed carrots", isPaywalled: false, totalMinutes: 30 };
    expect(paidPage.featured[0]).toMatchObject(whole);
    expect(paidPage.featured[0].diets.length).toBeGreaterThan(0);
    // Featured, it is not shown again under Latest; the blog's full list has it whole too.
    expect(paidPage.latest.map((recipe: { title: string }) => recipe.title)).not.toContain(whole.title);
    const paidList = (await request("GET", `/api/blogs/${blogId}/recipes`, subscriber.cookie)).json();
    expect(paidList.items).toContainEqual(expect.objectContaining(whole));
  });

  it("stores an uploaded banner and avatar as WebP and shows them on the blog; a non-image is a 415", async () => {
    const owner = await person({ blog: { hasPaywalledContent: false } });
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#C8412B" } })
      .png()
      .toBuffer();
    for (const kind of ["banner", "avatar"]) {
      const uploaded = await getApp().inject({
        method: "PUT",
        url: `/api/blogs/mine/${kind}`,
        headers: { cookie: owner.cookie, "content-type": "image/png" },
        payload: png,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
    }
    const { blog } = (await request("GET", `/api/blogs/${owner.blog?.id}`)).json();
    expect(blog.bannerUrl).toMatch(new RegExp(`/uploads/blogs/${owner.blog?.id}-banner-[0-9a-f]+\\.webp$`));
    expect(blog.avatarUrl).toMatch(/-avatar-[0-9a-f]+\.webp$/);
    const banner = await getApp().inject({ method: "GET", url: new URL(blog.bannerUrl, "http://x").pathname });
    expect(banner.statusCode).toBe(200);
    expect((await sharp(banner.rawPayload).metadata()).width).toBe(1600);

    const notImage = await getApp().inject({
      method: "PUT",
      url: "/api/blogs/mine/avatar",
      headers: { cookie: owner.cookie, "content-type": "image/png" },
      payload: Buffer.from("not an image"),
    });
    expect(notImage.statusCode).toBe(415);
  });

  it("limits how fast one cook changes their blog's settings, so shortlinks cannot be probed one after another", async () => {
    const owner = await person({ blog: { hasPaywalledContent: false } });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await request("PATCH", "/api/blogs/mine", owner.cookie, { shortlink: `probe-${i}-x` })).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("keeps a private profile's blog to its owner and approved followers", async () => {
    const owner = await person({ isPublic: false, blog: { hasPaywalledContent: false } });
    const stranger = await person();
    expect((await request("GET", `/api/blogs/${owner.blog?.id}`)).statusCode).toBe(404);
    expect((await request("GET", `/api/blogs/${owner.blog?.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await request("GET", `/api/blogs/${owner.blog?.id}`, owner.cookie)).statusCode).toBe(200);
    expect((await request("GET", "/api/blogs/no-such-blog")).statusCode).toBe(404);
  });
});
