/**
 * /api/import (issue 5): preview a recipe from an address, pasted HTML or pasted text; save the
 * reviewed result; or import an address in one step (bulk import, the "Save to Ladle" button).
 * Signed-in, registered users only; each user's imports are rate limited.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedInSecurity } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TAppDeps } from "#server/services.ts";
import {
  importHtmlMaxBytes,
  ZImportPreview,
  ZImportPreviewInput,
  ZImportResult,
  ZImportSaveInput,
  ZImportUrlInput,
} from "./schemas.ts";
import { importFromUrl, previewImport, saveImport } from "./service.ts";

const tags = ["import"];

const failures =
  "Failures have their own codes: IMPORT_INVALID_URL, IMPORT_REFUSED_ADDRESS (private, loopback and other non-public addresses are never fetched), IMPORT_BLOCKED (the site refused us: 403/429 or a bot check), IMPORT_NOT_RECIPE, IMPORT_TOO_LARGE (over 5 MB), IMPORT_TIMEOUT (10 s), IMPORT_UNREACHABLE, RATE_LIMITED.";

export async function registerImportRoutes(api: FastifyInstance, { db, env }: TAppDeps) {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/import/preview",
    {
      // A pasted page may be several megabytes.
      bodyLimit: importHtmlMaxBytes + 64 * 1024,
      schema: {
        tags,
        summary: "Read a recipe for review (nothing is saved)",
        description: `Body \`{url}\`, \`{html, url?}\` or \`{text}\`. Every ingredient line comes back parsed; \`problems\` lists missing fields and lines that need a look; \`existing\` is an earlier import of the same page. ${failures}`,
        security: signedInSecurity,
        body: ZImportPreviewInput,
        response: { 200: ZImportPreview },
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "authorized");
      return previewImport({ db, env, userId: viewer.userId, input: request.body });
    },
  );

  typed.post(
    "/import/save",
    {
      schema: {
        tags,
        summary: "Save a reviewed import as your recipe",
        description:
          'Private unless `visibility` says otherwise. The photo is downloaded and stored as WebP (`imageStatus`). With `onExisting: "use"` (the default) an earlier import of the same page is reused: yours comes back as `existing`; someone\'s public one is put in your "Saved recipes" collection (`saved`).',
        security: signedInSecurity,
        body: ZImportSaveInput,
        response: { 200: ZImportResult },
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "authorized");
      return saveImport({ db, env, userId: viewer.userId, input: request.body });
    },
  );

  typed.post(
    "/import/url",
    {
      schema: {
        tags,
        summary: "Import an address in one step, without review",
        description: `Finds an earlier import of the address or fetches, reads and saves it. Used by bulk import and the "Save to Ladle" button. ${failures}`,
        security: signedInSecurity,
        body: ZImportUrlInput,
        response: { 200: ZImportResult },
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "authorized");
      return importFromUrl({
        db,
        env,
        userId: viewer.userId,
        url: request.body.url,
        visibility: request.body.visibility,
      });
    },
  );
}
