/**
 * /api/import: each handler authorizes, then calls the import service. Validation, response
 * shaping and documentation come from the contract in src/core/import/import.api.ts. There is no
 * progress stream: the import page shows its steps while it waits for the one JSON answer.
 */
import type { FastifyInstance } from "fastify";
import { importApi } from "#core/import/import.api.ts";
import { importHtmlMaxBytes } from "#core/import/import.schema.ts";
import { route } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TServices } from "#server/services.ts";

export async function registerImportRoutes(api: FastifyInstance, { imports }: TServices) {
  route(
    api,
    importApi,
    "preview",
    async (request) => {
      const viewer = await requireAccess(request, "authorized");
      return imports.preview({ userId: viewer.userId, input: request.body });
    },
    // A pasted page may be several megabytes.
    { bodyLimit: importHtmlMaxBytes + 64 * 1024 },
  );

  route(api, importApi, "save", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return imports.save({ userId: viewer.userId, input: request.body });
  });

  route(api, importApi, "importUrl", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    const { url, visibility } = request.body;
    return imports.importFromUrl({ userId: viewer.userId, url, visibility });
  });
}
