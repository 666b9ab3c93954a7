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
import { hasSessionCookie } from "#server/features/identity/viewer.ts";
import type { TAppContext } from "#web/context.ts";
import type { TAppDeps, TServices } from "../services.ts";
import { PageCache, pageCacheHeader } from "./page-cache.ts";

export interface TSsrOptions {
  services: TServices;
  deps: TAppDeps;
  mode: "production" | "development";
  buildDir: string;
}

export async function registerSsr(app: FastifyInstance, { services, deps, mode, buildDir }: TSsrOptions) {
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

  const pageCache = new PageCache();
  await app.register(async (scope) => {
    // Route actions read the raw body themselves.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));

    scope.all("/*", async (request, reply) => {
      // The development CSP allows inline scripts, and a nonce there only trips hydration warnings.
      const nonce = mode === "development" ? "" : reply.scriptNonce;
      const rawHeaders = { get: (name: string) => (request.headers[name] as string | undefined) ?? null };
      const isCacheable = mode === "production" && request.method === "GET" && !hasSessionCookie(rawHeaders);
      if (isCacheable) {
        const cached = pageCache.get(request.url, nonce);
        if (cached) {
          reply.status(cached.status).headers(Object.fromEntries(cached.headers)).header("x-page-cache", "HIT");
          return reply.send(cached.body);
        }
      }
      const build = await loadBuild();
      const handler = handlerFor(build);
      const contextKey = (build.entry.module as { appContext?: unknown }).appContext;
      const webRequest = toWebRequest(request, reply, deps.env.publicUrl);
      const viewer = await services.identity.findViewer({ headers: webRequest.headers });
      const context = new RouterContextProvider();
      const value: TAppContext = {
        services,
        env: deps.env,
        viewer,
        requestId: request.id,
        clientIp: request.ip,
        nonce,
      };
      context.set(contextKey as Parameters<typeof context.set>[0], value);
      const response = await handler(webRequest, context);
      if (isCacheable && response.headers.has(pageCacheHeader)) {
        const body = await response.text();
        pageCache.remember(request.url, { status: response.status, headers: response.headers, body, nonce });
        response.headers.delete(pageCacheHeader);
        response.headers.set("x-page-cache", "MISS");
        return sendWebResponse(reply, new Response(body, { status: response.status, headers: response.headers }));
      }
      return sendWebResponse(reply, response);
    });
  });
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, publicUrl: string): Request {
  const url = new URL(request.url, publicUrl);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  // Abort loaders only when the client goes away before the answer is written (the request
  // stream closes as soon as its body has been read, so it cannot tell us that).
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch requires duplex for streamed bodies.
    duplex: hasBody ? "half" : undefined,
  });
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
