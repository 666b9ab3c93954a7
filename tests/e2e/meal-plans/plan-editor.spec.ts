/**
 * The plan editor's dish controls: quick servings clicks that all count, a note that opens under
 * the keyboard and cancels with Escape, a note button that closes its open note, a reopened note
 * that types after its text, keys typed the moment a note opens, a dish another tab took out,
 * where focus goes when a dish is removed, a swap that never offers the dish it swaps out, and
 * details refused with focus on what to fix.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, expectFailedRequests, signUp, test } from "../fixtures.ts";

type TEntry = { id: string; servings: number; note: string; recipe: { title: string } };

async function findRecipe(page: Page, query: string): Promise<{ id: string; title: string }> {
  const response = await page.request.get(`/api/search/recipes?q=${encodeURIComponent(query)}`);
  const { items } = (await response.json()) as { items: { id: string; title: string }[] };
  expect(items.length, `a recipe for "${query}"`).toBeGreaterThan(0);
  return items[0];
}

/** A new cook's plan with these recipes at dinner on day 1, each for 2, opened in the editor. */
async function openPlanWith(page: Page, queries: string[]) {
  await signUp(page, { prefix: "editor" });
  const recipes = [];
  for (const query of queries) recipes.push(await findRecipe(page, query));
  const created = await page.request.post("/api/meal-plans", {
    data: {
      title: "Editing week",
      dayCount: 3,
      entries: recipes.map((recipe) => ({ day: 0, slot: "dinner", recipeId: recipe.id, servings: 2 })),
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const plan = (await created.json()) as { id: string; entries: TEntry[] };
  await page.goto(`/meal_plan/${plan.id}/edit`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return { planId: plan.id, entries: plan.entries, titles: recipes.map((recipe) => recipe.title) };
}

/**
 * Presses the note button (a click, or Enter on it) and types `text` in one go, as a quick typist on
 * a slow phone does: the browser has every key before it draws the next frame.
 */
async function pressAndType(page: Page, button: Locator, press: "click" | "Enter", text: string) {
  const cdp = await page.context().newCDPSession(page);
  const box = (await button.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const key = (key: string, type: "keyDown" | "keyUp", code: number) =>
    cdp.send("Input.dispatchKeyEvent", {
      type,
      key,
      windowsVirtualKeyCode: code,
      text: type === "keyDown" ? (key === "Enter" ? "\r" : key) : undefined,
    });
  const sent =
    press === "click"
      ? [
          cdp.send("Input.dispatchMouseEvent", { type: "mousePressed", x, y, button: "left", clickCount: 1 }),
          cdp.send("Input.dispatchMouseEvent", { type: "mouseReleased", x, y, button: "left", clickCount: 1 }),
        ]
      : [key("Enter", "keyDown", 13), key("Enter", "keyUp", 13)];
  for (const char of text) {
    const code = char.toUpperCase().charCodeAt(0);
    sent.push(key(char, "keyDown", code), key(char, "keyUp", code));
  }
  await Promise.all(sent);
  await cdp.detach();
}

async function savedEntries(page: Page, planId: string): Promise<TEntry[]> {
  const response = await page.request.get(`/api/meal-plans/${planId}`);
  return ((await response.json()) as { entries: TEntry[] }).entries;
}

test("every quick tap on One serving more counts, on screen and on the server", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const { planId, titles } = await openPlanWith(page, ["spiced red lentil soup"]);
  const servings = page.getByRole("group", { name: `Servings of ${titles[0]}` });
  const more = servings.getByRole("button", { name: `One serving more of ${titles[0]}` });
  // A thumb taps the same spot again and again: the button must stay there while the taps save.
  await more.scrollIntoViewIfNeeded();
  const box = (await more.boundingBox())!;
  const tap = () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);

  // The first tap's answer is held until a second tap is on screen, then arrives between taps.
  let releaseFirst = () => {};
  const firstHeld = new Promise<void>((resolve) => {
    releaseFirst = resolve;
  });
  let patches = 0;
  await page.route(`**/api/meal-plans/${planId}/entries/*`, async (route) => {
    if (route.request().method() !== "PATCH") return route.continue();
    const response = await route.fetch();
    if (patches++ === 0) await firstHeld;
    await route.fulfill({ response });
  });

  await tap();
  await tap();
  await expect(servings).toContainText("4");
  // The second change goes out only once the first has its answer.
  const secondSent = page.waitForRequest((request) => request.method() === "PATCH");
  releaseFirst();
  await secondSent;
  await tap();
  await tap();

  await expect(servings).toContainText("6");
  await expect(page.getByText("Saving…")).toHaveCount(0);
  await expect(servings).toContainText("6");
  await expect.poll(async () => (await savedEntries(page, planId))[0].servings).toBe(6);
});

test("a dish's note opens under the keyboard, Escape cancels and Enter saves", async ({ page }) => {
  const { planId, titles } = await openPlanWith(page, ["spiced red lentil soup"]);
  const button = page.getByRole("button", { name: `Note for ${titles[0]}` });
  const field = page.getByRole("textbox", { name: `Note for ${titles[0]}` });

  await button.focus();
  await page.keyboard.press("Enter");
  await expect(field).toBeFocused();
  const controlled = await button.getAttribute("aria-controls");
  expect(
    await page.evaluate((id) => document.getElementById(id ?? "")?.contains(document.activeElement), controlled),
  ).toBe(true);

  await page.keyboard.type("Half the chilli");
  await page.keyboard.press("Escape");
  await expect(field).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("Half the chilli")).toHaveCount(0);
  await expect(page.getByText("Saving…")).toHaveCount(0);
  expect((await savedEntries(page, planId))[0].note).toBe("");

  await page.keyboard.press("Enter");
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("");
  await page.keyboard.type("Double the garlic");
  await page.keyboard.press("Enter");
  await expect(button).toBeFocused();
  await expect(page.locator(".plan-entry__note", { hasText: "Double the garlic" })).toBeVisible();
  await expect(page.getByText("Saving…")).toHaveCount(0);
  await expect.poll(async () => (await savedEntries(page, planId))[0].note).toBe("Double the garlic");
});

test("clicking an open note's button saves the note and closes it, focus back on the button", async ({ page }) => {
  const { planId, titles } = await openPlanWith(page, ["spiced red lentil soup"]);
  const button = page.getByRole("button", { name: `Note for ${titles[0]}` });
  const field = page.getByRole("textbox", { name: `Note for ${titles[0]}` });
  let saves = 0;
  page.on("request", (request) => {
    if (request.method() === "PATCH") saves++;
  });
  const expectClosed = async () => {
    await expect(field).toHaveCount(0);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await expect(page.getByText("Saving…")).toHaveCount(0);
    // Still closed once the click and the save have settled.
    await page.waitForTimeout(300);
    await expect(field).toHaveCount(0);
  };

  await button.click();
  await expect(field).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.type("Less salt");
  await button.click();
  await expectClosed();
  await expect(page.locator(".plan-entry__note", { hasText: "Less salt" })).toBeVisible();
  await expect.poll(async () => (await savedEntries(page, planId))[0].note).toBe("Less salt");
  expect(saves).toBe(1);

  // Opened again it holds the saved note; closed unchanged, nothing is sent.
  await button.click();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("Less salt");
  await button.click();
  await expectClosed();
  expect(saves).toBe(1);

  // A slow press (the button held down a moment) closes it just the same.
  await button.click();
  await expect(field).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.type(", more lemon");
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(150);
  await page.mouse.up();
  await expectClosed();
  await expect.poll(async () => (await savedEntries(page, planId))[0].note).toBe("Less salt, more lemon");
  expect(saves).toBe(2);
});

test("a reopened note puts the caret after its text, by keyboard and by pointer", async ({ page }) => {
  const { planId, titles } = await openPlanWith(page, ["spiced red lentil soup"]);
  const button = page.getByRole("button", { name: `Note for ${titles[0]}` });
  const field = page.getByRole("textbox", { name: `Note for ${titles[0]}` });
  const caret = () => field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]);

  await button.click();
  await page.keyboard.type("Less salt");
  await page.keyboard.press("Enter");
  await expect(page.locator(".plan-entry__note", { hasText: "Less salt" })).toBeVisible();

  // Opened by keyboard: what the cook types follows what is there.
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(field).toBeFocused();
  expect(await caret()).toEqual([9, 9]);
  await page.keyboard.type(", more lemon");
  await page.keyboard.press("Enter");
  await expect(page.locator(".plan-entry__note", { hasText: "Less salt, more lemon" })).toBeVisible();

  // Opened by pointer: the same.
  await button.click();
  await expect(field).toBeFocused();
  expect(await caret()).toEqual([21, 21]);
  await page.keyboard.type(" and lime");
  await button.click();
  await expect(field).toHaveCount(0);
  await expect(page.getByText("Saving…")).toHaveCount(0);
  await expect.poll(async () => (await savedEntries(page, planId))[0].note).toBe("Less salt, more lemon and lime");
});

