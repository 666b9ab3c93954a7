import { describe, expect, it } from "vitest";
import { readByHeuristics } from "./heuristics.ts";
import { parseHtml } from "./html-tree.ts";
import { readPageMeta } from "./page-meta.ts";

const URL = "https://example.com/recipes/soup";

function read(body: string, head = "") {
  const html = `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
  return readByHeuristics(parseHtml(html), { html, url: URL, meta: readPageMeta(html) });
}

describe("readByHeuristics: sections under headings", () => {
  it("reads the lists after Ingredients and Method headings in several languages", () => {
    const pages = [
      ["Ingredients", "Method"],
      ["Zutaten", "Zubereitung"],
      ["Ingrédients", "Préparation"],
      ["Ingrediënten", "Bereidingswijze"],
      ["Hozzávalók", "Elkészítés"],
      ["Ингредиенты", "Приготовление"],
    ];
    for (const [ingredients, method] of pages) {
      const recipe = read(
        `<h1>Soup</h1><h2>${ingredients}</h2><ul><li>200 g flour</li><li>2 eggs</li></ul>
         <h2>${method}</h2><ol><li>Mix the flour and the eggs well.</li><li>Bake for 40 minutes.</li></ol>`,
      );
      expect(recipe?.ingredients).toEqual(["200 g flour", "2 eggs"]);
      expect(recipe?.instructions).toEqual(["Mix the flour and the eggs well.", "Bake for 40 minutes."]);
    }
  });

  it("finds headings written as links or bold lines, not only h1–h6", () => {
    const recipe = read(
      `<div class="card"><div class="card-header"><a href="#i">Ingredients</a></div>
         <div class="card-body"><ul><li>1 cup rice</li><li>2 cups water</li></ul></div></div>
       <div class="card"><p><strong>Directions:</strong></p><p>Rinse the rice and boil it in the water.</p></div>`,
    );
    expect(recipe?.ingredients).toEqual(["1 cup rice", "2 cups water"]);
    expect(recipe?.instructions).toEqual(["Rinse the rice and boil it in the water."]);
  });

  it("ends a section where the element holding it ends", () => {
    const recipe = read(
      `<div class="how"><h4>How to make it</h4><ul><li>Stir the soup until it is smooth.</li></ul></div>
       <div class="fans"><h6>People who like this</h6><ul><li>Ann from Leeds likes this dish</li></ul></div>`,
    );
    expect(recipe?.instructions).toEqual(["Stir the soup until it is smooth."]);
  });

  it("ends a section at a heading as important as its own or a Notes heading", () => {
    const recipe = read(
      `<h3>Ingredients</h3><ul><li>1 leek</li><li>2 potatoes</li></ul>
       <h3>Method</h3><p>Chop the leek and the potatoes finely.</p><p>Simmer them for 20 minutes.</p>
       <h3>Variation</h3><p>Use sweet potatoes instead of potatoes.</p><h4>Notes</h4><p>Freezes well for a month.</p>`,
    );
    expect(recipe?.instructions).toEqual(["Chop the leek and the potatoes finely.", "Simmer them for 20 minutes."]);
  });

  it("turns sub-headings and lines between lists into ingredient groups", () => {
    const recipe = read(
      `<h2>Ingredients</h2><h3>For the dough</h3><ul><li>200 g flour</li></ul>
       <p><i>topping</i></p><ul><li>50 g sugar</li></ul><p>Optional: sprinkles</p>
       <h2>Method</h2><ol><li>Knead the dough and top it with sugar.</li></ol>`,
    );
    expect(recipe?.ingredientGroups).toEqual([
      { purpose: "For the dough", ingredients: ["200 g flour"] },
      { purpose: "topping", ingredients: ["50 g sugar"] },
    ]);
    expect(recipe?.ingredients).toEqual(["200 g flour", "50 g sugar"]);
  });

  it("treats 'For the sauce:' list items as group names", () => {
    const recipe = read(
      `<h2>Ingredients</h2><ul><li>For the sauce:</li><li>1 tbsp butter</li><li>Pour la garniture</li><li>2 leeks</li></ul>`,
    );
    expect(recipe?.ingredientGroups).toEqual([
      { purpose: "For the sauce", ingredients: ["1 tbsp butter"] },
      { purpose: "Pour la garniture", ingredients: ["2 leeks"] },
    ]);
  });

  it("prefers the Ingredients list with amounts over a section of ingredient notes", () => {
    const recipe = read(
      `<h2>Ingredients</h2><ul><li>Butter – use unsalted butter for the best flavour.</li><li>Flour – plain flour works.</li></ul>
       <h2>Ingredients</h2><ul><li>100 g butter</li><li>200 g plain flour</li></ul>`,
    );
    expect(recipe?.ingredients).toEqual(["100 g butter", "200 g plain flour"]);
  });

  it("skips Ingredients/Method tabs whose panel holds no steps", () => {
    const recipe = read(
      `<ul class="tabs"><li>Method</li><li>Tips</li><li>Dairy free tips</li></ul>
       <h2>Method</h2><ol><li>Fry the onion in the butter until soft.</li></ol>`,
    );
    expect(recipe?.instructions).toEqual(["Fry the onion in the butter until soft."]);
  });
});

describe("readByHeuristics: lists found by names and shapes", () => {
  it("reads elements whose class, id or stray itemprop names ingredients and instructions", () => {
    const recipe = read(
      `<ul><li itemprop="ingredients">250 g pasta</li><li itemprop="ingredients">1 egg</li></ul>
       <div class="recipe-instructions"><p>Boil the pasta in salted water.</p><p>Stir in the beaten egg off the heat.</p></div>`,
    );
    expect(recipe?.ingredients).toEqual(["250 g pasta", "1 egg"]);
    expect(recipe?.instructions).toEqual(["Boil the pasta in salted water.", "Stir in the beaten egg off the heat."]);
  });

  it("joins recipes in parts whose ingredient and step lists repeat", () => {
    const recipe = read(
      `<dl class="ingredients"><h3>dough</h3><dt>flour <u>200 g</u></dt><dt>water <u>120 ml</u></dt></dl>
       <ul class="instructions"><li>Mix the flour with the water.</li></ul>
       <dl class="ingredients"><h3>sauce</h3><dt>tomatoes <u>400 g</u></dt></dl>
       <ul class="instructions"><li>Simmer the tomatoes for ten minutes.</li></ul>`,
    );
    expect(recipe?.ingredients).toEqual(["flour 200 g", "water 120 ml", "tomatoes 400 g"]);
    expect(recipe?.instructions).toEqual(["Mix the flour with the water.", "Simmer the tomatoes for ten minutes."]);
  });

  it("finds an unlabelled ingredient list by its amounts and takes the sentences after it as steps", () => {
    const recipe = read(
      `<h1>Carrots</h1><p>We love carrots.</p><h3>Recipe: Orange carrots</h3>
       <ul><li>3 large carrots</li><li>1/4 tsp. salt</li><li>1 Tbs. soy sauce</li><li>Orange juice</li></ul>
       <p>Cut the carrots into thick rounds.</p><p>Cook them in the juice for 10 minutes.</p>
       <h3>Variation</h3><p>Use a stock cube instead of the salt.</p>`,
    );
    expect(recipe?.ingredients).toEqual(["3 large carrots", "1/4 tsp. salt", "1 Tbs. soy sauce", "Orange juice"]);
    expect(recipe?.instructions).toEqual([
      "Cut the carrots into thick rounds.",
      "Cook them in the juice for 10 minutes.",
    ]);
  });

  it("reads two-column layouts: bullet lines beside the steps", () => {
    const row = (ingredients: string, steps: string) =>
      `<div class="columns"><div class="col"><p class="rp"><em>${ingredients}</em></p></div>
       <div class="col"><p class="step">${steps}</p></div></div>`;
    const recipe = read(
      `<h1>Schnitzel</h1>${row("• 1 egg<br>• 2 tbsp flour", "Beat the egg with the flour.<br>Let it rest a little.")}
       ${row("• 2 veal cutlets", "Flatten the cutlets between foil.")}<p>Also try it with cucumber instead of meat.</p>`,
    );
    expect(recipe?.ingredients).toEqual(["1 egg", "2 tbsp flour", "2 veal cutlets"]);
    expect(recipe?.instructions).toEqual([
      "Beat the egg with the flour.",
      "Let it rest a little.",
      "Flatten the cutlets between foil.",
    ]);
  });

  it("returns null when nothing reads like a recipe", () => {
    expect(read("<h1>About us</h1><p>We cook.</p><ul><li>Home</li><li>Contact</li></ul>")).toBeNull();
  });
});

describe("readByHeuristics: what is left out", () => {
  it("skips hidden copies, menus outside <nav>, cookie banners and comments", () => {
    const recipe = read(
      `<div id="mobile-nav"><ul class="menu"><li>Ingredients</li><li>Gluten free</li><li>Vegan</li></ul></div>
       <h2>Ingredients</h2><ul><li>85 g sugar</li><li>50 g pecans</li></ul>
       <ul class="u-visuallyhidden"><li>3 oz sugar</li><li>1.8 oz pecans</li></ul><ul hidden><li>x</li></ul>
       <h2>Method</h2><ol><li>Melt the sugar and stir in the pecans.</li></ol>
       <div class="cookie-banner"><p>We use cookies to improve your experience of the site.</p></div>
       <div id="comments"><ol><li>Lovely recipe, I baked it twice this week!</li></ol></div>`,
    );
    expect(recipe?.ingredients).toEqual(["85 g sugar", "50 g pecans"]);
    expect(recipe?.instructions).toEqual(["Melt the sugar and stir in the pecans."]);
  });

  it("cleans ingredient lines: bullets, a link every line repeats, bare amounts and totals, labels", () => {
    const recipe = read(
      `<h2>Ingredients</h2><ul>
         <li>• 3 chicken breasts <a class="add">shopping list</a></li>
         <li>• 2 cups broccoli <a class="add">shopping list</a></li>
         <li>*salt, to taste <a class="add">shopping list</a></li></ul>`,
    );
    expect(recipe?.ingredients).toEqual(["3 chicken breasts", "2 cups broccoli", "*salt, to taste"]);
    const grid = read(
      `<div><div class="head"><a>Ingredients</a></div><div class="body">
         <div><span class="group-label">Group 1</span></div><div><span class="ingredient-label">KG</span></div>
         <div>Boiling water</div><div>0.160</div><div>Glaze mix</div><div>1.000</div>
         <div><strong>Total Weight</strong>: 1.160</div></div></div>`,
    );
    expect(grid?.ingredientGroups).toEqual([{ purpose: "Group 1", ingredients: ["Boiling water", "Glaze mix"] }]);
  });

  it("cleans steps: counters, 'Step 2' labels, numbers of <br> lines, time facts, credits after the list", () => {
    const recipe = read(
      `<h2>Method</h2><div><div class="num">1</div><p>Preheat the oven to 200°C.</p></div>
       <ul><li>Step 2 Mix the batter until smooth.</li><li>Prep: 15 min.</li><li>Bake for 20 minutes until golden.</li></ul>
       <p>Recipe adapted from a book we love very much.</p>`,
    );
    expect(recipe?.instructions).toEqual([
      "Preheat the oven to 200°C.",
      "Mix the batter until smooth.",
      "Bake for 20 minutes until golden.",
    ]);
    const broken = read(
      `<h2>Method</h2><p>1. Place all ingredients in a bowl.<br>2. Mix on low speed.<br>3. Apply.</p>`,
    );
    expect(broken?.instructions).toEqual(["Place all ingredients in a bowl.", "Mix on low speed.", "Apply."]);
  });

  it("moves a trailing 'Serves 4' from the last step to the yield", () => {
    const recipe = read(
      `<h2>Ingredients</h2><ul><li>2 eggplants</li></ul><h2>Method</h2>
       <ol><li>Char the eggplants over a flame.</li><li>Mash and serve with chips. <b>Serves 4</b></li></ol>`,
    );
    expect(recipe?.instructions).toEqual(["Char the eggplants over a flame.", "Mash and serve with chips."]);
    expect(recipe?.yields).toBe("4 servings");
  });

  it("puts a space where an element's text runs into its neighbour's", () => {
    const recipe = read(
      `<h2>Ingredients</h2><ul><li><b>sugar</b><u>45 g</u></li><li><b>ginger</b><u>to taste</u></li><li>1 Ei (<a>kl.</a>)</li></ul>
       <h2>Method</h2><p><mark>1</mark><strong>DOUGH</strong>: mix everything in a large bowl.</p>`,
    );
    expect(recipe?.ingredients).toEqual(["sugar 45 g", "ginger to taste", "1 Ei (kl.)"]);
    expect(recipe?.instructions).toEqual(["1 DOUGH: mix everything in a large bowl."]);
  });
});

describe("readByHeuristics: yields and times", () => {
  const lists = `<h2>Ingredients</h2><ul><li>1 cup rice</li><li>2 cups water</li></ul>
    <h2>Method</h2><ol><li>Boil the rice in the water until tender.</li></ol>`;

  it("reads labelled yields and times, on one line or two", () => {
    const recipe = read(
      `<h1>Rice</h1><ul><li><strong>Preparation Time:</strong> 30 mins</li><li><strong>Cooking Time:</strong> 13 mins</li>
       <li><strong>Serves:</strong> 20</li></ul>${lists}`,
    );
    expect(recipe).toMatchObject({ yields: "20 servings", prepTime: 30, cookTime: 13, totalTime: 43 });
    const twoLines = read(`<h1>Rice</h1><dl><dt>Totale tijd</dt><dd>20 minuten</dd></dl>${lists}`);
    expect(twoLines?.totalTime).toBe(20);
    const labelled = read(
      `<h1>Rice</h1><p>Ready in around 20 mins</p><p>Serving Amount:</p><p>Serves 2 people</p>${lists}`,
    );
    expect(labelled).toMatchObject({ totalTime: 20, yields: "2 servings" });
    const french = read(`<h1>Riz</h1><h3>Pour 2 personnes :</h3>${lists}`);
    expect(french?.yields).toBe("2 servings");
  });

  it("reads times and yields from what their elements are named", () => {
    const recipe = read(
      `<h1>Rice</h1><ul><li class="time"><strong class="cooktime">3 hrs on High</strong> to make</li>
       <li class="person-amount">4</li></ul>${lists}`,
    );
    expect(recipe).toMatchObject({ cookTime: 180, totalTime: 180, yields: "4 servings" });
  });

  it("reads an abbreviated count in an element named for servings", () => {
    const recipe = read(`<h1>Placki</h1><div class="recipe-stat"><div class="person-count">8 os.</div></div>${lists}`);
    expect(recipe?.yields).toBe("8 servings");
  });

  it("reads a bare time and count by the title", () => {
    const recipe = read(`<small>25 min</small><h1>Rice</h1><h2>10 pieces — 20 minutes</h2>${lists}`);
    expect(recipe).toMatchObject({ totalTime: 25, yields: "10 pieces" });
  });

  it("does not read a step or an ingredient as a fact", () => {
    const recipe = read(
      `<h1>Rice</h1><h2>Ingredients</h2><ul><li>2 portions of rice</li><li>1 cup water</li></ul>
       <h2>Method</h2><ol><li>Preparation: rinse the rice, then cook it for 20 minutes.</li></ol>`,
    );
    expect(recipe).toMatchObject({ yields: null, prepTime: null, totalTime: null });
  });
});

describe("readByHeuristics: title and image", () => {
  const lists = `<h2>Ingredients</h2><ul><li>1 cup rice</li><li>2 cups water</li></ul>`;

  it("keeps the h1 when the head's title agrees with it", () => {
    const head = `<meta property="og:title" content="GREEN SOUP (EASY) | Soup Site"><meta property="og:site_name" content="Soup Site">`;
    expect(read(`<h1>Green soup</h1>${lists}`, head)?.title).toBe("Green soup");
  });

  it("takes the head's title without the site name when the h1 says something else", () => {
    const head = `<title>Smoky Eggplant Dip | Anna's Kitchen</title><meta property="og:site_name" content="Anna's Kitchen">`;
    expect(read(`<h1>baba ghanoush</h1>${lists}`, head)?.title).toBe("Smoky Eggplant Dip");
  });

  it("skips the site's name in an h1 and headings only for screen readers", () => {
    const body = `<header><h1 class="site-title">My Kitchen</h1></header><h1 class="sr-only">Navigation</h1>
      <article><header><h1 class="entry-title">Piccata</h1></header>${lists}</article>`;
    expect(read(body, `<title>Piccata – My Kitchen</title>`)?.title).toBe("Piccata");
  });

  it("takes the first photo between the title and the ingredients", () => {
    const body = `<img src="/logo.png" width="300"><h1>Rice</h1><img src="/icons/print.svg">
      <img src="/img/tiny.jpg" width="20" height="20"><p><img class="photo" src="/img/rice.jpg"></p>${lists}
      <img src="/img/related.jpg">`;
    expect(read(body)?.images).toEqual(["https://example.com/img/rice.jpg"]);
  });
});

describe("readByHeuristics: app data", () => {
  it("takes ingredients and steps from a Next.js payload over the visible text", () => {
    const data = JSON.stringify({
      recipe: {
        name: "Udon",
        preparationTimeInMinutes: 25,
        ingredients: [
          { name: "Pak Choi", displayIngredientQuantity: 3, displayUnitOfMeasurement: "Stk." },
          { name: "Sesam", displayIngredientQuantity: null, displayUnitOfMeasurement: null },
        ],
        preparationInstructions: [{ header: "Schritt 1", body: "**2 Pak Choi** waschen." }],
      },
    });
    const script = `<script>self.__next_f.push([1,${JSON.stringify(`5:${data}`)}])</script>`;
    const recipe = read(
      `<h1>Udon</h1><h2>Zutaten</h2><h2>Zubereitung</h2><div>Pak Choi</div><div>3 Stk.</div>${script}`,
    );
    expect(recipe).toMatchObject({
      ingredients: ["3 Stk. Pak Choi", "Sesam"],
      instructions: ["**2 Pak Choi** waschen."],
      prepTime: 25,
      totalTime: 25,
    });
  });
});
