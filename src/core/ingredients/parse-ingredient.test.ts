import { describe, expect, it } from "vitest";
import { parseIngredient } from "./parse-ingredient.ts";

const parse = (line: string) => parseIngredient(line);

describe("parseIngredient: quantities", () => {
  it.each([
    ["2 eggs", 2, null],
    ["1.5 cups milk", 1.5, null],
    ["1/2 cup sugar", 0.5, null],
    ["1 1/2 cups flour", 1.5, null],
    ["1-1/2 cups flour", 1.5, null],
    ["½ cup oil", 0.5, null],
    ["1½ cups stock", 1.5, null],
    ["2-3 cloves garlic", 2, 3],
    ["2 to 3 tablespoons water", 2, 3],
    ["2–3 carrots", 2, 3],
    ["1/4-1/2 tsp chilli", 0.25, 0.5],
    ["a pinch of salt", 1, null],
    ["an onion", 1, null],
    ["two or three bay leaves", 2, 3],
    ["half a lemon", 0.5, null],
    ["1,5 kg potatoes", 1.5, null],
  ])("%s → %s..%s", (line, quantity, quantityMax) => {
    const parsed = parse(line);
    expect(parsed.quantity).toBeCloseTo(quantity as number);
    expect(parsed.quantityMax).toBe(quantityMax);
  });

  it("leaves vague amounts without a number", () => {
    expect(parse("a few sprigs of thyme")).toMatchObject({ quantity: null, unit: "sprig", name: "thyme" });
  });
});

describe("parseIngredient: units", () => {
  it.each([
    ["1 tsp salt", "teaspoon"],
    ["1 t. salt", "teaspoon"],
    ["1 T butter", "tablespoon"],
    ["2 Tbsp. butter", "tablespoon"],
    ["2 tablspoons butter", "tablespoon"],
    ["1 c sugar", "cup"],
    ["500ml stock", "milliliter"],
    ["18fl oz water", "fluid_ounce"],
    ["2 fluid ounces cream", "fluid_ounce"],
    ["1 lb beef", "pound"],
    ["3 lbs. potatoes", "pound"],
    ["250 grams flour", "gram"],
    ["1 kilo flour", "kilogram"],
    ["1 litre milk", "liter"],
    ["2 dl cream", "deciliter"],
    ["3 cloves garlic", "clove"],
    ["1 can beans", "can"],
    ["2 slices bread", "slice"],
    ["1 bunch parsley", "bunch"],
    ["2 sprigs rosemary", "sprig"],
    ["1 stick butter", "stick"],
    ["1 pinch nutmeg", "pinch"],
    ["2 EL Öl", "tablespoon"],
  ])("%s → %s", (line, unit) => {
    expect(parse(line).unit).toBe(unit);
  });

  it("reads a unit written after the food", () => {
    expect(parse("10 garlic cloves")).toMatchObject({ quantity: 10, unit: "clove", name: "garlic" });
  });

  it("reads a unit with no number", () => {
    expect(parse("Pinch of salt")).toMatchObject({ quantity: null, unit: "pinch", name: "salt" });
    expect(parse("small bunch mint")).toMatchObject({ unit: "bunch", size: "small", name: "mint" });
  });

  it("does not read words that merely start like a unit", () => {
    expect(parse("4 T-bone steaks")).toMatchObject({ quantity: 4, unit: null, name: "T-bone steaks" });
    expect(parse("2 cupcakes")).toMatchObject({ unit: null, name: "cupcakes" });
  });
});

describe("parseIngredient: alternatives and packs", () => {
  it("reads a metric/imperial pair", () => {
    expect(parse("150g/5¼oz canned chickpeas, drained and rinsed")).toMatchObject({
      quantity: 150,
      unit: "gram",
      name: "canned chickpeas",
      preparation: "drained and rinsed",
      alternatives: [{ quantity: 5.25, quantityMax: null, unit: "ounce" }],
    });
  });
  it("reads a compound imperial alternative", () => {
    expect(parse("700g/1lb 9oz beef").alternatives).toEqual([
      { quantity: 1, quantityMax: null, unit: "pound" },
      { quantity: 9, quantityMax: null, unit: "ounce" },
    ]);
  });
  it("reads a pack size in parentheses or with a hyphen", () => {
    expect(parse("2 (14.5 ounce) cans tomatoes")).toMatchObject({ quantity: 2, unit: "can", name: "tomatoes" });
    expect(parse("1 14-ounce can coconut milk")).toMatchObject({ quantity: 1, unit: "can", name: "coconut milk" });
    expect(parse("2 x 400g tins tomatoes")).toMatchObject({
      quantity: 2,
      unit: "tin",
      alternatives: [{ quantity: 400, unit: "gram" }],
    });
  });
  it("keeps 'or' between foods in the name", () => {
    expect(parse("1 cup milk or water")).toMatchObject({ quantity: 1, unit: "cup", name: "milk or water" });
  });
});

