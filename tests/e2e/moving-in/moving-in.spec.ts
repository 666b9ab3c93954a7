/**
 * Moving in end to end: a new cook uploads a small Paprika archive on the Import Recipe page,
 * watches it run, reads the report with links to the recipes, and finds the report again after
 * leaving the page. Also at 360 px wide. On an imported recipe the cook sees (and edits) their own
 * rating, tags and notes from the old app; a visitor to the same public recipe never does.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { paprikaArchive } from "../../helpers/moving-in-archives.ts";
import { expect, sidewaysOverflow, signUp, test } from "../fixtures.ts";

const archivePath = path.join(os.tmpdir(), `ladle-e2e-moving-in-${process.pid}.paprikarecipes`);

test.beforeAll(() => {
  fs.writeFileSync(archivePath, paprikaArchive());
});
test.afterAll(() => {
  fs.rmSync(archivePath, { force: true });
});

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

/**
 * On the imported cake: the cook sees their stars and tags from Paprika, adds a note in the editor
 * and shares the recipe; they still see their notes on the public page (their own state, laid over
 * the page every signed-in reader shares), and a visitor on the same page never does.
 */
async function expectOwnNotesAndVisitorsNone(page: Page, browser: Browser) {
  const notes = page.getByRole("region", { name: "Your notes" });
  await expect(notes.getByRole("img", { name: "You gave it 5 stars out of 5" })).toBeVisible();
  await expect(notes.getByRole("list", { name: "Your tags" }).getByRole("listitem")).toHaveText(["Baking", "Dessert"]);
  await expect(notes.getByText("Only you see these, kept from Paprika")).toBeVisible();

  await notes.getByRole("link", { name: "Edit your notes" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit recipe");
  await hydrated(page);
  const fields = page.getByRole("region", { name: "Your notes" });
  await expect(fields.getByLabel("Your tags")).toHaveValue("Baking, Dessert");
  await fields.getByLabel("Your notes").fill("Use unwaxed lemons.");
  await fields.getByLabel("Your tags").fill("Baking, Dessert, Picnic");
  await page.getByRole("radio", { name: /^Public/ }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lemon Drizzle Cake" })).toBeVisible();
  const url = page.url();

  // The public page every signed-in reader shares, opened afresh (a new entry in the history, as from
  // a link): the cook's notes come from their own state.
  await page.goto("/");
  await page.goto(url);
  await expect(notes.getByText("Use unwaxed lemons.")).toBeVisible();
  await expect(notes.getByRole("list", { name: "Your tags" }).getByRole("listitem")).toHaveText([
    "Baking",
    "Dessert",
    "Picnic",
  ]);

  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(url);
    await expect(visitorPage.getByRole("heading", { level: 1, name: "Lemon Drizzle Cake" })).toBeVisible();
    await hydrated(visitorPage);
    await expect(visitorPage.getByRole("heading", { name: "Reviews" })).toBeVisible();
    await expect(visitorPage.getByRole("region", { name: "Your notes" })).toHaveCount(0);
    await expect(visitorPage.getByText("Use unwaxed lemons.")).toHaveCount(0);
    await expect(visitorPage.getByText("Picnic")).toHaveCount(0);
  } finally {
    await visitor.close();
  }
}

test("a cook brings a Paprika archive in and reads the report", async ({ page, browser }) => {
  // Two imports run by the server's job queue, which shares the machine with the demo data's own jobs.
  test.setTimeout(120_000);
  await signUp(page, { prefix: "mover" });
  // The file may be picked before the page's code has loaded: the upload still takes it.
  await page.goto("/recipe/import");
  const section = page.getByRole("region", { name: "Bring your recipes from another app" });
  await expect(section).toBeVisible();
  await expect(section.getByText(/We read Ladle's own export, Paprika, Mealie, Tandoor/)).toBeVisible();

  await section.getByLabel("Your export file").setInputFiles(archivePath);
  if (process.env.MOVING_IN_SCREENSHOTS) {
    await section.screenshot({ path: path.join(process.env.MOVING_IN_SCREENSHOTS, "moving-in-picker.png") });
  }
  await section.getByRole("button", { name: "Bring them in" }).click();

  await expect(section.getByRole("heading", { name: /Done: .*paprikarecipes from Paprika/ })).toBeVisible({
    timeout: 45_000,
  });
  await expect(section.getByText("2 recipes moved in.")).toBeVisible();
  const cake = section.getByRole("link", { name: "Lemon Drizzle Cake" });
  await expect(cake).toBeVisible();

  // The report is still there after leaving and coming back.
  await page.goto("/");
  await page.goto("/recipe/import");
  await expect(section.getByText("2 recipes moved in.")).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  await section.scrollIntoViewIfNeeded();
  expect(await sidewaysOverflow(page)).toBe(0);
  if (process.env.MOVING_IN_SCREENSHOTS) {
    await section.screenshot({ path: path.join(process.env.MOVING_IN_SCREENSHOTS, "moving-in-360.png") });
  }

  await cake.click();
  await expect(page.getByRole("heading", { level: 1, name: "Lemon Drizzle Cake" })).toBeVisible();
  await expect(page.getByText("For the drizzle")).toBeVisible();
  await expectOwnNotesAndVisitorsNone(page, browser);

  // Uploading the same file again finds both recipes already there.
  await page.goto("/recipe/import");
  await section.getByRole("button", { name: "Import another file" }).click();
  await section.getByLabel("Your export file").setInputFiles(archivePath);
  await section.getByRole("button", { name: "Bring them in" }).click();
  await expect(section.getByText("0 recipes moved in, 2 were already in your recipes.")).toBeVisible({
    timeout: 30_000,
  });
});
