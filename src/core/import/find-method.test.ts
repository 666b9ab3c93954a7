import { describe, expect, it } from "vitest";
import { findIngredients } from "./find-ingredients.ts";
import { findMethod } from "./find-method.ts";
import { parseHtml } from "./html-tree.ts";
import { linearize } from "./page-blocks.ts";

const pageOf = (body: string) => linearize(parseHtml(`<html><body>${body}</body></html>`));
const stepsOf = (body: string) => {
  const page = pageOf(body);
  return findMethod(page, findIngredients(page))?.sections.flatMap((s) => s.steps) ?? null;
};

describe("findMethod", () => {
  it("looks for a method heading after the ingredients first", () => {
    expect(
      stepsOf(`<h2>Method</h2><p>Read the whole recipe first.</p>
        <h2>Ingredients</h2><ul><li>1 leek</li><li>2 potatoes</li></ul>
        <h2>Method</h2><p>Chop the leek and the potatoes.</p>`),
    ).toEqual(["Chop the leek and the potatoes."]);
  });

  it("comes back to a method heading before the ingredients", () => {
    expect(
      stepsOf(`<h2>Method</h2><p>Chop the leek and the potatoes.</p>
        <h2>Ingredients</h2><ul><li>1 leek</li><li>2 potatoes</li></ul>`),
    ).toEqual(["Chop the leek and the potatoes."]);
  });

  it("skips a method heading over a list of amounts for elements named for steps", () => {
    expect(
      stepsOf(`<h2>Ingredients</h2><ul><li>1 leek</li><li>2 potatoes</li></ul>
        <h2>Method</h2><ul><li>1 leek</li><li>2 potatoes</li></ul>
        <div class="recipe-steps"><p>Chop the leek and the potatoes.</p><p>Simmer for 20 minutes.</p></div>`),
    ).toEqual(["Chop the leek and the potatoes.", "Simmer for 20 minutes."]);
  });

  it("takes the lines between the ingredient lists as steps, to the end of what holds the last list", () => {
    expect(
      stepsOf(`<div class="ingredients"><ul><li>1 leek</li><li>2 potatoes</li></ul></div>
        <p>Chop the leek into rings.</p><p>Peel the potatoes and dice them.</p>
        <div class="ingredients"><ul><li>1 l stock</li><li>1 tsp salt</li></ul></div>
        <p>Simmer it all in the stock.</p>`),
    ).toEqual(["Chop the leek into rings.", "Peel the potatoes and dice them.", "Simmer it all in the stock."]);
  });

  it("takes the sentences right after the list, past a short line or two", () => {
    expect(
      stepsOf(`<ul><li>1 leek</li><li>2 potatoes</li></ul><p>Ad</p>
        <p>Chop the leek and the potatoes.</p><p>Simmer them for 20 minutes.</p><h3>More</h3><p>Share this recipe now.</p>`),
    ).toEqual(["Chop the leek and the potatoes.", "Simmer them for 20 minutes."]);
  });

  it("finds nothing without a heading, named elements or ingredients", () => {
    expect(stepsOf("<p>Chop the leek and the potatoes.</p><p>Simmer them for 20 minutes.</p>")).toBeNull();
  });
});
