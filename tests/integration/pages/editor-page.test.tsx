// @vitest-environment happy-dom
/** Submit Edit Recipe's loader and editor, rendered below the browser against the test database. */
import { cleanup, screen } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import * as editPage from "#web/routes/recipe.$recipeId.edit.tsx";
import { buildTestApp, signInForTest } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";
import { renderPage } from "../../helpers/page-stub.tsx";

afterEach(cleanup);

describeEachDatabase("/recipe/:recipeId/edit", (getCtx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getCtx().database);
  });
  afterAll(async () => {
    await app.close();
  });

  const open = (recipeId: string, cookie: string) =>
    renderPage({
      database: getCtx().database,
      path: "/recipe/:recipeId/edit",
      module: editPage,
      url: `/recipe/${recipeId}/edit`,
      cookie,
      app,
    });

  it("opens the author's recipe in the editor, every field filled in", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db);
    const recipe = await insertRecipe(database.db, { authorId: user.id, title: "Lentil Dal", servings: 6 });
    await open(recipe.id, await signInForTest(app, user.email));

    expect(await screen.findByRole("heading", { level: 1, name: "Edit recipe" })).toBeTruthy();
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe("Lentil Dal");
    expect(screen.getByDisplayValue("200 g spaghetti")).toBeTruthy();
    expect(screen.getByDisplayValue("Cook the spaghetti in salted boiling water.")).toBeTruthy();
  });

  it("refuses another cook with the 403 page", async () => {
    const { database } = getCtx();
    const { user: author } = await insertRegisteredUser(database.db);
    const { user: other } = await insertRegisteredUser(database.db);
    const recipe = await insertRecipe(database.db, { authorId: author.id, title: "Not Yours Soup" });
    await open(recipe.id, await signInForTest(app, other.email));

    expect(await screen.findByRole("heading", { level: 1, name: "That page isn't open to you" })).toBeTruthy();
    expect(screen.queryByDisplayValue("Not Yours Soup")).toBeNull();
  });
});
