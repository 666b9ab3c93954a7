/**
 * Create Meal Plan, generated: a 7-day vegetarian week with a calorie goal, one dinner swapped for
 * another, then saved as a plan of the cook's own.
 */
import { expect, signUp, test } from "../fixtures.ts";

test("generates a vegetarian week with a calorie goal, swaps a dinner and saves it", async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page, { name: "Gen Planner", prefix: "gen" });
  await page.goto("/meal_plan/create");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("link", { name: "Plan it for me" }).click();
  await expect(page).toHaveURL(/mode=generate/);

  await page.getByRole("checkbox", { name: "Vegetarian" }).check();
  await page.getByLabel("Days", { exact: true }).fill("7");
  await page.getByLabel("Calories a day").fill("1400");
  await page.getByRole("checkbox", { name: /Cook once, eat twice/ }).check();
  await page.getByRole("button", { name: "Plan my week" }).click();

  const preview = page.getByRole("region", { name: "Your plan" });
  await expect(preview).toBeVisible({ timeout: 20_000 });
  await expect(preview.locator(".plan-day")).toHaveCount(7);
  await expect(preview.getByText(/Each day lands between 1,260 and 1,540 kcal per person/)).toBeVisible();

  // Swap the second day's dinner from the keyboard: another recipe takes its place, and focus stays
  // on its Swap button, so pressing Enter again swaps again.
  const dinner = preview.locator(".plan-day").nth(1).locator('[data-slot="dinner"]');
  const before = await dinner.locator(".plan-entry__title").textContent();
  const swap = dinner.getByRole("button", { name: /^Swap/ });
  await swap.focus();
  await page.keyboard.press("Enter");
  await expect(dinner.locator(".plan-entry__title")).not.toHaveText(before ?? "", { timeout: 15_000 });
  await expect(swap).toBeFocused();

  await preview.getByLabel("Title").fill("Green week");
  await preview.getByRole("button", { name: "Save plan" }).click();
  await expect(page).toHaveURL(/\/meal_plan\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Green week" })).toBeVisible();
  await expect(page.locator(".plan-day")).toHaveCount(7);
  await expect(page.locator(".plan-header").getByRole("list", { name: "Diets" })).toHaveText("Vegetarian");

  const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
  for (const event of [
    "add meal plan dietary",
    "add meal plan goal",
    "meal plan generation success",
    "swap recipe",
    "replaced recipe",
    "save meal plan",
  ])
    expect(events, event).toContain(event);
});

test("options the planner refuses are said beside their fields, with the focus on the first", async ({ page }) => {
  await signUp(page, { prefix: "genbad" });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/meal_plan/create?mode=generate");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

  const days = page.getByLabel("Days", { exact: true });
  await days.fill("0");
  await page.getByLabel("Calories a day").fill("99999");
  const planMyWeek = page.getByRole("button", { name: "Plan my week" });
  await planMyWeek.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Choose 1 to 14 days.")).toBeVisible();
  await expect(page.getByText("Calorie goals run from 800 to 6,000 a day.")).toBeVisible();
  await expect(days).toBeFocused();
  await expect(days).toBeInViewport();

  // With no meal left, the focus goes to the meals to choose from.
  await days.fill("3");
  await page.getByLabel("Calories a day").fill("");
  for (const meal of ["Breakfast", "Lunch", "Dinner"]) await page.getByRole("checkbox", { name: meal }).uncheck();
  await planMyWeek.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Choose at least one meal.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Breakfast" })).toBeFocused();
});

