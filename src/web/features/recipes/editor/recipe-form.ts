/**
 * The Add Recipe / Submit Edit Recipe form as data: what the inputs hold (strings, as typed), how it
 * becomes the API's `ZRecipeInput`, and how the schema's complaints find their way back to the
 * field they are about. Pure, so it is tested without a browser.
 */
import type { TIngredientLine, TNutrition, TRecipeVisibility } from "#core/recipes/recipe.schema.ts";
import { type TRecipeInput, toCuisineName, ZRecipeInput } from "#core/recipes/recipe-input.schema.ts";
import type { TCourse, TDiet } from "#core/recipes/tags.ts";

export interface TEditorLine {
  key: string;
  text: string;
  /** The stored, parsed line this one started as: sent back as it is while the text is unchanged. */
  original?: TIngredientLine;
}

export interface TEditorGroup {
  key: string;
  name: string;
  lines: TEditorLine[];
}

export interface TEditorStep {
  key: string;
  text: string;
}

export interface TEditorSection {
  key: string;
  name: string;
  steps: TEditorStep[];
}

export const nutritionKeys = [
  "calories",
  "fatContent",
  "saturatedFatContent",
  "carbohydrateContent",
  "sugarContent",
  "fiberContent",
  "proteinContent",
  "sodiumContent",
] as const satisfies readonly (keyof TNutrition)[];

