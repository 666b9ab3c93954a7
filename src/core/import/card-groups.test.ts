import { describe, expect, it } from "vitest";
import {
  isAmountAndLine,
  isSameIngredient,
  recoverIngredientGroups,
  restorePrintedAmounts,
  squashLine,
} from "./card-groups.ts";

const page = (card: string) =>
  `<html><head><meta name="description" content="Cake and frosting with butter and sugar"></head><body><article><p>We love this cake with butter.</p>${card}</article></body></html>`;

describe("recoverIngredientGroups", () => {
  it("reads WP Recipe Maker group names between the lists, as printed", () => {
    const html = page(`<div class="wprm-recipe">
      <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">For the cake:</h4>
        <ul><li class="wprm-recipe-ingredient"><span class="wprm-checkbox">▢</span> 2 cups flour</li>
        <li class="wprm-recipe-ingredient">1 cup sugar</li></ul></div>
      <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">For the frosting:</h4>
        <ul><li class="wprm-recipe-ingredient">½ cup butter, softened</li><li class="wprm-recipe-ingredient">2 cups powdered sugar</li></ul></div>
    </div>`);
    expect(
      recoverIngredientGroups(html, [
        "2 cups flour",
        "1 cup sugar",
        "1/2 cup butter, softened",
        "2 cups powdered sugar",
      ]),
    ).toEqual([
      { purpose: "For the cake:", ingredients: ["2 cups flour", "1 cup sugar"] },
      { purpose: "For the frosting:", ingredients: ["1/2 cup butter, softened", "2 cups powdered sugar"] },
    ]);
  });

  it("names the first group only by a heading, not by the card's 'Ingredients' title", () => {
    const html = page(`<div class="recipe"><h3>Ingredients</h3>
      <ul><li>3 eggs</li><li>1 cup milk</li></ul>
      <p><strong>Glaze</strong></p>
      <ul><li>1 cup icing sugar</li><li>2 tbsp lemon juice</li></ul><h3>Instructions</h3></div>`);
    expect(recoverIngredientGroups(html, ["3 eggs", "1 cup milk", "1 cup icing sugar", "2 tbsp lemon juice"])).toEqual([
      { purpose: null, ingredients: ["3 eggs", "1 cup milk"] },
      { purpose: "Glaze", ingredients: ["1 cup icing sugar", "2 tbsp lemon juice"] },
    ]);
  });

  it("takes a plain line above the first list when the other groups are named the same way", () => {
    const html = page(`<div class="tasty-recipes-ingredients"><p>Cake</p>
      <ul><li>1/2 cup butter, room temperature</li><li>3/4 cup granulated sugar</li></ul>
      <p>Topping</p><ul><li>6 tablespoons butter, cubed</li><li>1 cup all-purpose flour</li></ul></div>`);
    const groups = recoverIngredientGroups(html, [
      "1/2 cup butter, room temperature",
      "3/4 cup granulated sugar",
      "6 tablespoons butter, cubed",
      "1 cup all-purpose flour",
    ]);
    expect(groups?.map((g) => g.purpose)).toEqual(["Cake", "Topping"]);
  });

  it("leaves a control above the card ('Cook Mode') out of the first group's name", () => {
    const html = page(`<div class="card"><span class="cook-mode">Prevent your screen from going dark</span>
      <ul><li>1/2 cup butter</li><li>1 cup sugar</li></ul>
      <h4>Glaze</h4><ul><li>2 cups powdered sugar</li><li>3 tbsp milk</li></ul></div>`);
    expect(
      recoverIngredientGroups(html, ["1/2 cup butter", "1 cup sugar", "2 cups powdered sugar", "3 tbsp milk"])?.[0]
        .purpose,
    ).toBeNull();
  });

  it("reads headings inside one list (a heading between the items)", () => {
    const html = page(`<section><h2>Ingredients</h2><ul><h3 class="ingredientgroup_name">For the Tacos</h3>
      <ul><li>Sea salt</li><li><span>1½</span> <span>pounds potatoes</span></li></ul>
      <h3 class="ingredientgroup_name">For the Salsa</h3><ul><li>2 dried chiles</li><li>1 garlic clove</li></ul></ul></section>`);
    expect(
      recoverIngredientGroups(html, ["Sea salt", "1 1/2 pounds potatoes", "2 dried chiles", "1 garlic clove"])?.map(
        (g) => [g.purpose, g.ingredients.length],
      ),
    ).toEqual([
      ["For the Tacos", 2],
      ["For the Salsa", 2],
    ]);
  });

  it("reads a list item marked as a section between the items", () => {
    const html = page(`<h3 class="recipe-header">Ingredients</h3><ul class="recipe-ingredients">
      <li class="ingredient-section">For the meatballs</li><li>¼ cup milk</li><li>1 pound ground beef</li>
      <li class="ingredient-section">For the soup</li><li>1 cup diced yellow onion</li><li>6 cups chicken broth</li></ul>`);
    const groups = recoverIngredientGroups(html, [
      "1/4 cup milk",
      "1 pound ground beef",
      "1 cup diced yellow onion",
      "6 cups chicken broth",
    ]);
    expect(groups?.map((g) => [g.purpose, g.ingredients.length])).toEqual([
      ["For the meatballs", 2],
      ["For the soup", 2],
    ]);
  });

  it("does not take a group's name for the line it nearly repeats", () => {
    const html = page(`<div class="wprm-recipe"><h4 class="wprm-recipe-group-name">For the Salad</h4>
      <ul><li>▢ 1 pound sirloin steak</li><li>▢ 1 head romaine lettuce</li></ul>
      <h4 class="wprm-recipe-group-name">Homemade Tzatziki Sauce</h4><ul><li>▢ Tzatziki Sauce</li></ul></div>`);
    expect(
      recoverIngredientGroups(html, ["1 pound sirloin steak", "1 head romaine lettuce", "Tzatziki Sauce"]),
    ).toEqual([
      { purpose: "For the Salad", ingredients: ["1 pound sirloin steak", "1 head romaine lettuce"] },
      { purpose: "Homemade Tzatziki Sauce", ingredients: ["Tzatziki Sauce"] },
    ]);
  });

  it("reads a line printed as an amount and a name in boxes of their own", () => {
    const item = (amount: string, name: string) =>
      `<div class="item"><div class="wrap"><div class="amount">${amount}</div><div class="title">${name}</div></div></div>`;
    const html = page(`<div class="substances-list"><h2>Ingrediencie</h2><h3>Knedličky</h3>
      ${item("250 g", "hrudkovitý tvaroh")}${item("1 ks", "vajce")}
      <h3>Omáčka</h3>${item("200 ml", "smotana na šľahanie")}${item("50 g", "parmezán")}</div>`);
    expect(
      recoverIngredientGroups(html, [
        "250 g hrudkovitý tvaroh",
        "1 ks vajce",
        "200 ml smotana na šľahanie",
        "50 g parmezán",
      ]),
    ).toEqual([
      { purpose: "Knedličky", ingredients: ["250 g hrudkovitý tvaroh", "1 ks vajce"] },
      { purpose: "Omáčka", ingredients: ["200 ml smotana na šľahanie", "50 g parmezán"] },
    ]);
  });

  it("looks past a retelling of the list in the post to the card whose markup names ingredients", () => {
    const retold = "<ul><li>Frozen fries, any cut</li><li>Ketchup for the dip</li><li>Horseradish for heat</li></ul>";
    const card = `<div class="recipe-card">${"<p>Adjust servings</p>".repeat(80)}<ul class="recipe-ingredients">
      <li class="ingredient">2 lbs frozen French fries</li></ul><h4 class="ingredient-group-name">Spicy ketchup</h4>
      <ul class="recipe-ingredients"><li class="ingredient">6 tbsp ketchup</li><li class="ingredient">2 tsp horseradish</li></ul></div>`;
    const html = page(`${retold.repeat(4)}${card}`);
    expect(recoverIngredientGroups(html, ["2 lbs frozen French fries", "6 tbsp ketchup", "2 tsp horseradish"])).toEqual(
      [
        { purpose: null, ingredients: ["2 lbs frozen French fries"] },
        { purpose: "Spicy ketchup", ingredients: ["6 tbsp ketchup", "2 tsp horseradish"] },
      ],
    );
  });

  it("is null when the page shows the lines without headings, or not at all", () => {
    const lines = ["2 cups flour", "1 cup sugar", "3 eggs"];
    expect(
      recoverIngredientGroups(page("<ul><li>2 cups flour</li><li>1 cup sugar</li><li>3 eggs</li></ul>"), lines),
    ).toBeNull();
    expect(recoverIngredientGroups(page("<p>Nothing to see.</p>"), lines)).toBeNull();
  });

  it("ignores the lines in the page's scripts", () => {
    const script = `<script type="application/ld+json">{"recipeIngredient":["2 cups flour","For the top:","1 cup sugar"]}</script>`;
    expect(recoverIngredientGroups(page(script), ["2 cups flour", "1 cup sugar"])).toBeNull();
  });
});

