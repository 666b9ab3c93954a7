import { describe, expect, it } from "vitest";
import { takeBracketedAsides, takeTrailingNotes } from "./take-asides.ts";

describe("takeBracketedAsides", () => {
  it.each([
    ["flour (see note)", "flour", ["see note"]],
    ["butter [optional]", "butter", ["optional"]],
    ["eggs, beaten (room temperature)", "eggs, beaten", ["room temperature"]],
    ["sugar (about 1 cup (200g))", "sugar", ["about 1 cup (200g)"]],
    ["salt ()", "salt", []],
  ])("%j → %j with comments %j", (rest, text, comments) => {
    expect(takeBracketedAsides(rest)).toEqual({ text, comments });
  });

  it("keeps a short other name for the food", () => {
    expect(takeBracketedAsides("fish sauce (nam pla)")).toEqual({ text: "fish sauce (nam pla)", comments: [] });
    expect(takeBracketedAsides("oil (or peanut oil)").text).toBe("oil (or peanut oil)");
    expect(takeBracketedAsides("Dovedale cheese (or similar soft blue cheese)").text).toBe(
      "Dovedale cheese (or similar soft blue cheese)",
    );
  });

  it("drops a plural mark", () => {
    expect(takeBracketedAsides("chicken(s)")).toEqual({ text: "chicken", comments: [] });
  });
});

describe("takeTrailingNotes", () => {
  it.each([
    ["salt to taste", "salt", ["to taste"]],
    ["salt or to taste", "salt", ["or to taste"]],
    ["parsley for garnish", "parsley", ["for garnish"]],
    ["basil optional to serve", "basil", ["optional", "to serve"]],
    ["cream plus extra for serving", "cream", ["plus extra for serving"]],
    ["salt", "salt", []],
  ])("%j → %j with notes %j", (text, left, notes) => {
    expect(takeTrailingNotes(text)).toEqual({ text: left, notes });
  });
});
