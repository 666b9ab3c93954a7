import { describe, expect, it } from "vitest";
import { findHintedRuns, pickBestRuns, readRunSection } from "./hinted-runs.ts";
import { parseHtml } from "./html-tree.ts";
import { linearize } from "./page-blocks.ts";
import { INGREDIENT_HINT, METHOD_HINT } from "./recipe-words.ts";

const pageOf = (body: string) => linearize(parseHtml(`<html><body>${body}</body></html>`));

describe("findHintedRuns", () => {
  const page = pageOf(
    `<div class="ingredients"><p>1 egg</p><p>2 leeks</p></div><p>Between</p>
     <div class="ingredients"><p>salt</p></div><div class="ingredient-steps"><p>Mix.</p></div>`,
  );

  it("joins consecutive blocks whose elements are named for the hint", () => {
    expect(findHintedRuns(page, INGREDIENT_HINT, null)).toEqual([
      { start: 0, end: 1 },
      { start: 3, end: 4 },
    ]);
  });

  it("leaves out blocks whose names also match the excluded hint", () => {
    expect(findHintedRuns(page, METHOD_HINT, INGREDIENT_HINT)).toEqual([]);
    expect(findHintedRuns(page, INGREDIENT_HINT, METHOD_HINT)).toEqual([
      { start: 0, end: 1 },
      { start: 3, end: 3 },
    ]);
  });
});

describe("readRunSection", () => {
  it("names groups after headings in the run and drops section headings", () => {
    const page = pageOf(
      `<div class="ingredients"><h3>Ingredients</h3><p>1 egg</p><h4>For the glaze:</h4><p>50 g sugar</p></div>`,
    );
    const section = readRunSection(page, { start: 0, end: 3 });
    expect(section.groups.map((g) => [g.name, g.lines.map((b) => b.text)])).toEqual([
      [null, ["1 egg"]],
      ["For the glaze", ["50 g sugar"]],
    ]);
    expect(section.end).toBe(3);
  });
});

describe("pickBestRuns", () => {
  const page = pageOf(
    `<div class="part"><p>a</p><p>b</p></div><p>x</p><div class="other"><p>c</p><p>d</p><p>e</p></div>
     <p>y</p><div class="other"><p>f</p></div><p>z</p><div class="other"><p>g</p></div>`,
  );
  const runs = [
    { start: 0, end: 1 },
    { start: 3, end: 5 },
    { start: 7, end: 7 },
    { start: 9, end: 9 },
  ];
  const read = (run: { start: number; end: number }) => page.blocks.slice(run.start, run.end + 1).map((b) => b.text);

  it("takes the best run and the runs in elements of the same kind that score", () => {
    const score = (lines: string[]) => (lines.includes("g") ? 0 : lines.length);
    expect(pickBestRuns(page, runs, score, read)).toEqual([["c", "d", "e"], ["f"]]);
  });

  it("finds nothing when no run scores", () => {
    expect(pickBestRuns(page, runs, () => 0, read)).toEqual([]);
    expect(
      pickBestRuns(
        page,
        runs,
        (lines: string[]) => lines.length,
        () => null,
      ),
    ).toEqual([]);
  });
});
