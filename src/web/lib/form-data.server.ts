/**
 * Route actions read a posted form through the same zod schema the API validates with: the form's
 * fields become an object (a repeated name becomes a list) and the schema does the rest, so no
 * action converts a field by hand. Field errors come back keyed by the field they are about.
 */
import type { z } from "zod";
import { controlCharacterMessage, findControlCharacter } from "#core/text/control-characters.ts";

export type TFormParse<T> = { ok: true; data: T } | { ok: false; fieldErrors: Record<string, string> };

export async function parseFormWith<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<TFormParse<z.output<S>>> {
  return parseFormData(await request.formData(), schema);
}

export function parseFormData<S extends z.ZodType>(form: FormData, schema: S): TFormParse<z.output<S>> {
  const values = formToObject(form);
  const badField = findControlCharacter(values);
  if (badField) return { ok: false, fieldErrors: { [badField[0]]: controlCharacterMessage([]).trim() } };
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
  return { ok: false, fieldErrors };
}

export function formToObject(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    const previous = values[name];
    values[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return values;
}
