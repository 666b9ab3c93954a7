/**
 * An answer to a signed-in request is made for that reader: a paywalled recipe in full for its
 * subscriber, at the very address where a visitor gets its teaser; their plans, lists and state.
 * No cache between Ladle and the browser (a CDN, a company proxy) may keep it for someone else, so
 * it says `private`, and `no-cache` so that a reader whose subscription ended is asked again rather
 * than served their old copy. Routes that choose their own policy (hashed assets, uploads, the
 * embed script, exports) keep it.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { hasSessionCookie } from "#server/features/identity/viewer.ts";

export const personalCacheControl = "private, no-cache";

function isSignedInRequest(request: FastifyRequest): boolean {
  return hasSessionCookie({ get: (name) => (request.headers[name] as string | undefined) ?? null });
}

export function markPersonalResponses(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    if (!reply.hasHeader("cache-control") && isSignedInRequest(request)) {
      reply.header("cache-control", personalCacheControl);
    }
  });
}
