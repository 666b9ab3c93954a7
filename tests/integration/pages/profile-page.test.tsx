// @vitest-environment happy-dom
/** The profile pages' loaders and components, rendered below the browser against the test database. */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { insertMealPlan, insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import * as mePage from "#web/routes/me.tsx";
import * as userMealPlansPage from "#web/routes/u.$username.meal-plans.tsx";
import * as userPage from "#web/routes/u.$username.tsx";
import { buildTestApp, signInForTest } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";
import { renderPage } from "../../helpers/page-stub.tsx";

afterEach(cleanup);

describeEachDatabase("/u/:username", (getCtx) => {
  it("shows a public profile with its recipes, newest first", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db, {
      name: "Rosa Diaz",
      username: "rosa_cooks",
      bio: "Soups all winter.",
    });
    await insertRecipe(database.db, { authorId: user.id, title: "Black bean soup", visibility: "public" });
    await insertRecipe(database.db, { authorId: user.id, title: "Secret stew", visibility: "private" });
    await renderPage({ database, path: "/u/:username", module: userPage, url: "/u/rosa_cooks" });

    expect(await screen.findByRole("heading", { level: 1, name: "Rosa Diaz" })).toBeTruthy();
    expect(screen.getByText("Soups all winter.")).toBeTruthy();
    expect(screen.getByText("Black bean soup")).toBeTruthy();
    expect(screen.queryByText("Secret stew")).toBeNull();
  });

  it("pages through all of a cook's recipes with links, and says when a page is past the last", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db, { name: "Maya Brooks", username: "maya_pages" });
    const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 12, n));
    for (let n = 1; n <= 26; n++) {
      await insertRecipe(database.db, { authorId: user.id, title: `Dish number ${n}`, createdAt: minute(n) });
    }
    const titles = () =>
      within(screen.getByRole("region", { name: "Recipes by Maya" }))
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent);

    await renderPage({ database, path: "/u/:username", module: userPage, url: "/u/maya_pages" });
    expect(await screen.findByRole("heading", { level: 1, name: "Maya Brooks" })).toBeTruthy();
    expect(screen.getByText("26")).toBeTruthy();
    expect(titles()).toHaveLength(24);
    expect(titles()[0]).toBe("Dish number 26");
    const pages = screen.getByRole("navigation", { name: "Pages of recipes by Maya" });
    expect(within(pages).getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect(within(pages).getByRole("link", { name: /Next/ }).getAttribute("href")).toBe("/u/maya_pages?page=2");
    cleanup();

    await renderPage({ database, path: "/u/:username", module: userPage, url: "/u/maya_pages?page=2" });
    await screen.findByRole("heading", { level: 1, name: "Maya Brooks" });
    expect(titles()).toEqual(["Dish number 2", "Dish number 1"]);
    expect(screen.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: /Previous/ }).getAttribute("href")).toBe("/u/maya_pages");
    cleanup();

    await renderPage({ database, path: "/u/:username", module: userPage, url: "/u/maya_pages?page=7" });
    expect(await screen.findByText("Maya has 26 recipes; this page is past the last one.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the last page" }).getAttribute("href")).toBe("/u/maya_pages?page=2");
    expect(screen.queryByRole("navigation", { name: "Pages of recipes by Maya" })).toBeNull();
  });

  it("links to a cook's meal plans that others may see, counted as a visitor sees them", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db, { name: "Sam Cooks", username: "sam_plans" });
    const shown = await insertRecipe(database.db, { authorId: user.id, title: "Shared soup" });
    const secret = await insertRecipe(database.db, { authorId: user.id, title: "Secret stew", visibility: "private" });
    await insertMealPlan(database.db, {
      ownerId: user.id,
      title: "Family week",
      entries: [
        { day: 0, slot: "dinner", recipeId: shown.id, servings: 2 },
        { day: 1, slot: "dinner", recipeId: secret.id, servings: 2 },
      ],
    });
    await insertMealPlan(database.db, { ownerId: user.id, title: "Just for me", visibility: "private" });
    await renderPage({ database, path: "/u/:username", module: userPage, url: "/u/sam_plans" });

    const section = await screen.findByRole("region", { name: "Meal plans by Sam" });
    expect(within(section).getByRole("link", { name: "See all" }).getAttribute("href")).toBe("/u/sam_plans/meal-plans");
    expect(within(section).getByRole("link", { name: /Family week/ }).textContent).toContain("1 recipe");
    expect(screen.queryByText("Just for me")).toBeNull();
  });

  it("says a plan is published on the blog to its owner alone, on the profile and on the plans page", async () => {
    const { database } = getCtx();
    const creator = await insertRegisteredUser(database.db, {
      name: "Nia Blogs",
      username: "nia_blogs",
      blog: { hasPaywalledContent: false },
    });
    const soup = await insertRecipe(database.db, { authorId: creator.user.id, title: "Blog soup" });
    await insertMealPlan(database.db, {
      ownerId: creator.user.id,
      title: "Blog week",
      entries: [{ day: 0, slot: "dinner", recipeId: soup.id, servings: 2 }],
      publication: { blogId: creator.blog?.id as string, isPaywalled: false },
    });
    const reader = await insertRegisteredUser(database.db);
    const app = await buildTestApp(database);
    try {
      const [ownerCookie, readerCookie] = [
        await signInForTest(app, creator.user.email),
        await signInForTest(app, reader.user.email),
      ];
      const pages = [
        { module: userPage, path: "/u/:username", url: "/u/nia_blogs" },
        { module: userMealPlansPage, path: "/u/:username/meal-plans", url: "/u/nia_blogs/meal-plans" },
      ];
      for (const page of pages) {
        for (const [who, cookie] of [
          ["a visitor", undefined],
          ["a reader", readerCookie],
          ["its owner", ownerCookie],
        ] as const) {
          await renderPage({ database, ...page, cookie, app });
          const card = await screen.findByRole("link", { name: /Blog week/ });
          expect(within(card).queryByText("Published") !== null, `${page.url} for ${who}`).toBe(who === "its owner");
          cleanup();
        }
      }
    } finally {
      await app.close();
    }
  });

  it("has no meal plans section for a cook without plans others may see", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db, { name: "Lee Quiet", username: "lee_noplans" });
    await insertMealPlan(database.db, { ownerId: user.id, title: "Just for me", visibility: "private" });
    await renderPage({ database, path: "/u/:username", module: userPage, url: "/u/lee_noplans" });
    await screen.findByRole("heading", { level: 1, name: "Lee Quiet" });
    expect(screen.queryByRole("region", { name: /Meal plans/ })).toBeNull();
  });

  it("shows only the header of a private profile to a visitor", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db, {
      name: "Quiet Cook",
      username: "quiet_cook",
      isPublic: false,
    });
    await insertRecipe(database.db, { authorId: user.id, title: "Private pie", visibility: "public" });
    await renderPage({ database, path: "/u/:username", module: userPage, url: "/u/quiet_cook" });

    expect(await screen.findByRole("heading", { name: "This profile is private" })).toBeTruthy();
    expect(screen.queryByText("Private pie")).toBeNull();
  });

  it("is a 404 page for nobody", async () => {
    const { database } = getCtx();
    await renderPage({ database, path: "/u/:username", module: userPage, url: "/u/nobody_here_at_all" });
    expect(await screen.findByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeTruthy();
  });
});

