import { describe, expect, it } from "vitest";
import { describeMissingParts, findPublishingGaps, type TPublishable } from "./publishing.ts";

const recipe = (overrides: Partial<TPublishable> = {}): TPublishable => ({
  visibility: "public",
  ingredientGroups: [{ lines: ["2 eggs"] }],
  instructionSections: [{ steps: ["Whisk."] }],
  ...overrides,
});

describe("findPublishingGaps (a product rule)", () => {
  it("lets a recipe with an ingredient and a step be published, publicly or for subscribers", () => {
    expect(findPublishingGaps(recipe())).toEqual([]);
    expect(findPublishingGaps(recipe({ visibility: "paywalled" }))).toEqual([]);
  });

  it("says what a published recipe is missing, ingredients first", () => {
    const bare = recipe({ ingredientGroups: [], instructionSections: [] });
    expect(findPublishingGaps(bare).map((gap) => gap.message)).toEqual([
      "Add at least one ingredient before publishing.",
      "Add at least one step before publishing.",
    ]);
    expect(findPublishingGaps(recipe({ visibility: "paywalled", instructionSections: [] }))).toEqual([
      { part: "steps", path: "instructionSections", message: "Add at least one step before publishing." },
    ]);
  });

  it("counts lines and steps, not groups: a named group with nothing in it is not an ingredient", () => {
    const headings = recipe({
      ingredientGroups: [{ lines: [] }, { lines: [] }],
      instructionSections: [{ steps: [] }, { steps: ["Bake."] }],
    });
    expect(findPublishingGaps(headings).map((gap) => gap.part)).toEqual(["ingredients"]);
  });

  it("lets a private recipe or a draft be anything so far", () => {
    for (const visibility of ["private", "draft"] as const) {
      expect(findPublishingGaps(recipe({ visibility, ingredientGroups: [], instructionSections: [] }))).toEqual([]);
    }
  });
});

describe("describeMissingParts", () => {
  it("names what is missing for a sentence", () => {
    expect(describeMissingParts(["steps"])).toBe("no steps");
    expect(describeMissingParts(["ingredients", "steps"])).toBe("no ingredients or steps");
  });
});
