import { describe, expect, it } from "vitest";
import { extractRecipe } from "#core/import/extract-recipe.ts";
import { serializeJsonLd } from "#core/recipes/json-ld.ts";
import { exportedRecipe } from "../../../../tests/helpers/exported-recipe.ts";
import { writeArchiveRecipe, writeRecipeJsonLd } from "./json-ld.ts";

const url = "https://ladle.example/recipe/0b6c1f52-5d1e-4a8e-9d55-0a3c2f7d9e11";

describe("writeRecipeJsonLd", () => {
  it("is the recipe page's Recipe JSON-LD with the whole recipe and its source", () => {
    const jsonLd = writeRecipeJsonLd(exportedRecipe(), { url, images: ["/uploads/recipes/a-1200.webp"] });
    expect(jsonLd).toMatchObject({
      "@type": "Recipe",
      name: "Lemon Chicken & Rice",
      image: ["https://ladle.example/uploads/recipes/a-1200.webp"],
      recipeIngredient: expect.arrayContaining(["4 chicken thighs", "2 tbsp olive oil"]),
      isBasedOn: "https://example.com/lemon-chicken",
      nutrition: { "@type": "NutritionInformation", calories: "420 calories" },
    });
    expect(jsonLd).not.toHaveProperty("ladle:id");
    expect(jsonLd).not.toHaveProperty("isAccessibleForFree");
  });

  it("reads back through the import's JSON-LD path", () => {
    const jsonLd = writeRecipeJsonLd(exportedRecipe(), { url, images: [] });
    const html = `<html><head><script type="application/ld+json">${serializeJsonLd(jsonLd)}</script></head></html>`;
    const read = extractRecipe(html, url);
    expect(read?.source).toBe("json-ld");
    expect(read?.title).toBe("Lemon Chicken & Rice");
    expect(read?.ingredients).toEqual([
      "4 chicken thighs",
      "1 large onion, finely chopped",
      "200 g basmati rice",
      "2 tbsp olive oil",
      "1 lemon",
      "salt to taste",
    ]);
    expect(read?.instructionSections.map((s) => s.steps)).toEqual([
      ["Season the chicken.", "Fry the onion in the olive oil until soft."],
      ["Roast the chicken for an hour.", "Squeeze over the lemon."],
    ]);
    expect(read?.instructionSections[1].name).toBe("To finish");
    expect([read?.prepTime, read?.cookTime, read?.totalTime]).toEqual([15, 75, 90]);
    expect(read?.yields).toBe("4 servings");
    expect(read?.nutrients.calories).toMatch(/^420/);
  });
});

describe("writeArchiveRecipe", () => {
  it("points at photos inside the archive and adds Ladle's keys", () => {
    const jsonLd = writeArchiveRecipe(exportedRecipe({ visibility: "draft" }), {
      url,
      photoPaths: ["photos/0b6c1f52-5d1e-4a8e-9d55-0a3c2f7d9e11-1.webp"],
    });
    expect(jsonLd.image).toEqual(["photos/0b6c1f52-5d1e-4a8e-9d55-0a3c2f7d9e11-1.webp"]);
    expect(jsonLd).toMatchObject({
      "ladle:id": "0b6c1f52-5d1e-4a8e-9d55-0a3c2f7d9e11",
      "ladle:visibility": "draft",
      "ladle:notes": null,
      "ladle:rating": null,
      "ladle:yields": "4 servings",
      "ladle:ingredientGroups": [
        { name: null, lines: ["4 chicken thighs", "1 large onion, finely chopped", "200 g basmati rice"] },
        { name: "For the sauce", lines: ["2 tbsp olive oil", "1 lemon", "salt to taste"] },
      ],
    });
  });

  it("has no image key for a recipe without a photo", () => {
    expect(writeArchiveRecipe(exportedRecipe(), { url, photoPaths: [] })).not.toHaveProperty("image");
  });
});
