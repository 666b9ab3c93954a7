/**
 * Recipe import end to end: a real corpus page served on 127.0.0.1 by the test (the server runs
 * with the test-only loopback allowance, playwright.config.ts), reviewed, edited, saved, and
 * found on /me; the "Save to Ladle" button and its landing page; a failure and the way out.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sharp from "sharp";
import { corpusDir } from "../../corpus/recipe-corpus.ts";
import { expect, expectFailedRequests, signUp, test } from "../fixtures.ts";

const pageDir = path.join(corpusDir, "recipe-pages", "africanbites.com");
const hasCorpus = fs.existsSync(path.join(pageDir, "africanbites.html"));

let server: http.Server;
let origin = "";
const pages = new Map<string, { type: string; body: Buffer | string }>();

test.beforeAll(async ({ baseURL }) => {
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#d9822b" } })
    .jpeg()
    .toBuffer();
  server = http.createServer((request, response) => {
    const page = pages.get((request.url ?? "/").split("?")[0]);
    if (!page) return response.writeHead(404).end("not found");
    response.writeHead(200, { "content-type": page.type }).end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pages.set("/photo.jpg", { type: "image/jpeg", body: photo });
  pages.set("/favicon.ico", { type: "image/x-icon", body: "" });
  if (hasCorpus) {
    // The page as the site served it, read at test time; only its photo points here instead.
    const expected = JSON.parse(fs.readFileSync(path.join(pageDir, "africanbites.json"), "utf8"));
    const html = fs
      .readFileSync(path.join(pageDir, "africanbites.html"), "utf8")
      .replaceAll(expected.image, `${origin}/photo.jpg`);
    pages.set("/ghana-jollof-rice/", { type: "text/html; charset=utf-8", body: html });
  }
  pages.set("/about/", {
    type: "text/html",
    body: "<!doctype html><title>About us</title><h1>About us</h1><p>We like long walks.</p>",
  });
  pages.set("/blog/shakshuka/", {
    type: "text/html; charset=utf-8",
    body: `<!doctype html><html lang="en"><head><title>Weekend Shakshuka</title>
<link rel="canonical" href="${origin}/blog/shakshuka/">
<script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Weekend Shakshuka",
      author: { "@type": "Person", name: "Noor Haddad" },
      recipeYield: "2 servings",
      recipeIngredient: ["4 eggs", "1 can chopped tomatoes", "1 tsp cumin"],
      recipeInstructions: ["Simmer the tomatoes with the cumin.", "Crack in the eggs and cover until set."],
    })}</script></head>
<body><h1>Weekend Shakshuka</h1>
<script src="${baseURL}/embed/save-button.js" data-ladle-button async></script>
</body></html>`,
  });
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

test("import a real recipe page, review and edit it, save it, and find it on /me", async ({ page }) => {
  test.skip(!hasCorpus, "needs the recipe corpus (LADLE_CORPUS_DIR)");
  await signUp(page, { prefix: "importer" });
  await page.goto("/recipe/import");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByLabel("Recipe link").fill(`${origin}/ghana-jollof-rice/`);
  await page.getByRole("button", { name: "Import", exact: true }).click();

  // Review: what was read, where it came from, every line checked.
  await expect(page.getByRole("heading", { name: "Check the recipe" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel("Title")).toHaveValue("Ghana Jollof Rice");
  await expect(page.getByRole("link", { name: /Immaculate Bites/ })).toHaveAttribute(
    "href",
    "https://www.africanbites.com/ghana-jollof-rice/",
  );
  await expect(page.getByText("by Imma Adamu")).toBeVisible();
  await expect(page.getByLabel("Servings", { exact: true })).toHaveValue("8");
  // The recipe card's three ingredient groups, 32 lines in all.
  await expect(page.getByLabel("Group name")).toHaveCount(3);
  await expect(page.getByLabel("Group name").first()).toHaveValue("Beef and Stock");
  for (const count of [10, 6, 16]) await expect(page.getByText(`All ${count} lines read`)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Keep this photo" })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Only me/ })).toBeChecked();

  // A problem is pointed out as it is typed, and goes away when fixed.
  await page.getByRole("button", { name: "Add ingredient to Ghana Jollof Rice" }).click();
  const added = page.getByRole("textbox", { name: "Ingredient 33", exact: true });
  await expect(added).toBeFocused();
  await added.fill("2 cups");
  await expect(page.getByText("1 of 17 lines need a look")).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: "We couldn't find the ingredient in this line." }),
  ).toHaveText(/^2 cups/);
  await added.fill("2 cups long-grain rice");
  await expect(page.getByText("All 17 lines read")).toBeVisible();

  await page.getByLabel("Title").fill("Ghana Jollof Rice for a crowd");
  await page.getByRole("button", { name: "Save recipe" }).click();

  await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ghana Jollof Rice for a crowd");
  await expect(page.getByText(/Adapted from Imma Adamu at Immaculate Bites/)).toBeVisible();
  await expect(page.getByText("2 cups long-grain rice")).toBeVisible();
  // The photo was downloaded through the fetcher and stored as WebP.
  await expect(page.locator('img[src*="/uploads/recipes/"][src$=".webp"]').first()).toBeVisible();

  await page.goto("/me");
  await expect(page.getByRole("link", { name: /Ghana Jollof Rice for a crowd/ }).first()).toBeVisible();
});

test("a page without a recipe explains itself and offers the text tab", async ({ page, consoleErrors }) => {
  await signUp(page, { prefix: "importer" });
  await page.goto("/recipe/import");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByLabel("Recipe link").fill(`${origin}/about/`);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("We couldn't read a recipe on that page. Paste the recipe text instead?");
  // The link's field is disabled while the page is read: the keyboard goes on from what went wrong.
  await expect(alert.getByRole("heading", { name: "No recipe on that page" })).toBeFocused();
  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event),
  );
  expect(events).toContain("recipe scraping error");
  expectFailedRequests(consoleErrors, 400);

  await alert.getByRole("button", { name: "Paste the recipe text" }).click();
  await expect(page.getByRole("tab", { name: "Paste the recipe text" })).toHaveAttribute("aria-selected", "true");
  await page
    .getByRole("textbox", { name: "The recipe" })
    .fill(
      "Cheese Toastie\nServes 1\n\nIngredients\n2 slices bread\n40 g cheddar\n\nMethod\n1. Fill the bread.\n2. Toast until golden.",
    );
  await page.getByRole("button", { name: "Read the recipe" }).click();
  await expect(page.getByLabel("Title")).toHaveValue("Cheese Toastie");
  await expect(page.getByText("All 2 lines read")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Check the recipe" })).toBeFocused();
  // Starting over goes back to the tab's field.
  await page.getByRole("button", { name: "Start over" }).click();
  await expect(page.getByRole("textbox", { name: "The recipe" })).toBeFocused();
});

test("the Save to Ladle button on a blog signs the reader in and saves the recipe", async ({ page, baseURL }) => {
  await page.goto(`${origin}/blog/shakshuka/`);
  const button = page.getByRole("link", { name: "Save to Ladle" });
  await expect(button).toHaveAttribute(
    "href",
    `${baseURL}/save_to_ladle?url=${encodeURIComponent(`${origin}/blog/shakshuka/`)}`,
  );
  const href = (await button.getAttribute("href")) ?? "";

  // Not signed in: sign-in first, then back to the save.
  await page.goto(href);
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fsave_to_ladle/);
  const redirectTo = new URL(page.url()).searchParams.get("redirectTo") ?? "";
  await signUp(page, { prefix: "reader" });
  await page.goto(redirectTo);
  await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weekend Shakshuka");
  const recipeUrl = page.url();

  // Tapping the button again finds the saved recipe instead of importing it twice.
  await page.goto(href);
  await expect(page).toHaveURL(recipeUrl);
});

test("bulk import works through a list of links with a progress bar", async ({ page, consoleErrors }) => {
  await signUp(page, { prefix: "bulk" });
  await page.goto("/recipe/import");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("tab", { name: "Several links" }).click();
  // The panel is named by its tab, which names it back: the ids the server wrote agree with the browser's.
  const panel = page.getByRole("tabpanel", { name: "Several links" });
  await expect(panel).toBeVisible();
  await expect(page.getByRole("tab", { name: "Several links" })).toHaveAttribute(
    "aria-controls",
    (await panel.getAttribute("id")) ?? "no id",
  );
  await page
    .getByRole("textbox", { name: "Links, one per line" })
    .fill(`${origin}/blog/shakshuka/\n${origin}/about/\nnot a link`);
  await expect(page.getByText("2 links found.")).toBeVisible();
  await page.getByRole("button", { name: "Import all" }).click();

  const bar = page.getByRole("progressbar", { name: "Bulk import progress" });
  await expect(bar).toHaveAttribute("aria-valuenow", "2", { timeout: 15_000 });
  await expect(page.getByText("2 of 2 done · 1 saved")).toBeVisible();
  await expect(page.getByRole("link", { name: "Weekend Shakshuka" })).toBeVisible();
  await expect(page.getByText("We couldn't read a recipe on that page. Paste the recipe text instead?")).toBeVisible();
  expectFailedRequests(consoleErrors, 400);

  await page.getByRole("link", { name: "Weekend Shakshuka" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weekend Shakshuka");
});