describe("parseIngredient: size, name, preparation, comment", () => {
  it("separates size, name and preparation", () => {
    expect(parse("1 large onion, finely chopped")).toMatchObject({
      size: "large",
      name: "onion",
      preparation: "finely chopped",
      comment: null,
    });
  });
  it("moves a leading preparation out of the name", () => {
    expect(parse("2 tbsp finely chopped fresh parsley")).toMatchObject({
      name: "fresh parsley",
      preparation: "finely chopped",
    });
    expect(parse("1 lb ground beef").name).toBe("ground beef");
  });
  it("reads comments: to taste, optional, such as, parentheses", () => {
    expect(parse("Salt and pepper to taste")).toMatchObject({ name: "Salt and pepper", comment: "to taste" });
    expect(parse("1 tsp chilli flakes (optional)")).toMatchObject({ name: "chilli flakes", comment: "optional" });
    expect(parse("2 cups greens, such as kale or chard")).toMatchObject({
      name: "greens",
      comment: "such as kale or chard",
    });
  });
  it("reads a preparation after the food without a comma", () => {
    expect(parse("1 pear peeled, cored and quartered")).toMatchObject({
      name: "pear",
      preparation: "peeled, cored and quartered",
    });
  });
  it("keeps approximations as a comment", () => {
    expect(parse("about 100g glacé cherries")).toMatchObject({ quantity: 100, unit: "gram", comment: "about" });
  });
});

describe("parseIngredient: headers and other languages", () => {
  it("detects group headers", () => {
    expect(parse("For the sauce:")).toMatchObject({ isGroupHeader: true, quantity: null, name: "For the sauce" });
    expect(parse("DRESSING:").isGroupHeader).toBe(true);
    expect(parse("2 cups flour:").isGroupHeader).toBeUndefined();
  });
  it("keeps text it cannot read and never throws", () => {
    expect(parse("poivre du moulin")).toMatchObject({ quantity: null, unit: null, name: "poivre du moulin" });
    expect(parse("")).toMatchObject({ input: "", name: null });
    expect(() => parse("(((/// 1/0 x x")).not.toThrow();
  });
  it("keeps the input as given", () => {
    expect(parse("  1 cup  sugar ").input).toBe("  1 cup  sugar ");
  });
});

describe("parseIngredient: amounts in other places", () => {
  it("reads an amount written after the food", () => {
    expect(parse("Lemon juice, 3 tablespoons")).toMatchObject({ quantity: 3, unit: "tablespoon", name: "Lemon juice" });
    expect(parse("Sugar 2 cups (400 grams)")).toMatchObject({
      quantity: 2,
      unit: "cup",
      name: "Sugar",
      alternatives: [{ quantity: 400, quantityMax: null, unit: "gram" }],
    });
    expect(parse("Ground allspice, pinch")).toMatchObject({ quantity: null, unit: "pinch", name: "Ground allspice" });
    expect(parse("Baking soda, ¼ teaspoon, or none at high altitude")).toMatchObject({
      quantity: 0.25,
      unit: "teaspoon",
      name: "Baking soda",
      comment: "or none at high altitude",
    });
    expect(parse("Egg whites (large), 7")).toMatchObject({ quantity: 7, unit: null, name: "Egg whites" });
  });
  it("reads an amount in parentheses when none starts the line", () => {
    expect(parse("Pickled ginger (about ¼ cup)")).toMatchObject({
      quantity: 0.25,
      unit: "cup",
      name: "Pickled ginger",
      comment: "about",
    });
    // A count after the food with its weight: the weight of all of them is the amount.
    expect(parse("Egg yolks 4 (72 grams)")).toMatchObject({
      quantity: 72,
      unit: "gram",
      name: "Egg yolks",
      pieces: { count: 4, countMax: null, isEach: false },
    });
  });
  it("does not take a phrase's number for the amount", () => {
    expect(parse("lamb stock, in a pinch")).toMatchObject({ quantity: null, unit: null });
    expect(parse("Ceviche with snapper, cut into ½-inch cubes")).toMatchObject({ quantity: null, unit: null });
  });
  it("reads a spoon or cup with no number", () => {
    expect(parse("tsp salt")).toMatchObject({ quantity: null, unit: "teaspoon", name: "salt" });
    expect(parse("Scant teaspoon cocoa powder")).toMatchObject({
      unit: "teaspoon",
      size: "scant",
      name: "cocoa powder",
    });
  });
  it("reads the part of a fruit used as its preparation", () => {
    expect(parse("Juice of 2 limes")).toMatchObject({ quantity: 2, name: "limes", preparation: "Juice of" });
    expect(parse("Finely grated zest and juice of 1 orange")).toMatchObject({
      quantity: 1,
      name: "orange",
      preparation: "Finely grated zest and juice of",
    });
    expect(parse("Leaves from 1 sprig fresh rosemary")).toMatchObject({
      quantity: 1,
      unit: "sprig",
      name: "fresh rosemary",
    });
    expect(parse("Stems from 2 bunches fresh parsley")).toMatchObject({
      quantity: 2,
      unit: "bunch",
      name: "fresh parsley",
    });
  });
  it("keeps a note before the amount as a comment", () => {
    expect(parse("Optional: 1 tsp cornstarch")).toMatchObject({
      quantity: 1,
      unit: "teaspoon",
      name: "cornstarch",
      comment: "Optional",
    });
  });
  it("reads the metric amount written at the end", () => {
    expect(parse("1 tsp salt 5 mL")).toMatchObject({
      quantity: 1,
      unit: "teaspoon",
      name: "salt",
      alternatives: [{ quantity: 5, quantityMax: null, unit: "milliliter" }],
    });
    expect(parse("1½ ounces basil leaves or 30 leaves").name).toBe("basil leaves");
    // Not when it sizes something said after the food.
    expect(parse("4 live lobsters, each 500g/1lb 2oz")).toMatchObject({ comment: "each 500g/1lb 2oz" });
  });
});

