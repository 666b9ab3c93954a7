import { describe, expect, it } from "vitest";
import { pluralNameOf, pluralOf, pluralsOf, singularNameOf, singularOf } from "./food-text.ts";

describe("pluralOf and singularOf", () => {
  it.each([
    ["avocado", "avocados"],
    ["jalapeño", "jalapeños"],
    ["potato", "potatoes"],
    ["tomato", "tomatoes"],
    ["mango", "mangoes"],
    ["banana", "bananas"],
    ["berry", "berries"],
    ["turkey", "turkeys"],
    ["peach", "peaches"],
    ["radish", "radishes"],
    ["leaf", "leaves"],
    ["kiwi", "kiwis"],
    ["chilli", "chillies"],
    ["cookie", "cookies"],
    ["fish", "fish"],
  ])("%s → %s, and back", (one, many) => {
    expect(pluralOf(one)).toBe(many);
    expect(singularOf(many)).toBe(one);
  });

  it("leaves a word that is not a plural as it is", () => {
    for (const word of ["asparagus", "hummus", "couscous", "banana"]) expect(singularOf(word)).toBe(word);
  });

  it("offers every plural a cook writes, the expected one first", () => {
    expect(pluralsOf("avocado")).toEqual(["avocados", "avocadoes"]);
    expect(pluralsOf("tomato")).toEqual(["tomatoes", "tomatos"]);
    expect(pluralsOf("leaf")).toEqual(["leaves", "leafs"]);
  });
});

describe("pluralNameOf and singularNameOf", () => {
  it("changes the last word of a name", () => {
    expect(pluralNameOf("cherry tomato")).toBe("cherry tomatoes");
    expect(pluralNameOf("avocado")).toBe("avocados");
    expect(singularNameOf("ripe bananas")).toBe("ripe banana");
    expect(singularNameOf("bay leaves")).toBe("bay leaf");
  });

  it("keeps a name that is already plural or never counted", () => {
    for (const name of ["chickpeas", "bay leaves", "asparagus"]) expect(pluralNameOf(name)).toBe(name);
  });

  it("keeps a recipe's capital", () => {
    expect(pluralNameOf("Banana")).toBe("Bananas");
    expect(singularNameOf("Potatoes")).toBe("Potato");
  });
});
