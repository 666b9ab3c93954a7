import { describe, expect, it } from "vitest";
import { ingredientLine } from "../../../../../tests/helpers/ingredient-line.ts";
import {
  editorStateFromDraft,
  editorStateFromRecipe,
  emptyEditorState,
  emptyGroup,
  emptyItem,
  errorsFromServer,
  firstErrorField,
  focusFieldFor,
  type TEditorState,
  toDraftData,
  validateEditor,
} from "./recipe-form.ts";

function filled(overrides: Partial<TEditorState> = {}): TEditorState {
  const state = emptyEditorState();
  state.title = "Tomato soup";
  state.ingredientGroups[0].items = [
    emptyItem("ingredients", "2 cups tomatoes"),
    emptyItem("ingredients", ""),
    emptyItem("ingredients", "1 tsp salt"),
  ];
  state.instructionSections[0].items[0].text = "Simmer.";
  return { ...state, ...overrides };
}

describe("validateEditor", () => {
  it("turns the form into the API input, leaving out empty lines", () => {
    const result = validateEditor(filled({ servings: "4", prepMinutes: "10", cuisines: "thai, middle eastern" }));
    expect(result.errors).toBeNull();
    expect(result.input).toMatchObject({
      title: "Tomato soup",
      servings: 4,
      prepMinutes: 10,
      cookMinutes: null,
      cuisines: ["Thai", "Middle Eastern"],
      ingredientGroups: [{ name: null, lines: ["2 cups tomatoes", "1 tsp salt"] }],
      instructionSections: [{ name: null, steps: ["Simmer."] }],
      visibility: "public",
    });
  });

  it("puts each problem next to its field", () => {
    const state = filled({
      title: " ",
      servings: "four",
      sourceUrl: "example.com",
      videoUrl: "http://videos.example/stew",
    });
    state.ingredientGroups[0].items[2].text = "x".repeat(501);
    state.nutrition.calories = "-5";
    const result = validateEditor(state);
    expect(result.errors).toEqual({
      title: "Give the recipe a title.",
      servings: "Servings: a whole number from 1 to 1000.",
      [state.ingredientGroups[0].items[2].key]: "Keep each ingredient under 500 characters.",
      "nutrition.calories": "Enter a number, 0 or more.",
      sourceUrl: "Enter a web address that starts with http:// or https://.",
      videoUrl: "Enter the video's web address, starting with https://.",
    });
    expect(firstErrorField(state, result.errors ?? {})).toBe("title");
  });

  it("says how long a title may be", () => {
    const result = validateEditor(filled({ title: "Stew ".repeat(41) }));
    expect(result.errors).toEqual({ title: "Keep the title under 200 characters." });
  });

  it("sends unchanged stored lines back parsed, and edited ones as text", () => {
    const stored = ingredientLine("1 tbsp oil", { quantity: 1, unit: "tablespoon", food: "oil" });
    const state = editorStateFromRecipe({
      title: "Oil",
      description: "",
      servings: 2,
      yieldText: null,
      prepMinutes: null,
      cookMinutes: 5,
      totalMinutes: null,
      ingredientGroups: [{ name: "Dressing", lines: [stored, { ...stored, text: "2 tbsp vinegar" }] }],
      instructionSections: [{ name: null, steps: ["Mix."] }],
      courses: ["side"],
      diets: [],
      cuisines: ["Italian"],
      nutrition: { calories: 120 },
      sourceUrl: null,
      videoUrl: "https://videos.example/oil",
      attribution: null,
      visibility: "draft",
    });
    state.ingredientGroups[0].items[1].text = "3 tbsp vinegar";
    const result = validateEditor(state);
    expect(result.input?.ingredientGroups).toEqual([{ name: "Dressing", lines: [stored, "3 tbsp vinegar"] }]);
    expect(result.input).toMatchObject({
      servings: 2,
      cookMinutes: 5,
      visibility: "draft",
      nutrition: { calories: 120 },
      videoUrl: "https://videos.example/oil",
    });
  });
});