test("a request no week can meet offers a change, and taking it makes the plan", async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page, { prefix: "genfail" });
  await page.goto("/meal_plan/create?mode=generate");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

  // No vegan day of the demo recipes comes near 4,000 calories; the most filling one would fit a
  // goal a week of different recipes cannot meet.
  await page.getByRole("checkbox", { name: "Vegan" }).check();
  await page.getByLabel("Days", { exact: true }).fill("7");
  await page.getByLabel("Calories a day").fill("4000");
  await page.getByRole("button", { name: "Plan my week" }).click();

  const failure = page.getByRole("region", { name: "We couldn't plan that" });
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await expect(failure).toContainText(/No vegan day comes within 10% of 4,000 calories .*: aim for [\d,]+ calories/);
  const suggestion = failure.getByRole("button", { name: /^Aim for [\d,]+ calories$/ }).first();
  const goal = ((await suggestion.textContent()) ?? "").replace(/\D/g, "");
  await suggestion.click();

  const preview = page.getByRole("region", { name: "Your plan" });
  await expect(preview).toBeVisible({ timeout: 20_000 });
  await expect(preview.locator(".plan-day")).toHaveCount(7);
  await expect(failure).toHaveCount(0);
  await expect(page.getByLabel("Calories a day")).toHaveValue(goal);
});

test("Plan again and the form keep the first weekday and the every-day time limit the request set", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page, { prefix: "genagain" });
  await page.goto("/meal_plan/create?mode=generate");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

  await page.getByLabel("What would you like?").fill("Quick dinners for the weekend, weekends too");
  await page.getByRole("button", { name: "Plan my week" }).click();
  const preview = page.getByRole("region", { name: "Your plan" });
  const days = preview.locator(".plan-day__title");
  await expect(days).toHaveCount(2, { timeout: 20_000 });
  await expect(days.first()).toContainText("Saturday");
  await expect(days.last()).toContainText("Sunday");

  // Another draw of the same request: the same days, the time limit still on both.
  const again = page.waitForRequest((request) => request.url().endsWith("/api/meal-plans/generate"));
  await preview.getByRole("button", { name: "Plan again" }).click();
  expect((await again).postDataJSON()).toMatchObject({
    days: 2,
    meals: ["dinner"],
    maxPrepMinutes: 30,
    timeLimitDays: "every-day",
    startWeekday: "saturday",
  });
  await expect(page.getByRole("button", { name: "Plan again" })).toBeEnabled({ timeout: 20_000 });
  await expect(days.first()).toContainText("Saturday");
  await expect(days.last()).toContainText("Sunday");
  await expect(preview.getByText("Up to 30 minutes' cooking every day.")).toBeVisible();
  // What the sentence said is still on show as chips.
  const chips = page.getByRole("list", { name: "From your request" });
  await expect(chips.getByRole("button", { name: "Remove “Time limit every day”" })).toBeVisible();
  await expect(chips.getByRole("button", { name: "Remove “Starting Saturday”" })).toBeVisible();

  // The request became fields the cook can change.
  const startsOn = page.getByLabel("Starts on");
  const weekendsToo = page.getByRole("checkbox", { name: "Time limit at weekends too" });
  await expect(startsOn).toHaveValue("saturday");
  await expect(weekendsToo).toBeChecked();
  await startsOn.selectOption({ label: "Wednesday" });
  await weekendsToo.uncheck();
  const changed = page.waitForRequest((request) => request.url().endsWith("/api/meal-plans/generate"));
  await page.getByRole("button", { name: "Plan with these options" }).click();
  expect((await changed).postDataJSON()).toMatchObject({ timeLimitDays: "weekdays", startWeekday: "wednesday" });
  await expect(days.first()).toContainText("Wednesday", { timeout: 20_000 });
  await expect(days.last()).toContainText("Thursday");
  await expect(preview.getByText("Up to 30 minutes' cooking on weekdays.")).toBeVisible();
  // The chips of the fields changed are gone; the others stay.
  await expect(chips.getByRole("button", { name: "Remove “Starting Saturday”" })).toHaveCount(0);
  await expect(chips.getByRole("button", { name: "Remove “Time limit every day”" })).toHaveCount(0);
  await expect(chips.getByRole("button", { name: "Remove “Dinners”" })).toBeVisible();
  // Saved, it starts on the next Wednesday.
  const firstDay = await preview.getByLabel("First day").inputValue();
  expect(new Date(`${firstDay}T00:00:00Z`).getUTCDay()).toBe(3);
});
