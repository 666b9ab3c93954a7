import { describe, expect, it } from "vitest";
import { fixtureBytes, recipeSageExport } from "../../../../tests/helpers/moving-in-archives.ts";
import { readUpload } from "./index.ts";

describe("RecipeSage and schema.org JSON-LD", () => {
  it("reads an array of Recipes with notes, categories and data: photos; an empty one fails", async () => {
    const report = await readUpload({ name: "recipesage-export.json", bytes: recipeSageExport() });
    expect(report.format).toBe("json-ld");
    expect(report.recipes[0]).toMatchObject({
      title: "Roast Potatoes",
      yields: "6 servings",
      prepMinutes: 15,
      totalMinutes: 75,
      tags: ["Side", "Sunday lunch"],
      notes: "Use the fat from the roast if there is some.",
      sourceUrl: "https://example.com/roasties",
      author: "Gran",
    });
    expect(report.recipes[0].photos[0].mediaType).toBe("image/jpeg");
    expect(report.failed).toEqual([{ name: "recipesage-export.json #2", reason: "no ingredients or steps" }]);
  });

  it("lists photos given as web addresses, in order, for the import to fetch; data: photos come as bytes", async () => {
    const recipe = {
      "@type": "Recipe",
      name: "Leek soup",
      recipeIngredient: ["2 leeks"],
      image: [
        "https://photos.example/leek.jpg",
        { "@type": "ImageObject", url: "https://photos.example/leek-wide.jpg" },
        "https://photos.example/leek.jpg",
        "ftp://photos.example/leek.jpg",
        "/relative/leek.jpg",
      ],
    };
    const report = await readUpload({ name: "soup.json", bytes: new TextEncoder().encode(JSON.stringify(recipe)) });
    expect(report.recipes[0].photoUrls).toEqual([
      "https://photos.example/leek.jpg",
      "https://photos.example/leek-wide.jpg",
    ]);
    expect(report.recipes[0].photos).toEqual([]);
    const sage = await readUpload({ name: "recipesage-export.json", bytes: recipeSageExport() });
    expect(sage.recipes[0].photoUrls).toEqual([]);
  });

  it("finds the Recipe in a @graph", async () => {
    const report = await readUpload({ name: "dal.json", bytes: fixtureBytes("json-ld/graph.json") });
    expect(report.recipes[0]).toMatchObject({
      title: "Red Lentil Dal",
      cuisine: "Indian",
      author: "Asha",
      cookMinutes: 30,
    });
    expect(report.recipes[0].instructionSections[0].steps).toHaveLength(3);
  });

  it("says when the file is not JSON, or holds no Recipe", async () => {
    const bad = await readUpload({ name: "export.json", bytes: new TextEncoder().encode('{"@type": "Recipe",') });
    expect(bad.failed).toEqual([{ name: "export.json", reason: "export.json is not valid JSON" }]);
    const none = await readUpload({ name: "export.json", bytes: new TextEncoder().encode('{"@type": "Person"}') });
    expect(none.failed[0].reason).toBe("export.json holds no schema.org Recipe");
  });
});
