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
    ["rinsed and finely chopped pickled ginger", "rinsed and finely chopped", "pickled ginger"],
    ["drained and chopped pickled jalapeno slices", "drained and chopped", "pickled jalapeno slices"],
    ["hard-cooked eggs", "hard-cooked", "eggs"],
    ["hot cooked rice", "hot cooked", "rice"],
    ["cooked chickpeas", "cooked", "chickpeas"],
    ["drained capers", "drained", "capers"],
    ["heated chicken or vegetable stock", "heated", "chicken or vegetable stock"],
    ["freshly grated whole nutmeg", "freshly grated", "whole nutmeg"],
    ["well shaken buttermilk", "well shaken", "buttermilk"],
    ["well-shaken buttermilk", "well-shaken", "buttermilk"],
    ["fresh squeezed lime juice", "fresh squeezed", "lime juice"],
    ["iced water", "iced", "water"],
    ["scalded milk", "scalded", "milk"],
    ["stemmed red currants or raspberries", "stemmed", "red currants or raspberries"],
  ])("%j → %j + %j", (text, preparation, name) => {
    expect(splitLeadingPreparation(text)).toEqual({ preparation, name });
  });

  it.each([
    ["chopped tomatoes", "a product"],
    ["pitted olives", "a product"],
    ["pitted dried plums", "a product"],
    ["flaked almonds", "a product"],
    ["peeled tomatoes", "a product"],
    ["skinless and boneless chicken thighs", "what is bought"],
    ["hot chicken stock", "served hot, not prepared"],
    ["toasted sesame oil", "a product"],
    ["ground beef", "a word that names the food"],
    ["and onions", "no preparation word"],
    ["beef", "one word"],
  ])("leaves %j (%s)", (text) => {
    expect(splitLeadingPreparation(text)).toEqual({ preparation: null, name: text });
  });

  it("keeps 'cooked' when the line counts pieces: six cooked prawns are bought cooked", () => {
    expect(splitLeadingPreparation("cooked crayfish", true)).toEqual({ preparation: null, name: "cooked crayfish" });
    expect(splitLeadingPreparation("cooked crayfish")).toEqual({ preparation: "cooked", name: "crayfish" });
  });
});
