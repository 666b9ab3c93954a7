/**
 * Serves stored objects at /uploads/<key>: from the data folder, or from the bucket when S3 has no
 * public URL of its own. Uploads come from users, so every response is locked down: no MIME
 * sniffing, and a CSP that stops an SVG from running script when opened directly.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import {
  isValidKey,
  objectCacheControl,
  privateKeyPrefix,
  type TStorage,
  uploadsPath,
} from "#server/lib/storage/storage.ts";

const uploadsCsp = "default-src 'none'; style-src 'unsafe-inline'";

export async function registerUploads(app: FastifyInstance, { storage }: { storage: TStorage }) {
  await app.register(
    async (scope) => {
      // A missing object, a folder or a hidden file is a plain 404, not the API's JSON errors.
      const answerText = (reply: FastifyReply, status: number, text: string) =>
        reply.status(status).header("content-type", "text/plain; charset=utf-8").send(text);
      scope.setNotFoundHandler((_request, reply) => answerText(reply, 404, "Not found"));
      scope.setErrorHandler((error: Error & { statusCode?: number; status?: number }, request, reply) => {
        const status = error.status ?? error.statusCode ?? 500;
        if (status < 500) return answerText(reply, 404, "Not found");
        request.log.error({ err: error }, "upload could not be served");
        if (status === 503) return answerText(reply, 503, "File storage is not answering; try again in a minute.");
        return answerText(reply, 500, "Something went wrong");
      });

      // HEAD is its own method here: Fastify's automatic one would read the whole object to discard it.
      scope.route({
        method: ["GET", "HEAD"],
        url: "/*",
        exposeHeadRoute: false,
        handler: async (request, reply) => {
          const key = (request.params as { "*": string })["*"];
          const object = isValidKey(key) && !key.startsWith(privateKeyPrefix) ? await storage.read(key) : null;
          if (!object) return answerText(reply, 404, "Not found");
          reply
            .header("content-type", object.contentType)
            .header("cache-control", objectCacheControl)
            .header("x-content-type-options", "nosniff")
            .header("content-security-policy", uploadsCsp);
          if (object.size !== null) reply.header("content-length", object.size);
          if (request.method === "HEAD") {
            object.body.destroy();
            return reply.send();
          }
          return reply.send(object.body);
        },
      });
    },
    { prefix: uploadsPath.slice(0, -1) },
  );
}
