import { defineEndpoints } from "../api/endpoint.ts";
import {
  ZImportPreview,
  ZImportPreviewInput,
  ZImportResult,
  ZImportSaveInput,
  ZImportUrlInput,
} from "./import.schema.ts";

const failures =
  "Failures have their own codes: IMPORT_INVALID_URL, IMPORT_REFUSED_ADDRESS (private, loopback and other non-public addresses are never fetched), IMPORT_BLOCKED (the site refused us: 403/429 or a bot check), IMPORT_NOT_RECIPE, IMPORT_TOO_LARGE (over 5 MB), IMPORT_TIMEOUT (10 s), IMPORT_UNREACHABLE, RATE_LIMITED.";

/**
 * Recipe import: preview a recipe from an address, pasted HTML or pasted text; save the reviewed
 * result; or import an address in one step (bulk import, the "Save to Ladle" button). Signed-in,
 * registered users only; each user's imports are rate limited.
 */
export const importApi = defineEndpoints("import", {
  preview: {
    method: "POST",
    path: "/import/preview",
    summary: "Read a recipe for review (nothing is saved)",
    description: `Body \`{url}\`, \`{html, url?}\` or \`{text}\`. Every ingredient line comes back parsed; \`problems\` lists missing fields and lines that need a look; \`existing\` is an earlier import of the same page. ${failures}`,
    isSignedIn: true,
    body: ZImportPreviewInput,
    response: ZImportPreview,
  },
  save: {
    method: "POST",
    path: "/import/save",
    summary: "Save a reviewed import as your recipe",
    description:
      'Private unless `visibility` says otherwise; a recipe without ingredients or steps stays private even then, and `keptPrivateFor` says what it lacks. The photo is downloaded and stored as WebP (`imageStatus`). With `onExisting: "use"` (the default) an earlier import of the same page is reused: yours comes back as `existing`; someone\'s public one is put in your "Saved recipes" collection (`saved`).',
    isSignedIn: true,
    body: ZImportSaveInput,
    response: ZImportResult,
  },
  importUrl: {
    method: "POST",
    path: "/import/url",
    summary: "Import an address in one step, without review",
    description: `Finds an earlier import of the address or fetches, reads and saves it. Used by bulk import and the "Save to Ladle" button. ${failures}`,
    isSignedIn: true,
    body: ZImportUrlInput,
    response: ZImportResult,
  },
});
