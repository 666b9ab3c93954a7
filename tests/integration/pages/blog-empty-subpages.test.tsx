// @vitest-environment happy-dom
/**
 * A blog's empty subpages (featured recipes, meal plans, a category): a reader is told there is
 * nothing yet and sent back to the blog; the blog's owner is told what to do and gets a link to
 * where they do it.
 */
import { cleanup, screen } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import { blogCategories } from "#db/schema.ts";
import * as categoryPage from "#web/routes/blogs.$blogId.categories.$categoryId.tsx";
import * as featuredPage from "#web/routes/blogs.$blogId.featured-recipes.tsx";
import * as plansPage from "#web/routes/p.blogs.$shortlink.meal-plans.tsx";
import { buildTestApp, signInForTest } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";
import { renderPage, type TPageStubOptions } from "../../helpers/page-stub.tsx";

afterEach(cleanup);

describeEachDatabase("a blog's empty subpages", (getCtx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getCtx().database);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A paywalled blog, its owner's and a reader's cookies. */
  async function blogWithReader(title: string) {
    const { db } = getCtx().database;
    const owner = await insertRegisteredUser(db, { blog: { hasPaywalledContent: true, title } });
    const reader = await insertRegisteredUser(db);
    const blog = owner.blog as NonNullable<typeof owner.blog>;
    return {
      db,
      blog,
      ownerId: owner.user.id,
      ownerCookie: await signInForTest(app, owner.user.email),
      readerCookie: await signInForTest(app, reader.user.email),
    };
  }

  const linkTo = (name: string) => screen.getByRole("link", { name }).getAttribute("href");

  it("Featured recipes tells the owner to add a recipe, then to choose some, and a reader that there are none yet", async () => {
    const { db, blog, ownerId, ownerCookie, readerCookie } = await blogWithReader("Crumb Club");
    const page: Omit<TPageStubOptions, "cookie"> = {
      database: getCtx().database,
      path: "/blogs/:blogId/featured-recipes",
      module: featuredPage,
      url: `/blogs/${blog.id}/featured-recipes`,
      app,
    };

    await renderPage({ ...page, cookie: ownerCookie });
    expect(
      await screen.findByText("Your blog has no recipes yet. Add one, then feature the ones you're proudest of here."),
    ).toBeTruthy();
    expect(linkTo("Add a recipe")).toBe("/recipe/new");
    expect(screen.queryByText(/hasn't featured any recipes yet/)).toBeNull();
    cleanup();

    await insertRecipe(db, { authorId: ownerId, blogId: blog.id, title: "Rye loaf", visibility: "public" });
    await renderPage({ ...page, cookie: ownerCookie });
    expect(
      await screen.findByText(
        "Nothing featured yet. Choose the recipes you're proudest of on Your blog: they show here and first on your blog.",
      ),
    ).toBeTruthy();
    expect(linkTo("Choose featured recipes")).toBe("/me/blog#featured");
    cleanup();

    await renderPage({ ...page, cookie: readerCookie });
    expect(await screen.findByText("Crumb Club hasn't featured any recipes yet.")).toBeTruthy();
    expect(linkTo("Back to Crumb Club")).toBe(`/blogs/${blog.id}`);
    expect(screen.queryByRole("link", { name: "Choose featured recipes" })).toBeNull();
  });

  it("Meal plans tells the owner to publish one on Your blog, and a reader that none is published yet", async () => {
    const { blog, ownerCookie, readerCookie } = await blogWithReader("Sunday Batch");
    const page: Omit<TPageStubOptions, "cookie"> = {
      database: getCtx().database,
      path: "/p/blogs/:shortlink/meal-plans",
      module: plansPage,
      url: `/p/blogs/${blog.shortlink}/meal-plans`,
      app,
    };

    await renderPage({ ...page, cookie: ownerCookie });
    expect(
      await screen.findByText(
        "None of your meal plans is on your blog yet. Publish one on Your blog and readers find it here.",
      ),
    ).toBeTruthy();
    expect(linkTo("Publish a meal plan")).toBe("/me/blog#meal-plans");
    expect(screen.queryByText(/hasn't published a meal plan yet/)).toBeNull();
    cleanup();

    await renderPage({ ...page, cookie: readerCookie });
    expect(await screen.findByText("Sunday Batch hasn't published a meal plan yet.")).toBeTruthy();
    expect(linkTo("Back to Sunday Batch")).toBe(`/p/blogs/${blog.shortlink}`);
    expect(screen.queryByRole("link", { name: "Publish a meal plan" })).toBeNull();
  });

  it("An empty category tells the owner to choose its recipes, and a reader that it has none yet", async () => {
    const { db, blog, ownerCookie, readerCookie } = await blogWithReader("Pickle Jar");
    const [category] = await db
      .insert(blogCategories)
      .values({ blogId: blog.id, name: "Ferments", slug: "ferments" })
      .returning();
    const page: Omit<TPageStubOptions, "cookie"> = {
      database: getCtx().database,
      path: "/blogs/:blogId/categories/:categoryId",
      module: categoryPage,
      url: `/blogs/${blog.id}/categories/${category.id}`,
      app,
    };

    await renderPage({ ...page, cookie: ownerCookie });
    expect(
      await screen.findByText(
        "No recipes in Ferments yet. Choose its recipes on Your blog and they show here, in your order.",
      ),
    ).toBeTruthy();
    expect(linkTo("Choose recipes")).toBe("/me/blog#categories");
    cleanup();

    await renderPage({ ...page, cookie: readerCookie });
    expect(await screen.findByText("No recipes in Ferments yet.")).toBeTruthy();
    expect(linkTo("Back to Pickle Jar")).toBe(`/blogs/${blog.id}`);
    expect(screen.queryByRole("link", { name: "Choose recipes" })).toBeNull();
  });
});