test("keys typed the moment a note opens go into it, by pointer and by keyboard", async ({ page }) => {
  const { planId, titles } = await openPlanWith(page, ["spiced red lentil soup"]);
  const button = page.getByRole("button", { name: `Note for ${titles[0]}` });
  const field = page.getByRole("textbox", { name: `Note for ${titles[0]}` });
  await button.scrollIntoViewIfNeeded();

  // The space would have pressed the button again, closing the note, had the keys gone to it.
  await pressAndType(page, button, "click", "Less salt");
  await expect(field).toHaveValue("Less salt");
  await expect(field).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator(".plan-entry__note", { hasText: "Less salt" })).toBeVisible();

  await expect(button).toBeFocused();
  await pressAndType(page, button, "Enter", ", more lemon");
  await expect(field).toHaveValue("Less salt, more lemon");
  await page.keyboard.press("Enter");
  await expect(page.locator(".plan-entry__note", { hasText: "Less salt, more lemon" })).toBeVisible();
  await expect(page.getByText("Saving…")).toHaveCount(0);
  await expect.poll(async () => (await savedEntries(page, planId))[0].note).toBe("Less salt, more lemon");
});

test("a dish another tab removed says so and leaves the board", async ({ page, consoleErrors }) => {
  const { planId, entries, titles } = await openPlanWith(page, ["spiced red lentil soup", "green salad"]);
  // The other tab takes the soup out.
  const removed = await page.request.delete(`/api/meal-plans/${planId}/entries/${entries[0].id}`);
  expect(removed.ok(), await removed.text()).toBeTruthy();

  await page
    .getByRole("group", { name: `Servings of ${titles[0]}` })
    .getByRole("button", { name: `One serving more of ${titles[0]}` })
    .click();
  await expect(page.getByText("We couldn't find that recipe in your plan.")).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Remove ${titles[0]}` })).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Remove ${titles[1]}` })).toBeVisible();
  expectFailedRequests(consoleErrors, 404);
});

