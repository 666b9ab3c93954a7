import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "../recipes/ingredient-lines.ts";
import { scaleRecipeLines, scaleRecipeLinesExcept } from "./recipe-lines.ts";

const group = (lines: string[]) => [{ name: null, lines: lines.map(parseIngredientLine) }];

describe("scaleRecipeLines", () => {
  it("scales amounts to the servings chosen and rewrites only the lines that changed", () => {
    const lines = scaleRecipeLines(group(["2 onions, sliced", "200 g flour", "Salt to taste"]), 2, 4);
    expect(lines.map((line) => line.text)).toEqual(["4 onions, sliced", "400 g flour", "Salt to taste"]);
    expect(lines[1]).toMatchObject({ quantity: 400, unit: "gram", food: "flour" });
  });

  it("keeps the author's spelling and the size of each tin when it scales", () => {
    const lines = scaleRecipeLines(group(["1 (400 g) tin San Marzano tomatoes", "50 g Parmesan"]), 2, 4);
    expect(lines.map((line) => line.text)).toEqual(["2 (400 g) tins San Marzano tomatoes", "100 g Parmesan"]);
    expect(lines[0]).toMatchObject({ quantity: 2, unit: "tin" });
  });

  it("keeps the author's words when the servings are the recipe's or unknown", () => {
    expect(scaleRecipeLines(group(["2 onions, sliced"]), 2, 2)[0].text).toBe("2 onions, sliced");
    expect(scaleRecipeLines(group(["2 onions, sliced"]), null, 6)[0].text).toBe("2 onions, sliced");
  });

  it("writes fractions as the recipe page does, scaled or not; a line it could not read stays as typed", () => {
    const lines = scaleRecipeLines(
      group(["1/2 tsp chilli flakes", "1/2 tsp salt, or to taste", "1 1/2 cups milk", "A few 1/2-inch cubes"]),
      4,
      6,
    );
    expect(lines.map((line) => line.text)).toEqual([
      "¾ tsp chilli flakes",
      "½ tsp salt, or to taste",
      "2¼ cups milk",
      "A few 1/2-inch cubes",
    ]);
    expect(scaleRecipeLines(group(["1/2 tsp chilli flakes"]), 4, 4)[0].text).toBe("½ tsp chilli flakes");
  });

  it("puts a line naming two foods on the list as two things to tick", () => {
    const lines = scaleRecipeLines(group(["Salt and freshly ground pepper, to taste", "1 tsp salt and pepper"]), 2, 4);
    expect(lines.map((line) => line.text)).toEqual([
      "Salt, to taste",
      "freshly ground pepper, to taste",
      "2 tsp salt and pepper",
    ]);
  });
});

describe("scaleRecipeLinesExcept", () => {
  const soup = group(["2 onions, sliced", "200 g flour", "Salt and pepper, to taste"]);

  it("leaves out the lines the cook edited, found by how they read at the servings they were edited at", () => {
    const lines = scaleRecipeLinesExcept(soup, 2, 6, [{ text: "4 onions, sliced", servings: 4 }]);
    expect(lines.map((line) => line.text)).toEqual(["600 g flour", "Salt, to taste", "pepper, to taste"]);
  });

  it("leaves out each of two lines split from one, separately", () => {
    const lines = scaleRecipeLinesExcept(soup, 2, 4, [{ text: "pepper, to taste", servings: 2 }]);
    expect(lines.map((line) => line.text)).toEqual(["4 onions, sliced", "400 g flour", "Salt, to taste"]);
  });

  it("leaves out nothing for an edit that matches no line of the recipe as it is now", () => {
    const lines = scaleRecipeLinesExcept(soup, 2, 4, [
      { text: "3 onions, sliced", servings: 2 },
      { text: "200 g flour", servings: 4 },
    ]);
    expect(lines.map((line) => line.text)).toEqual(scaleRecipeLines(soup, 2, 4).map((line) => line.text));
  });
});
