import { describe, expect, it } from "vitest";
import { applyLocally, pendingAisle, type TShoppingItem, type TShoppingView } from "./operations.ts";

const listId = "33333333-3333-4333-8333-333333333333";

function item(text: string, aisle: string, lineId: string, isChecked = false): TShoppingItem {
  return {
    key: lineId,
    text,
    food: null,
    quantity: null,
    unit: null,
    aisle,
    isChecked,
    recipes: [],
    lines: [{ id: lineId, text, recipe: null, servings: null }],
  };
}

function view(): TShoppingView {
  return {
    id: listId,
    viewerId: "me",
    isOwner: true,
    members: [],
    invitations: [],
    recipes: [],
    aisles: [
      { aisle: "Produce", items: [item("3 onions", "Produce", "a"), item("2 lemons", "Produce", "b")] },
      { aisle: "Pantry", items: [item("500 g flour", "Pantry", "c")] },
    ],
    checked: [item("Coffee", "Drinks", "d", true)],
    itemCount: 3,
  };
}

describe("applyLocally", () => {
  it("ticks an item into the basket and back to its aisle", () => {
    const ticked = applyLocally(view(), {
      opId: "1",
      listId,
      route: "POST /shopping-lists/:listId/items/check",
      body: { lineIds: ["a"], isChecked: true },
    });
    expect(ticked.aisles[0].items.map((each) => each.text)).toEqual(["2 lemons"]);
    expect(ticked.checked.map((each) => each.text)).toEqual(["3 onions", "Coffee"]);
    expect(ticked.itemCount).toBe(2);
    const back = applyLocally(ticked, {
      opId: "2",
      listId,
      route: "POST /shopping-lists/:listId/items/check",
      body: { lineIds: ["d"], isChecked: false },
    });
    expect(back.aisles.map((aisle) => aisle.aisle)).toEqual(["Produce", "Pantry", "Drinks"]);
  });

  it("shows typed items at the top until the server has merged them, and clears the ticked", () => {
    const added = applyLocally(view(), {
      opId: "3",
      listId,
      route: "POST /shopping-lists/:listId/items",
      body: { texts: ["Paper towels"], lineIds: ["e"] },
    });
    expect(added.aisles[0]).toMatchObject({ aisle: pendingAisle, items: [{ text: "Paper towels" }] });
    const cleared = applyLocally(added, {
      opId: "4",
      listId,
      route: "POST /shopping-lists/:listId/clear-checked",
      body: {},
    });
    expect(cleared.checked).toEqual([]);
    expect(cleared.itemCount).toBe(4);
  });

  it("edits and removes by line, and leaves another list's view alone", () => {
    const edited = applyLocally(view(), {
      opId: "5",
      listId,
      route: "POST /shopping-lists/:listId/items/edit",
      body: { lineIds: ["b"], text: "4 lemons" },
    });
    expect(edited.aisles[0].items.map((each) => each.text)).toEqual(["3 onions", "4 lemons"]);
    const removed = applyLocally(edited, {
      opId: "6",
      listId,
      route: "POST /shopping-lists/:listId/items/remove",
      body: { lineIds: ["c"] },
    });
    expect(removed.aisles.map((aisle) => aisle.aisle)).toEqual(["Produce"]);
    const elsewhere = applyLocally(view(), {
      opId: "7",
      listId: "44444444-4444-4444-8444-444444444444",
      route: "POST /shopping-lists/:listId/items/remove",
      body: { lineIds: ["a"] },
    });
    expect(elsewhere).toEqual(view());
  });
});
