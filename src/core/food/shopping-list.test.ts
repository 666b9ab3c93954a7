import { describe, expect, it } from "vitest";
import { mergeShoppingLines, type TShoppingItem } from "./shopping-list.ts";

/** The merged items as "quantity unit food" strings, in list order. */
function merge(...lines: string[]): string[] {
  return mergeShoppingLines(lines.map((line) => ({ line }))).map(
    (item) => `${item.quantity ?? "-"} ${item.unit ?? "-"} ${item.food}`,
  );
}

describe("mergeShoppingLines", () => {
  it.each([
    [
      "adds volumes across units, in metric when any line is metric",
      ["2 cups milk", "250 ml milk"],
      ["725 milliliter milk"],
    ],
    ["keeps one unit when every line uses it", ["2 cups milk", "1 cup whole milk"], ["3 cup milk"]],
    ["adds US volumes in a US unit", ["1 cup milk", "2 tbsp milk"], ["1.125 cup milk"]],
    ["writes spoons as whole spoons where it can", ["1 tbsp sugar", "1 tsp sugar"], ["4 teaspoon sugar"]],
    ["adds weights", ["200 g flour", "1 kg plain flour"], ["1.2 kilogram all-purpose flour"]],
    ["adds US weights in pounds from a pound", ["8 oz cheddar", "1 lb grated cheddar"], ["1.5 pound cheddar"]],
    ["weighs a volume of a food that is also weighed", ["200 g butter", "2 tbsp butter, melted"], ["230 gram butter"]],
    ["adds pieces whatever their size or preparation", ["1 onion", "1 large onion, diced"], ["2 - onion"]],
    [
      "adds a count unit, tins and cans alike",
      ["2 (14-ounce) cans diced tomatoes", "1 x 400g tin chopped tomatoes"],
      ["3 can canned tomatoes"],
    ],
    [
      "keeps units that do not convert as separate items of one food",
      ["3 cloves garlic", "1 tbsp garlic paste"],
      ["3 clove garlic", "1 tablespoon garlic"],
    ],
    [
      "keeps a bunch apart from a weight",
      ["1 bunch coriander", "100 g fresh coriander"],
      ["1 bunch coriander", "100 gram coriander"],
    ],
    ["never merges ice into a diced food", ["1 cup ice", "1 onion, diced"], ["1 - onion", "1 cup ice"]],
    [
      "tells chicken stock from chicken",
      ["500 ml chicken stock", "4 chicken breasts"],
      ["4 - chicken breast", "500 milliliter chicken stock"],
    ],
    [
      "tells peanut butter from butter",
      ["2 tbsp peanut butter", "2 tbsp butter"],
      ["2 tablespoon butter", "2 tablespoon peanut butter"],
    ],
    ["tells eggplant from egg", ["1 eggplant", "2 eggs"], ["1 - eggplant", "2 - egg"]],
    ["buys the fruit for juice counted by the fruit", ["Juice of 2 lemons", "1 lemon, zested"], ["3 - lemon"]],
    ["buys the top of a range", ["2-3 tbsp olive oil"], ["3 tablespoon olive oil"]],
    [
      "folds 'to taste' and a pinch into a measured amount",
      ["1 tsp salt", "Salt, to taste", "a pinch of salt"],
      ["1 teaspoon salt"],
    ],
    [
      "buys both foods of an unmeasured pair",
      ["Salt and pepper, to taste", "oil & vinegar"],
      ["- - vegetable oil", "- - white vinegar", "- - black pepper", "- - salt"],
    ],
    ["keeps an amountless line when nothing else measures the food", ["Salt, to taste"], ["- - salt"]],
    ["splits only unmeasured pairs", ["2 cups macaroni and cheese"], ["2 cup macaroni"]],
    [
      "merges unknown foods only on the same name",
      ["2 bunches samphire", "1 bunch Samphire", "1 bunch sea purslane"],
      ["3 bunch samphire", "1 bunch sea purslane"],
    ],
    ["leaves out tap water", ["500 ml water", "1 litre boiling water"], []],
    [
      "buys weighed pieces by the piece",
      ["4 x 175g/6oz salmon fillets", "2 salmon fillets, about 150g each"],
      ["6 - salmon"],
    ],
  ])("%s", (_name, lines, expected) => {
    expect(merge(...lines)).toEqual(expected);
  });

  it("keeps each item's recipes once and its lines as written", () => {
    const items = mergeShoppingLines([
      { line: "2 cups milk", recipe: "Pancakes" },
      { line: "1 cup milk", recipe: "Pancakes" },
      { line: "250 ml milk", recipe: "Chowder" },
      { line: "1 onion" },
    ]);
    expect(items).toEqual<TShoppingItem[]>([
      { food: "onion", quantity: 1, unit: null, aisle: "produce", recipes: [], lines: ["1 onion"] },
      {
        food: "milk",
        quantity: 960,
        unit: "milliliter",
        aisle: "dairy-eggs",
        recipes: ["Pancakes", "Chowder"],
        lines: ["2 cups milk", "1 cup milk", "250 ml milk"],
      },
    ]);
  });

  it("groups items by aisle in store order, alphabetically within an aisle", () => {
    const items = mergeShoppingLines(
      [
        "1 tsp cumin",
        "1 cup ice",
        "2 carrots",
        "200 g rice",
        "1 onion",
        "4 chicken thighs",
        "1 cup milk",
        "1 bottle red wine",
        "1 baguette",
        "mystery spice mix",
      ].map((line) => ({ line })),
    );
    expect(items.map((item) => [item.aisle, item.food])).toEqual([
      ["produce", "carrot"],
      ["produce", "onion"],
      ["bakery", "baguette"],
      ["meat-fish", "chicken thigh"],
      ["dairy-eggs", "milk"],
      ["pantry", "rice"],
      ["spices", "cumin"],
      ["frozen", "ice"],
      ["drinks", "red wine"],
      ["other", "mystery spice mix"],
    ]);
  });

  it("skips blank lines and ingredient headings", () => {
    expect(mergeShoppingLines([{ line: "" }, { line: "For the sauce:" }, { line: "1 onion" }])).toHaveLength(1);
  });
});
