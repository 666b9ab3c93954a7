/**
 * The recipe editor's form as data, for every place it opens (Add Recipe, Submit Edit Recipe, a
 * creator's draft, the import review): what the inputs hold (strings, as typed), how a saved recipe
 * or an autosave becomes that, how it becomes the API's `ZRecipeInput`, and how the schema's
 * complaints find their way back to the field they are about. Pure, so it is tested without a browser.
 */
import { nutritionKeys } from "#core/recipes/nutrition.ts";
import { findPublishingGaps } from "#core/recipes/publishing.ts";
import { recipeVisibilities, type TIngredientLine, type TRecipeVisibility } from "#core/recipes/recipe.schema.ts";
import { type TRecipeInput, toCuisineName, ZRecipeInput } from "#core/recipes/recipe-input.schema.ts";
import type { TEditableRecipe } from "#core/recipes/recipe-view.schema.ts";
import type { TCourse, TDiet } from "#core/recipes/tags.ts";

/** One ingredient line or one step, as typed. */
export interface TEditorItem {
  key: string;
  text: string;
  /** The stored, parsed line an ingredient started as: sent back as it is while the text is unchanged. */
  original?: TIngredientLine;
}

/** An ingredient group or a method section: an optional name and its items. */
export interface TEditorGroup {
  key: string;
  name: string;
  items: TEditorItem[];
}

/** The form's two lists; their keys start differently so ids never clash ("g0l2", "t0s1"). */
export type TListKind = "ingredients" | "steps";
const keyPrefixes: Record<TListKind, { group: string; item: string }> = {
  ingredients: { group: "g", item: "l" },
  steps: { group: "t", item: "s" },
};

export interface TEditorState {
  title: string;
  description: string;
  servings: string;
  yieldText: string;
  prepMinutes: string;
  cookMinutes: string;
  totalMinutes: string;
  ingredientGroups: TEditorGroup[];
  instructionSections: TEditorGroup[];
  courses: TCourse[];
  diets: TDiet[];
  /** Comma-separated, as typed. */
  cuisines: string;
  nutrition: Record<(typeof nutritionKeys)[number], string>;
  sourceUrl: string;
  videoUrl: string;
  attribution: string;
  visibility: TRecipeVisibility;
}

/** Field errors by field id: "title", "servings", a line's or step's key, "nutrition.calories", "form". */
export type TFieldErrors = Record<string, string>;

let keySeed = 0;
/**
 * A key for a line, step or group added in the browser. Forms built from data use keys from
 * positions instead ("g0l2"), so the server render and hydration agree on the ids built from them.
 */
function newKey(prefix: string): string {
  keySeed += 1;
  return `n${prefix}${keySeed}${Math.random().toString(36).slice(2, 6)}`;
}

export const emptyItem = (kind: TListKind, text = "", key = newKey(keyPrefixes[kind].item)): TEditorItem => ({
  key,
  text,
});

export const emptyGroup = (kind: TListKind, name = "", key = newKey(keyPrefixes[kind].group)): TEditorGroup => ({
  key,
  name,
  items: [emptyItem(kind, "", `${key}${keyPrefixes[kind].item}0`)],
});

/** The first group of a list built from data, with a position key. */
const firstGroup = (kind: TListKind) => emptyGroup(kind, "", `${keyPrefixes[kind].group}0`);

const emptyNutrition = () => Object.fromEntries(nutritionKeys.map((key) => [key, ""])) as TEditorState["nutrition"];

export function emptyEditorState(): TEditorState {
  return {
    title: "",
    description: "",
    servings: "",
    yieldText: "",
    prepMinutes: "",
    cookMinutes: "",
    totalMinutes: "",
    ingredientGroups: [firstGroup("ingredients")],
    instructionSections: [firstGroup("steps")],
    courses: [],
    diets: [],
    cuisines: "",
    nutrition: emptyNutrition(),
    sourceUrl: "",
    videoUrl: "",
    attribution: "",
    visibility: "public",
  };
}

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

