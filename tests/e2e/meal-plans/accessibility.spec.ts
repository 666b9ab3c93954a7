/** axe-core on the meal-plan pages, light and dark: the plan, its editor, Create (both ways), the landing page. */
import { seriousViolations } from "../axe.ts";
import { demo, expect, signIn, test } from "../fixtures.ts";

for (const scheme of ["light", "dark"] as const) {
  test(`the meal-plan pages have no serious accessibility problems (${scheme})`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: scheme });
    await signIn(page, demo.cook);
    const plans = (await (await page.request.get("/api/meal-plans/mine")).json()) as {
      items: { id: string; title: string }[];
    };
    const plan = plans.items.find((item) => item.title === "Weeknight family dinners");
    expect(plan, "the cook's seeded plan").toBeTruthy();
    for (const path of [
      `/meal_plan/${plan!.id}`,
      `/meal_plan/${plan!.id}/edit`,
      "/meal_plan/create",
      "/meal_plan/create?mode=generate",
      "/landings/meal-plans/a-green-week",
      "/u/samcooks/meal-plans",
    ]) {
      await page.goto(path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}
