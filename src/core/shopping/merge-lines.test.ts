import { describe, expect, it } from "vitest";
import { mergeListLines, type TStoredLine } from "./merge-lines.ts";

let next = 0;
function line(text: string, parts: Partial<TStoredLine> = {}): TStoredLine {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, "0")}`,
    text,
    quantity: null,
    quantityMax: null,
    unit: null,
    food: null,
    recipe: null,
    servings: null,
    isChecked: false,
    ...parts,
  };
}

const soup = { id: "11111111-1111-4111-8111-111111111111", title: "Soup" };
const pie = { id: "22222222-2222-4222-8222-222222222222", title: "Pie" };

describe("mergeListLines", () => {
  it("adds up one food across recipes and units of one kind, naming each recipe once", () => {
    const list = mergeListLines([
      line("2 onions", { quantity: 2, food: "onions", recipe: soup }),
      line("1 onion", { quantity: 1, food: "onion", recipe: pie }),
      line("1 cup milk", { quantity: 1, unit: "cup", food: "milk", recipe: soup }),
      line("2 tbsp milk", { quantity: 2, unit: "tablespoon", food: "milk", recipe: soup }),
    ]);
    const items = list.aisles.flatMap((aisle) => aisle.items);
    const onion = items.find((item) => item.food === "onions");
    expect(onion).toMatchObject({ quantity: 3, recipes: [soup, pie] });
    expect(onion?.lines).toHaveLength(2);
    const milk = items.find((item) => item.food === "milk");
    expect(milk?.quantity).toBeCloseTo(1.125);
    expect(milk?.unit).toBe("cup");
    expect(milk?.recipes).toEqual([soup]);
    expect(list.itemCount).toBe(2);
  });

  it("keeps ticked lines apart from unticked ones of the same food", () => {
    const list = mergeListLines([
      line("2 lemons", { quantity: 2, food: "lemons", isChecked: true }),
      line("1 lemon", { quantity: 1, food: "lemon" }),
    ]);
    expect(list.checked.map((item) => item.quantity)).toEqual([2]);
    expect(list.aisles.flatMap((aisle) => aisle.items).map((item) => item.quantity)).toEqual([1]);
    expect(list.itemCount).toBe(1);
  });

  it("shows a single line in its own words, and typed lines without a food on their own", () => {
    const list = mergeListLines([
      line("Paper towels"),
      line("Paper towels"),
      line("1 tbsp olive oil, extra virgin", { quantity: 1, unit: "tablespoon", food: "olive oil" }),
    ]);
    const texts = list.aisles.flatMap((aisle) => aisle.items).map((item) => item.text);
    expect(texts.filter((text) => text === "Paper towels")).toHaveLength(2);
    expect(texts).toContain("1 tbsp olive oil, extra virgin");
  });

  it("lists the recipes on the list with their servings and lines", () => {
    const list = mergeListLines([
      line("2 onions", { quantity: 2, food: "onions", recipe: soup, servings: 4 }),
      line("1 carrot", { quantity: 1, food: "carrot", recipe: soup, servings: 4 }),
      line("1 onion", { quantity: 1, food: "onion", recipe: pie, servings: 2 }),
    ]);
    expect(list.recipes.map(({ title, servings, lineIds }) => ({ title, servings, lines: lineIds.length }))).toEqual([
      { title: "Soup", servings: 4, lines: 2 },
      { title: "Pie", servings: 2, lines: 1 },
    ]);
  });
});