/** A list built from data: keys from positions, each ingredient keeping the parsed line it came from. */
function groupsFrom(kind: TListKind, groups: { name: string; items: Omit<TEditorItem, "key">[] }[]): TEditorGroup[] {
  const prefix = keyPrefixes[kind];
  const built = groups.map((group, g) => ({
    key: `${prefix.group}${g}`,
    name: group.name,
    items: group.items.map((item, i) => ({ key: `${prefix.group}${g}${prefix.item}${i}`, ...item })),
  }));
  return built.length > 0 ? built : [firstGroup(kind)];
}

const asVisibility = (value: string, fallback: TRecipeVisibility) =>
  ((recipeVisibilities as readonly string[]).includes(value) ? value : fallback) as TRecipeVisibility;

/** A saved recipe (or an import's draft, with the fields an import fills in itself) as the form. */
export function editorStateFromRecipe(recipe: TEditableRecipe): TEditorState {
  return {
    title: recipe.title,
    description: recipe.description,
    servings: numberText(recipe.servings),
    yieldText: recipe.yieldText ?? "",
    prepMinutes: numberText(recipe.prepMinutes),
    cookMinutes: numberText(recipe.cookMinutes),
    totalMinutes: numberText(recipe.totalMinutes),
    ingredientGroups: groupsFrom(
      "ingredients",
      recipe.ingredientGroups.map((group) => ({
        name: group.name ?? "",
        items: group.lines.map((line) => ({ text: line.text, original: line })),
      })),
    ),
    instructionSections: groupsFrom(
      "steps",
      recipe.instructionSections.map((section) => ({
        name: section.name ?? "",
        items: section.steps.map((text) => ({ text })),
      })),
    ),
    courses: recipe.courses as TCourse[],
    diets: recipe.diets as TDiet[],
    cuisines: recipe.cuisines.join(", "),
    nutrition: Object.fromEntries(
      nutritionKeys.map((key) => [key, numberText(recipe.nutrition?.[key])]),
    ) as TEditorState["nutrition"],
    sourceUrl: recipe.sourceUrl ?? "",
    videoUrl: recipe.videoUrl ?? "",
    attribution: recipe.attribution ?? "",
    visibility: recipe.visibility,
  };
}

const asString = (value: unknown) => (typeof value === "string" ? value : "");
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asRecord = (value: unknown) =>
  (value !== null && typeof value === "object" ? value : {}) as Record<string, unknown>;

/**
 * An autosaved form, read back leniently (it was stored as the browser sent it): anything missing
 * or odd falls back to the empty form's value.
 */
export function editorStateFromDraft(data: Record<string, unknown>): TEditorState {
  const base = emptyEditorState();
  const ingredientGroups = asArray(data.ingredientGroups).map((g) => {
    const group = asRecord(g);
    return {
      name: asString(group.name),
      items: asArray(group.lines).map((l) => {
        const line = asRecord(l);
        const original = line.original as TIngredientLine | undefined;
        return { text: asString(line.text), ...(original && typeof original.text === "string" ? { original } : {}) };
      }),
    };
  });
  const instructionSections = asArray(data.instructionSections).map((s) => {
    const section = asRecord(s);
    return {
      name: asString(section.name),
      items: asArray(section.steps).map((step) => ({ text: asString(asRecord(step).text) })),
    };
  });
  const nutrition = asRecord(data.nutrition);
  return {
    ...base,
    title: asString(data.title),
    description: asString(data.description),
    servings: asString(data.servings),
    yieldText: asString(data.yieldText),
    prepMinutes: asString(data.prepMinutes),
    cookMinutes: asString(data.cookMinutes),
    totalMinutes: asString(data.totalMinutes),
    ingredientGroups: groupsFrom("ingredients", ingredientGroups),
    instructionSections: groupsFrom("steps", instructionSections),
    courses: asArray(data.courses).filter((c): c is TCourse => typeof c === "string") as TCourse[],
    diets: asArray(data.diets).filter((d): d is TDiet => typeof d === "string") as TDiet[],
    cuisines: asString(data.cuisines),
    nutrition: Object.fromEntries(
      nutritionKeys.map((key) => [key, asString(nutrition[key])]),
    ) as TEditorState["nutrition"],
    sourceUrl: asString(data.sourceUrl),
    videoUrl: asString(data.videoUrl),
    attribution: asString(data.attribution),
    visibility: asVisibility(asString(data.visibility), base.visibility),
  };
}

