/**
 * Meal plans as a cook uses them: make one by hand, add a recipe to it from the recipe page (with
 * JavaScript and without), move a dish by keyboard in the editor, and copy the plan into another
 * account from a start date.
 */
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "../fixtures.ts";

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

async function createPlanByHand(page: Page, title: string) {
  await open(page, "/meal_plan/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create a meal plan" })).toBeVisible();
  // Sent without a title: focus lands on Title, which says what is missing.
  await page.getByRole("button", { name: "Create plan" }).click();
  await expect(page.getByLabel("Title")).toBeFocused();
  await expect(page.getByLabel("Title")).toHaveAccessibleDescription("Give the plan a title.");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Number of days").fill("5");
  await page.getByRole("radio", { name: /Undated/ }).check();
  await page.getByRole("button", { name: "Create plan" }).click();
  await expect(page).toHaveURL(/\/meal_plan\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit meal plan" })).toBeVisible();
  return page.url().match(/\/meal_plan\/([0-9a-f-]{36})\/edit$/)![1];
}

async function findRecipeId(page: Page, query: string): Promise<string> {
  const response = await page.request.get(`/api/search/recipes?q=${encodeURIComponent(query)}`);
  const { items } = (await response.json()) as { items: { id: string }[] };
  expect(items.length, `a recipe for "${query}"`).toBeGreaterThan(0);
  return items[0].id;
}

