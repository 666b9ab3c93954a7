import { describe, expect, it } from "vitest";
import { parseHtml } from "./html-tree.ts";
import { isPlausibleMethod, isStepNoise, readMethod, readStepText, trimAfterLastItem } from "./method-steps.ts";
import { linearize } from "./page-blocks.ts";

const linesOf = (body: string) => linearize(parseHtml(`<html><body>${body}</body></html>`)).blocks;
const methodOf = (...steps: string[]) => ({ sections: [{ name: null, steps }], yields: null });

describe("readStepText", () => {
  it("strips bullets and 'Step 2' labels", () => {
    const [bullet, label] = linesOf("<p>• Mix the flour.</p><p>Step 2 Preheat the oven.</p>");
    expect(readStepText(bullet)).toBe("Mix the flour.");
    expect(readStepText(label)).toBe("Preheat the oven.");
  });

  it("strips a number only from the lines of a paragraph split by <br>", () => {
    const [first] = linesOf("<p>1. Mix the flour.<br>2. Bake it.</p>");
    const [whole] = linesOf("<p>1. Mix the flour.</p>");
    expect(first.isBrokenLine).toBe(true);
    expect(readStepText(first)).toBe("Mix the flour.");
    expect(readStepText(whole)).toBe("1. Mix the flour.");
  });
});

describe("isStepNoise", () => {
  it("knows counters, bare numbers, facts and punctuation", () => {
    for (const text of ["", "Step 3", "3.", "12", "Prep time: 15 min", "Serves 4", "***"]) {
      expect(isStepNoise(text), text).toBe(true);
    }
    expect(isStepNoise("Bake 40 minutes.")).toBe(false);
  });
});

describe("readMethod", () => {
  it("drops 'Step N' group names and a name repeated by the next group", () => {
    const [a, b, c] = linesOf("<p>Mix the flour.</p><p>Add the eggs.</p><p>Bake the cake.</p>");
    const method = readMethod([
      { name: "Step 1", lines: [a] },
      { name: "Cake", lines: [b] },
      { name: "Cake", lines: [c] },
    ]);
    expect(method.sections).toEqual([
      { name: null, steps: ["Mix the flour."] },
      { name: "Cake", steps: ["Add the eggs."] },
      { name: null, steps: ["Bake the cake."] },
    ]);
  });

  it("takes a trailing 'Serves 4' off the last step as the yield", () => {
    const lines = linesOf("<p>Mix the dip.</p><p>Serve with the dip. Serves 4</p>");
    expect(readMethod([{ name: null, lines }])).toEqual({
      sections: [{ name: null, steps: ["Mix the dip.", "Serve with the dip."] }],
      yields: "4 servings",
    });
  });

  it("drops a line that only gives the yield as a fact, without reading it", () => {
    const lines = linesOf("<p>Mix the dip well.</p><p>Makes 12 cookies</p>");
    expect(readMethod([{ name: null, lines }])).toEqual({
      sections: [{ name: null, steps: ["Mix the dip well."] }],
      yields: null,
    });
  });
});

describe("trimAfterLastItem", () => {
  it("drops lines after the method's last list item", () => {
    const lines = linesOf("<p>Before you start.</p><ol><li>Mix.</li><li>Bake.</li></ol><p>Adapted from a book.</p>");
    const trimmed = trimAfterLastItem([{ name: "Cake", lines }]);
    expect(trimmed).toEqual([{ name: "Cake", lines: lines.slice(0, 3) }]);
  });

  it("keeps everything when there is no list", () => {
    const groups = [{ name: null, lines: linesOf("<p>Mix.</p><p>Bake.</p>") }];
    expect(trimAfterLastItem(groups)).toBe(groups);
  });
});

describe("isPlausibleMethod", () => {
  it("accepts steps that read like sentences", () => {
    expect(isPlausibleMethod(methodOf("Mix the flour and the eggs.", "Bake for 40 minutes."))).toBe(true);
  });

  it("rejects no steps, a list of amounts, and tab labels", () => {
    expect(isPlausibleMethod(methodOf())).toBe(false);
    expect(isPlausibleMethod(methodOf("200 g flour", "2 eggs", "Mix them."))).toBe(false);
    expect(isPlausibleMethod(methodOf("FODMAP tips", "Dairy free tips", "Mix them."))).toBe(false);
  });
});