describe("parseIngredient: added and alternative amounts", () => {
  it("keeps an added amount as a comment", () => {
    expect(parse("½ cup plus 2 tablespoons heavy cream")).toMatchObject({
      quantity: 0.5,
      unit: "cup",
      name: "heavy cream",
      comment: "plus 2 tablespoons",
    });
    expect(parse("1 ¾ c + 1 tablespoon semolina")).toMatchObject({
      unit: "cup",
      name: "semolina",
      comment: "plus 1 tablespoon",
    });
  });
  it("reads ranges with the unit on both ends", () => {
    expect(parse("110ml-150ml/4-5fl oz sparkling water")).toMatchObject({
      quantity: 110,
      quantityMax: 150,
      unit: "milliliter",
    });
    expect(parse("400-500g/14oz-17oz rhubarb").alternatives).toEqual([
      { quantity: 14, quantityMax: 17, unit: "ounce" },
    ]);
    expect(parse("350-450g/12oz-1lb runner beans").alternatives).toEqual([
      { quantity: 12, quantityMax: null, unit: "ounce" },
      { quantity: 1, quantityMax: null, unit: "pound" },
    ]);
    expect(parse("One 13- to 14-ounce can coconut milk")).toMatchObject({
      quantity: 1,
      unit: "can",
      alternatives: [{ quantity: 13, quantityMax: 14, unit: "ounce" }],
    });
  });
  it("reads alternatives with a space, without a unit or without a space between parts", () => {
    expect(parse("50g 1¾oz unsalted butter")).toMatchObject({ unit: "gram", name: "unsalted butter" });
    expect(parse("50g 1¾oz unsalted butter").alternatives).toEqual([
      { quantity: 1.75, quantityMax: null, unit: "ounce" },
    ]);
    expect(parse("50g/1¾ cornflour")).toMatchObject({ quantity: 50, unit: "gram", name: "cornflour" });
    expect(parse("500g/1lb2oz raspberries")).toMatchObject({ name: "raspberries" });
  });
  it("moves another food with its own amount to the comment", () => {
    expect(parse("1 small onion or 2 shallots, chopped")).toMatchObject({
      name: "onion",
      preparation: "chopped",
      comment: "or 2 shallots",
    });
    expect(parse("1 large or 2 small pomegranates")).toMatchObject({
      quantity: 1,
      size: "large",
      name: "pomegranates",
      comment: "or 2 small",
    });
    expect(parse("2 egg yolks plus 2 whole eggs")).toMatchObject({ name: "egg yolks", comment: "plus 2 whole eggs" });
  });
  it("reads a length of a piece as the amount", () => {
    expect(parse("2-inch piece fresh ginger, peeled")).toMatchObject({
      quantity: 2,
      unit: "inch",
      name: "fresh ginger",
    });
  });
});

