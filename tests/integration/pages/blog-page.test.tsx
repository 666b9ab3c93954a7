// @vitest-environment happy-dom
/**
 * The blog's pages rendered below the browser: a reader without paid access sees a paywalled
 * recipe as a teaser card and the call to subscribe, and the page never holds its ingredients or
 * steps; its owner sees Edit your blog; a private profile's blog is a 404 to strangers.
 */
import { cleanup, screen, within } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import { blogFeaturedRecipes, blogPrices, payoutAccounts } from "#db/schema.ts";
import { parseIngredientNotation } from "#db/seed/ingredient-notation.ts";
import * as featuredPage from "#web/routes/blogs.$blogId.featured-recipes.tsx";
import * as blogPage from "#web/routes/blogs.$blogId.tsx";
import { buildTestApp, signInForTest } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";
import { renderPage } from "../../helpers/page-stub.tsx";

afterEach(cleanup);

describeEachDatabase("/p/blogs/:shortlink", (getCtx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getCtx().database);
  });
  afterAll(async () => {
    await app.close();
  });

  it("shows a reader teasers and the call to subscribe, and never a paywalled recipe's ingredients or steps", async () => {
    // The experiment's control group: "Subscribe for $5/month".
    localStorage.setItem("ladle.visitor-id", "visitor-control");
    const { db } = getCtx().database;
    const { user, blog } = await insertRegisteredUser(db, {
      name: "Luz Paywall",
      blog: { hasPaywalledContent: true, title: "Luz's Larder", description: "Preserves for members." },
    });
    await insertRecipe(db, {
      authorId: user.id,
      blogId: blog?.id,
      title: "Members' quince paste",
      visibility: "paywalled",
      ingredientGroups: [{ name: null, lines: [parseIngredientNotation("1 kg secret quinces")] }],
      instructionSections: [{ name: null, steps: ["Stir the secret pot for an hour"] }],
    });
    // The blog takes subscriptions: it has prices and its payouts are set up.
    await db.insert(blogPrices).values({ blogId: blog?.id as string, monthlyAmount: 500, yearlyAmount: 5000 });
    await db
      .insert(payoutAccounts)
      .values({ userId: user.id, providerAccountId: `acct_${user.id}`, isOnboardingComplete: true });
    const reader = await insertRegisteredUser(db);
    const cookie = await signInForTest(app, reader.user.email);
    for (const [module, path, url] of [
      [blogPage, "/p/blogs/:shortlink", `/p/blogs/${blog?.shortlink}`],
      [featuredPage, "/p/blogs/:shortlink/featured-recipes", `/p/blogs/${blog?.shortlink}/featured-recipes`],
    ] as const) {
      const { container } = await renderPage({ database: getCtx().database, path, module, url, cookie, app });
      await screen.findAllByText("Luz's Larder");
      expect(container.textContent).not.toContain("secret quinces");
      expect(container.textContent).not.toContain("Stir the secret pot");
      expect(screen.getByRole("button", { name: /^Subscribe for \$5/ })).toBeTruthy();
      cleanup();
    }
    await renderPage({
      database: getCtx().database,
      path: "/p/blogs/:shortlink",
      module: blogPage,
      url: `/p/blogs/${blog?.shortlink}`,
      app,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Luz's Larder" })).toBeTruthy();
    expect(screen.getByText("Preserves for members.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Members' quince paste \(for subscribers\)/ })).toBeTruthy();
    // A visitor signs in first, and comes back here.
    const subscribe = screen.getByRole("link", { name: /^Subscribe for \$5/ });
    expect(subscribe.getAttribute("href")).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/p/blogs/${blog?.shortlink}`)}`,
    );
  });

  it("gives its owner Edit your blog and no call to subscribe", async () => {
    const { db } = getCtx().database;
    const { user, blog } = await insertRegisteredUser(db, { blog: { hasPaywalledContent: true, title: "Own Pantry" } });
    const cookie = await signInForTest(app, user.email);
    await renderPage({
      database: getCtx().database,
      path: "/blogs/:blogId",
      module: blogPage,
      url: `/blogs/${blog?.id}`,
      cookie,
      app,
    });
    expect(await screen.findByRole("link", { name: "Edit your blog" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Subscribe/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Subscribe/ })).toBeNull();
  });

  it("tells the owner of a blog without recipes how to add one, and a reader to check back", async () => {
    const { db } = getCtx().database;
    const { user, blog } = await insertRegisteredUser(db, {
      blog: { hasPaywalledContent: false, title: "Nell's Soups" },
    });
    // Only a private recipe so far: it is not on the blog.
    await insertRecipe(db, { authorId: user.id, blogId: blog?.id, title: "Soup for me", visibility: "private" });
    const page = {
      database: getCtx().database,
      path: "/blogs/:blogId",
      module: blogPage,
      url: `/blogs/${blog?.id}`,
      app,
    };
    await renderPage({ ...page, cookie: await signInForTest(app, user.email) });
    expect(
      await screen.findByText(
        "No recipes on your blog yet. Your public recipes and those for subscribers show here, newest first.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add a recipe" }).getAttribute("href")).toBe("/recipe/new");
    expect(screen.queryByText(/Check back soon/)).toBeNull();
    cleanup();

    const reader = await insertRegisteredUser(db);
    await renderPage({ ...page, cookie: await signInForTest(app, reader.user.email) });
    expect(await screen.findByText("Nell's Soups has no recipes yet. Check back soon.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Add a recipe" })).toBeNull();
  });

  it("shows each recipe once: Latest leaves out the featured ones, and goes when every recipe is featured", async () => {
    const { db } = getCtx().database;
    const { user, blog } = await insertRegisteredUser(db, { blog: { hasPaywalledContent: false, title: "Two Pans" } });
    const day = 24 * 60 * 60 * 1000;
    const older = await insertRecipe(db, {
      authorId: user.id,
      blogId: blog?.id,
      title: "Older pilaf",
      createdAt: new Date(Date.now() - 2 * day),
    });
    const newer = await insertRecipe(db, { authorId: user.id, blogId: blog?.id, title: "Newer frittata" });
    await db.insert(blogFeaturedRecipes).values({ blogId: blog?.id as string, recipeId: newer.id, position: 0 });
    const open = () =>
      renderPage({
        database: getCtx().database,
        path: "/p/blogs/:shortlink",
        module: blogPage,
        url: `/p/blogs/${blog?.shortlink}`,
        app,
      });
    await open();
    const section = async (name: string) => within((await screen.findByRole("heading", { name })).closest("section")!);
    expect((await section("Featured recipes")).getAllByRole("link", { name: /frittata|pilaf/ })).toHaveLength(1);
    expect((await section("Latest recipes")).getByRole("link", { name: /Older pilaf/ })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: /Newer frittata/ })).toHaveLength(1);
    cleanup();

    await db.insert(blogFeaturedRecipes).values({ blogId: blog?.id as string, recipeId: older.id, position: 1 });
    await open();
    await screen.findByRole("heading", { name: "Featured recipes" });
    expect(screen.queryByRole("heading", { name: "Latest recipes" })).toBeNull();
    expect(screen.queryByText(/has no recipes yet/)).toBeNull();
    expect(screen.getAllByRole("link", { name: /Older pilaf/ })).toHaveLength(1);
  });

  it("is the 404 page for a stranger when the profile is private", async () => {
    const { db } = getCtx().database;
    const { blog } = await insertRegisteredUser(db, { isPublic: false, blog: { hasPaywalledContent: false } });
    await renderPage({
      database: getCtx().database,
      path: "/blogs/:blogId",
      module: blogPage,
      url: `/blogs/${blog?.id}`,
      app,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeTruthy();
  });
});
