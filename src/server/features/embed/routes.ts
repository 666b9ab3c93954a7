/**
 * GET /embed/save-button.js, outside /api: the script bloggers put on their pages. It is served
 * to every origin (CORS and CORP say so), cached for a week, revalidated by ETag.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { TEnv } from "#server/env.ts";
import { buildSaveButtonScript } from "./save-button-script.ts";

const saveButtonPath = "/embed/save-button.js";

export async function registerEmbedRoutes(app: FastifyInstance, { env }: { env: Pick<TEnv, "publicUrl"> }) {
  const script = buildSaveButtonScript(env.publicUrl);
  const etag = `"${createHash("sha256").update(script).digest("base64url").slice(0, 16)}"`;
  app.get(saveButtonPath, { schema: { hide: true } }, async (request, reply) => {
    reply
      .header("cache-control", "public, max-age=604800, stale-while-revalidate=86400")
      .header("etag", etag)
      .header("access-control-allow-origin", "*")
      // Helmet's default (same-origin) would stop other sites from loading the script.
      .header("cross-origin-resource-policy", "cross-origin")
      .header("x-content-type-options", "nosniff");
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    return reply.type("text/javascript; charset=utf-8").send(script);
  });
}
