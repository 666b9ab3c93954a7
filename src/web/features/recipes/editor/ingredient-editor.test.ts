import { describe, expect, it } from "vitest";
import { addPastedIngredients } from "./ingredient-editor.tsx";
import { emptyGroup, emptyLine } from "./recipe-form.ts";

const texts = (groups: ReturnType<typeof addPastedIngredients>["groups"]) =>
  groups.map((g) => [g.name, g.lines.map((l) => l.text)]);

describe("addPastedIngredients", () => {
  it("splits a pasted block into lines and groups, dropping blank lines", () => {
    const start = [{ ...emptyGroup(), lines: [emptyLine("1 egg"), emptyLine("")] }];
    const { groups } = addPastedIngredients(start, "- 2 cups flour\n• 1 tsp salt\n\nFor the glaze:\n100 g icing sugar");
    expect(texts(groups)).toEqual([
      ["", ["1 egg", "2 cups flour", "1 tsp salt"]],
      ["For the glaze", ["100 g icing sugar"]],
    ]);
  });

  it("inserts at the line it was pasted into", () => {
    const start = [{ ...emptyGroup(), lines: [emptyLine("a"), emptyLine("d")] }];
    const { groups } = addPastedIngredients(start, "b\nc", 0, 1);
    expect(texts(groups)).toEqual([["", ["a", "b", "c", "d"]]]);
  });
});
