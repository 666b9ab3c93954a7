/**
 * Checks every API request passes before its route sees it:
 * - a request that changes something must come from Ladle's own pages or from a client that is not
 *   a browser: a browser's Origin (or Sec-Fetch-Site) naming another site is refused, so a page
 *   elsewhere cannot make a signed-in visitor's browser delete their account. SameSite cookies do
 *   not cover this alone: another port or a sibling subdomain is the "same site".
 * - bodies are JSON (or, for uploads, the file itself): a plain HTML form cannot send either, and
 *   Fastify's built-in text/plain parser is removed.
 * - no text input carries a control character (PostgreSQL refuses NUL; see core/text).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "#core/errors.ts";
import { controlCharacterMessage, findControlCharacter } from "#core/text/control-characters.ts";

const changingMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function registerRequestGuards(api: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  const publicOrigin = new URL(publicUrl).origin;
  api.removeContentTypeParser("text/plain");

  api.addHook("onRequest", async (request) => {
    if (changingMethods.has(request.method) && isCrossSite(request, publicOrigin)) {
      throw new AppError("FORBIDDEN", { message: "Requests from other sites are not accepted." });
    }
  });

  api.addHook("preValidation", async (request) => {
    for (const [part, value] of [
      ["params", request.params],
      ["query", request.query],
      ["body", request.body],
    ] as const) {
      const path = findControlCharacter(value);
      if (path) {
        throw new AppError("VALIDATION_FAILED", { message: controlCharacterMessage(path.length ? path : [part]) });
      }
    }
  });
}

/**
 * True when a browser tells us the request comes from another origin. Non-browser clients (the
 * apps, scripts with a bearer token) send neither header and are judged by their credentials alone.
 */
export function isCrossSite(request: Pick<FastifyRequest, "headers">, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin === "string" && origin !== "") {
    return origin !== publicOrigin && origin !== ownOrigin(request);
  }
  const site = request.headers["sec-fetch-site"];
  return site === "cross-site" || site === "same-site";
}

/** The origin the browser addressed (Host), so a server reached as 127.0.0.1 accepts its own pages. */
function ownOrigin(request: Pick<FastifyRequest, "headers">): string | null {
  const host = request.headers.host;
  if (!host) return null;
  const protocol = request.headers["x-forwarded-proto"] === "https" ? "https" : "http";
  return `${protocol}://${host}`;
}
