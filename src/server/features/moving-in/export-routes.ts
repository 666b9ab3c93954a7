/** Downloads: one recipe as a file, and everything the signed-in cook made as one archive. */
import type { FastifyInstance, FastifyReply } from "fastify";
import { exportApi } from "#core/moving-in/export.api.ts";
import { route } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TServices } from "#server/services.ts";
import type { TExportFile } from "./export.ts";

/** An attachment with its name; the ASCII name for old clients, the UTF-8 one (RFC 6266) for the rest. */
function sendFile<TBody>(reply: FastifyReply, file: TExportFile<TBody>) {
  const asciiName = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return reply
    .header(
      "content-disposition",
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .type(file.contentType)
    .send(file.body);
}

export async function registerExportRoutes(api: FastifyInstance, { exports }: TServices) {
  route(api, exportApi, "exportRecipe", async (request, reply) => {
    const viewer = await request.getViewer();
    const file = await exports.recipeFile({
      viewerId: viewer?.userId ?? null,
      recipeId: request.params.id,
      format: request.query.format,
    });
    return sendFile(reply, file);
  });

  route(api, exportApi, "exportMine", async (request, reply) => {
    const viewer = await requireAccess(request, "authorized");
    const archive = await exports.userArchive({ userId: viewer.userId });
    return sendFile(reply, archive);
  });
}
