/**
 * A service's answer to a plan form: a field error ("day: Day 9 is past the plan's 7 days.") goes
 * beside its field, anything else the user can act on above the buttons, server faults upward.
 */
import type { z } from "zod";
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

/** A form's values read through a plan schema: the data, or the first error of each field. */
export function parsePlanForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; fieldErrors: Record<string, string>; formError: null } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
  return { ok: false, fieldErrors, formError: null };
}

/** `startDate` as the schemas want it: null for undated days, the date (or "" to be refused) otherwise. */
export function readStartDate(form: FormData): string | null {
  return form.get("when") === "dated" ? (blankToNull(form.get("startDate")) ?? "") : null;
}
