/** Mounts better-auth's handler at /api/auth/* with its default endpoint paths. */
import type { FastifyInstance } from "fastify";
import { defaultMessages } from "#core/errors.ts";
import { headersOf } from "#server/plugins/access.ts";
import type { TServices } from "#server/services.ts";

export async function registerAuthRoutes(api: FastifyInstance, { identity }: Pick<TServices, "identity">) {
  await api.register(async (scope) => {
    // better-auth reads the body itself; Fastify must not reject empty JSON bodies first.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );

    scope.route({
      method: ["GET", "POST"],
      url: "/auth/*",
      schema: { hide: true },
      async handler(request, reply) {
        const body = request.body as Buffer | undefined;
        const response = await identity.forwardToAuthLibrary({
          method: request.method,
          url: request.url,
          headers: headersOf(request),
          clientIp: request.ip,
          body: request.method === "POST" && body?.length ? new Uint8Array(body) : undefined,
        });
        reply.status(response.status);
        for (const [key, value] of response.headers) if (key !== "set-cookie") reply.header(key, value);
        const cookies = response.headers.getSetCookie();
        if (cookies.length) reply.header("set-cookie", cookies);
        const text = await response.text();
        if (response.status >= 400) return reply.send(toErrorShape(response.status, text));
        return reply.send(text);
      },
    });
  });
}

/** better-auth's error bodies become our `{code, message}`; its 429 gets our 'Rate limit' text. */
function toErrorShape(status: number, text: string) {
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = JSON.parse(text);
  } catch {}
  if (status === 429) return { code: "RATE_LIMITED", message: defaultMessages.RATE_LIMITED };
  // A 5xx may carry internals (a driver's message); only our own delivery failure is worth showing.
  if (status >= 500 && parsed.code !== "DELIVERY_FAILED")
    return { code: "INTERNAL", message: defaultMessages.INTERNAL };
  return {
    code: parsed.code ?? (status === 401 ? "UNAUTHENTICATED" : "BAD_REQUEST"),
    message: parsed.message ?? "That request could not be completed.",
  };
}
