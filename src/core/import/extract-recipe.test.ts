import { describe, expect, it } from "vitest";
import { extractRecipe } from "./extract-recipe.ts";

const URL = "https://example.com/recipes/soup";

function page(head: string, body = ""): string {
  return `<!doctype html><html lang="en-GB"><head>${head}</head><body>${body}</body></html>`;
}

function ldScript(json: string): string {
  return `<script type="application/ld+json">${json}</script>`;
}

const RECIPE = {
  "@type": "Recipe",
  name: "Tomato Soup",
  recipeIngredient: ["2 tbsp olive oil", "1 onion, chopped"],
  recipeInstructions: [
    { "@type": "HowToStep", text: "Soften the onion." },
    { "@type": "HowToStep", text: "Add tomatoes &amp; simmer." },
  ],
};

/** The steps read from a JSON-LD recipe whose instructions are `instructions`. */
function stepsFrom(instructions: unknown): string[] | undefined {
  const json = JSON.stringify({ ...RECIPE, recipeInstructions: instructions });
  return extractRecipe(page(ldScript(json)), URL)?.instructions;
}

/** The ingredient lines read from a JSON-LD recipe whose ingredients are `ingredients`. */
function linesFrom(ingredients: unknown): string[] | undefined {
  const json = JSON.stringify({ ...RECIPE, recipeIngredient: ingredients });
  return extractRecipe(page(ldScript(json)), URL)?.ingredients;
}