describeEachDatabase("/me", (getCtx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getCtx().database);
  });
  afterAll(async () => {
    await app.close();
  });

  it("pages through every recipe the cook made, private ones and drafts included and marked", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db, { name: "Maya Brooks", username: "maya_own_pages" });
    const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 12, n));
    for (let n = 1; n <= 14; n++) {
      await insertRecipe(database.db, {
        authorId: user.id,
        title: `Dish number ${n}`,
        visibility: n === 1 ? "private" : n === 2 ? "draft" : "public",
        updatedAt: minute(n),
      });
    }
    const cookie = await signInForTest(app, user.email);
    const titles = () =>
      within(screen.getByRole("region", { name: "Your recipes" }))
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent);

    await renderPage({ database, path: "/me", module: mePage, url: "/me", cookie, app });
    expect(await screen.findByRole("heading", { level: 1, name: "Maya Brooks" })).toBeTruthy();
    expect(titles()).toHaveLength(12);
    expect(titles()[0]).toBe("Dish number 14");
    // Public recipes go without a word.
    expect(within(screen.getByRole("region", { name: "Your recipes" })).queryByText(/^(Draft|Private)$/)).toBeNull();
    expect(screen.getByText("Recipes 1–12 of 14, most recently changed first.")).toBeTruthy();
    const pages = screen.getByRole("navigation", { name: "Pages of your recipes" });
    expect(within(pages).getByRole("link", { name: /Next/ }).getAttribute("href")).toBe("/me?page=2#me-recipes");
    cleanup();

    await renderPage({ database, path: "/me", module: mePage, url: "/me?page=2", cookie, app });
    await screen.findByRole("heading", { level: 1, name: "Maya Brooks" });
    // Only the cook sees these two: each card says so, on its photo and in its link's name.
    expect(titles()).toEqual(["Dish number 2 (Draft)", "Dish number 1 (Private)"]);
    const recipes = within(screen.getByRole("region", { name: "Your recipes" }));
    expect(recipes.getAllByText(/^(Draft|Private)$/).map((badge) => badge.textContent)).toEqual(["Draft", "Private"]);
    expect(screen.getByText("Recipes 13–14 of 14, most recently changed first.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Previous/ }).getAttribute("href")).toBe("/me#me-recipes");
    cleanup();

    await renderPage({ database, path: "/me", module: mePage, url: "/me?page=9", cookie, app });
    expect(await screen.findByText("You have 14 recipes; this page is past the last one.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the last page" }).getAttribute("href")).toBe(
      "/me?page=2#me-recipes",
    );
  });

  it("leads from the account menu to every page that is the cook's own", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db, { name: "Jess Tran", username: "jess_menu" });
    const cookie = await signInForTest(app, user.email);
    await renderPage({ database, path: "/me", module: mePage, url: "/me", cookie, app });
    fireEvent.click(await screen.findByRole("button", { name: "Account menu for Jess Tran" }));

    // The list loads on first use: the first import of its module can take a while under load.
    const menu = await screen.findByRole("list", { name: "Account" }, { timeout: 15_000 });
    const links = within(menu)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Your profile", "/me"],
      ["Your subscriptions", "/me/subscriptions"],
      ["Recently viewed", "/recipes/recent"],
      ["Invite friends", "/referral"],
      ["Edit profile", "/me/edit"],
    ]);
  });
});
