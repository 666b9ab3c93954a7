import { describe, expect, it } from "vitest";
import { extractRecipe } from "./extract-recipe.ts";
import { hasSiteAdapter } from "./site-adapters.ts";

const LD = {
  "@type": "Recipe",
  name: "Soup",
  recipeIngredient: ["butter", "flour"],
  recipeInstructions: [{ "@type": "HowToStep", text: "Cook it all." }],
};

function page(body: string, recipe: object = LD): string {
  return `<html><head><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body>${body}</body></html>`;
}

describe("site adapters", () => {
  it("are chosen by host name, www. ignored", () => {
    expect(hasSiteAdapter("https://www.ohsweetbasil.com/x/")).toBe(true);
    expect(hasSiteAdapter("https://example.com/x/")).toBe(false);
    expect(hasSiteAdapter("not a url")).toBe(false);
  });

  it("leave other sites' structured data alone", () => {
    const body = `<ul class="recipe_ingredients"><li>200 g Mehl</li></ul>`;
    expect(extractRecipe(page(body), "https://example.com/soup")?.ingredients).toEqual(["butter", "flour"]);
  });

  it("keep the structured data when the site's markup is not there", () => {
    expect(extractRecipe(page("<p>Hello</p>"), "https://simply-cookit.com/de/rezepte/x")?.ingredients).toEqual([
      "butter",
      "flour",
    ]);
  });

  it("read WP Recipe Maker parts joined by spaces where the site shows notes without parentheses", () => {
    const body = `<ul><li class="wprm-recipe-ingredient"><span class="wprm-checkbox-container">▢</span>
      <span class="wprm-recipe-ingredient-amount">2</span> <span class="wprm-recipe-ingredient-name">Eggs</span><span>, </span>
      <span class="wprm-recipe-ingredient-notes">large</span></li></ul>`;
    expect(extractRecipe(page(body), "https://www.ohsweetbasil.com/cookies/")?.ingredients).toEqual(["2 Eggs large"]);
  });

  it("read a card's lines as shown, without its checkboxes", () => {
    const body = `<ul><li class="wprm-recipe-ingredient"><span class="wprm-checkbox-container"><label>▢</label></span>
      1 tablespoon fresh thyme or 1 teaspoon dried</li></ul>`;
    expect(extractRecipe(page(body), "https://watchwhatueat.com/soup/")?.ingredients).toEqual([
      "1 tablespoon fresh thyme or 1 teaspoon dried",
    ]);
  });

  it("turn a list item holding only a heading into a group, and drop step numbers", () => {
    const body = `<ul class="recipe_ingredients"><li><h3>Für den Teig</h3></li><li> 200 g Mehl</li><li><h3>Für die Füllung</h3></li><li>1 Kürbis</li></ul>
      <ul class="recipe_steps"><li><span class="number">1</span>Mehl einwiegen.</li><li><span class="number">2</span>Backen.</li></ul>`;
    const recipe = extractRecipe(page(body), "https://www.simply-cookit.com/de/rezepte/kuchen");
    expect(recipe?.ingredients).toEqual(["200 g Mehl", "1 Kürbis"]);
    expect(recipe?.ingredientGroups).toEqual([
      { purpose: "Für den Teig", ingredients: ["200 g Mehl"] },
      { purpose: "Für die Füllung", ingredients: ["1 Kürbis"] },
    ]);
    expect(recipe?.instructions).toEqual(["Mehl einwiegen.", "Backen."]);
    expect(recipe?.instructionSections).toEqual([{ name: null, steps: ["Mehl einwiegen.", "Backen."] }]);
  });

  it("stop a list at its separator", () => {
    const body = `<ul class="ingredients"><li>6 cl Kokoslikör</li><li class="separator">Rekommenderad</li><li>Malibu</li></ul>`;
    expect(extractRecipe(page(body), "https://drinkoteket.se/bahama-mama/")?.ingredients).toEqual(["6 cl Kokoslikör"]);
  });

  it("read amounts kept in data attributes, once per ingredient, and labelled times", () => {
    const row = `<div><b class="ingredient-unit-display" data-primary-amount="195" data-primary-unit="g" data-secondary-amount="1.5" data-secondary-unit="cup">195g</b>
      <span class="ingredient-name-display">ham</span></div>`;
    const body = `<div class="ingredients-tab-content">${row}</div><div class="ingredients-tab-content">${row}</div>
      <div id="method"><ol><li>Prep the ham.</li></ol></div>
      <div class="recipe-meta"><span>PREP IN <span>10 MIN</span></span><span>COOKS IN <span>30 MIN</span></span></div>`;
    const recipe = extractRecipe(page(body), "https://alittlebityummy.com/recipe/soup/");
    expect(recipe).toMatchObject({
      ingredients: ["195 g (1.5 cup) ham"],
      instructions: ["Prep the ham."],
      prepTime: 10,
      cookTime: 30,
      totalTime: 40,
    });
  });

  it("read the items between two section headings", () => {
    const body = `<nav><ul><li>Ingredients</li></ul></nav><h2>Ingredients</h2><ul><li>1 pound chicken</li></ul><h3>Sauce</h3><ul><li>3 tbsp soy sauce</li></ul>
      <h2>Directions</h2><div class="entry"><ol><li>Pat dry.</li><li>Fry.</li></ol></div>`;
    const recipe = extractRecipe(page(body), "https://www.maangchi.com/recipe/yuringi");
    expect(recipe?.ingredients).toEqual(["1 pound chicken", "3 tbsp soy sauce"]);
    expect(recipe?.instructions).toEqual(["Pat dry.", "Fry."]);
  });

  it("read the list that follows a heading", () => {
    const body = `<h2>Ingredients</h2><ul><li>1 banana</li></ul><h3>Method</h3><p>Intro</p><ol><li>Mash.</li></ol><ol><li>Other</li></ol>`;
    const recipe = extractRecipe(page(body), "https://www.vegansociety.com/recipes/pancakes");
    expect(recipe?.ingredients).toEqual(["1 banana"]);
    expect(recipe?.instructions).toEqual(["Mash."]);
  });

  it("pair names with their amounts and read the servings", () => {
    const body = `<span class="text-bg-white">ziemniaki</span><span class="text-bg-white">1 kilogram</span>
      <span class="text-bg-white">cebula</span><span class="text-bg-white">1 sztuka</span><div class="person-count">8 os.</div>`;
    const recipe = extractRecipe(page(body), "https://www.przepisy.pl/przepis/placki");
    expect(recipe?.ingredients).toEqual(["ziemniaki 1 kilogram", "cebula 1 sztuka"]);
    expect(recipe?.yields).toBe("8 servings");
  });

  it("read a value kept in an attribute", () => {
    const body = `<select><option class="yield" value="4">4</option><option value="6" selected class="yield">6</option></select>`;
    expect(extractRecipe(page(body), "https://www.atelierdeschefs.fr/fr/recette/x")?.yields).toBe("6 servings");
  });

  it("read the value next to the icon that names it", () => {
    const body = `<div class="recipe-main-points-molecule"><div class="main-point"><i class="i-clock"></i>45 minut</div>
      <div class="main-point"><i class="i-person"></i>4 porce</div></div>`;
    expect(extractRecipe(page(body), "https://fresh.iprima.cz/recepty/x")?.yields).toBe("4 servings");
  });

  it("strip bullets written into the text", () => {
    const body = `<div class="Step"><div class="Contents"><p>* Préchauffez le four.</p><p>Fouettez.</p></div></div>`;
    expect(extractRecipe(page(body), "https://www.editions-larousse.fr/recette/x")?.instructions).toEqual([
      "Préchauffez le four.",
      "Fouettez.",
    ]);
  });
});
