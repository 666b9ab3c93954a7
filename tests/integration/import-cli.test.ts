/**
 * `ladle import <url>` for real: a PGlite data folder of its own with the demo accounts, a recipe page on
 * 127.0.0.1 (LADLE_ENV=test with the loopback allowance), progress on stdout, a second run that
 * finds the recipe, and a refused address without the allowance.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runLadle, useTempDataDir } from "../helpers/cli.ts";
import { html, image, jpegImage, recipePage, startPageServer, type TPageServer } from "./import-fixtures.ts";

const ladle = (args: string[], env: Record<string, string>) => runLadle(args, { env });

describe("ladle import", () => {
  let site: TPageServer;
  // The demo data, as `ladle db seed` leaves it.
  const getDataDir = useTempDataDir("import", { from: "seeded" });
  beforeAll(async () => {
    site = await startPageServer();
    site.route("/photo.jpg", image(await jpegImage(800, 600)));
    site.route("/soup", html(recipePage({ canonical: `${site.origin}/soup`, image: `${site.origin}/photo.jpg` })));
  });
  afterAll(async () => {
    await site?.close();
  });

  const testEnv = () => ({ LADLE_DATA_DIR: getDataDir(), LADLE_ENV: "test", IMPORT_ALLOW_LOOPBACK_FOR_TESTS: "1" });

  it("imports a page into the database with progress, then finds it the second time", async () => {
    const first = await ladle(["import", `${site.origin}/soup`, "--user", "creator@demo.ladle.test"], testEnv());
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Importing ${site.origin}/soup for creator@demo.ladle.test`);
    expect(first.stdout).toMatch(
      /Fetching .*\n\s+Reading the recipe\n\s+Parsing ingredients\n\s+Saving\n\s+Storing the photo/,
    );
    expect(first.stdout).toMatch(/"Smoky Tomato Soup" \(new recipe, photo stored\)/);
    const id = first.stdout.match(/\/recipe\/([0-9a-f-]{36})/)?.[1];
    expect(id).toBeTruthy();
    const photos = fs.readdirSync(path.join(getDataDir(), "uploads", "recipes"));
    expect(photos.some((name) => name.startsWith(`${id}-`) && name.endsWith(".webp"))).toBe(true);

    const second = await ladle(["import", "--user=creator@demo.ladle.test", `${site.origin}/soup`], testEnv());
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain("you had imported this page already");
    expect(second.stdout).toContain(`/recipe/${id}`);
  }, 120_000);

  it("refuses a loopback address without the test allowance, and an unknown user", async () => {
    const refused = await ladle(["import", `${site.origin}/soup`], { LADLE_DATA_DIR: getDataDir() });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("IMPORT_REFUSED_ADDRESS");
    const unknown = await ladle(["import", `${site.origin}/soup`, "--user", "nobody@example.test"], testEnv());
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No account with the email nobody@example.test");
  }, 120_000);
});