describe("extractRecipe: JSON-LD", () => {
  it("reads a single Recipe object", () => {
    const recipe = extractRecipe(page(ldScript(JSON.stringify(RECIPE))), URL);
    expect(recipe?.title).toBe("Tomato Soup");
    expect(recipe?.ingredients).toEqual(["2 tbsp olive oil", "1 onion, chopped"]);
    expect(recipe?.instructions).toEqual(["Soften the onion.", "Add tomatoes & simmer."]);
    expect(recipe?.source).toBe("json-ld");
  });

  it("finds the Recipe in an array, in @graph and under mainEntity", () => {
    const asArray = page(ldScript(JSON.stringify([{ "@type": "WebSite", name: "Site" }, RECIPE])));
    const inGraph = page(
      ldScript(JSON.stringify({ "@context": "https://schema.org", "@graph": [{ "@type": "WebPage" }, RECIPE] })),
    );
    const nested = page(ldScript(JSON.stringify({ "@type": "WebPage", mainEntity: RECIPE })));
    for (const html of [asArray, inGraph, nested]) expect(extractRecipe(html, URL)?.title).toBe("Tomato Soup");
  });

  it("looks through several scripts and takes the most complete Recipe", () => {
    const html = page(
      ldScript(JSON.stringify({ "@type": "Organization", name: "Org" })) +
        ldScript(JSON.stringify({ "@type": "Recipe", name: "Teaser" })) +
        ldScript(JSON.stringify(RECIPE)),
    );
    expect(extractRecipe(html, URL)?.title).toBe("Tomato Soup");
  });

  it("tolerates malformed JSON: trailing commas, raw newlines, comments", () => {
    const json = `{"@type": "Recipe", // note
      "name": "Broken
Soup", "recipeIngredient": ["salt",], "recipeInstructions": "Stir.",}`;
    const recipe = extractRecipe(page(ldScript(json)), URL);
    expect(recipe?.title).toBe("Broken Soup");
    expect(recipe?.ingredients).toEqual(["salt"]);
    expect(recipe?.instructions).toEqual(["Stir."]);
  });

  it("turns HowToSections into named steps", () => {
    const json = JSON.stringify({
      ...RECIPE,
      recipeInstructions: [
        { "@type": "HowToSection", name: "Sauce", itemListElement: [{ "@type": "HowToStep", text: "Melt butter." }] },
        { "@type": "HowToSection", name: "Pasta", itemListElement: [{ "@type": "HowToStep", text: "Boil." }] },
      ],
    });
    const recipe = extractRecipe(page(ldScript(json)), URL);
    expect(recipe?.instructions).toEqual(["Sauce", "Melt butter.", "Pasta", "Boil."]);
    expect(recipe?.instructionSections).toEqual([
      { name: "Sauce", steps: ["Melt butter."] },
      { name: "Pasta", steps: ["Boil."] },
    ]);
  });

  it("keeps a step's short title but not a bare step number", () => {
    const json = JSON.stringify({
      ...RECIPE,
      recipeInstructions: [
        { "@type": "HowToStep", name: "Marinate", text: "Mix and rest 4 hours." },
        { "@type": "HowToStep", name: "Step 2", text: "Bake." },
        { "@type": "HowToStep", name: "Serve warm", text: "Serve warm." },
      ],
    });
    expect(extractRecipe(page(ldScript(json)), URL)?.instructions).toEqual([
      "Marinate",
      "Mix and rest 4 hours.",
      "Bake.",
      "Serve warm.",
    ]);
  });

  it("splits a single instructions string into steps", () => {
    const json = JSON.stringify({ ...RECIPE, recipeInstructions: "<p>Chop.</p><p>Fry.</p>" });
    expect(extractRecipe(page(ldScript(json)), URL)?.instructions).toEqual(["Chop.", "Fry."]);
  });

  it("reads a step whose text is a list as a step per item, after the step's title", () => {
    const steps = [
      { "@type": "HowToStep", name: "Batter", text: "<ol><li>Whisk the eggs.</li><li>Fold in the flour.</li></ol>" },
      { "@type": "HowToStep", text: "Fry a ladleful at a time." },
    ];
    expect(stepsFrom(steps)).toEqual(["Batter", "Whisk the eggs.", "Fold in the flour.", "Fry a ladleful at a time."]);
  });

  it("splits one instructions string at paragraphs written as escaped markup", () => {
    const escaped = "&lt;p&gt;Chop.&lt;/p&gt;&lt;p&gt;Fry &amp;amp; stir.&lt;/p&gt;";
    expect(stepsFrom(escaped)).toEqual(["Chop.", "Fry & stir."]);
  });

  it("drops the counters written outside each paragraph of one instructions string", () => {
    const steps =
      " 1: <p><strong>Dough:</strong> knead the flour and curd.</p> 2: <p>Roll into ropes.</p> Step 3. <p>2 minutes in boiling water.</p>";
    expect(stepsFrom(steps)).toEqual([
      "Dough: knead the flour and curd.",
      "Roll into ropes.",
      "2 minutes in boiling water.",
    ]);
  });

  it("normalises times, yields, author, ratings, nutrition, keywords and diets", () => {
    const json = JSON.stringify({
      ...RECIPE,
      prepTime: "PT15M",
      cookTime: "PT1H",
      recipeYield: ["4", "4 servings"],
      author: [{ "@type": "Person", name: "Ana Cook" }],
      aggregateRating: { ratingValue: "4.756", ratingCount: "120" },
      nutrition: { "@type": "NutritionInformation", calories: "250 kcal", fatContent: "9 g" },
      keywords: "soup, easy, Soup",
      recipeCategory: ["Lunch", "Dinner"],
      recipeCuisine: "Italian",
      suitableForDiet: "https://schema.org/VeganDiet",
      inLanguage: "en",
    });
    const recipe = extractRecipe(page(ldScript(json)), URL);
    expect(recipe).toMatchObject({
      prepTime: 15,
      cookTime: 60,
      totalTime: 75,
      yields: "4 servings",
      author: "Ana Cook",
      ratings: 4.76,
      ratingsCount: 120,
      nutrients: { calories: "250 kcal", fatContent: "9 g" },
      keywords: ["soup", "easy"],
      category: "Lunch,Dinner",
      cuisine: "Italian",
      dietaryRestrictions: ["Vegan Diet"],
      language: "en",
    });
  });

  it("resolves an author given by @id elsewhere in the graph", () => {
    const json = JSON.stringify({
      "@graph": [
        { "@type": "Person", "@id": "#ana", name: "Ana" },
        { ...RECIPE, author: { "@id": "#ana" } },
      ],
    });
    expect(extractRecipe(page(ldScript(json)), URL)?.author).toBe("Ana");
  });

  it("drops steps with no letters or digits, such as JSON cut short in an attribute", () => {
    const html = page(
      "",
      `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Cupcakes</h1>
        <span itemprop="recipeIngredient">2 eggs</span>
        <meta itemprop="recipeInstructions" content="[{"@type":"HowToStep","text":"Bake."}]">
        <h2>Method</h2><ol><li>Preheat the oven.</li><li>Bake for 25 minutes.</li></ol></div>`,
    );
    const recipe = extractRecipe(html, URL);
    expect(recipe?.instructions).not.toContain("[{");
    expect(recipe?.instructions.every((step) => /[a-z]/i.test(step))).toBe(true);
  });

  it("reads the recipe's video from a VideoObject, a list or an address, made absolute", () => {
    const withVideo = (video: unknown) =>
      extractRecipe(page(ldScript(JSON.stringify({ ...RECIPE, video }))), URL)?.video ?? null;
    expect(withVideo({ "@type": "VideoObject", name: "Soup", contentUrl: "https://cdn.example.com/soup.mp4" })).toBe(
      "https://cdn.example.com/soup.mp4",
    );
    expect(withVideo([{ "@type": "VideoObject", embedUrl: "https://videos.example/embed/1" }])).toBe(
      "https://videos.example/embed/1",
    );
    expect(withVideo("/videos/soup")).toBe("https://example.com/videos/soup");
    expect(withVideo({ "@type": "VideoObject", name: "No address" })).toBeNull();
    expect(extractRecipe(page(ldScript(JSON.stringify(RECIPE))), URL)?.video).toBeNull();
  });

  it("makes images absolute, reads ImageObjects and takes the largest as the main image", () => {
    const json = JSON.stringify({
      ...RECIPE,
      image: [{ "@type": "ImageObject", url: "/img/small.jpg", width: 300, height: 200 }, "/img/big-1200x800.jpg"],
    });
    const withoutOg = extractRecipe(page(ldScript(json)), URL);
    expect(withoutOg?.image).toBe("https://example.com/img/big-1200x800.jpg");
    expect(withoutOg?.images).toEqual([
      "https://example.com/img/big-1200x800.jpg",
      "https://example.com/img/small.jpg",
    ]);
    const sharedLarger = `<meta property="og:image" content="https://cdn.example.com/share.jpg"><meta property="og:image:width" content="1600"><meta property="og:image:height" content="900">`;
    expect(extractRecipe(page(sharedLarger + ldScript(json)), URL)?.image).toBe("https://cdn.example.com/share.jpg");
  });

  it("keeps the recipe's first image when no sizes are known, and its address as written", () => {
    const json = JSON.stringify({ ...RECIPE, image: ["https://example.com/img/Crème brûlée.jpg", "/img/other.jpg"] });
    const html = page(`<meta property="og:image" content="https://cdn.example.com/share.jpg">${ldScript(json)}`);
    expect(extractRecipe(html, URL)?.image).toBe("https://example.com/img/Crème brûlée.jpg");
  });

  it("splits one ingredient string at its line breaks, list items or paragraphs", () => {
    const broken = "2 eggs<br>1 cup milk, warm<br />pinch of salt";
    expect(linesFrom(broken)).toEqual(["2 eggs", "1 cup milk, warm", "pinch of salt"]);
    expect(linesFrom(["<ul><li>2 eggs</li><li>1 cup milk</li></ul>"])).toEqual(["2 eggs", "1 cup milk"]);
  });

  it("splits one comma-joined ingredient string only where each piece starts with an amount", () => {
    const joined = JSON.stringify({ ...RECIPE, recipeIngredient: "125ml milk, 1 tsp vinegar, 60ml olive oil" });
    expect(extractRecipe(page(ldScript(joined)), URL)?.ingredients).toEqual([
      "125ml milk",
      "1 tsp vinegar",
      "60ml olive oil",
    ]);
    const single = JSON.stringify({ ...RECIPE, recipeIngredient: "1 onion, chopped, 2 cloves garlic" });
    expect(extractRecipe(page(ldScript(single)), URL)?.ingredients).toEqual(["1 onion, chopped, 2 cloves garlic"]);
  });

  it("splits steps at carriage returns and drops the block's own heading", () => {
    const json = JSON.stringify({
      ...RECIPE,
      recipeInstructions: "Modo de Preparo\rDerreta a manteiga;\rAdicione a carne;",
    });
    expect(extractRecipe(page(ldScript(json)), URL)?.instructions).toEqual([
      "Derreta a manteiga;",
      "Adicione a carne;",
    ]);
  });

  it("keeps a tip on its own line inside one of several step strings with that step", () => {
    const json = JSON.stringify({
      ...RECIPE,
      recipeInstructions: ["Whisk the batter.", "Fry a ladleful at a time.\r\nTip: a ring keeps them round.", "Serve."],
    });
    expect(extractRecipe(page(ldScript(json)), URL)?.instructions).toEqual([
      "Whisk the batter.",
      "Fry a ladleful at a time. Tip: a ring keeps them round.",
      "Serve.",
    ]);
  });

  it("reads the yield the page prints when the structured data has none", () => {
    const html = page(
      ldScript(JSON.stringify(RECIPE)),
      `<h1>Tomato Soup</h1><div class="recipe-meta"><span>Cook Time</span> <span>40 minutes</span>
       <div><span>Servings</span> <span>4</span></div></div>`,
    );
    expect(extractRecipe(html, URL)?.yields).toBe("4 servings");
  });

  it("reads capitalised time properties", () => {
    const json = JSON.stringify({ ...RECIPE, PrepTime: "PT30M", CookTime: "PT15M" });
    expect(extractRecipe(page(ldScript(json)), URL)).toMatchObject({ prepTime: 30, cookTime: 15, totalTime: 45 });
  });

  it("names groups by the headings in a flat ingredient list, and keeps the list as given", () => {
    const json = JSON.stringify({ ...RECIPE, recipeIngredient: ["1 cup rice", "For the sauce:", "2 tbsp soy sauce"] });
    const recipe = extractRecipe(page(ldScript(json)), URL);
    expect(recipe?.ingredients).toEqual(["1 cup rice", "For the sauce:", "2 tbsp soy sauce"]);
    expect(recipe?.ingredientGroups).toEqual([
      { purpose: null, ingredients: ["1 cup rice"] },
      { purpose: "For the sauce:", ingredients: ["2 tbsp soy sauce"] },
    ]);
  });

  it("reads the lines printed under each heading when the structured list only names the groups", () => {
    const json = JSON.stringify({ ...RECIPE, recipeIngredient: ["Biscuit", "Ganache"] });
    // The last group ends with its box: the equipment after it has no heading of its own.
    const body = `<h1>Yule log</h1>
      <div><h2>Biscuit</h2><p>2 eggs</p><p>70 g ground hazelnuts</p><p>Cocoa powder</p></div>
      <div><h2>Ganache</h2><div><p>200 g dark chocolate</p><p>25 cl cream</p></div></div>
      <div><p>1 piping bag</p><p>2 sheets of baking paper</p></div>
      <h2>Method</h2><h3>Biscuit</h3><p>Whisk the eggs with the hazelnuts for 5 minutes.</p>
      <h3>Ganache</h3><p>Pour the hot cream over the chocolate.</p>`;
    const recipe = extractRecipe(page(ldScript(json), body), URL);
    expect(recipe?.ingredientGroups).toEqual([
      { purpose: "Biscuit", ingredients: ["2 eggs", "70 g ground hazelnuts", "Cocoa powder"] },
      { purpose: "Ganache", ingredients: ["200 g dark chocolate", "25 cl cream"] },
    ]);
    expect(recipe?.ingredients).toEqual([
      "2 eggs",
      "70 g ground hazelnuts",
      "Cocoa powder",
      "200 g dark chocolate",
      "25 cl cream",
    ]);
    // Names printed over steps only (no lines that read like ingredients) leave the list alone.
    const stepsOnly = body.replace(/<div><h2>Biscuit<\/h2>.*?<h2>Method<\/h2>/s, "<h2>Method</h2>");
    expect(extractRecipe(page(ldScript(json), stepsOnly), URL)?.ingredients).toEqual(["Biscuit", "Ganache"]);
  });

  it("collapses WP Recipe Maker's doubled parentheses", () => {
    const json = JSON.stringify({
      ...RECIPE,
      recipeIngredient: ["1 lime ((juiced))", "salt (to taste (optional))", "water ((use 1⅔ cups (400 ml)))"],
    });
    expect(extractRecipe(page(ldScript(json)), URL)?.ingredients).toEqual([
      "1 lime (juiced)",
      "salt (to taste (optional))",
      "water (use 1⅔ cups (400 ml))",
    ]);
  });

  it("fills page facts: site name, language, canonical URL", () => {
    const html = page(
      `<link rel="canonical" href="/recipes/soup?ref=1"><meta property="og:site_name" content="Soup &amp; Co">${ldScript(JSON.stringify(RECIPE))}`,
    );
    const recipe = extractRecipe(html, URL);
    expect(recipe?.siteName).toBe("Soup & Co");
    expect(recipe?.language).toBe("en-GB");
    expect(recipe?.canonicalUrl).toBe("https://example.com/recipes/soup?ref=1");
  });
});

