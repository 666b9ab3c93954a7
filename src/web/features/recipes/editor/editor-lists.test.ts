import { describe, expect, it } from "vitest";
import { addItem, addPasted, move, pasteIntoItem, removeItem } from "./editor-lists.ts";
import { emptyGroup, emptyItem, type TEditorGroup, type TListKind } from "./recipe-form.ts";

const texts = (groups: TEditorGroup[]) => groups.map((g) => [g.name, g.items.map((i) => i.text)]);
const group = (kind: TListKind, name: string, ...items: string[]) => ({
  ...emptyGroup(kind, name),
  items: items.map((text) => emptyItem(kind, text)),
});

describe("addPasted", () => {
  it("splits pasted ingredients into lines and groups, dropping blank lines", () => {
    const start = [group("ingredients", "", "1 egg", "")];
    const { groups, focusKey } = addPasted(
      "ingredients",
      start,
      "- 2 cups flour\n• 1 tsp salt\n\nFor the glaze:\n100 g icing sugar",
    );
    expect(texts(groups)).toEqual([
      ["", ["1 egg", "2 cups flour", "1 tsp salt"]],
      ["For the glaze", ["100 g icing sugar"]],
    ]);
    expect(focusKey).toBe(groups[1].items[0].key);
  });

  it("inserts at the item it was pasted into", () => {
    const { groups } = addPasted("ingredients", [group("ingredients", "", "a", "d")], "b\nc", 0, 1);
    expect(texts(groups)).toEqual([["", ["a", "b", "c", "d"]]]);
  });

  it("splits numbered steps and starts a section at a heading", () => {
    const { groups } = addPasted("steps", [group("steps", "", "")], "1. Mix.\n2. Bake.\nTo serve:\n3. Slice.");
    expect(texts(groups)).toEqual([
      ["", ["Mix.", "Bake."]],
      ["To serve", ["Slice."]],
    ]);
  });
});

describe("pasteIntoItem", () => {
  it("replaces an empty item with the pasted lines", () => {
    const start = [group("steps", "", "Prep.", "")];
    const edit = pasteIntoItem("steps", start, 0, 1, "Mix.\n\nBake.");
    expect(texts(edit?.groups ?? [])).toEqual([["", ["Prep.", "Mix.", "Bake."]]]);
  });

  it("adds lines after a filled ingredient, but leaves a step being written to the browser", () => {
    const ingredients = pasteIntoItem("ingredients", [group("ingredients", "", "1 egg")], 0, 0, "2 eggs\n3 eggs");
    expect(texts(ingredients?.groups ?? [])).toEqual([["", ["1 egg", "2 eggs", "3 eggs"]]]);
    expect(pasteIntoItem("steps", [group("steps", "", "Whisk")], 0, 0, "a\nb")).toBeNull();
  });

  it("leaves a single line to the browser", () => {
    expect(pasteIntoItem("ingredients", [group("ingredients", "", "")], 0, 0, "1 egg\n")).toBeNull();
  });
});

describe("adding, removing and moving", () => {
  it("adds an item after the given one, or at the end", () => {
    const start = [group("ingredients", "", "a", "b")];
    const after = addItem("ingredients", start, 0, 0);
    expect(texts(after.groups)).toEqual([["", ["a", "", "b"]]]);
    expect(after.focusKey).toBe(after.groups[0].items[1].key);
    expect(texts(addItem("ingredients", start, 0).groups)).toEqual([["", ["a", "b", ""]]]);
  });

  it("removes a group with its last item", () => {
    const start = [group("steps", "One", "a"), group("steps", "Two", "b", "c")];
    expect(texts(removeItem(start, 1, start[1].items[0].key))).toEqual([
      ["One", ["a"]],
      ["Two", ["c"]],
    ]);
    expect(texts(removeItem(start, 0, start[0].items[0].key))).toEqual([["Two", ["b", "c"]]]);
  });

  it("moves within the ends", () => {
    expect(move(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(move(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });
});
