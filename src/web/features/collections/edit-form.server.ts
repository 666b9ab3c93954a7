/**
 * Edit Collection's form, read by its action: the details and cover (one form), and without the
 * page's script the list's move and remove buttons. The same schemas as the API validate it.
 */
import { z } from "zod";
import { ZExpectedUpdatedAt } from "#core/api/edit-version.ts";
import { type TCollectionUpdate, ZCollectionInput } from "#core/collections/collection.schema.ts";
import { parseFormData, type TFormParse } from "#web/lib/form-data.server.ts";

const ZCoverField = z
  .string()
  .regex(/^(auto|upload|recipe:[0-9a-f-]{36})$/i, "Choose a cover.")
  .optional();

const ZDetailsForm = ZCollectionInput.extend({ cover: ZCoverField, expectedUpdatedAt: ZExpectedUpdatedAt }).strip();

/**
 * The details form as the update it asks for; "upload" keeps the uploaded photo as it is. It names
 * the version the page opened with, unless the cook chose to save over a newer one.
 */
export function parseDetailsForm(form: FormData): TFormParse<TCollectionUpdate> {
  const parsed = parseFormData(form, ZDetailsForm);
  if (!parsed.ok) return parsed;
  const { cover, ...details } = parsed.data;
  const update: TCollectionUpdate = { ...details };
  if (cover === "auto") update.cover = { source: "auto" };
  else if (cover?.toLowerCase().startsWith("recipe:")) {
    update.cover = { source: "recipe", recipeId: cover.slice("recipe:".length).toLowerCase() };
  }
  return { ok: true, data: update };
}
