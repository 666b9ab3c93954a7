import { describe, expect, it } from "vitest";
import { splitRest } from "./split-rest.ts";

describe("splitRest", () => {
  it.each([
    ["onion, finely chopped", "onion", "finely chopped", null],
    ["onions - sliced", "onions", "sliced", null],
    ["salt to taste", "salt", null, "to taste"],
    ["eggs, beaten (room temperature)", "eggs", "beaten", "room temperature"],
    ["flour (see note), sifted", "flour", "sifted", "see note"],
    ["butter, softened, at room temperature", "butter", "softened", "at room temperature"],
    ["butter mixed with flour", "butter", "mixed with flour", null],
    ["egg whites plus 3 yolks", "egg whites", null, "plus 3 yolks"],
    ["diced tomatoes, with juice", "diced tomatoes with juice", null, null],
    ["tomatoes, including juice, chopped", "tomatoes including juice", "chopped", null],
    ["smoked, wet-cured ham, chopped", "smoked wet-cured ham", "chopped", null],
    ["unsalted, toasted cashew nuts", "unsalted toasted cashew nuts", null, null],
    ["large shrimp in their shells", "large shrimp", null, "in their shells"],
    ["cream cheese, full fat", "cream cheese full fat", null, null],
    ["tinned, chopped tomatoes", "tinned chopped tomatoes", null, null],
    ["low-sodium, light soy sauce", "low-sodium light soy sauce", null, null],
    ["linguine or other long, thin pasta", "linguine or other long thin pasta", null, null],
    ["rustic, crusty bread, toasted", "rustic crusty bread", "toasted", null],
  ])("%j → name %j, preparation %j, comment %j", (rest, name, preparation, comment) => {
    expect(splitRest(rest)).toEqual({ name, preparation, comment, size: null });
  });

  it.each([
    ["brandy, sherry, or rum", "brandy, sherry, or rum"],
    ["parmesan, or similar hard cheese", "parmesan, or similar hard cheese"],
    ["fish sauce (nam pla)", "fish sauce (nam pla)"],
    ["skinless, boneless chicken thighs", "skinless boneless chicken thighs"],
  ])("keeps lists, other names and leading adjectives in the name: %j", (rest, name) => {
    expect(splitRest(rest)).toMatchObject({ name, preparation: null, comment: null });
  });

  it("puts trailing notes before bracketed asides in the comment", () => {
    expect(splitRest("flour (see note) to taste").comment).toBe("to taste, see note");
  });

  it("returns the size found inside the name", () => {
    expect(splitRest("ripe medium tomatoes, halved")).toEqual({
      name: "ripe tomatoes",
      preparation: "halved",
      comment: null,
      size: "medium",
    });
  });

  it("gives nulls for nothing", () => {
    expect(splitRest("")).toEqual({ name: null, preparation: null, comment: null, size: null });
  });
});
