// @vitest-environment happy-dom
/** The Recipe View's loader and component, rendered below the browser against the test database. */
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { insertRecipe, insertRegisteredUser, textOnlyLine } from "#db/factories/index.ts";
import { noVerifiedPhoneText } from "#web/features/recipes/components/recipe-actions.tsx";
import { notify } from "#web/lib/toast.ts";
import * as recipePage from "#web/routes/recipe.$recipeId.tsx";
import { buildTestApp, signInForTest } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";
import { renderPage } from "../../helpers/page-stub.tsx";

vi.mock("#web/lib/toast.ts", async (importOriginal) => {
  const toast = await importOriginal<typeof import("#web/lib/toast.ts")>();
  return { ...toast, notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() } };
});

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

  it("tells a cook without a verified phone how to add one when Text me cannot send, and focuses the way there", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db, { name: "Ana Lima" });
    const recipe = await insertRecipe(database.db, { authorId: user.id, title: "Moqueca for four" });
    const cook = await insertRegisteredUser(database.db);
    await open(recipe.id, await signInForTest(app, cook.user.email));

    const textMe = await screen.findByRole("button", { name: "Text me" });
    fireEvent.click(textMe);
    const addPhone = await screen.findByRole("link", { name: "Add a phone number" });
    expect(addPhone.getAttribute("href")).toBe(`/auth/verify?redirectTo=${encodeURIComponent(`/recipe/${recipe.id}`)}`);
    expect(addPhone.closest("p")?.textContent).toBe(`${noVerifiedPhoneText} Add a phone number`);
    await waitFor(() => expect(document.activeElement).toBe(addPhone));
    // Focused, the link says why it is there; the note says it once, with no toast repeating it.
    expect(document.getElementById(addPhone.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      noVerifiedPhoneText,
    );
    expect(notify.warning).not.toHaveBeenCalled();

    // Pressed again, the note is already there: the focus goes back to its link, and it is said again.
    textMe.focus();
    fireEvent.click(textMe);
    await waitFor(() => expect(document.activeElement).toBe(addPhone));
    expect(screen.getAllByText(noVerifiedPhoneText)).toHaveLength(1);
    expect(notify.warning).not.toHaveBeenCalled();
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

  it("tells the author that no one else can review a private recipe yet, and to share a public one", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db, { email: `reviews-${Date.now()}@example.test` });
    const cookie = await signInForTest(app, user.email);
    const imported = await insertRecipe(database.db, { authorId: user.id, title: "Soup", visibility: "private" });
    await open(imported.id, cookie);
    expect(
      await screen.findByText(
        "No reviews yet. Only you can see this recipe: once you make it public, cooks can review it.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Share the recipe/)).toBeNull();
    cleanup();

    const shared = await insertRecipe(database.db, { authorId: user.id, title: "Stew", visibility: "public" });
    await open(shared.id, cookie);
    expect(await screen.findByText("No reviews yet. Share the recipe and see what cooks say.")).toBeTruthy();
  });

  it("shows the author's nutrition when the recipe has it, without calling it an estimate", async () => {
    const recipe = await insertRecipe(getCtx().database.db, { nutrition: { calories: 512, proteinContent: 17 } });
    await open(recipe.id);

    const nutrition = await screen.findByRole("region", { name: /Nutrition/ });
    expect(nutrition.textContent).toContain("512 kcal");
    expect(nutrition.textContent).not.toContain("Estimated");
  });

  it("shows nutrition estimated from the ingredients, labelled so, when the author gave none", async () => {
    const recipe = await insertRecipe(getCtx().database.db, { nutrition: null });
    await open(recipe.id);

    const nutrition = await screen.findByRole("region", { name: /Nutrition/ });
    expect(nutrition.textContent).toContain("Estimated from the ingredients");
    // 200 g spaghetti, 2 tbsp olive oil and a can of tomatoes for 4: about 270 kcal a serving.
    const calories = Number(/Calories([\d.]+) kcal/.exec(nutrition.textContent ?? "")?.[1]);
    expect(calories).toBeGreaterThan(240);
    expect(calories).toBeLessThan(300);
  });

  it("shows no nutrition when too little of the recipe was understood", async () => {
    const lines = ["2 bunches samphire", "1 jar umeboshi paste", "200 g spaghetti"].map(textOnlyLine);
    const recipe = await insertRecipe(getCtx().database.db, {
      title: "Samphire spaghetti",
      nutrition: null,
      ingredientGroups: [{ name: null, lines }],
    });
    await open(recipe.id);

    expect(await screen.findByRole("heading", { level: 1, name: "Samphire spaghetti" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: /Nutrition/ })).toBeNull();
  });
});
