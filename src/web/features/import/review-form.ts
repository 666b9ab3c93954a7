/**
 * The import review in terms of the recipe form (src/web/features/recipes/editor/recipe-form.ts):
 * an import's draft as the form, each ingredient line checked as the server will read it, what
 * needs a look before saving, and the reviewed form as the save request. Pure.
 */
import { describeLineProblem, toIngredientLine } from "#core/import/import-draft.ts";
import { parseIngredient } from "#core/ingredients/parse-ingredient.ts";
import { describeMissingParts } from "#core/recipes/publishing.ts";
import type { TIngredientLine } from "#core/recipes/recipe.schema.ts";
import type { TRecipeInput } from "#core/recipes/recipe-input.schema.ts";
import {
  editorStateFromRecipe,
  type TEditorGroup,
  type TEditorState,
} from "#web/features/recipes/editor/recipe-form.ts";
import type { TImportPreview, TImportResult, TImportSaveBody } from "./mutations.ts";

/** The draft as the form: an import is private until the cook says otherwise. */
export function editorStateFromImport(draft: TImportPreview["draft"]): TEditorState {
  return editorStateFromRecipe({ ...draft, sourceUrl: null, attribution: null, visibility: "private" });
}

export interface TLineCheck {
  /** The form's key of the line. */
  key: string;
  text: string;
  problem: string | null;
  parsed: TIngredientLine;
}

/** A group's filled lines as the server will read them, with what (if anything) needs a look. */
export function checkLines(group: TEditorGroup): TLineCheck[] {
  return group.items
    .map((item) => ({ key: item.key, text: item.text.trim() }))
    .filter((line) => line.text !== "")
    .map(({ key, text }) => {
      const parsed = parseIngredient(text);
      return { key, text, problem: describeLineProblem(text, parsed), parsed: toIngredientLine(text, parsed) };
    });
}

export interface TReviewProblem {
  /** The form field to go to (`field-<field>`). */
  field: string;
  message: string;
}

/** What to point at before saving: the missing title, and things worth a second look. */
export function findReviewProblems(state: TEditorState): TReviewProblem[] {
  const problems: TReviewProblem[] = [];
  if (!state.title.trim()) problems.push({ field: "title", message: "Give the recipe a title." });
  const checks = state.ingredientGroups.map(checkLines);
  if (checks.every((lines) => lines.length === 0)) {
    problems.push({
      field: state.ingredientGroups[0]?.items[0]?.key ?? "ingredients",
      message: "Add the ingredients, one per line.",
    });
  }
  for (const lines of checks) {
    const unread = lines.filter((line) => line.problem);
    if (unread.length === 0) continue;
    problems.push({
      field: unread[0].key,
      message:
        unread.length === 1 ? "1 ingredient line needs a look." : `${unread.length} ingredient lines need a look.`,
    });
  }
  if (state.instructionSections.every((section) => section.items.every((step) => !step.text.trim()))) {
    problems.push({ field: state.instructionSections[0]?.items[0]?.key ?? "steps", message: "Add the steps." });
  }
  return problems;
}

/**
 * The reviewed recipe as the save request. The source link and credit come from the page (the
 * server writes them), so the form's own are not sent.
 */
export function toImportSaveBody(
  input: TRecipeInput,
  preview: Pick<TImportPreview, "draft" | "source">,
  options: { keepImage: boolean; onExisting: "use" | "copy" },
): TImportSaveBody {
  const { sourceUrl: _sourceUrl, attribution: _attribution, visibility, ...recipe } = input;
  return {
    recipe,
    imageUrl: options.keepImage ? preview.draft.imageUrl : null,
    visibility,
    source: preview.source,
    onExisting: options.onExisting,
  };
}

export function savedMessage(
  result: Pick<TImportResult, "outcome" | "collection" | "imageStatus" | "keptPrivateFor">,
): string {
  if (result.outcome === "existing") return "You'd already imported this recipe.";
  if (result.outcome === "saved") return `Saved to ${result.collection?.name ?? "your collection"}.`;
  const imported =
    result.keptPrivateFor.length > 0
      ? `Recipe imported and kept private: it has ${describeMissingParts(result.keptPrivateFor)} yet.`
      : "Recipe imported.";
  return result.imageStatus === "failed" ? `${imported} We couldn't get its photo.` : imported;
}
