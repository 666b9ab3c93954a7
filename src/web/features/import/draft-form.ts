/**
 * The review editor's state: the preview's draft as editable text (ingredient lines one per line,
 * numbers as typed), and back to the save request.
 */
import { describeLineProblem, toIngredientLine } from "#core/import/import-draft.ts";
import { parseIngredient } from "#core/ingredients/parse-ingredient.ts";
import type { TIngredientLine } from "#core/recipes/recipe.schema.ts";
import type { TImportPreview, TImportSaveBody } from "./api.ts";

export type TVisibilityChoice = "private" | "public";

export interface TIngredientGroupForm {
  key: string;
  name: string;
  text: string;
}

export interface TStepForm {
  key: string;
  text: string;
}

export interface TSectionForm {
  key: string;
  name: string;
  steps: TStepForm[];
}

export interface TDraftForm {
  title: string;
  description: string;
  servings: string;
  yieldText: string;
  prepMinutes: string;
  cookMinutes: string;
  totalMinutes: string;
  groups: TIngredientGroupForm[];
  sections: TSectionForm[];
  keepImage: boolean;
  visibility: TVisibilityChoice;
}

let nextKey = 0;
export function newKey(prefix: string): string {
  nextKey += 1;
  return `${prefix}-${nextKey}`;
}

const numberText = (value: number | null) => (value === null ? "" : String(value));

export function toDraftForm(preview: TImportPreview): TDraftForm {
  const { draft } = preview;
  return {
    title: draft.title,
    description: draft.description,
    servings: numberText(draft.servings),
    yieldText: draft.yieldText ?? "",
    prepMinutes: numberText(draft.prepMinutes),
    cookMinutes: numberText(draft.cookMinutes),
    totalMinutes: numberText(draft.totalMinutes),
    groups: (draft.ingredientGroups.length > 0 ? draft.ingredientGroups : [{ name: null, lines: [] }]).map((group) => ({
      key: newKey("group"),
      name: group.name ?? "",
      text: group.lines.map((line) => line.text).join("\n"),
    })),
    sections: (draft.instructionSections.length > 0 ? draft.instructionSections : [{ name: null, steps: [""] }]).map(
      (section) => ({
        key: newKey("section"),
        name: section.name ?? "",
        steps: section.steps.map((text) => ({ key: newKey("step"), text })),
      }),
    ),
    keepImage: draft.imageUrl !== null,
    visibility: "private",
  };
}

export function linesOf(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

export interface TLineCheck {
  text: string;
  problem: string | null;
  parsed: TIngredientLine;
}

/** Each line as the server will read it, with what (if anything) needs a look. */
export function checkLines(text: string): TLineCheck[] {
  return linesOf(text).map((line) => {
    const parsed = parseIngredient(line);
    return { text: line, problem: describeLineProblem(line, parsed), parsed: toIngredientLine(line, parsed) };
  });
}

function toNumber(text: string, max: number): number | null {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) && value >= 0 ? Math.min(value, max) : null;
}

export interface TFormProblem {
  /** The id of the field to focus. */
  fieldId: string;
  message: string;
}

/** What to point at before saving: the blocking title, and things worth a second look. */
export function findFormProblems(
  form: TDraftForm,
  ids: { title: string; group: (i: number) => string; steps: string },
) {
  const problems: TFormProblem[] = [];
  if (!form.title.trim()) problems.push({ fieldId: ids.title, message: "Give the recipe a title." });
  const lineChecks = form.groups.map((group) => checkLines(group.text));
  if (lineChecks.every((checks) => checks.length === 0)) {
    problems.push({ fieldId: ids.group(0), message: "Add the ingredients, one per line." });
  }
  lineChecks.forEach((checks, i) => {
    const unread = checks.filter((check) => check.problem).length;
    if (unread > 0) {
      problems.push({
        fieldId: ids.group(i),
        message: unread === 1 ? "1 ingredient line needs a look." : `${unread} ingredient lines need a look.`,
      });
    }
  });
  if (form.sections.every((section) => section.steps.every((step) => !step.text.trim()))) {
    problems.push({ fieldId: ids.steps, message: "Add the steps." });
  }
  return problems;
}

export function toSaveBody(form: TDraftForm, preview: TImportPreview, onExisting: "use" | "copy"): TImportSaveBody {
  const servings = toNumber(form.servings, 1000);
  return {
    recipe: {
      title: form.title.trim(),
      description: form.description.trim(),
      servings: servings && servings >= 1 ? servings : null,
      yieldText: form.yieldText.trim() || null,
      prepMinutes: toNumber(form.prepMinutes, 10_000),
      cookMinutes: toNumber(form.cookMinutes, 10_000),
      totalMinutes: toNumber(form.totalMinutes, 10_000),
      ingredientGroups: form.groups
        .map((group) => ({ name: group.name.trim() || null, lines: linesOf(group.text) }))
        .filter((group) => group.lines.length > 0),
      instructionSections: form.sections
        .map((section) => ({
          name: section.name.trim() || null,
          steps: section.steps.map((step) => step.text.trim()).filter(Boolean),
        }))
        .filter((section) => section.steps.length > 0),
      courses: preview.draft.courses,
      cuisines: preview.draft.cuisines,
      diets: preview.draft.diets,
      nutrition: preview.draft.nutrition,
      videoUrl: preview.draft.videoUrl,
    },
    imageUrl: form.keepImage ? preview.draft.imageUrl : null,
    visibility: form.visibility,
    source: preview.source,
    onExisting,
  };
}
