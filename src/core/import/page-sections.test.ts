import { describe, expect, it } from "vitest";
import { parseHtml } from "./html-tree.ts";
import { linearize } from "./page-blocks.ts";
import { collectSection, findScopeEnd, isGroupHeading, isSectionHeading } from "./page-sections.ts";

const pageOf = (body: string) => linearize(parseHtml(`<html><body>${body}</body></html>`));
const texts = (lines: { text: string }[]) => lines.map((b) => b.text);

describe("isSectionHeading", () => {
  it("knows ingredient, method and stop headings, but not a time set as a heading", () => {
    const [ingredients, method, notes, title, time] = pageOf(
      "<h2>Ingredients</h2><h2>Directions:</h2><h2>Notes</h2><h2>Lemon Soup</h2><h2>Prep time: 15 min</h2>",
    ).blocks;
    expect(isSectionHeading(ingredients)).toBe(true);
    expect(isSectionHeading(method)).toBe(true);
    expect(isSectionHeading(notes)).toBe(true);
    expect(isSectionHeading(title)).toBe(false);
    expect(isSectionHeading(time)).toBe(false);
  });
});

describe("isGroupHeading", () => {
  it("reads 'For the …' and a trailing colon as a group's name", () => {
    expect(isGroupHeading("For the sauce")).toBe(true);
    expect(isGroupHeading("Glaze:")).toBe(true);
    expect(isGroupHeading("Variations")).toBe(false);
  });
});

describe("findScopeEnd", () => {
  it("ends at the last block of the smallest element holding the heading and content after it", () => {
    const page = pageOf("<div><h4>Method</h4><ol><li>Mix.</li><li>Bake.</li></ol></div><p>Comments are closed.</p>");
    expect(findScopeEnd(page, 0, page.blocks[0].parent)).toBe(2);
  });

  it("runs to the end of the page when no element holds more than the heading", () => {
    const page = pageOf("<div><h4>Method</h4></div><p>Mix.</p><p>Bake.</p>");
    expect(findScopeEnd(page, 0, page.blocks[0].parent)).toBe(2);
  });
});

describe("collectSection", () => {
  const body = `<h2>Ingredients</h2><h3>For the dough</h3><ul><li>200 g flour</li></ul>
    <h3>Glaze:</h3><ul><li>50 g sugar</li></ul><h2>Method</h2><p>Knead the dough.</p>`;

  it("groups the lines under sub-headings and stops at the next section heading", () => {
    const section = collectSection(pageOf(body), 0, false);
    expect(section.groups.map((g) => [g.name, texts(g.lines)])).toEqual([
      ["For the dough", ["200 g flour"]],
      ["Glaze", ["50 g sugar"]],
    ]);
    expect(section.end).toBe(4);
  });

  it("keeps a method's part names as written", () => {
    const page = pageOf("<h2>Method</h2><h3>Cooking Procedure:</h3><p>Boil the water.</p>");
    expect(collectSection(page, 0, true).groups[0].name).toBe("Cooking Procedure:");
    expect(collectSection(page, 0, false).groups[0].name).toBe("Cooking Procedure");
  });

  it("stops at a heading as important as its own that is not a group name", () => {
    const page = pageOf("<h3>Method</h3><p>Boil the water.</p><h3>History</h3><p>Grandmother made it.</p>");
    const section = collectSection(page, 0, true);
    expect(section.groups.flatMap((g) => texts(g.lines))).toEqual(["Boil the water."]);
    expect(section.end).toBe(1);
  });
});