test("makes a plan by hand, adds a recipe from its page, moves it by keyboard and copies the plan", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signUp(page, { name: "Pat Planner", prefix: "plan" });
  const planId = await createPlanByHand(page, "Soup week");

  // From the recipe page: Add to meal plan → this plan, day 1, dinner.
  const recipeId = await findRecipeId(page, "spiced red lentil soup");
  await open(page, `/recipe/${recipeId}`);
  await page.getByRole("link", { name: "Add to meal plan" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add to meal plan" })).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("radio", { name: /Soup week/ }).check();
  await page.getByLabel("Day", { exact: true }).selectOption({ label: "Day 1" });
  await page.getByRole("radio", { name: "Dinner" }).check();
  await page.getByRole("button", { name: "Add to plan" }).click();
  await expect(page.getByText("Added to Soup week.")).toBeVisible();
  await expect(page).toHaveURL(`/recipe/${recipeId}`);

  // In the editor: pick the soup up, one day right and one meal up (lunch), drop it.
  await open(page, `/meal_plan/${planId}/edit`);
  const move = page.getByRole("button", { name: "Move Spiced Red Lentil Soup", exact: true });
  await move.focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Drop Spiced Red Lentil Soup here", exact: true })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Space");
  await expect(page.getByRole("status").filter({ hasText: "moved to Lunch, Day 2" })).toBeAttached();
  await expect(page.getByRole("button", { name: "Move Spiced Red Lentil Soup", exact: true })).toBeFocused();
  await expect(page.getByText("Saving…")).toHaveCount(0);

  // The plan's page shows it on day 2's lunch, after a reload from the server.
  await open(page, `/meal_plan/${planId}`);
  const day2 = page.locator(".plan-day").nth(1);
  await expect(day2.locator('[data-slot="lunch"]').getByRole("link", { name: "Spiced Red Lentil Soup" })).toBeVisible();
  await expect(page.locator(".plan-day").first().getByRole("link", { name: "Spiced Red Lentil Soup" })).toHaveCount(0);
  // The dish's photo opens the recipe as its title does (the title's link lies over the card: a
  // click on the photo lands on it).
  await day2.locator('[data-slot="lunch"] .plan-entry__media').click({ force: true });
  await expect(page).toHaveURL(`/recipe/${recipeId}`);

  // Someone else copies it into their account from a start date.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signUp(other, { name: "Cory Copier", prefix: "copy" });
  await open(other, `/meal_plan/${planId}`);
  await other.getByRole("link", { name: "Copy" }).click();
  await expect(other.getByRole("heading", { level: 1, name: "Copy meal plan" })).toBeVisible();
  await other.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await other.getByRole("radio", { name: /From a start date/ }).check();
  await other.getByLabel("Start date", { exact: true }).fill("2026-03-02");
  await other.getByRole("button", { name: "Copy to my plans" }).click();
  await expect(other).toHaveURL(/\/meal_plan\/[0-9a-f-]{36}$/);
  expect(other.url()).not.toContain(planId);
  await expect(other.getByRole("heading", { level: 1, name: "Soup week" })).toBeVisible();
  await expect(other.getByText("2 March 2026 – 6 March 2026")).toBeVisible();
  await expect(other.getByText("Private")).toBeVisible();
  const copyDay2 = other.locator(".plan-day").nth(1);
  await expect(copyDay2.getByRole("heading", { name: /Tuesday/ })).toBeVisible();
  await expect(copyDay2.getByRole("link", { name: "Spiced Red Lentil Soup" })).toBeVisible();
  await otherContext.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Add to meal plan shows what is wrong beside its field, with the choices kept", async ({ page }) => {
    await signUp(page, { prefix: "nojsplan" });
    const created = await page.request.post("/api/meal-plans", { data: { title: "Short week", dayCount: 3 } });
    expect(created.ok(), await created.text()).toBeTruthy();
    const plan = (await created.json()) as { id: string };
    const recipeId = await findRecipeId(page, "spiced red lentil soup");
    await page.goto(`/recipe/${recipeId}/meal-plan`);

    // Too many servings, for a new plan: the servings are refused, the rest is as chosen.
    await page.getByRole("radio", { name: /New plan/ }).check();
    await page.getByLabel("New plan's title").fill("Soup fortnight");
    await page.getByLabel("Day", { exact: true }).selectOption({ label: "Day 2" });
    await page.getByRole("radio", { name: "Lunch" }).check();
    await page.getByLabel("Servings").fill("99");
    await page.getByRole("button", { name: "Add to plan" }).click();

    await expect(page).toHaveURL(`/recipe/${recipeId}/meal-plan`);
    const servings = page.getByLabel("Servings");
    await expect(servings).toHaveAccessibleDescription("Plan at most 50 servings.");
    await expect(servings).toHaveAttribute("aria-invalid", "true");
    await expect(servings).toHaveValue("99");
    await expect(page.getByRole("radio", { name: /New plan/ })).toBeChecked();
    await expect(page.getByLabel("New plan's title")).toHaveValue("Soup fortnight");
    await expect(page.getByLabel("Day", { exact: true })).toHaveValue("1");
    await expect(page.getByRole("radio", { name: "Lunch" })).toBeChecked();

    // A day past the chosen plan's three: the day is refused, beside Day.
    await page.getByRole("radio", { name: /Short week/ }).check();
    await page.getByLabel("Day", { exact: true }).selectOption({ label: "Day 5" });
    await servings.fill("3");
    await page.getByRole("button", { name: "Add to plan" }).click();

    const day = page.getByLabel("Day", { exact: true });
    await expect(day).toHaveAccessibleDescription("Day 5 is past the plan's 3 days.");
    await expect(day).toHaveValue("4");
    await expect(page.getByLabel("Servings")).not.toHaveAttribute("aria-invalid");
    await expect(page.getByLabel("Servings")).toHaveValue("3");
    await expect(page.getByRole("radio", { name: /Short week/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Lunch" })).toBeChecked();

    // Put right, it adds the recipe and goes to the plan.
    await day.selectOption({ label: "Day 3" });
    await page.getByRole("button", { name: "Add to plan" }).click();
    await expect(page).toHaveURL(`/meal_plan/${plan.id}`);
    const entries = (await (await page.request.get(`/api/meal-plans/${plan.id}`)).json()) as {
      entries: { day: number; slot: string; servings: number; recipe: { id: string } }[];
    };
    expect(entries.entries.map((entry) => [entry.day, entry.slot, entry.servings, entry.recipe.id])).toEqual([
      [2, "lunch", 3, recipeId],
    ]);
  });
});

test("a private plan is not found by anyone else", async ({ page, browser }) => {
  await signUp(page, { prefix: "private" });
  await open(page, "/meal_plan/create");
  await page.getByLabel("Title").fill("Secret week");
  await page.getByRole("radio", { name: /Private/ }).check();
  await page.getByRole("button", { name: "Create plan" }).click();
  await expect(page).toHaveURL(/\/edit$/, { timeout: 15_000 });
  const planPath = page
    .url()
    .replace(/\/edit$/, "")
    .replace(/^https?:\/\/[^/]+/, "");

  const visitor = await browser.newContext();
  const response = await visitor.request.get(planPath);
  expect(response.status()).toBe(404);
  await visitor.close();
});