describe("parseIngredient: where the name stops", () => {
  it("keeps lists and alternatives of foods in the name", () => {
    expect(parse("3 tbsp Marsala, Madeira or sweet sherry").name).toBe("Marsala, Madeira or sweet sherry");
    expect(parse("3 tbsp brandy, sherry, or rum, plus extra for flaming")).toMatchObject({
      name: "brandy, sherry, or rum",
      comment: "plus extra for flaming",
    });
    expect(parse("100g parmesan, or similar hard cheese, grated")).toMatchObject({
      name: "parmesan, or similar hard cheese",
      preparation: "grated",
    });
    // Parts and kinds of one food are not a list of foods.
    expect(parse("2 lemons, zest and juice")).toMatchObject({ name: "lemons", comment: "zest and juice" });
    expect(parse("½ cup peanut butter, crunchy or creamy").name).toBe("peanut butter");
  });
  it("keeps a short other name in parentheses", () => {
    expect(parse("3 tbsp fish sauce (nam pla)")).toMatchObject({ name: "fish sauce (nam pla)", comment: null });
    expect(parse("1½ cups heavy (whipping) cream").name).toBe("heavy (whipping) cream");
    expect(parse("1 tsp chilli flakes (optional)")).toMatchObject({ name: "chilli flakes", comment: "optional" });
    expect(parse("3 large eggs, beaten (room temperature)")).toMatchObject({
      preparation: "beaten",
      comment: "room temperature",
    });
  });
  it("ends the name at uses, examples and mixtures", () => {
    expect(parse("oil for deep frying")).toMatchObject({ name: "oil", comment: "for deep frying" });
    expect(parse("600g floury potatoes such as Maris Piper")).toMatchObject({
      name: "floury potatoes",
      comment: "such as Maris Piper",
    });
    expect(parse("1 tbsp cornflour mixed with 2 tbsp water")).toMatchObject({
      name: "cornflour",
      preparation: "mixed with 2 tbsp water",
    });
  });
  it("keeps products named by their preparation", () => {
    expect(parse("400g canned chopped tomatoes").name).toBe("canned chopped tomatoes");
    expect(parse("100g black pitted olives").name).toBe("black pitted olives");
    expect(parse("1 tbsp toasted sesame oil").name).toBe("toasted sesame oil");
    expect(parse("2 tsp chopped tomatoes").name).toBe("chopped tomatoes");
    expect(parse("2 tsp chopped parsley")).toMatchObject({ name: "parsley", preparation: "chopped" });
  });
  it("moves grinding and cooking words out of the name", () => {
    expect(parse("salt and freshly ground black pepper")).toMatchObject({
      name: "salt and black pepper",
      preparation: "freshly ground",
    });
    expect(parse("2 hard-boiled eggs, chopped")).toMatchObject({ name: "eggs", preparation: "hard-boiled, chopped" });
    expect(parse("180ml lukewarm water")).toMatchObject({ name: "water", preparation: "lukewarm" });
  });
  it("moves a size word inside the name to the size", () => {
    expect(parse("2 ripe medium tomatoes")).toMatchObject({ size: "medium", name: "ripe tomatoes" });
    expect(parse("1 shallot or small onion").name).toBe("shallot or small onion");
  });
  it("ends the name at serving notes and temperatures", () => {
    expect(parse("2 free-range eggs at room temperature")).toMatchObject({
      name: "free-range eggs",
      comment: "at room temperature",
    });
    expect(parse("Paprika to dust over")).toMatchObject({ name: "Paprika", comment: "to dust over" });
    expect(parse("¼ teaspoon salt or to taste")).toMatchObject({ name: "salt", comment: "or to taste" });
    expect(parse("pinch saffron soaked in 4 tbsp warm milk")).toMatchObject({
      name: "saffron",
      preparation: "soaked in 4 tbsp warm milk",
    });
  });
  it("moves adverb-led and mid-name preparations out of the name", () => {
    expect(parse("200g thickly sliced cooked ham")).toMatchObject({
      name: "ham",
      preparation: "thickly sliced cooked",
    });
    expect(parse("2 cups hulled sliced strawberries")).toMatchObject({
      name: "strawberries",
      preparation: "hulled sliced",
    });
    expect(parse("2 tbsp fresh chopped coriander")).toMatchObject({ name: "fresh coriander", preparation: "chopped" });
    // Frozen and dried products are sold chopped.
    expect(parse("10 ounces frozen chopped spinach").name).toBe("frozen chopped spinach");
  });
  it("keeps 'each' as a comment", () => {
    expect(parse("small handful each fresh chervil, basil and parsley")).toMatchObject({
      unit: "handful",
      name: "fresh chervil, basil and parsley",
      comment: "each",
    });
  });
  it("drops an article before the food", () => {
    expect(parse("½ an onion, chopped")).toMatchObject({ quantity: 0.5, name: "onion" });
  });
});

