// @vitest-environment happy-dom
/** Add to meal plan: the page's loader, form and action, rendered below the browser against the test database. */
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { insertMealPlan, insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import { mealPlanEntries, mealPlans } from "#db/schema.ts";
import * as addPage from "#web/routes/recipe.$recipeId.meal-plan.tsx";
import { buildTestApp, signInForTest } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";
import { renderPage } from "../../helpers/page-stub.tsx";

afterEach(cleanup);

describeEachDatabase("/recipe/:recipeId/meal-plan", (getCtx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getCtx().database);
  });
  afterAll(async () => {
    await app.close();
  });

  async function openAsCook() {
    const { db } = getCtx().database;
    const { user } = await insertRegisteredUser(db);
    const recipe = await insertRecipe(db, { authorId: user.id, title: "Barley Risotto" });
    const plan = await insertMealPlan(db, { ownerId: user.id, title: "Busy week", dayCount: 5 });
    await renderPage({
      database: getCtx().database,
      path: "/recipe/:recipeId/meal-plan",
      module: addPage,
      url: `/recipe/${recipe.id}/meal-plan`,
      cookie: await signInForTest(app, user.email),
      app,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Add to meal plan" })).toBeTruthy();
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('input[name="_js"]')?.value).toBe("1"));
    return { user, plan };
  }

  const servingsField = () => screen.getByRole("spinbutton", { name: "Servings" }) as HTMLInputElement;

  async function addWithServings(servings: string) {
    fireEvent.change(servingsField(), { target: { value: servings } });
    fireEvent.click(screen.getByRole("button", { name: "Add to plan" }));
    await screen.findByRole("button", { name: "Add to plan" });
  }

  it("says beside Servings what it takes, keeps the choices and adds nothing to the plan", async () => {
    const { plan } = await openAsCook();
    fireEvent.click(screen.getByRole("radio", { name: /Busy week/ }));
    fireEvent.click(screen.getByRole("radio", { name: "Lunch" }));

    for (const [typed, message] of [
      ["0", "Plan at least 1 serving."],
      ["-3", "Plan at least 1 serving."],
      ["9999", "Plan at most 50 servings."],
    ]) {
      await addWithServings(typed);
      const error = await screen.findByText(message);
      expect(servingsField().getAttribute("aria-describedby")).toContain(error.id);
      expect(servingsField().value).toBe(typed);
      expect((screen.getByRole("radio", { name: /Busy week/ }) as HTMLInputElement).checked).toBe(true);
      expect((screen.getByRole("radio", { name: "Lunch" }) as HTMLInputElement).checked).toBe(true);
    }
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
    const { db } = getCtx().database;
    expect(await db.select().from(mealPlanEntries).where(eq(mealPlanEntries.mealPlanId, plan.id))).toEqual([]);
  });

  it("makes no new plan when the servings are refused", async () => {
    const { user } = await openAsCook();
    fireEvent.click(screen.getByRole("radio", { name: /New plan/ }));
    fireEvent.change(screen.getByRole("textbox", { name: "New plan's title" }), { target: { value: "Never made" } });
    await addWithServings("0");

    expect(await screen.findByText("Plan at least 1 serving.")).toBeTruthy();
    expect((screen.getByRole("radio", { name: /New plan/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("textbox", { name: "New plan's title" }) as HTMLInputElement).value).toBe("Never made");
    const { db } = getCtx().database;
    const titles = await db.select({ title: mealPlans.title }).from(mealPlans).where(eq(mealPlans.ownerId, user.id));
    expect(titles).toEqual([{ title: "Busy week" }]);
  });
});
