/**
 * Hands every non-API path to React Router (framework mode). In production the server build in
 * build/server is imported once; in development Vite serves it with hot reload.
 */
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { matchRoute } from "#core/access/route-table.ts";
import { canonicalPath } from "#core/http/canonical-path.ts";
import { hasControlCharacter } from "#core/text/control-characters.ts";
import { hasSessionCookie, type TViewer } from "#server/features/identity/viewer.ts";
import { databaseUnavailableMessage, isDatabaseUnavailable } from "#server/lib/database-unavailable.ts";
import type { TAppContext } from "#web/context.ts";
import type { TEnv } from "../env.ts";
import { captureServerError } from "../lib/server-monitoring.ts";
import type { TServices } from "../services.ts";
import { headersOf } from "./access.ts";
import { PageCache, pageCacheHeader } from "./page-cache.ts";

/** Page actions get the same body limit as the API; a larger body is refused before it is read. */
const pageBodyLimit = 1024 * 1024;

export interface TSsrOptions {
  services: TServices;
  env: TEnv;
  mode: "production" | "development";
  buildDir: string;
}

export async function registerSsr(app: FastifyInstance, { services, env, mode, buildDir }: TSsrOptions) {
  let loadBuild: () => Promise<ServerBuild>;

  if (mode === "development") {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    app.addHook("onClose", () => vite.close());
    app.addHook("onRequest", (request, reply, done) => {
      if (request.url.startsWith("/api")) return done();
      vite.middlewares(request.raw, reply.raw, () => done());
      // When Vite answers (assets, HMR) the raw response ends and Fastify must stay out of it.
      reply.raw.once("finish", () => reply.hijack());
    });
    loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const serverBuildPath = path.join(buildDir, "server", "index.js");
    const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
    loadBuild = async () => build;
    await app.register(fastifyStatic, {
      root: path.join(buildDir, "client"),
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", isHashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  // Production builds never change, so their handler is made once; development re-reads each time.
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const handlerFor = (build: ServerBuild) => {
    let handler = handlers.get(build);
    if (!handler) {
      handler = createRequestHandler(build, mode);
      handlers.set(build, handler);
    }
    return handler;
  };

  const visitorPages = new PageCache();
  const signedInPages = new PageCache();
  const unshareable = createUnshareableSet();
  await app.register(async (scope) => {
    // Route actions read the raw body themselves.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));

    scope.all("/*", async (request, reply) => {
      const outage = { isDatabaseDown: false };
      try {
        const [path, query = ""] = request.url.split(/\?(.*)/s, 2);
        if (hasControlCharacter(safeDecode(path)) || hasControlCharacter(safeDecode(query))) {
          return sendStatusPage(reply, 400, "That address holds a character a web address cannot have.");
        }
        const canonical = canonicalPath(path);
        if (canonical !== path && (request.method === "GET" || request.method === "HEAD")) {
          return reply.redirect(query ? `${canonical}?${query}` : canonical, 301);
        }
        let body: Buffer | undefined;
        if (request.method !== "GET" && request.method !== "HEAD") {
          const read = await readBodyWithin(request, pageBodyLimit);
          if (read === null) return sendStatusPage(reply, 413, "That is more than a page can send (1 MB at most).");
          if (isFormWithControlCharacter(request, read)) {
            return sendStatusPage(reply, 400, "A field of that form holds a character text cannot have.");
          }
          body = read;
        }
        // The development CSP allows inline scripts, and a nonce there only trips hydration warnings.
        const nonce = mode === "development" ? "" : reply.scriptNonce;
        const rawHeaders = { get: (name: string) => (request.headers[name] as string | undefined) ?? null };
        const isCacheableGet = mode === "production" && request.method === "GET";
        const hasSession = hasSessionCookie(rawHeaders);
        const copies = hasSession ? signedInPages : visitorPages;
        if (isCacheableGet && (!hasSession || mayShareWithSignedIn(path))) {
          const cached = copies.get(request.url, nonce);
          if (cached) {
            reply.status(cached.status).headers(Object.fromEntries(cached.headers)).header("x-page-cache", "HIT");
            return reply.send(cached.body);
          }
        }
        const render = async (viewer: TViewer | null, isSharedCopy: boolean) => {
          const build = await loadBuild();
          const contextKey = (build.entry.module as { appContext?: unknown }).appContext;
          const context = new RouterContextProvider();
          const value: TAppContext = {
            services,
            env,
            viewer,
            isSharedCopy,
            requestId: request.id,
            clientIp: request.ip,
            nonce,
            reportError: (error) => {
              if (isDatabaseUnavailable(error)) {
                // An outage, not a bug: the page is answered with a 503 below, without an error report.
                outage.isDatabaseDown = true;
                request.log.warn({ err: error }, "page failed: database unavailable");
                return;
              }
              request.log.error({ err: error }, "page failed");
              captureServerError(error, { requestId: request.id, method: request.method, path });
            },
          };
          context.set(contextKey as Parameters<typeof context.set>[0], value);
          return handlerFor(build)(toWebRequest(request, reply, env.publicUrl, body), context);
        };
        // A signed-in visitor first gets the copy every signed-in visitor shares, rendered without
        // knowing who asks; a page that cannot be shared (a private recipe, a paywalled one whose
        // access differs per reader) is rendered for them alone, and not tried again for a while.
        if (isCacheableGet && hasSession && mayShareWithSignedIn(path) && !unshareable.has(request.url)) {
          const shared = await render(null, true);
          if (outage.isDatabaseDown && shared.status >= 500) return sendOutagePage(reply);
          const page = { status: shared.status, headers: shared.headers, body: await shared.text(), nonce };
          if (signedInPages.remember(request.url, page, { isForSignedIn: true })) {
            return sendPage(reply, page, "MISS");
          }
          unshareable.remember(request.url);
        }
        const viewer = await services.identity.findViewer({ headers: headersOf(request) });
        const response = await render(viewer, false);
        if (outage.isDatabaseDown && response.status >= 500) return sendOutagePage(reply);
        if (isCacheableGet && !hasSession && response.headers.has(pageCacheHeader)) {
          const page = { status: response.status, headers: response.headers, body: await response.text(), nonce };
          visitorPages.remember(request.url, page);
          return sendPage(reply, page, "MISS");
        }
        response.headers.delete(pageCacheHeader);
        return sendWebResponse(reply, response);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        request.log.warn({ err: error }, "page failed: database unavailable");
        return sendOutagePage(reply);
      }
    });
  });
}

/** Document requests for pages open to everyone; data requests (`.data`) are answered per viewer. */
function mayShareWithSignedIn(path: string): boolean {
  return !path.endsWith(".data") && matchRoute(path)?.entry.access === "hybrid";
}

function sendPage(reply: FastifyReply, page: { status: number; headers: Headers; body: string }, cacheState: string) {
  page.headers.delete(pageCacheHeader);
  page.headers.set("x-page-cache", cacheState);
  return sendWebResponse(reply, new Response(page.body, { status: page.status, headers: page.headers }));
}

/** Addresses whose page turned out not to be shareable, remembered for a few seconds each. */
function createUnshareableSet(ttlMs = 5_000, maxEntries = 2_000) {
  const until = new Map<string, number>();
  return {
    has(url: string) {
      const expiresAt = until.get(url);
      if (expiresAt === undefined) return false;
      if (expiresAt > Date.now()) return true;
      until.delete(url);
      return false;
    },
    remember(url: string) {
      if (until.size >= maxEntries) until.delete(until.keys().next().value as string);
      until.set(url, Date.now() + ttlMs);
    },
  };
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, publicUrl: string, body?: Buffer): Request {
  const url = new URL(request.url, findPageOrigin(publicUrl, request.headers.host));
  const headers = headersOf(request);
  // Abort loaders only when the client goes away before the answer is written (the request
  // stream closes as soon as its body has been read, so it cannot tell us that).
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    body: body ? new Uint8Array(body) : undefined,
  });
}

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Pages are addressed at the public URL, never at whatever Host a request names. One exception:
 * a site on this machine (http://localhost:3000 by default) opened as http://127.0.0.1:3000. Both
 * are the same server, and forms check that they were sent from the page's own origin, so the
 * address the browser used is kept.
 */
export function findPageOrigin(publicUrl: string, host: string | undefined): string {
  if (!host) return publicUrl;
  const site = new URL(publicUrl);
  let asked: URL;
  try {
    asked = new URL(`${site.protocol}//${host}`);
  } catch {
    return publicUrl;
  }
  const isSameLocalServer =
    loopbackHosts.has(site.hostname) && loopbackHosts.has(asked.hostname) && asked.port === site.port;
  return isSameLocalServer ? asked.origin : publicUrl;
}

/** The request body, or null as soon as it is longer than `limit` bytes (declared or sent). */
async function readBodyWithin(request: FastifyRequest, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers["content-length"]);
  if (declared > limit) {
    request.raw.resume();
    return null;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      request.raw.resume();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * A posted form with a control character in a name or value. (Multipart forms may carry files;
 * their text fields are checked where the action reads them, by `parseFormData`.)
 */
function isFormWithControlCharacter(request: FastifyRequest, body: Buffer): boolean {
  if (!String(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")) return false;
  for (const [name, value] of new URLSearchParams(body.toString("utf8"))) {
    if (hasControlCharacter(name) || hasControlCharacter(value)) return true;
  }
  return false;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    return text;
  }
}

/** A short page for requests refused before any route runs. */
/** While the database is away: a page that says so and when to try again, never an error page. */
function sendOutagePage(reply: FastifyReply) {
  reply.header("retry-after", "5").header("cache-control", "no-store");
  return sendStatusPage(reply, 503, databaseUnavailableMessage);
}

function sendStatusPage(reply: FastifyReply, status: number, message: string) {
  const title = status === 413 ? "Too large" : status === 503 ? "Back in a moment" : "Bad request";
  return reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("connection", status === 413 ? "close" : "keep-alive")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} · Ladle</title></head>` +
        `<body><main><h1>${title}</h1><p>${message}</p><p><a href="/">Go to Ladle's home page</a></p></main></body></html>`,
    );
}

function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}
