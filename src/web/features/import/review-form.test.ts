import { describe, expect, it } from "vitest";
import { validateEditor } from "#web/features/recipes/editor/recipe-form.ts";
import { ingredientLine } from "../../../../tests/helpers/ingredient-line.ts";
import type { TImportPreview } from "./mutations.ts";
import {
  checkLines,
  editorStateFromImport,
  findReviewProblems,
  savedMessage,
  toImportSaveBody,
} from "./review-form.ts";

const line = (text: string, food: string | null) => ingredientLine(text, { quantity: 2, food });

const preview: Pick<TImportPreview, "draft" | "source"> = {
  draft: {
    title: "Shakshuka",
    description: "",
    servings: 2,
    yieldText: null,
    prepMinutes: null,
    cookMinutes: 20,
    totalMinutes: null,
    ingredientGroups: [{ name: null, lines: [line("4 eggs", "eggs"), line("2 cups", null)] }],
    instructionSections: [{ name: null, steps: ["Simmer.", "Crack in the eggs."] }],
    courses: ["breakfast"],
    cuisines: ["Middle Eastern"],
    diets: ["vegetarian"],
    nutrition: null,
    imageUrl: "https://example.com/photo.jpg",
    videoUrl: null,
  },
  source: {
    url: "https://example.com/shakshuka",
    canonicalUrl: null,
    siteName: "Example",
    author: "Noor",
    token: "signed",
  },
};

describe("the import review", () => {
  it("opens the draft as a private recipe in the form", () => {
    const state = editorStateFromImport(preview.draft);
    expect(state.visibility).toBe("private");
    expect(state.ingredientGroups[0].items.map((i) => i.text)).toEqual(["4 eggs", "2 cups"]);
    expect(state.sourceUrl).toBe("");
  });

  it("checks each filled line as the server reads it", () => {
    const state = editorStateFromImport(preview.draft);
    state.ingredientGroups[0].items.push({ key: "extra", text: "  " });
    const checks = checkLines(state.ingredientGroups[0]);
    expect(checks.map((c) => [c.text, c.problem])).toEqual([
      ["4 eggs", null],
      ["2 cups", "We couldn't find the ingredient in this line."],
    ]);
    expect(checks[0].parsed).toMatchObject({ quantity: 4, food: "eggs" });
  });

  it("points at what needs a look, each at its field", () => {
    const state = editorStateFromImport(preview.draft);
    expect(findReviewProblems(state)).toEqual([
      { field: state.ingredientGroups[0].items[1].key, message: "1 ingredient line needs a look." },
    ]);
    state.title = " ";
    state.ingredientGroups[0].items = [{ key: "g0l0", text: "" }];
    state.instructionSections[0].items = [{ key: "t0s0", text: "" }];
    expect(findReviewProblems(state)).toEqual([
      { field: "title", message: "Give the recipe a title." },
      { field: "g0l0", message: "Add the ingredients, one per line." },
      { field: "t0s0", message: "Add the steps." },
    ]);
  });

  it("saves the reviewed form with the page's source, and the photo only when kept", () => {
    const state = editorStateFromImport(preview.draft);
    state.title = "Weekend shakshuka";
    state.visibility = "public";
    const input = validateEditor(state).input;
    if (!input) throw new Error("the form should be valid");
    const body = toImportSaveBody(input, preview, { keepImage: false, onExisting: "copy" });
    expect(body).toMatchObject({
      imageUrl: null,
      visibility: "public",
      source: preview.source,
      onExisting: "copy",
      recipe: { title: "Weekend shakshuka", courses: ["breakfast"], cookMinutes: 20 },
    });
    expect(body.recipe).not.toHaveProperty("sourceUrl");
    expect(body.recipe).not.toHaveProperty("visibility");
    expect(body.recipe.ingredientGroups?.[0].lines[0]).toMatchObject({ text: "4 eggs", food: "eggs" });
    expect(toImportSaveBody(input, preview, { keepImage: true, onExisting: "use" }).imageUrl).toBe(
      "https://example.com/photo.jpg",
    );
  });

  it("says what saving did", () => {
    const done = { collection: null, keptPrivateFor: [] };
    expect(savedMessage({ ...done, outcome: "created", imageStatus: "stored" })).toBe("Recipe imported.");
    expect(savedMessage({ ...done, outcome: "created", imageStatus: "failed" })).toMatch(/couldn't get/);
    expect(savedMessage({ ...done, outcome: "existing", imageStatus: "none" })).toBe(
      "You'd already imported this recipe.",
    );
    expect(
      savedMessage({
        outcome: "saved",
        imageStatus: "none",
        collection: { id: "c", name: "Saved recipes" },
        keptPrivateFor: [],
      }),
    ).toBe("Saved to Saved recipes.");
  });

  it("says when a recipe asked to be public was kept private, and why", () => {
    expect(
      savedMessage({ outcome: "created", imageStatus: "stored", collection: null, keptPrivateFor: ["steps"] }),
    ).toBe("Recipe imported and kept private: it has no steps yet.");
  });
});
