import { describe, expect, it } from "vitest";
import { findIngredients, scoreIngredients } from "./find-ingredients.ts";
import { parseHtml } from "./html-tree.ts";
import { linearize } from "./page-blocks.ts";

const pageOf = (body: string) => linearize(parseHtml(`<html><body>${body}</body></html>`));
const linesOf = (body: string) => findIngredients(pageOf(body))?.groups.flatMap((g) => g.ingredients) ?? null;

describe("scoreIngredients", () => {
  it("counts lines with amounts fully and other lines a tenth", () => {
    const found = {
      groups: [{ purpose: null, ingredients: ["200 g flour", "2 eggs", "salt"] }],
      start: 0,
      end: 2,
      lines: [],
    };
    expect(scoreIngredients(found)).toBeCloseTo(2.3);
  });
});

describe("findIngredients", () => {
  it("keeps the heading's list unless a named element's list reads much more like ingredients", () => {
    const heading = `<h2>Ingredients</h2><ul><li>1 leek</li><li>salt</li></ul>`;
    expect(linesOf(`${heading}<div class="ingredients"><p>2 potatoes</p><p>pepper</p><p>nutmeg</p></div>`)).toEqual([
      "1 leek",
      "salt",
    ]);
    expect(
      linesOf(`${heading}<div class="ingredients"><p>2 potatoes</p><p>1 l stock</p><p>3 carrots</p></div>`),
    ).toEqual(["2 potatoes", "1 l stock", "3 carrots"]);
  });

  it("reads the start and end of the list it found", () => {
    const found = findIngredients(
      pageOf(`<h1>Soup</h1><h2>Ingredients</h2><ul><li>1 leek</li><li>2 potatoes</li></ul>`),
    );
    expect(found).toMatchObject({ start: 1, end: 3 });
    expect(found?.lines.map((b) => b.text)).toEqual(["1 leek", "2 potatoes"]);
  });

  it("takes an unlabelled list only when most of its lines have amounts", () => {
    expect(
      linesOf(`<ul><li>Home</li><li>About</li></ul><ul><li>1 leek</li><li>2 potatoes</li><li>salt</li></ul>`),
    ).toEqual(["1 leek", "2 potatoes", "salt"]);
    expect(linesOf(`<ul><li>1 leek</li><li>pepper</li><li>salt</li></ul>`)).toBeNull();
    expect(
      linesOf(`<ul><li>1 leek</li><li>2 potatoes</li><li>pepper</li><li>salt</li><li>nutmeg</li></ul>`),
    ).toBeNull();
  });
});
