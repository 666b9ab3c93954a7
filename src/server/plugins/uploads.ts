/**
 * Serves uploaded files from `<dataDir>/uploads` at /uploads/*. Uploads come from users, so every
 * response is locked down: no MIME sniffing, and a CSP that stops an uploaded SVG from running
 * script when opened directly.
 */
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { TEnv } from "#server/env.ts";

export const uploadsPrefix = "/uploads/";
const uploadsCsp = "default-src 'none'; style-src 'unsafe-inline'";

export function uploadsDirFor(env: Pick<TEnv, "dataDir">): string {
  return path.join(env.dataDir, "uploads");
}

export async function registerUploads(app: FastifyInstance, { env }: { env: Pick<TEnv, "dataDir"> }) {
  const root = uploadsDirFor(env);
  fs.mkdirSync(root, { recursive: true });

  await app.register(
    async (scope) => {
      // A missing upload, a folder or a hidden file is a plain 404, not the API's JSON errors.
      const notFound = (reply: FastifyReply) =>
        reply.status(404).header("content-type", "text/plain; charset=utf-8").send("Not found");
      scope.setNotFoundHandler((_request, reply) => notFound(reply));
      scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
        if ((error.statusCode ?? 500) < 500) return notFound(reply);
        request.log.error({ err: error }, "upload could not be served");
        return reply.status(500).header("content-type", "text/plain; charset=utf-8").send("Something went wrong");
      });
      await scope.register(fastifyStatic, {
        root,
        prefix: "/",
        // Another instance serves build/client and owns reply.sendFile.
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: "ignore",
        cacheControl: false,
        setHeaders(reply, filePath) {
          reply.header("cache-control", "public, max-age=86400");
          reply.header("x-content-type-options", "nosniff");
          reply.header("content-security-policy", uploadsCsp);
          if (filePath.toLowerCase().endsWith(".svg")) reply.header("content-type", "image/svg+xml");
        },
      });
    },
    { prefix: uploadsPrefix.slice(0, -1) },
  );
}