describe("extractRecipe: microdata and RDFa", () => {
  it("reads the marked-up recipe with the most ingredients and steps, not a summary box above it", () => {
    const body = `<aside itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Pancakes</span>
        <span itemprop="recipeIngredient">Eggs</span></aside>
      <article itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Pancakes</h1>
        <ul><li itemprop="recipeIngredient">2 eggs</li><li itemprop="recipeIngredient">1 cup flour</li></ul>
        <ol itemprop="recipeInstructions"><li>Whisk.</li><li>Fry.</li></ol></article>`;
    const recipe = extractRecipe(page("", body), URL);
    expect(recipe).toMatchObject({ ingredients: ["2 eggs", "1 cup flour"], instructions: ["Whisk.", "Fry."] });
  });

  it("reads the amount a paragraph prints before an ingredient's marked-up name", () => {
    const body = `<div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Margarita</h1>
      <p>5 cl <a href="/tequila"><span itemprop="recipeIngredient">Tequila</span></a></p>
      <div><span itemprop="recipeIngredient">Lime</span> <span itemprop="recipeIngredient">Salt</span></div>
      <div itemprop="recipeInstructions">Shake with ice and strain.</div>
    </div>`;
    expect(extractRecipe(page("", body), URL)?.ingredients).toEqual(["5 cl Tequila", "Lime", "Salt"]);
  });

  it("reads one ingredient element printing several lines as that many ingredients", () => {
    const body = `<div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Pancakes</h1>
      <div itemprop="recipeIngredient">2 eggs<br>200 g flour<br/>300 ml milk</div>
      <dl itemprop="recipeIngredient"><dt>1 pinch</dt><dd>salt</dd></dl>
      <div itemprop="recipeInstructions">Whisk, rest, then fry.</div>
    </div>`;
    expect(extractRecipe(page("", body), URL)?.ingredients).toEqual([
      "2 eggs",
      "200 g flour",
      "300 ml milk",
      "1 pinch salt",
    ]);
  });

  it("reads schema.org microdata", () => {
    const body = `<div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Pancakes</h1>
      <img itemprop="image" src="/p.jpg">
      <meta itemprop="totalTime" content="PT20M">
      <span itemprop="recipeYield">Serves 4</span>
      <ul><li itemprop="recipeIngredient">1 cup flour</li><li itemprop="recipeIngredient">1 egg</li></ul>
      <ol itemprop="recipeInstructions"><li>Whisk.</li><li>Fry.</li></ol>
      <div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Jo</span></div>
    </div>`;
    const recipe = extractRecipe(page("", body), URL);
    expect(recipe).toMatchObject({
      source: "microdata",
      title: "Pancakes",
      image: "https://example.com/p.jpg",
      totalTime: 20,
      yields: "4 servings",
      ingredients: ["1 cup flour", "1 egg"],
      instructions: ["Whisk.", "Fry."],
      author: "Jo",
    });
  });

  it("finds a Recipe item nested in another item's element without a property name", () => {
    const body = `<div itemscope itemtype="http://schema.org/BlogPosting"><div itemprop="text">
      <div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Porridge</span>
        <ul><li itemprop="ingredients">50 g oats</li><li itemprop="ingredients">25 cl milk</li></ul>
        <h3 itemprop="recipeYield">Pour 1 grand bol :</h3></div></div></div>`;
    const recipe = extractRecipe(page("", body), URL);
    expect(recipe).toMatchObject({ source: "microdata", title: "Porridge", ingredients: ["50 g oats", "25 cl milk"] });
    expect(recipe?.yields).toBe("1 serving");
  });

  it("reads RDFa Lite", () => {
    const body = `<div vocab="https://schema.org/" typeof="Recipe">
      <h2 property="name">Flatbread</h2>
      <span property="recipeIngredient">2 cups flour</span>
      <span property="recipeIngredient">1 cup water</span>
      <div property="recipeInstructions">Mix and bake.</div>
    </div>`;
    const recipe = extractRecipe(page("", body), URL);
    expect(recipe?.title).toBe("Flatbread");
    expect(recipe?.ingredients).toEqual(["2 cups flour", "1 cup water"]);
    expect(recipe?.instructions).toEqual(["Mix and bake."]);
  });
});

