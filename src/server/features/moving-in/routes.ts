/**
 * /api/moving-in: upload a collection from another app (the file is the whole body), then poll the
 * import. Signed-in users only; each handler asks the service for the viewer's own imports only.
 */
import type { FastifyInstance } from "fastify";
import { AppError } from "#core/errors.ts";
import { movingInApi } from "#core/moving-in/moving-in.api.ts";
import { emptyUploadMessage, movingInMaxBytes } from "#core/moving-in/moving-in.schema.ts";
import { route } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TServices } from "#server/services.ts";

const tooLarge = `That file is over ${movingInMaxBytes / 1024 / 1024} MB, more than we take in one upload. Export fewer recipes at a time, or without photos, and upload each file.`;

export async function registerMovingInRoutes(api: FastifyInstance, { movingIn }: TServices) {
  await api.register(async (scope) => {
    // The file is the whole body, whatever its type (a .json export is a file here, not a request).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: movingInMaxBytes }, (_request, body, done) =>
      done(null, body),
    );
    // Refused before a byte is read when the size is declared; Fastify's own limit stops the rest.
    scope.addHook("onRequest", async (request) => {
      if (Number(request.headers["content-length"] ?? 0) > movingInMaxBytes) {
        throw new AppError("PAYLOAD_TOO_LARGE", { message: tooLarge });
      }
    });
    scope.setErrorHandler((error: Error & { statusCode?: number }) => {
      if (error.statusCode === 413) throw new AppError("PAYLOAD_TOO_LARGE", { message: tooLarge });
      throw error;
    });
    route(
      scope,
      movingInApi,
      "upload",
      async (request) => {
        const viewer = await requireAccess(request, "authorized");
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw new AppError("VALIDATION_FAILED", { message: emptyUploadMessage });
        }
        return movingIn.upload({
          userId: viewer.userId,
          fileName: request.query.fileName,
          bytes: new Uint8Array(body),
        });
      },
      {
        bodyLimit: movingInMaxBytes,
        consumes: ["application/octet-stream", "application/zip", "application/json", "text/plain"],
      },
    );
  });

  route(api, movingInApi, "latest", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return { import: await movingIn.findLatest({ userId: viewer.userId }) };
  });

  route(api, movingInApi, "get", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return movingIn.find({ userId: viewer.userId, importId: request.params.id });
  });

  route(api, movingInApi, "saveKeptDetails", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return movingIn.saveKeptDetails({ userId: viewer.userId, recipeId: request.params.id, input: request.body });
  });

  route(api, movingInApi, "removeKeptDetails", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    await movingIn.removeKeptDetails({ userId: viewer.userId, recipeId: request.params.id });
    return null;
  });
}
