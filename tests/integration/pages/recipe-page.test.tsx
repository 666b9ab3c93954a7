// @vitest-environment happy-dom
/** The Recipe View's loader and component, rendered below the browser against the test database. */
import { cleanup, screen } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import * as recipePage from "#web/routes/recipe.$recipeId.tsx";
import { buildTestApp, signInForTest } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";
import { renderPage } from "../../helpers/page-stub.tsx";

afterEach(cleanup);

describeEachDatabase("/recipe/:recipeId", (getCtx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getCtx().database);
  });
  afterAll(async () => {
    await app.close();
  });

  const open = (recipeId: string, cookie?: string) =>
    renderPage({
      database: getCtx().database,
      path: "/recipe/:recipeId",
      module: recipePage,
      url: `/recipe/${recipeId}`,
      cookie,
      app,
    });

  it("shows a visitor a public recipe with its ingredients and method", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db, { name: "Ana Lima" });
    const recipe = await insertRecipe(database.db, { authorId: user.id, title: "Feijoada for six" });
    await open(recipe.id);

    expect(await screen.findByRole("heading", { level: 1, name: "Feijoada for six" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Ingredients" })).toBeTruthy();
    expect(screen.getAllByText(/spaghetti/).length).toBeGreaterThan(1);
    expect(screen.getByText("Cook the spaghetti in salted boiling water.")).toBeTruthy();
  });

  it("shows a paywalled recipe to a visitor as a teaser without its ingredients", async () => {
    const { database } = getCtx();
    const { user, blog } = await insertRegisteredUser(database.db, { blog: { hasPaywalledContent: true } });
    const recipe = await insertRecipe(database.db, {
      authorId: user.id,
      blogId: blog?.id,
      title: "Members-only ragù",
      visibility: "paywalled",
    });
    const { container } = await open(recipe.id);

    expect(await screen.findByRole("heading", { level: 1, name: "Members-only ragù" })).toBeTruthy();
    expect(screen.getAllByText(/Subscribe to read/).length).toBeGreaterThan(0);
    expect(container.textContent).not.toMatch(/spaghetti|salted boiling water/);
  });

  it("is a 404 for a visitor and shows the author their private recipe", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db, { email: `private-${Date.now()}@example.test` });
    const recipe = await insertRecipe(database.db, {
      authorId: user.id,
      title: "Grandma's secret",
      visibility: "private",
    });
    await open(recipe.id);
    expect(await screen.findByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeTruthy();
    cleanup();

    const cookie = await signInForTest(app, user.email);
    await open(recipe.id, cookie);
    expect(await screen.findByRole("heading", { level: 1, name: "Grandma's secret" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Edit/ })).toBeTruthy();
  });
});