describe("extractRecipe: WordPress recipe cards", () => {
  it("takes the tools a Tasty Recipes card lists beside structured data that has none", () => {
    const json = JSON.stringify(RECIPE);
    const body = `<div class="tasty-recipes"><div class="tasty-recipes-ingredients"><ul><li>1 cup flour</li></ul></div>
      <div class="tasty-recipes-equipment"><h3>Equipment</h3>
        <article class="tasty-link-card"><a class="tasty-link" href="https://shop.example/scoop"><img alt="OXO scoop" src="/scoop.jpg"></a>
          <p><a class="tasty-link" href="https://shop.example/scoop">Large Cookie Scoop</a></p><span><a href="https://shop.example/scoop">Buy Now &rarr;</a></span></article>
        <article class="tasty-link-card"><p><a href="https://shop.example/mat">Silicone Baking Mat</a></p></article>
      </div></div>`;
    expect(extractRecipe(page(ldScript(json), body), URL)?.equipment).toEqual([
      "Large Cookie Scoop",
      "Silicone Baking Mat",
    ]);
  });

  it("reads a WP Recipe Maker card with groups", () => {
    const body = `<div class="wprm-recipe-container"><div class="wprm-recipe">
      <h2 class="wprm-recipe-name">Brownies</h2>
      <span class="wprm-recipe-servings-with-unit">16 brownies</span>
      <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name wprm-recipe-ingredient-group-name">Batter</h4>
        <ul><li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">1</span> <span class="wprm-recipe-ingredient-unit">cup</span> <span class="wprm-recipe-ingredient-name">sugar</span></li></ul></div>
      <div class="wprm-recipe-instruction-group"><ul><li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Bake 25 minutes.</div></li></ul></div>
    </div></div>`;
    const recipe = extractRecipe(page("", body), URL);
    expect(recipe).toMatchObject({
      source: "recipe-card",
      title: "Brownies",
      yields: "16 brownies",
      ingredients: ["1 cup sugar"],
      ingredientGroups: [{ purpose: "Batter", ingredients: ["1 cup sugar"] }],
      instructions: ["Bake 25 minutes."],
    });
  });

  it("lists a card's steps without its section names, which name the sections", () => {
    const ld = ldScript(JSON.stringify({ ...RECIPE, recipeInstructions: undefined }));
    const body = `<div class="wprm-recipe"><ul><li class="wprm-recipe-ingredient">5 plums</li></ul>
      <div class="wprm-recipe-instruction-text">Wash the plums.</div>
      <h4 class="wprm-recipe-group-name wprm-recipe-instruction-group-name">6 to 8 months: mashed</h4>
      <div class="wprm-recipe-instruction-text">Peel, stone and mash one plum.</div></div>`;
    const recipe = extractRecipe(page(ld, body), URL);
    expect(recipe?.instructions).toEqual(["Wash the plums.", "Peel, stone and mash one plum."]);
    expect(recipe?.instructionSections).toEqual([
      { name: null, steps: ["Wash the plums."] },
      { name: "6 to 8 months: mashed", steps: ["Peel, stone and mash one plum."] },
    ]);
  });

  it("skips a plugin's summary snippet and reads the full card after it", () => {
    const body = `<div class="wprm-recipe wprm-recipe-snippet"><a href="#recipe">Jump to recipe</a></div>
      <div class="wprm-recipe"><ul><li class="wprm-recipe-ingredient">2 eggs</li></ul>
      <div class="wprm-recipe-instruction-text">Whisk.</div>
      <div class="wprm-recipe-equipment-name">Whisk</div></div>`;
    const recipe = extractRecipe(page("", body), URL);
    expect(recipe).toMatchObject({ ingredients: ["2 eggs"], instructions: ["Whisk."], equipment: ["Whisk"] });
  });

  it("reads a card's yield from its recipeYield property when the theme renamed the class", () => {
    const body = `<div class="easyrecipe"><div class="ERSHead">Serves: <span itemprop="recipeYield">8-10</span></div>
      <div class="ERSIngredients"><ul><li>1 cup cider</li></ul></div><div class="ERSInstructions"><ol><li>Boil.</li></ol></div></div>`;
    expect(extractRecipe(page("", body), URL)?.yields).toBe("10 servings");
  });

  it("reads a Tasty Recipes card", () => {
    const body = `<div class="tasty-recipes"><h2 class="tasty-recipes-title">Salsa</h2>
      <div class="tasty-recipes-ingredients"><h4>Base</h4><ul><li>3 tomatoes</li><li>1 onion</li></ul></div>
      <div class="tasty-recipes-instructions"><ol><li>Chop.</li><li>Mix.</li></ol></div></div>`;
    const recipe = extractRecipe(page("", body), URL);
    expect(recipe?.title).toBe("Salsa");
    expect(recipe?.ingredientGroups).toEqual([{ purpose: "Base", ingredients: ["3 tomatoes", "1 onion"] }]);
    expect(recipe?.instructions).toEqual(["Chop.", "Mix."]);
  });

  it("reads a Mediavine Create card", () => {
    const body = `<div class="mv-create-card"><h2 class="mv-create-title">Dip</h2>
      <div class="mv-create-ingredients"><ul><li>1 cup yogurt</li></ul></div>
      <div class="mv-create-instructions"><ol><li>Stir.</li></ol></div>
      <div class="mv-create-time-total"><span class="mv-create-time-format">10 minutes</span></div></div>`;
    const recipe = extractRecipe(page("", body), URL);
    expect(recipe).toMatchObject({
      title: "Dip",
      ingredients: ["1 cup yogurt"],
      instructions: ["Stir."],
      totalTime: 10,
    });
  });
});

