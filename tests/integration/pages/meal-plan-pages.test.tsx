// @vitest-environment happy-dom
/** The meal plan pages' loaders and components, rendered below the browser against the test database. */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { insertMealPlan, insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import { parseIngredientNotation } from "#db/seed/ingredient-notation.ts";
import * as publishPage from "#web/routes/meal_plan.$mealPlanId.publish.tsx";
import * as suggestedPage from "#web/routes/meal_plan.$mealPlanId.suggested.tsx";
import * as planPage from "#web/routes/meal_plan.$mealPlanId.tsx";
import { signInForTest, useTestApp } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";
import { renderPage } from "../../helpers/page-stub.tsx";

afterEach(cleanup);

const lines = (...texts: string[]) => [{ name: null, lines: texts.map(parseIngredientNotation) }];

describeEachDatabase("/meal_plan/:mealPlanId/suggested", (getCtx) => {
  const open = (mealPlanId: string) =>
    renderPage({
      database: getCtx().database,
      path: "/meal_plan/:mealPlanId/suggested",
      module: suggestedPage,
      url: `/meal_plan/${mealPlanId}/suggested`,
    });

  it("tells a visitor a subscribers' plan is for the blog's subscribers, and how to subscribe", async () => {
    const { db } = getCtx().database;
    const { user, blog } = await insertRegisteredUser(db, {
      name: "Pat Pro",
      blog: { hasPaywalledContent: true, title: "Pat's Pantry", shortlink: "pats-pantry" },
    });
    const soup = await insertRecipe(db, { authorId: user.id, title: "Lentil soup" });
    const plan = await insertMealPlan(db, {
      ownerId: user.id,
      title: "Members' week",
      visibility: "paywalled",
      entries: [{ day: 0, slot: "dinner", recipeId: soup.id, servings: 2 }],
      publication: { blogId: blog?.id ?? "", isPaywalled: true },
    });
    await open(plan.id);

    expect(await screen.findByRole("heading", { level: 2, name: "For subscribers of Pat's Pantry" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Subscribe to see the plan" }).getAttribute("href")).toBe(
      "/p/blogs/pats-pantry",
    );
    expect(screen.queryByText(/No suggestions yet/)).toBeNull();
    expect(screen.queryByText("Lentil soup")).toBeNull();
  });

  it("suggests recipes that share a public plan's ingredients", async () => {
    const { db } = getCtx().database;
    const { user } = await insertRegisteredUser(db, { name: "Sam Cooks" });
    const soup = await insertRecipe(db, {
      authorId: user.id,
      title: "Lentil soup",
      ingredientGroups: lines("200 g red lentils"),
    });
    await insertRecipe(db, { title: "Lentil dal", ingredientGroups: lines("250 g red lentils") });
    const plan = await insertMealPlan(db, {
      ownerId: user.id,
      title: "Soup week",
      entries: [{ day: 0, slot: "dinner", recipeId: soup.id, servings: 2 }],
    });
    await open(plan.id);

    expect(await screen.findByRole("heading", { level: 1, name: "Recipes that fit Soup week" })).toBeTruthy();
    expect(screen.getByText(/They keep to the plan's diets/)).toBeTruthy();
    expect(screen.getByText("Lentil dal")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: /For subscribers/ })).toBeNull();
  });
});

describeEachDatabase("/meal_plan/:mealPlanId after publishing", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it("tells the blogger where the plan now is, with the way to see it as readers do, and the publish page says it is on", async () => {
    const { database } = getCtx();
    const { user, blog } = await insertRegisteredUser(database.db, {
      name: "Pat Pro",
      blog: { hasPaywalledContent: false, title: "Pat's Pantry", shortlink: "pats-pantry-published" },
    });
    const soup = await insertRecipe(database.db, { authorId: user.id, title: "Lentil soup" });
    const plan = await insertMealPlan(database.db, {
      ownerId: user.id,
      title: "Soup week",
      entries: [{ day: 0, slot: "dinner", recipeId: soup.id, servings: 2 }],
      publication: { blogId: blog?.id ?? "", isPaywalled: false },
    });
    const cookie = await signInForTest(getApp(), user.email);

    await renderPage({
      database,
      path: "/meal_plan/:mealPlanId",
      module: planPage,
      url: `/meal_plan/${plan.id}?published=1`,
      cookie,
      app: getApp(),
    });
    const notice = await screen.findByRole("status");
    expect(notice.textContent).toBe("Published on Pat's Pantry for everyone. See it as your readers do");
    expect(within(notice).getByRole("link").getAttribute("href")).toMatch(/^\/publication\/[0-9a-f-]+\/soup-week$/);
    cleanup();

    await renderPage({
      database,
      path: "/meal_plan/:mealPlanId/publish",
      module: publishPage,
      url: `/meal_plan/${plan.id}/publish`,
      cookie,
      app: getApp(),
    });
    expect(await screen.findByText(/Change who sees/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Update" })).toBeTruthy();
  });
});

describeEachDatabase("/meal_plan/:mealPlanId/publish", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it("keeps the keyboard on Publish when a plan with no recipes is refused, and says why", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db, {
      name: "Pat Pro",
      blog: { hasPaywalledContent: false, title: "Pat's Pantry", shortlink: "pats-pantry-empty" },
    });
    const plan = await insertMealPlan(database.db, { ownerId: user.id, title: "Empty week" });
    const cookie = await signInForTest(getApp(), user.email);
    await renderPage({
      database,
      path: "/meal_plan/:mealPlanId/publish",
      module: publishPage,
      url: `/meal_plan/${plan.id}/publish`,
      cookie,
      app: getApp(),
    });
    const publish = (await screen.findByRole("button", { name: "Publish" })) as HTMLButtonElement;
    // A button disabled while the page posts drops the focus to the page, as a browser does.
    let wasDisabled = false;
    new MutationObserver(() => {
      wasDisabled ||= publish.disabled;
    }).observe(publish, { attributes: true });
    publish.focus();
    fireEvent.click(publish);

    expect((await screen.findByRole("alert")).textContent).toBe(
      "Add at least one recipe to the plan before publishing it.",
    );
    expect(wasDisabled).toBe(false);
    expect(document.activeElement).toBe(publish);
  });
});