describe("parseIngredient: measures written around the food", () => {
  it("reads a measure after the food only for the foods it measures", () => {
    expect(parse("12 asparagus spears")).toMatchObject({ unit: "spear", name: "asparagus" });
    expect(parse("4 gelatine leaves")).toMatchObject({ unit: "leaf", name: "gelatine" });
    expect(parse("4 basil leaves")).toMatchObject({ unit: null, name: "basil leaves" });
    expect(parse("2 celery sticks")).toMatchObject({ unit: "stick", name: "celery" });
    expect(parse("1 cinnamon stick")).toMatchObject({ unit: null, name: "cinnamon stick" });
    expect(parse("3 lime slices")).toMatchObject({ unit: "slice", name: "lime" });
    expect(parse("apple slice, to garnish")).toMatchObject({ unit: null, name: "apple slice" });
  });
  it("reads cloves with nothing after them as the spice", () => {
    expect(parse("5 cloves")).toMatchObject({ quantity: 5, unit: null, name: "cloves" });
    expect(parse("4 cloves, lightly crushed")).toMatchObject({
      unit: null,
      name: "cloves",
      preparation: "lightly crushed",
    });
    expect(parse("2 cloves, minced garlic")).toMatchObject({ unit: "clove" });
  });
  it("reads words that describe a measure", () => {
    expect(parse("2 fat cloves garlic")).toMatchObject({ unit: "clove", size: "fat", name: "garlic" });
    expect(parse("Six ½-inch-thick slices Italian bread")).toMatchObject({
      quantity: 6,
      unit: "slice",
      name: "Italian bread",
    });
    expect(parse("1 wine glass white wine")).toMatchObject({ unit: "glass", name: "white wine" });
    expect(parse("2 fresh sprigs thyme")).toMatchObject({ unit: "sprig", name: "fresh thyme" });
    expect(parse("1 loosely packed cup cilantro leaves")).toMatchObject({
      unit: "cup",
      size: "loosely packed",
      name: "cilantro leaves",
    });
  });
  it("does not read shapes and dishes as measures", () => {
    expect(parse("1 round lettuce")).toMatchObject({ unit: null, name: "round lettuce" });
    expect(parse("1 round loaf crusty white bread")).toMatchObject({ unit: "loaf", size: "round" });
    expect(parse("2 x 150g rib eye steaks")).toMatchObject({ unit: "gram", name: "rib eye steaks" });
    expect(parse("4 fillet steaks")).toMatchObject({ unit: null, name: "fillet steaks" });
    expect(parse("Chunks or peelings of carrot")).toMatchObject({ unit: null, name: "Chunks or peelings of carrot" });
    expect(parse("lime wedges and parsley sprigs")).toMatchObject({
      unit: null,
      name: "lime wedges and parsley sprigs",
    });
    expect(parse("4- to 5-pound pot roast")).toMatchObject({
      quantity: 4,
      quantityMax: 5,
      unit: "pound",
      name: "pot roast",
    });
  });
});

describe("parseIngredient: counted and weighed pieces", () => {
  it("keeps 'cooked' with counted pieces, not with weighed ones", () => {
    expect(parse("6 cooked crayfish, shells removed")).toMatchObject({ quantity: 6, name: "cooked crayfish" });
    expect(parse("2 x 600g/1lb 5oz cooked lobsters")).toMatchObject({ pieces: { count: 2 }, name: "lobsters" });
    expect(parse("1 cup cooked rice")).toMatchObject({ unit: "cup", name: "rice", preparation: "cooked" });
  });

  it("keeps whole cloves whole", () => {
    expect(parse("20 whole cloves")).toMatchObject({ quantity: 20, unit: null, size: null, name: "whole cloves" });
  });

  it("reads an amount changed after the unit", () => {
    expect(parse("1 cup, plus 2 tablespoons olive oil")).toMatchObject({
      quantity: 1,
      unit: "cup",
      name: "olive oil",
      comment: "plus 2 tablespoons",
    });
    expect(parse("1 cup minus 1 tablespoon sugar")).toMatchObject({ unit: "cup", name: "sugar" });
  });

  it("reads sizes joined by 'or'", () => {
    expect(parse("1 pound medium or large shrimp, in their shells")).toMatchObject({
      unit: "pound",
      name: "shrimp",
    });
    expect(parse("2 extra-large or jumbo eggs")).toMatchObject({
      quantity: 2,
      size: "extra-large or jumbo",
      name: "eggs",
    });
  });
});
