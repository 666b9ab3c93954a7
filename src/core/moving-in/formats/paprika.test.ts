import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { paprikaArchive, paprikaRecipe } from "../../../../tests/helpers/moving-in-archives.ts";
import { detectReader, readUpload } from "./index.ts";

describe("Paprika", () => {
  it("reads every recipe of a .paprikarecipes archive, with photos, rating, categories and notes", async () => {
    const report = await readUpload({ name: "My Recipes.paprikarecipes", bytes: paprikaArchive() });
    expect(report.format).toBe("paprika");
    expect(report.failed).toEqual([]);
    const [beef, cake] = report.recipes;
    expect(beef).toMatchObject({
      title: "Ginger Beef Stir-Fry",
      yields: "4 servings",
      prepMinutes: 15,
      cookMinutes: 10,
      totalMinutes: 25,
      rating: 4,
      tags: ["Dinner", "Chinese", "Quick"],
      notes: "Freeze the steak for 20 minutes first: it slices thinner.",
      sourceUrl: "https://example.com/ginger-beef",
      nutrition: { calories: "410", proteinContent: "36 g", fatContent: "18 g" },
    });
    expect(beef.ingredientGroups).toEqual([
      { purpose: null, lines: ["450 g flank steak, thinly sliced", "2 tbsp soy sauce", "1 tbsp cornflour"] },
      { purpose: "For the sauce", lines: ["3 tbsp oyster sauce", "1 tbsp grated ginger", "2 spring onions, sliced"] },
    ]);
    expect(beef.instructionSections[0].steps).toHaveLength(3);
    expect(cake.rating).toBe(5);
    expect(cake.photos.map((p) => p.mediaType)).toEqual(["image/jpeg", "image/png"]);
  });

  it("keeps the photo's web address (image_url) for the import to fetch when no photo came inside", async () => {
    const recipe = {
      name: "Clipped soup",
      ingredients: "2 leeks",
      directions: "Simmer.",
      image_url: "https://cdn.example/soup.jpg",
      photo_data: null,
    };
    const bytes = zipSync({ "Clipped soup.paprikarecipe": strToU8(JSON.stringify(recipe)) });
    const report = await readUpload({ name: "clipped.paprikarecipes", bytes });
    expect(report.recipes[0]).toMatchObject({ photos: [], photoUrls: ["https://cdn.example/soup.jpg"] });
  });

  it("reads a single gzipped .paprikarecipe", async () => {
    const report = await readUpload({ name: "Ginger Beef.paprikarecipe", bytes: paprikaRecipe("ginger-beef") });
    expect(report.recipes.map((r) => r.title)).toEqual(["Ginger Beef Stir-Fry"]);
  });

  it("recognises an archive by the entries inside, whatever its name", () => {
    const file = { name: "backup.zip", bytes: paprikaArchive() };
    expect(detectReader(file)?.name).toBe("paprika");
  });

  it("reports a bad entry and still reads the rest", async () => {
    const bytes = paprikaArchive({
      "Broken.paprikarecipe": strToU8("this is not gzip"),
      "Empty.paprikarecipe": zipSync({}).subarray(0, 0),
    });
    const report = await readUpload({ name: "My Recipes.paprikarecipes", bytes });
    expect(report.recipes).toHaveLength(2);
    expect(report.failed).toEqual([
      { name: "Broken.paprikarecipe", reason: "Broken.paprikarecipe is not valid JSON" },
      { name: "Empty.paprikarecipe", reason: "Empty.paprikarecipe is not valid JSON" },
    ]);
  });
});