/** What the autosave stores: the form without its React keys. */
export function toDraftData(state: TEditorState): Record<string, unknown> {
  return {
    ...state,
    ingredientGroups: state.ingredientGroups.map((group) => ({
      name: group.name,
      lines: group.items.map((line) =>
        line.original ? { text: line.text, original: line.original } : { text: line.text },
      ),
    })),
    instructionSections: state.instructionSections.map((section) => ({
      name: section.name,
      steps: section.items.map((step) => ({ text: step.text })),
    })),
  };
}

/** "" → null, "12" → 12, "abc" → NaN (which the schema then rejects next to the field). */
function toNumber(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  return trimmed === "" ? null : Number(trimmed);
}

interface TBuilt {
  raw: Record<string, unknown> &
    Pick<TRecipeInput, "visibility"> & {
      ingredientGroups: { lines: unknown[] }[];
      instructionSections: { steps: unknown[] }[];
    };
  /** Where each sent line and step came from: the schema's paths point at these. */
  lineKeys: string[][];
  stepKeys: string[][];
  groupKeys: string[];
  sectionKeys: string[];
}

/** The groups worth sending (with a filled item, or a name), each with only its filled items. */
function filledGroups(groups: TEditorGroup[]) {
  return groups
    .map((group) => ({ group, items: group.items.filter((item) => item.text.trim() !== "") }))
    .filter(({ group, items }) => items.length > 0 || group.name.trim() !== "");
}

function build(state: TEditorState): TBuilt {
  const ingredients = filledGroups(state.ingredientGroups);
  const ingredientGroups = ingredients.map(({ group, items }) => ({
    name: group.name.trim() || null,
    lines: items.map((line) =>
      line.original && line.original.text === line.text.trim() ? line.original : line.text.trim(),
    ),
  }));
  const sections = filledGroups(state.instructionSections);
  const instructionSections = sections.map(({ group, items }) => ({
    name: group.name.trim() || null,
    steps: items.map((step) => step.text.trim()),
  }));
  const nutritionEntries = nutritionKeys
    .map((key) => [key, toNumber(state.nutrition[key])] as const)
    .filter(([, value]) => value !== null);
  const cuisines = state.cuisines
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean);
  return {
    raw: {
      title: state.title,
      description: state.description,
      servings: toNumber(state.servings),
      yieldText: state.yieldText.trim() || null,
      prepMinutes: toNumber(state.prepMinutes),
      cookMinutes: toNumber(state.cookMinutes),
      totalMinutes: toNumber(state.totalMinutes),
      ingredientGroups,
      instructionSections,
      courses: state.courses,
      diets: state.diets,
      cuisines: [...new Set(cuisines.map(toCuisineName))],
      nutrition: nutritionEntries.length > 0 ? Object.fromEntries(nutritionEntries) : null,
      sourceUrl: state.sourceUrl.trim() || null,
      videoUrl: state.videoUrl.trim() || null,
      attribution: state.attribution.trim() || null,
      visibility: state.visibility,
    },
    lineKeys: ingredients.map(({ items }) => items.map((item) => item.key)),
    stepKeys: sections.map(({ items }) => items.map((item) => item.key)),
    groupKeys: ingredients.map(({ group }) => group.key),
    sectionKeys: sections.map(({ group }) => group.key),
  };
}

const friendlyMessages: Record<string, string> = {
  servings: "Servings: a whole number from 1 to 1000.",
  prepMinutes: "Minutes: a whole number from 0 to 10,000.",
  cookMinutes: "Minutes: a whole number from 0 to 10,000.",
  totalMinutes: "Minutes: a whole number from 0 to 10,000.",
  sourceUrl: "Enter a web address that starts with http:// or https://.",
  videoUrl: "Enter the video's web address, starting with https://.",
  description: "Keep the description under 5,000 characters.",
  yieldText: "Keep this under 100 characters.",
  attribution: "Keep this under 300 characters.",
  cuisines: "Up to 10 cuisines, each under 40 characters.",
  visibility: "Choose who can see the recipe.",
};

