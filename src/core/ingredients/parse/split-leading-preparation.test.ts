import { describe, expect, it } from "vitest";
import { splitLeadingPreparation } from "./split-leading-preparation.ts";

describe("splitLeadingPreparation", () => {
  it.each([
    ["finely chopped dill", "finely chopped", "dill"],
    ["very finely chopped dill", "very finely chopped", "dill"],
    ["thickly sliced ham", "thickly sliced", "ham"],
    ["sliced and diced onions", "sliced and diced", "onions"],
    ["chopped fresh basil", "chopped", "fresh basil"],
    ["finely ground beef", "finely ground", "beef"],
    ["softened butter", "softened", "butter"],
  ])("%j → %j + %j", (text, preparation, name) => {
    expect(splitLeadingPreparation(text)).toEqual({ preparation, name });
  });

  it.each([
    ["chopped tomatoes", "a product"],
    ["pitted olives", "a product"],
    ["toasted sesame oil", "a product"],
    ["ground beef", "a word that names the food"],
    ["and onions", "no preparation word"],
    ["beef", "one word"],
  ])("leaves %j (%s)", (text) => {
    expect(splitLeadingPreparation(text)).toEqual({ preparation: null, name: text });
  });
});