export interface TEditorState {
  title: string;
  description: string;
  servings: string;
  yieldText: string;
  prepMinutes: string;
  cookMinutes: string;
  totalMinutes: string;
  ingredientGroups: TEditorGroup[];
  instructionSections: TEditorSection[];
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
export function newKey(prefix = "k"): string {
  keySeed += 1;
  return `n${prefix}${keySeed}${Math.random().toString(36).slice(2, 6)}`;
}

export const emptyLine = (text = "", key = newKey("l")): TEditorLine => ({ key, text });
export const emptyStep = (text = "", key = newKey("s")): TEditorStep => ({ key, text });
export const emptyGroup = (name = "", key = newKey("g")): TEditorGroup => ({
  key,
  name,
  lines: [emptyLine("", `${key}l0`)],
});
export const emptySection = (name = "", key = newKey("t")): TEditorSection => ({
  key,
  name,
  steps: [emptyStep("", `${key}s0`)],
});

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
    ingredientGroups: [emptyGroup("", "g0")],
    instructionSections: [emptySection("", "t0")],
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

export interface TEditableRecipe {
  title: string;
  description: string;
  servings: number | null;
  yieldText: string | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  ingredientGroups: { name: string | null; lines: TIngredientLine[] }[];
  instructionSections: { name: string | null; steps: string[] }[];
  courses: string[];
  diets: string[];
  cuisines: string[];
  nutrition: TNutrition | null;
  sourceUrl: string | null;
  videoUrl: string | null;
  attribution: string | null;
  visibility: string;
}

export function editorStateFromRecipe(recipe: TEditableRecipe): TEditorState {
  const groups = recipe.ingredientGroups.map((group, g) => ({
    key: `g${g}`,
    name: group.name ?? "",
    lines: group.lines.map((line, l) => ({ key: `g${g}l${l}`, text: line.text, original: line })),
  }));
  const sections = recipe.instructionSections.map((section, t) => ({
    key: `t${t}`,
    name: section.name ?? "",
    steps: section.steps.map((text, i) => emptyStep(text, `t${t}s${i}`)),
  }));
  return {
    title: recipe.title,
    description: recipe.description,
    servings: numberText(recipe.servings),
    yieldText: recipe.yieldText ?? "",
    prepMinutes: numberText(recipe.prepMinutes),
    cookMinutes: numberText(recipe.cookMinutes),
    totalMinutes: numberText(recipe.totalMinutes),
    ingredientGroups: groups.length > 0 ? groups : [emptyGroup("", "g0")],
    instructionSections: sections.length > 0 ? sections : [emptySection("", "t0")],
    courses: recipe.courses as TCourse[],
    diets: recipe.diets as TDiet[],
    cuisines: recipe.cuisines.join(", "),
    nutrition: Object.fromEntries(
      nutritionKeys.map((key) => [key, numberText(recipe.nutrition?.[key])]),
    ) as TEditorState["nutrition"],
    sourceUrl: recipe.sourceUrl ?? "",
    videoUrl: recipe.videoUrl ?? "",
    attribution: recipe.attribution ?? "",
    visibility: (["public", "private", "draft", "paywalled"].includes(recipe.visibility)
      ? recipe.visibility
      : "public") as TRecipeVisibility,
  };
}

const asString = (value: unknown) => (typeof value === "string" ? value : "");
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * An autosaved form, read back leniently (it was stored as the browser sent it): anything missing
 * or odd falls back to the empty form's value.
 */
export function editorStateFromDraft(data: Record<string, unknown>): TEditorState {
  const base = emptyEditorState();
  const groups = asArray(data.ingredientGroups).map((g, gi) => {
    const group = (g ?? {}) as Record<string, unknown>;
    return {
      key: `g${gi}`,
      name: asString(group.name),
      lines: asArray(group.lines).map((l, li) => {
        const line = (l ?? {}) as Record<string, unknown>;
        const original = line.original as TIngredientLine | undefined;
        return {
          key: `g${gi}l${li}`,
          text: asString(line.text),
          ...(original && typeof original.text === "string" ? { original } : {}),
        };
      }),
    };
  });
  const sections = asArray(data.instructionSections).map((s, si) => {
    const section = (s ?? {}) as Record<string, unknown>;
    return {
      key: `t${si}`,
      name: asString(section.name),
      steps: asArray(section.steps).map((step, i) =>
        emptyStep(asString((step as Record<string, unknown> | null)?.text), `t${si}s${i}`),
      ),
    };
  });
  const nutrition = (data.nutrition ?? {}) as Record<string, unknown>;
  const visibility = asString(data.visibility);
  return {
    ...base,
    title: asString(data.title),
    description: asString(data.description),
    servings: asString(data.servings),
    yieldText: asString(data.yieldText),
    prepMinutes: asString(data.prepMinutes),
    cookMinutes: asString(data.cookMinutes),
    totalMinutes: asString(data.totalMinutes),
    ingredientGroups: groups.length > 0 ? groups : base.ingredientGroups,
    instructionSections: sections.length > 0 ? sections : base.instructionSections,
    courses: asArray(data.courses).filter((c): c is TCourse => typeof c === "string") as TCourse[],
    diets: asArray(data.diets).filter((d): d is TDiet => typeof d === "string") as TDiet[],
    cuisines: asString(data.cuisines),
    nutrition: Object.fromEntries(
      nutritionKeys.map((key) => [key, asString(nutrition[key])]),
    ) as TEditorState["nutrition"],
    sourceUrl: asString(data.sourceUrl),
    videoUrl: asString(data.videoUrl),
    attribution: asString(data.attribution),
    visibility: (["public", "private", "draft", "paywalled"].includes(visibility)
      ? visibility
      : base.visibility) as TRecipeVisibility,
  };
}

/** What the autosave stores: the form without its React keys. */
export function toDraftData(state: TEditorState): Record<string, unknown> {
  return {
    ...state,
    ingredientGroups: state.ingredientGroups.map((group) => ({
      name: group.name,
      lines: group.lines.map((line) =>
        line.original ? { text: line.text, original: line.original } : { text: line.text },
      ),
    })),
    instructionSections: state.instructionSections.map((section) => ({
      name: section.name,
      steps: section.steps.map((step) => ({ text: step.text })),
    })),
  };
}

/** "" → null, "12" → 12, "abc" → NaN (which the schema then rejects next to the field). */
function toNumber(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  return trimmed === "" ? null : Number(trimmed);
}

interface TBuilt {
  raw: Record<string, unknown>;
  /** Where each sent line and step came from: the schema's paths point at these. */
  lineKeys: string[][];
  stepKeys: string[][];
  groupKeys: string[];
  sectionKeys: string[];
}

function build(state: TEditorState): TBuilt {
  const lineKeys: string[][] = [];
  const groupKeys: string[] = [];
  const ingredientGroups = state.ingredientGroups
    .map((group) => ({ group, lines: group.lines.filter((line) => line.text.trim() !== "") }))
    .filter(({ group, lines }) => lines.length > 0 || group.name.trim() !== "")
    .map(({ group, lines }) => {
      groupKeys.push(group.key);
      lineKeys.push(lines.map((line) => line.key));
      return {
        name: group.name.trim() || null,
        lines: lines.map((line) =>
          line.original && line.original.text === line.text.trim() ? line.original : line.text.trim(),
        ),
      };
    });
  const stepKeys: string[][] = [];
  const sectionKeys: string[] = [];
  const instructionSections = state.instructionSections
    .map((section) => ({ section, steps: section.steps.filter((step) => step.text.trim() !== "") }))
    .filter(({ section, steps }) => steps.length > 0 || section.name.trim() !== "")
    .map(({ section, steps }) => {
      sectionKeys.push(section.key);
      stepKeys.push(steps.map((step) => step.key));
      return { name: section.name.trim() || null, steps: steps.map((step) => step.text.trim()) };
    });
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
    lineKeys,
    stepKeys,
    groupKeys,
    sectionKeys,
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

/** The form as the API input, or the errors to show next to its fields. */
export function validateEditor(state: TEditorState): TValidation {
  const built = build(state);
  const parsed = ZRecipeInput.safeParse(built.raw);
  if (parsed.success) return { input: parsed.data, errors: null };
  const errors: TFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldForPath(issue.path, built);
    errors[field] ??= messageFor(field, String(issue.path[0] ?? ""), issue.message);
  }
  return { input: null, errors };
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
    ...state.ingredientGroups.flatMap((g) => [`${g.key}.name`, ...g.lines.map((l) => l.key)]),
    "steps",
    ...state.instructionSections.flatMap((s) => [`${s.key}.name`, ...s.steps.map((t) => t.key)]),
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
