import { describe, expect, it } from "vitest";
import { mergeListLines, type TStoredLine } from "./merge-lines.ts";

let next = 0;
function line(text: string, parts: Partial<TStoredLine> = {}): TStoredLine {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, "0")}`,
    text,
    recipe: null,
    servings: null,
    isChecked: false,
    ...parts,
  };
}

const soup = { id: "11111111-1111-4111-8111-111111111111", title: "Soup" };
const pie = { id: "22222222-2222-4222-8222-222222222222", title: "Pie" };

function itemsOf(list: ReturnType<typeof mergeListLines>) {
  return list.aisles.flatMap((aisle) => aisle.items);
}

describe("mergeListLines", () => {
  it("adds up one food across recipes and convertible units, naming each recipe once with its lines", () => {
    const onionSoup = line("1 onion", { recipe: soup });
    const dicedOnion = line("1 onion, diced", { recipe: pie });
    const list = mergeListLines([
      onionSoup,
      dicedOnion,
      line("2 cups milk", { recipe: soup }),
      line("250 ml milk", { recipe: pie }),
      line("1 cup milk", { recipe: soup }),
    ]);
    const onion = itemsOf(list).find((item) => item.food === "onion");
    expect(onion).toMatchObject({ text: "2 onions", quantity: 2, unit: null, aisle: "Produce", recipes: [soup, pie] });
    expect(onion?.lines.map((each) => each.id)).toEqual([onionSoup.id, dicedOnion.id]);
    const milk = itemsOf(list).find((item) => item.food === "milk");
    expect(milk).toMatchObject({ text: "960 ml milk", quantity: 960, unit: "milliliter", aisle: "Dairy & eggs" });
    expect(milk?.recipes).toEqual([soup, pie]);
    expect(milk?.lines.map((each) => each.text)).toEqual(["2 cups milk", "250 ml milk", "1 cup milk"]);
    expect(list.itemCount).toBe(2);
  });

  it("rounds pieces up to whole ones for the shop, and keeps each recipe's own amount in its line", () => {
    const list = mergeListLines([
      line("3 1/4 carrots", { recipe: soup }),
      line("2 carrots, diced", { recipe: pie }),
      line("1/2 onion", { recipe: soup }),
      line("1 onion", { recipe: pie }),
      line("1/2 lemon", { recipe: soup }),
      line("1/4 lemon", { recipe: pie }),
      line("1 1/2 cups milk", { recipe: soup }),
      line("1/4 cup milk", { recipe: pie }),
    ]);
    const byFood = (food: string) => itemsOf(list).find((item) => item.food === food);
    expect(byFood("carrot")).toMatchObject({ text: "6 carrots", quantity: 6 });
    expect(byFood("carrot")?.lines.map((each) => each.text)).toEqual(["3 1/4 carrots", "2 carrots, diced"]);
    expect(byFood("onion")).toMatchObject({ text: "2 onions", quantity: 2 });
    expect(byFood("lemon")).toMatchObject({ text: "1 lemon", quantity: 1 });
    // Measured amounts stay as they add up.
    expect(byFood("milk")).toMatchObject({ text: "1¾ cups milk", quantity: 1.75, unit: "cup" });
  });

  it("names a total in the plural a reader expects, and keeps the plural the recipes wrote", () => {
    const list = mergeListLines([
      line("2 avocados, sliced", { recipe: soup }),
      line("4 avocado", { recipe: pie }),
      line("150 g cherry tomatoes, halved", { recipe: soup }),
      line("150 g cherry tomatoes", { recipe: pie }),
      line("3 bay leaves", { recipe: soup }),
      line("1 bay leaf", { recipe: pie }),
      line("100 g flour", { recipe: soup }),
      line("200 g flour", { recipe: pie }),
    ]);
    const texts = itemsOf(list).map((item) => item.text);
    expect(texts).toContain("6 avocados");
    expect(texts).toContain("300 g cherry tomatoes");
    expect(texts).toContain("4 bay leaves");
    expect(texts).toContain("300 g all-purpose flour");
  });

  it("never merges ice into a diced food, and tells foods apart that share a word", () => {
    const list = mergeListLines([
      line("1 cup ice"),
      line("1 onion, diced"),
      line("2 tbsp peanut butter"),
      line("2 tbsp butter"),
    ]);
    expect(itemsOf(list).map((item) => [item.aisle, item.food])).toEqual([
      ["Produce", "onion"],
      ["Dairy & eggs", "butter"],
      ["Pantry", "peanut butter"],
      ["Frozen", "ice"],
    ]);
  });

  it("groups items by aisle in store order: tomatoes are produce, tinned ones pantry", () => {
    const list = mergeListLines([
      line("1 tsp cumin"),
      line("400 g tin chopped tomatoes"),
      line("4 tomatoes"),
      line("2 tomatoes, diced"),
      line("500 g beef mince"),
      line("1 baguette"),
    ]);
    expect(list.aisles.map((aisle) => aisle.aisle)).toEqual([
      "Produce",
      "Bakery",
      "Meat & fish",
      "Pantry",
      "Spices & seasonings",
    ]);
    expect(list.aisles[0].items).toMatchObject([{ text: "6 tomatoes", quantity: 6 }]);
    expect(list.aisles[3].items).toMatchObject([{ food: "canned tomatoes" }]);
  });

  it("keeps ticked lines apart from unticked ones of the same food", () => {
    const list = mergeListLines([line("2 lemons", { isChecked: true }), line("1 lemon")]);
    expect(list.checked).toMatchObject([{ text: "2 lemons", quantity: 2, isChecked: true }]);
    expect(itemsOf(list)).toMatchObject([{ text: "1 lemon", quantity: 1, isChecked: false }]);
    expect(list.itemCount).toBe(1);
  });

  it("shows a single line in its own words, and merges foods it does not know only on the same name", () => {
    const list = mergeListLines([
      line("Paper towels"),
      line("paper towels"),
      line("Bin bags"),
      line("1 tbsp olive oil, extra virgin"),
    ]);
    expect(itemsOf(list).map((item) => [item.text, item.lines.length])).toEqual([
      ["1 tbsp olive oil, extra virgin", 1],
      ["Bin bags", 1],
      ["Paper towels", 2],
    ]);
    expect(itemsOf(list).map((item) => item.food)).toEqual(["olive oil", null, null]);
  });

  it("leaves a recipe's tap water out, but keeps what someone typed", () => {
    const list = mergeListLines([line("500 ml water", { recipe: soup }), line("Water"), line("For the party:")]);
    expect(itemsOf(list).map((item) => [item.aisle, item.text])).toEqual([
      ["Other", "Water"],
      ["Other", "For the party:"],
    ]);
    expect(list.recipes).toMatchObject([{ title: "Soup", lineIds: [expect.any(String)] }]);
  });

  it("lists the recipes on the list with their servings and lines", () => {
    const list = mergeListLines([
      line("2 onions", { recipe: soup, servings: 4 }),
      line("1 carrot", { recipe: soup, servings: 4 }),
      line("1 onion", { recipe: pie, servings: 2 }),
    ]);
    expect(list.recipes.map(({ title, servings, lineIds }) => ({ title, servings, lines: lineIds.length }))).toEqual([
      { title: "Soup", servings: 4, lines: 2 },
      { title: "Pie", servings: 2, lines: 1 },
    ]);
  });
});
