/**
 * A service's answer to a plan form: a field error ("day: Day 9 is past the plan's 7 days.") goes
 * beside its field, anything else the user can act on above the buttons, server faults upward.
 */
import { AppError } from "#core/errors.ts";
import { formErrorFrom } from "#web/features/recipes/page-errors.server.ts";

export function planFormErrorFrom(error: unknown) {
  if (error instanceof AppError && error.code === "VALIDATION_FAILED") {
    const match = /^([\w.]+): (.+)$/.exec(error.message);
    if (match) return { ok: false as const, fieldErrors: { [match[1].split(".")[0]]: match[2] }, formError: null };
  }
  const failure = formErrorFrom(error);
  return { ok: false as const, fieldErrors: {} as Record<string, string>, formError: failure.data.formError };
}

/** "" from an empty input means "not given". */
export function blankToNull(value: FormDataEntryValue | null): string | null {
  const text = typeof value === "string" ? value.trim() : "";
  return text === "" ? null : text;
}