/** Markup as long as a framework prints it around each line. */
const ICON = `<span class="label-checkbox-box" data-ng-a="${"x".repeat(400)}"><img alt="✓" src="/icons/check.svg"></span>`;

describe("restorePrintedAmounts", () => {
  it("takes the amounts the page prints before names the structured data gives bare", () => {
    const item = (amount: string, name: string) =>
      `<div class="ingredient"><span class="quantity">${amount}</span> <span class="title">${name}</span></div>`;
    const html = page(
      `<h3>Zutaten</h3>${item("1", "Zwiebel / Zwiebeln")}${item("20 g", "Butter")}${item("300 g", "Gemüsebrühe")}${item("", "Pfeffer")}`,
    );
    expect(restorePrintedAmounts(html, ["Zwiebel / Zwiebeln", "Butter", "Gemüsebrühe", "Pfeffer"])).toEqual([
      "1 Zwiebel / Zwiebeln",
      "20 g Butter",
      "300 g Gemüsebrühe",
      "Pfeffer",
    ]);
  });

  it("adds an amount printed in its own element after the name, also for short last lines", () => {
    const item = (name: string, amount: string) =>
      `<div class="item"><p class="name"><label><input type="checkbox">${ICON}<span>${name}</span></label></p><p class="quantity"><span>${amount}</span></p></div>`;
    const html = page(
      `<h2>Składniki</h2>${item("ziemniaki", "1 kilogram")}${item("cebula", "1 sztuka")}${item("jajka", "2 sztuki")}${item("sól", "1 szczypta")}${item("mąka", "3 łyżki")}`,
    );
    expect(restorePrintedAmounts(html, ["ziemniaki", "cebula", "jajka", "sól", "mąka"])).toEqual([
      "ziemniaki 1 kilogram",
      "cebula 1 sztuka",
      "jajka 2 sztuki",
      "sól 1 szczypta",
      "mąka 3 łyżki",
    ]);
  });

  it("leaves lines that have their amounts alone", () => {
    const html = page("<ul><li>2 cups flour</li><li>1 cup sugar</li><li>3 eggs</li></ul>");
    expect(restorePrintedAmounts(html, ["2 cups flour", "1 cup sugar", "3 eggs"])).toBeNull();
  });
});

describe("isAmountAndLine", () => {
  it("reads a line that is the structured one with an amount in front", () => {
    expect(isAmountAndLine("20 g Butter", "Butter")).toBe(true);
    expect(isAmountAndLine("0.25 TL Salz", "Salz")).toBe(true);
    expect(isAmountAndLine("2 cups sugar", "brown sugar")).toBe(false);
    expect(isAmountAndLine("20 g Butter", "20 g Butter")).toBe(false);
  });
});

describe("isSameIngredient", () => {
  it("matches a line written with the unit spelled out or a checkbox in front", () => {
    expect(isSameIngredient("▢ 2 teaspoon garlic (minced)", "2 tsp garlic (minced)")).toBe(true);
    expect(isSameIngredient("½ cup sugar", "1/2 cup sugar")).toBe(true);
    expect(isSameIngredient("1 cup sugar", "2 cups flour")).toBe(false);
  });

  it("squashes punctuation, case and fractions away", () => {
    expect(squashLine("1 ½ Cups (divided)")).toBe(squashLine("1 1/2 cups divided"));
  });
});
