/** axe-core on the recipe pages, light and dark, as a visitor and as a cook. */
import { seriousViolations } from "../axe.ts";
import { demo, expect, signIn, test } from "../fixtures.ts";

type TPage = import("@playwright/test").Page;

async function pancakesUrl(page: TPage) {
  const response = await page.request.get("/api/search/recipes?q=pancakes");
  const { items } = (await response.json()) as { items: { id: string }[] };
  return `/recipe/${items[0].id}`;
}

for (const scheme of ["light", "dark"] as const) {
  test(`the recipe and search pages have no serious accessibility problems (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(await pancakesUrl(page));
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/search?q=chicken&diet=gluten-free");
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/discover");
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the recipe editor, save and review pages have no serious accessibility problems", async ({ page }) => {
  await signIn(page, demo.cook);
  await page.goto("/recipe/new");
  expect(await seriousViolations(page)).toEqual([]);
  const recipe = await pancakesUrl(page);
  await page.goto(`${recipe}/save`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`${recipe}/review/create`);
  expect(await seriousViolations(page)).toEqual([]);
});

test("on a phone, a field the keyboard moves to is never drawn under the editor's bar", async ({ page }) => {
  await signIn(page, demo.cook);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/recipe/new");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByLabel("Title").focus();
  const hidden: string[] = [];
  for (let step = 0; step < 16; step++) {
    await page.keyboard.press("Tab");
    // Scrolling into view may glide: wait for the focused field to stop moving before looking.
    const covered = await page.evaluate(async () => {
      const field = document.activeElement as HTMLElement;
      let top = Number.NaN;
      while (field.getBoundingClientRect().top !== top) {
        top = field.getBoundingClientRect().top;
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      }
      const box = field.getBoundingClientRect();
      const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const isClear =
        onTop !== null &&
        (field.contains(onTop) ||
          [...((field as HTMLInputElement).labels ?? [])].some((label) => label.contains(onTop)));
      return isClear
        ? null
        : `${field.tagName} ${field.getAttribute("aria-label") ?? field.id} under ${onTop?.className}`;
    });
    if (covered) hidden.push(covered);
  }
  expect(hidden).toEqual([]);
});