test("removing a dish gives the focus to the next dish, then to the meal's Add", async ({ page }) => {
  const { planId, titles } = await openPlanWith(page, ["spiced red lentil soup", "green salad"]);
  await page.getByRole("button", { name: `Remove ${titles[0]}` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: `Remove ${titles[1]}` })).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Add a recipe to Dinner, Day 1" })).toBeFocused();
  await expect(page.getByText("Saving…")).toHaveCount(0);
  expect(await savedEntries(page, planId)).toEqual([]);
});

test("swapping a dish offers other recipes, never the one being swapped out", async ({ page }) => {
  const { planId, titles } = await openPlanWith(page, ["spiced red lentil soup"]);
  await page.getByRole("button", { name: `Swap ${titles[0]} for another recipe` }).click();
  const picker = page.getByRole("dialog", { name: `Swap ${titles[0]}` });
  const searched = page.waitForResponse((response) =>
    /\/api\/search\/recipes\?(.*&)?q=lentil(&|$)/.test(response.url()),
  );
  await picker.getByLabel("Search recipes").fill("lentil");
  await searched;
  const found = picker.locator(".recipe-picker__title");
  await expect(found.filter({ hasText: /lentil/i }).first()).toBeVisible();
  const offered = await found.allTextContents();
  expect(offered.length).toBeGreaterThan(0);
  expect(offered).not.toContain(titles[0]);

  await picker.locator(".recipe-picker__item").first().click();
  await expect(page.getByText(`Swapped in ${offered[0]}.`)).toBeVisible();
  await expect(page.getByText("Saving…")).toHaveCount(0);
  expect((await savedEntries(page, planId))[0].recipe.title).toBe(offered[0]);
});

test("details saved without a title put focus on Title, which says what is missing", async ({ page }) => {
  await openPlanWith(page, ["spiced red lentil soup"]);
  await page.getByText("Title, dates and who can see it").click();
  const title = page.getByLabel("Title");
  await title.fill("");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(title).toBeFocused();
  await expect(title).toHaveAccessibleDescription("Give the plan a title.");
});
