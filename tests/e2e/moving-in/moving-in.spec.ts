/**
 * Moving in end to end: a new cook uploads a small Paprika archive on the Import Recipe page,
 * watches it run, reads the report with links to the recipes, and finds the report again after
 * leaving the page. Also at 360 px wide.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { paprikaArchive } from "../../helpers/moving-in-archives.ts";
import { expect, signUp, test } from "../fixtures.ts";

const archivePath = path.join(os.tmpdir(), `ladle-e2e-moving-in-${process.pid}.paprikarecipes`);

test.beforeAll(() => {
  fs.writeFileSync(archivePath, paprikaArchive());
});
test.afterAll(() => {
  fs.rmSync(archivePath, { force: true });
});

test("a cook brings a Paprika archive in and reads the report", async ({ page }) => {
  // Two imports run by the server's job queue, which shares the machine with the demo data's own jobs.
  test.setTimeout(120_000);
  await signUp(page, { prefix: "mover" });
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
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (process.env.MOVING_IN_SCREENSHOTS) {
    await section.screenshot({ path: path.join(process.env.MOVING_IN_SCREENSHOTS, "moving-in-360.png") });
  }

  await cake.click();
  await expect(page.getByRole("heading", { level: 1, name: "Lemon Drizzle Cake" })).toBeVisible();
  await expect(page.getByText("For the drizzle")).toBeVisible();

  // Uploading the same file again finds both recipes already there.
  await page.goto("/recipe/import");
  await section.getByRole("button", { name: "Import another file" }).click();
  await section.getByLabel("Your export file").setInputFiles(archivePath);
  await section.getByRole("button", { name: "Bring them in" }).click();
  await expect(section.getByText("0 recipes moved in, 2 were already in your recipes.")).toBeVisible({
    timeout: 30_000,
  });
});
