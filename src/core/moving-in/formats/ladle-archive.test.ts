import { describe, expect, it } from "vitest";
import { exportedRecipe } from "../../../../tests/helpers/exported-recipe.ts";
import { archiveFiles } from "../ladle-archive.schema.ts";
import { writeArchiveRecipe } from "../writers/json-ld.ts";
import { toMovedRecipe } from "../writers/moved-recipe-of.ts";
import { isLadleArchive, minutesOfDuration, openLadleArchiveEntries, readLadleArchive } from "./ladle-archive.ts";

const encode = (value: unknown) => new TextEncoder().encode(typeof value === "string" ? value : JSON.stringify(value));
const manifest = {
  format: "ladle-export",
  version: 1,
  exportedAt: "2026-11-26T10:00:00.000Z",
  user: { username: "mayabrooks", displayName: "Maya Brooks" },
};

function archiveOf(files: Record<string, unknown>): Map<string, Uint8Array> {
  return new Map(
    Object.entries(files).map(([name, value]) => [name, value instanceof Uint8Array ? value : encode(value)]),
  );
}

describe("readLadleArchive", () => {
  it("reads a written recipe back to the neutral shape, field by field", () => {
    const recipe = exportedRecipe({
      visibility: "paywalled",
      totalMinutes: 100,
      yieldText: "1 loaf (10 slices)",
      kept: { rating: 4.5, notes: "Less sugar next time.", tags: ["Baking", "Sunday"] },
    });
    const photoPath = `photos/${recipe.id}-1.webp`;
    const photo = new Uint8Array([82, 73, 70, 70, 1, 2, 3]);
    const entries = archiveOf({
      [archiveFiles.manifest]: manifest,
      [`recipes/${recipe.id}.json`]: writeArchiveRecipe(recipe, {
        url: "https://ladle.example/r",
        photoPaths: [photoPath],
      }),
      [photoPath]: photo,
    });
    const read = readLadleArchive(entries);
    expect(read.failed).toEqual([]);
    expect(read.manifest).toEqual(manifest);
    expect(read.recipes).toEqual([
      toMovedRecipe(recipe, {
        origin: `recipes/${recipe.id}.json`,
        photos: [{ bytes: photo, mediaType: "image/webp", name: photoPath }],
      }),
    ]);
    expect(read.recipes[0]).toMatchObject({
      yields: "1 loaf (10 slices)",
      totalMinutes: 100,
      author: "Grandma's recipe box",
      sourceUrl: "https://example.com/lemon-chicken",
      ladle: { visibility: "paywalled", keptTags: ["Baking", "Sunday"] },
      rating: 4.5,
      notes: "Less sugar next time.",
    });
  });

  it("reads the lists and reports each bad entry with a reason, without giving up on the rest", () => {
    const read = readLadleArchive(
      archiveOf({
        [archiveFiles.manifest]: manifest,
        "recipes/a.json": "{not json",
        "recipes/b.json": { "@type": "Recipe" },
        "recipes/c.json": { "@type": "Recipe", name: "Plain toast", recipeIngredient: ["1 slice bread"] },
        [archiveFiles.collections]: [
          {
            id: "c1",
            name: "Weeknight dinners",
            description: "",
            visibility: "private",
            coverRecipeId: null,
            recipes: [{ recipeId: "c", recipeTitle: "Plain toast" }],
            createdAt: "2026-01-01T00:00:00.000Z",
          },
          { id: "c2" },
        ],
        [archiveFiles.reviews]: { not: "a list" },
      }),
    );
    expect(read.recipes.map((r) => [r.title, r.ingredientGroups, r.ladle])).toEqual([
      ["Plain toast", [{ purpose: null, lines: ["1 slice bread"] }], { id: "c", visibility: "private", keptTags: [] }],
    ]);
    expect(read.collections.map((c) => c.name)).toEqual(["Weeknight dinners"]);
    expect(read.failed).toEqual([
      { name: "recipes/a.json", reason: "recipes/a.json is not valid JSON." },
      { name: "recipes/b.json", reason: "recipes/b.json has no recipe name." },
      { name: "collections.json #2", reason: "collections.json #2 could not be read." },
      { name: "reviews.json", reason: "reviews.json should hold a list." },
    ]);
  });

  it("says so when the manifest is missing", () => {
    expect(readLadleArchive(new Map()).failed).toEqual([
      { name: "ladle-export.json", reason: "This is not an archive Ladle can read (version 1)." },
    ]);
  });
});

describe("isLadleArchive", () => {
  it("is recognised by its manifest at the root", () => {
    expect(isLadleArchive(["ladle-export.json", "recipes/a.json"])).toBe(true);
    expect(isLadleArchive(["export/ladle-export.json"])).toBe(false);
  });
});

describe("minutesOfDuration", () => {
  it("reads ISO 8601 durations", () => {
    expect([minutesOfDuration("PT1H30M"), minutesOfDuration("PT45M"), minutesOfDuration("P1DT2H")]).toEqual([
      90, 45, 1560,
    ]);
    expect([minutesOfDuration("PT0M"), minutesOfDuration("90"), minutesOfDuration(null)]).toEqual([null, null, null]);
  });
});

describe("openLadleArchiveEntries", () => {
  it("lists each recipe entry as an item, failures included, and keeps the lists beside them", async () => {
    const opened = openLadleArchiveEntries(
      archiveOf({
        [archiveFiles.manifest]: manifest,
        "recipes/a.json": { "@type": "Recipe", name: "Plain toast" },
        "recipes/b.json": "[",
        [archiveFiles.reviews]: [
          { recipeId: "x", recipeTitle: null, rating: 5, text: "", createdAt: "2026-01-01", updatedAt: "2026-01-01" },
        ],
      }),
    );
    expect(opened.format).toBe("ladle-export");
    expect(opened.items).toEqual(["recipes/a.json", "recipes/b.json"]);
    expect((await opened.read(0)).recipe?.title).toBe("Plain toast");
    expect((await opened.read(1)).failure).toEqual({
      name: "recipes/b.json",
      reason: "recipes/b.json is not valid JSON.",
    });
    expect(opened.failed).toEqual([]);
    expect(opened.lists.reviews).toHaveLength(1);
  });
});
