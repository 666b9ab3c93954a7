/**
 * Route actions of forms whose save names its version (src/web/lib/edit-conflict.ts): the version
 * is dropped when the cook chose "Save mine over it", and a refused save answers the form as posted
 * (status 200, as field errors do: the page shows it in place).
 */
import { AppError } from "#core/errors.ts";
import { expectedVersionField, overwriteField, type TConflictAnswer } from "./edit-conflict.ts";

/** The posted form, without its version when the cook chose to save theirs over a newer one. */
export function withChosenVersion(form: FormData): FormData {
  if (form.get(overwriteField) === "1") form.delete(expectedVersionField);
  form.delete(overwriteField);
  return form;
}

export function isEditConflict(error: unknown): boolean {
  return error instanceof AppError && error.code === "EDIT_CONFLICT";
}

/** `form` as it was posted, before `withChosenVersion` changed it. */
export function conflictAnswerOf(posted: Record<string, string>): TConflictAnswer {
  return { ok: false, isConflict: true, posted, formError: null };
}

/** The text fields of a posted form, read before anything changes it. */
export function postedFieldsOf(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && name !== overwriteField && !(name in fields)) fields[name] = value;
  }
  return fields;
}