describe("extractRecipe: Open Graph and heuristics", () => {
  it("finds lists after Ingredients and Method headings", () => {
    const head = `<meta property="og:title" content="Lemon Cake | My Blog"><meta property="og:image" content="/cake.jpg">`;
    const body = `<nav><ul><li>Home</li></ul></nav><h1>Lemon Cake</h1><p>A story.</p>
      <h2>Ingredients</h2><ul><li>200 g flour</li><li>2 lemons</li></ul>
      <h3>Method</h3><ol><li>Mix everything.</li><li>Bake 40 minutes.</li></ol><h2>Comments</h2><p>Nice!</p>`;
    const recipe = extractRecipe(page(head, body), URL);
    expect(recipe).toMatchObject({
      source: "heuristic",
      title: "Lemon Cake",
      ingredients: ["200 g flour", "2 lemons"],
      instructions: ["Mix everything.", "Bake 40 minutes."],
      image: "https://example.com/cake.jpg",
    });
  });

  it("recognises headings in other languages", () => {
    const body = `<h1>Kuchen</h1><h2>Zutaten</h2><ul><li>200 g Mehl</li></ul><h2>Zubereitung</h2><p>Alles verrühren.</p>`;
    const recipe = extractRecipe(page("", body), URL);
    expect(recipe?.ingredients).toEqual(["200 g Mehl"]);
    expect(recipe?.instructions).toEqual(["Alles verrühren."]);
  });

  it("returns null for a page without a recipe", () => {
    expect(extractRecipe(page("<title>About</title>", "<h1>About us</h1><p>We cook.</p>"), URL)).toBeNull();
  });

  it("never throws on broken markup", () => {
    expect(() => extractRecipe("<html><body><div <<>> <script type='application/ld+json'>{{{", URL)).not.toThrow();
  });
});
