/** Builds the Fastify app: one process serving the API, the assets and every page. */
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { TDatabase } from "#db/client.ts";
import { registerApi } from "./api.ts";
import type { TEnv } from "./env.ts";
import { registerEmbedRoutes } from "./features/embed/routes.ts";
import { createAuth } from "./features/identity/auth.ts";
import { createMessenger } from "./features/messaging/service.ts";
import { registerErrorHandler } from "./plugins/errors.ts";
import { registerSsr } from "./plugins/ssr.ts";
import { registerUploads, uploadsDirFor } from "./plugins/uploads.ts";
import { createServices, type TAppDeps } from "./services.ts";

declare module "fastify" {
  interface FastifyReply {
    /** Nonce for this response's inline scripts (Content-Security-Policy). */
    scriptNonce: string;
  }
}

/** One log line per request (on completion, with status and time) instead of two. */
class RequestLogController extends LogController {
  override incomingRequest() {}
}

export interface TBuildAppOptions {
  env: TEnv;
  database: TDatabase;
  /** "none" leaves pages out (API-only tests); default is "production". */
  ssr?: "production" | "development" | "none";
  logger?: FastifyServerOptions["logger"];
  buildDir?: string;
}

export async function buildApp(options: TBuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    logController: new RequestLogController({
      requestIdLogLabel: "requestId",
      disableRequestLogging: env.LADLE_ENV === "test",
    }),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const messenger = createMessenger({ db: database.db, env, logger: app.log });
  const deps: TAppDeps = {
    db: database.db,
    dbKind: database.kind,
    env,
    messenger,
    uploadsDir: uploadsDirFor(env),
    auth: createAuth({ db: database.db, env, messenger, logger: app.log }),
  };
  const services = createServices(deps);

  // Each page's inline scripts carry a fresh nonce; styles stay nonce-free so inline style
  // attributes keep working ('unsafe-inline' is ignored by browsers once a nonce is present).
  app.decorateReply("scriptNonce", "");
  app.addHook("onRequest", async (_request, reply) => {
    reply.scriptNonce = randomBytes(16).toString("base64");
    (reply.raw as typeof reply.raw & { scriptNonce?: string }).scriptNonce = reply.scriptNonce;
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Vite's development client injects inline scripts without a nonce.
        scriptSrc:
          options.ssr === "development"
            ? ["'self'", "'unsafe-inline'"]
            : ["'self'", (_req, res) => `'nonce-${(res as { scriptNonce?: string }).scriptNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: options.ssr === "development" ? ["'self'", "ws:", "wss:"] : ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: env.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: env.isProduction ? undefined : false,
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip", "deflate"],
    // Brotli's default (quality 11) costs more CPU per page than rendering it; 4 is about gzip's
    // cost with smaller output. Hashed assets are compressed once and cached by browsers.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerErrorHandler(app);

  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        max: env.API_RATE_LIMIT,
        timeWindow: "1 minute",
        // Health checks from load balancers are never limited.
        allowList: (request) => request.url.split("?")[0] === "/api/health",
      });
      await registerApi(api, { services, deps });
    },
    { prefix: "/api" },
  );

  await registerUploads(app, { env });
  await registerEmbedRoutes(app, { env });
  const ssrMode = options.ssr ?? "production";
  if (ssrMode !== "none") {
    await registerSsr(app, {
      services,
      deps,
      mode: ssrMode,
      buildDir: options.buildDir ?? path.resolve("build"),
    });
  }
  return app;
}