describe("validateEditor and publishing (a product rule)", () => {
  it("asks a published recipe for an ingredient and a step, beside each list, focusing its first line", () => {
    const bare = filled();
    bare.ingredientGroups[0].items = [emptyItem("ingredients", " ")];
    bare.instructionSections[0].items[0].text = "";
    const result = validateEditor(bare);
    expect(result.errors).toEqual({
      ingredients: "Add at least one ingredient before publishing.",
      steps: "Add at least one step before publishing.",
    });
    expect(firstErrorField(bare, result.errors ?? {})).toBe("ingredients");
    expect(focusFieldFor(bare, "ingredients")).toBe(bare.ingredientGroups[0].items[0].key);
    expect(focusFieldFor(bare, "steps")).toBe(bare.instructionSections[0].items[0].key);
    expect(validateEditor({ ...bare, visibility: "paywalled" }).errors).toEqual(result.errors);
  });

  it("shows the gap beside the other problems, not after them", () => {
    const state = filled({ title: "" });
    state.instructionSections[0].items[0].text = "";
    expect(validateEditor(state).errors).toEqual({
      title: "Give the recipe a title.",
      steps: "Add at least one step before publishing.",
    });
  });

  it("lets a private recipe or a draft be saved with a title only", () => {
    for (const visibility of ["private", "draft"] as const) {
      const state = filled({ visibility });
      state.ingredientGroups[0].items = [emptyItem("ingredients")];
      state.instructionSections[0].items = [emptyItem("steps")];
      expect(validateEditor(state).input).toMatchObject({ ingredientGroups: [], instructionSections: [], visibility });
    }
  });

  it("reads the server's refusal into the same place", () => {
    expect(errorsFromServer(filled(), "instructionSections: Add at least one step before publishing.")).toEqual({
      steps: "Add at least one step before publishing.",
    });
  });
});

describe("drafts", () => {
  it("survive a round trip through the autosave", () => {
    const state = filled({ diets: ["vegan"], visibility: "private" });
    const restored = editorStateFromDraft(JSON.parse(JSON.stringify(toDraftData(state))));
    expect(validateEditor(restored).input).toEqual(validateEditor(state).input);
  });

  it("read odd data as an empty form", () => {
    const restored = editorStateFromDraft({ title: 42, ingredientGroups: "nope", visibility: "secret" });
    expect(restored.title).toBe("");
    expect(restored.ingredientGroups).toHaveLength(1);
    expect(restored.visibility).toBe("public");
  });
});

describe("errorsFromServer", () => {
  it("maps the API's 'field: message' to the field", () => {
    const state = filled();
    expect(errorsFromServer(state, "visibility: Only recipes on a paywalled blog can be paywalled.")).toEqual({
      visibility: "Only recipes on a paywalled blog can be paywalled.",
    });
    expect(errorsFromServer(state, "ingredientGroups.0.lines.1: Too long")).toEqual({
      [state.ingredientGroups[0].items[2].key]: "Too long",
    });
    expect(errorsFromServer(state, "Something else")).toEqual({ form: "Something else" });
  });
});

describe("editorStateFromRecipe", () => {
  const recipe = {
    title: "Stew",
    description: "",
    servings: null,
    yieldText: null,
    prepMinutes: null,
    cookMinutes: null,
    totalMinutes: null,
    ingredientGroups: [],
    instructionSections: [
      { name: null, steps: ["Brown."] },
      { name: "To finish", steps: ["Season.", "Serve."] },
    ],
    courses: [],
    diets: [],
    cuisines: [],
    nutrition: null,
    sourceUrl: null,
    videoUrl: null,
    attribution: null,
    visibility: "private" as const,
  };

  it("keys lines and steps by position, so the server render and the browser agree on ids", () => {
    const state = editorStateFromRecipe(recipe);
    expect(state).toEqual(editorStateFromRecipe(recipe));
    expect(state.instructionSections.map((s) => [s.key, s.name, s.items.map((i) => i.key)])).toEqual([
      ["t0", "", ["t0s0"]],
      ["t1", "To finish", ["t1s0", "t1s1"]],
    ]);
  });

  it("starts an empty list with one empty line", () => {
    const state = editorStateFromRecipe(recipe);
    expect(state.ingredientGroups).toEqual([{ key: "g0", name: "", items: [{ key: "g0l0", text: "" }] }]);
  });
});

describe("validateEditor's lists", () => {
  it("drops empty groups and points a long step or group name at its field", () => {
    const state = filled();
    state.ingredientGroups.push({ ...emptyGroup("ingredients", "  "), items: [emptyItem("ingredients", " ")] });
    state.instructionSections[0].name = "x".repeat(201);
    state.instructionSections[0].items.push(emptyItem("steps", "y".repeat(5001)));
    const result = validateEditor(state);
    expect(result.errors).toEqual({
      [`${state.instructionSections[0].key}.name`]: "Keep the section name under 200 characters.",
      [state.instructionSections[0].items[1].key]: "Keep each step under 5,000 characters.",
    });
    state.instructionSections[0].name = "";
    state.instructionSections[0].items.pop();
    expect(validateEditor(state).input?.ingredientGroups).toHaveLength(1);
  });

  it("keeps an autosaved edit of a stored line as text", () => {
    const stored = ingredientLine("1 onion", { quantity: 1, food: "onion" });
    const state = filled();
    state.ingredientGroups[0].items = [{ key: "g0l0", text: "2 onions", original: stored }];
    const restored = editorStateFromDraft(JSON.parse(JSON.stringify(toDraftData(state))));
    expect(restored.ingredientGroups[0].items[0]).toEqual({ key: "g0l0", text: "2 onions", original: stored });
    expect(validateEditor(restored).input?.ingredientGroups).toEqual([{ name: null, lines: ["2 onions"] }]);
  });
});