/** The form field a schema issue is about, by the path the schema reports. */
export function fieldForPath(path: readonly PropertyKey[], built: Omit<TBuilt, "raw">): string {
  const [head, a, b, c] = path;
  if (head === "ingredientGroups" && typeof a === "number") {
    if (b === "lines" && typeof c === "number") return built.lineKeys[a]?.[c] ?? "ingredients";
    if (b === "name") return `${built.groupKeys[a]}.name`;
    return "ingredients";
  }
  if (head === "instructionSections" && typeof a === "number") {
    if (b === "steps" && typeof c === "number") return built.stepKeys[a]?.[c] ?? "steps";
    if (b === "name") return `${built.sectionKeys[a]}.name`;
    return "steps";
  }
  if (head === "ingredientGroups") return "ingredients";
  if (head === "instructionSections") return "steps";
  if (head === "nutrition" && typeof a === "string") return `nutrition.${a}`;
  return String(head ?? "form");
}

function messageFor(field: string, head: string, fallback: string): string {
  if (head === "ingredientGroups")
    return field.endsWith(".name")
      ? "Keep the group name under 200 characters."
      : "Keep each ingredient under 500 characters.";
  if (head === "instructionSections")
    return field.endsWith(".name")
      ? "Keep the section name under 200 characters."
      : "Keep each step under 5,000 characters.";
  if (head === "nutrition") return "Enter a number, 0 or more.";
  return friendlyMessages[head] ?? fallback;
}

export type TValidation = { input: TRecipeInput; errors: null } | { input: null; errors: TFieldErrors };

/**
 * The form as the API input, or the errors to show next to its fields: the schema's, and what a
 * published recipe may not be without (an ingredient, a step), beside the list that lacks it.
 */
export function validateEditor(state: TEditorState): TValidation {
  const built = build(state);
  const parsed = ZRecipeInput.safeParse(built.raw);
  const errors: TFieldErrors = {};
  for (const gap of findPublishingGaps(built.raw)) errors[fieldForPath([gap.path], built)] = gap.message;
  if (parsed.success && Object.keys(errors).length === 0) return { input: parsed.data, errors: null };
  for (const issue of parsed.error?.issues ?? []) {
    const field = fieldForPath(issue.path, built);
    errors[field] ??= messageFor(field, String(issue.path[0] ?? ""), issue.message);
  }
  return { input: null, errors };
}

/**
 * Where focus goes for a field's error: the field itself, or the first item of a list the error is
 * about ("Add at least one step before publishing." goes to Step 1).
 */
export function focusFieldFor(state: TEditorState, field: string): string {
  if (field === "ingredients") return state.ingredientGroups[0]?.items[0]?.key ?? field;
  if (field === "steps") return state.instructionSections[0]?.items[0]?.key ?? field;
  return field;
}

/**
 * An API refusal "field.path: message" (the server's validation format) as a field error; anything
 * else lands on the form.
 */
export function errorsFromServer(state: TEditorState, message: string): TFieldErrors {
  const match = /^([\w.]+): (.+)$/.exec(message);
  if (!match) return { form: message };
  const path = match[1].split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const field = fieldForPath(path, build(state));
  return { [field]: match[2] };
}

/** The first field with an error, in the order the form shows them. */
export function firstErrorField(state: TEditorState, errors: TFieldErrors): string | null {
  const order = [
    "title",
    "description",
    "servings",
    "yieldText",
    "prepMinutes",
    "cookMinutes",
    "totalMinutes",
    "ingredients",
    ...state.ingredientGroups.flatMap((g) => [`${g.key}.name`, ...g.items.map((l) => l.key)]),
    "steps",
    ...state.instructionSections.flatMap((s) => [`${s.key}.name`, ...s.items.map((t) => t.key)]),
    "courses",
    "diets",
    "cuisines",
    ...nutritionKeys.map((key) => `nutrition.${key}`),
    "sourceUrl",
    "videoUrl",
    "attribution",
    "visibility",
    "form",
  ];
  return order.find((field) => errors[field]) ?? Object.keys(errors)[0] ?? null;
}
