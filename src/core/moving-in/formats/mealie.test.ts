import { describe, expect, it } from "vitest";
import { mealieBackup, mealieRecipeExport } from "../../../../tests/helpers/moving-in-archives.ts";
import { readUpload } from "./index.ts";

describe("Mealie", () => {
  it("reads a backup's database.json with its photos, and says which recipe was empty", async () => {
    const report = await readUpload({ name: "mealie_2024.10.01.zip", bytes: mealieBackup() });
    expect(report.format).toBe("mealie");
    expect(report.failed).toEqual([{ name: "database.json: Empty Draft", reason: "no ingredients or steps" }]);
    const [soup] = report.recipes;
    expect(soup).toMatchObject({
      title: "Tomato Soup",
      yields: "4 servings",
      prepMinutes: 10,
      cookMinutes: 30,
      rating: 3,
      tags: ["Lunch", "Vegetarian"],
      course: "Lunch",
      notes: "Tip: A pinch of sugar rescues pale tomatoes.",
      nutrition: { calories: "180", fatContent: "7" },
    });
    expect(soup.ingredientGroups).toEqual([
      { purpose: null, lines: ["800 g ripe tomatoes, chopped", "1 onion, diced"] },
      { purpose: "To serve", lines: ["1 handful, fresh basil"] },
    ]);
    // Steps in their stored positions, not the rows' order.
    expect(soup.instructionSections[0].steps[0]).toBe("Soften the onion in olive oil.");
    expect(soup.photos).toHaveLength(1);
    expect(soup.photos[0].name).toBe("original.webp");
  });

  it("reads an export of one JSON per recipe", async () => {
    const report = await readUpload({ name: "recipes.zip", bytes: mealieRecipeExport() });
    const [chilli] = report.recipes;
    expect(chilli).toMatchObject({
      title: "Bean Chilli",
      yields: "6 servings",
      cookMinutes: 45,
      totalMinutes: 60,
      tags: ["Dinner", "Vegan", "Batch cooking"],
      notes: "Freezing: Freezes well for three months.",
    });
    expect(chilli.ingredientGroups[1]).toEqual({
      purpose: "Spices",
      lines: ["2 tsp smoked paprika", "1 tsp ground cumin"],
    });
    expect(chilli.photos).toHaveLength(1);
  });
});
