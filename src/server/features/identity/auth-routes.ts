/** Mounts better-auth's handler at /api/auth/* with its default endpoint paths. */
import type { FastifyInstance } from "fastify";
import { codeForStatus, defaultMessages } from "#core/errors.ts";
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
        // Signing out, revoking sessions, changing the address: who this is may change.
        if (request.method === "POST") identity.forgetViewerOf({ headers: headersOf(request) });
        const response = await identity.forwardToAuthLibrary({
          method: request.method,
          url: request.url,
          headers: headersOf(request),
          clientIp: request.ip,
          body: request.method === "POST" && body?.length ? new Uint8Array(body) : undefined,
        });
        if (request.method === "POST") identity.forgetViewerOf({ headers: headersOf(request) });
        reply.status(response.status);
        for (const [key, value] of response.headers) if (key !== "set-cookie") reply.header(key, value);
        const cookies = response.headers.getSetCookie();
        if (cookies.length) reply.header("set-cookie", cookies);
        const text = await response.text();
        if (response.status >= 400) return reply.send(toErrorShape(response.status, text));
        return reply.send(isJson(response) ? JSON.stringify(withoutTokens(JSON.parse(text || "null"))) : text);
      },
    });
  });
}

function isJson(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").includes("application/json");
}

/**
 * A session token in a JSON body is readable by any script on the page, and works as a bearer
 * token: HttpOnly on the cookie would protect nothing. Bodies go out without them; clients that
 * sign in for a bearer token read it from the `set-auth-token` header instead.
 */
export function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "token")
      .map(([key, item]) => [key, withoutTokens(item)]),
  );
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
    code: parsed.code ?? codeForStatus(status),
    message: parsed.message ?? "That request could not be completed.",
  };
}
