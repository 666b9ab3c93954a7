/** Builds the Fastify app: one process serving the API, the assets and every page. */
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { TDatabase } from "#db/client.ts";
import { registerApi } from "./api.ts";
import type { TEnv } from "./env.ts";
import { registerAppInstallRoutes } from "./features/app-install/routes.ts";
import { registerEmbedRoutes } from "./features/embed/routes.ts";
import { createListEvents } from "./features/shopping/list-events.ts";
import { registerSitemapRoutes } from "./features/sitemap/routes.ts";
import type { TJobQueue } from "./jobs.ts";
import { startChangeBus } from "./lib/change-bus.ts";
import { listThirdPartySources } from "./lib/content-security.ts";
import { buildErrorSecurityHeaders, isServedOverHttps } from "./lib/security-headers.ts";
import { startServerMonitoring } from "./lib/server-monitoring.ts";
import { registerErrorHandler } from "./plugins/errors.ts";
import { markPersonalResponses } from "./plugins/personal-responses.ts";
import { registerSsr } from "./plugins/ssr.ts";
import { registerUploads } from "./plugins/uploads.ts";
import { createServiceDeps, createServices, dropCopiesOf } from "./services.ts";

declare module "fastify" {
  interface FastifyReply {
    /** Nonce for this response's inline scripts (Content-Security-Policy). */
    scriptNonce: string;
  }
  interface FastifyInstance {
    /** The job queue; its worker runs from `ready` until `close` (tests drain it). */
    jobs: TJobQueue;
  }
}

/** One log line per request (on completion: method, path, status and time) instead of two. */
class RequestLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const details = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...details, err: error }, "request errored");
    else reply.log.info(details, "request completed");
  }
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
    logger: withPathOnlyUrls(options.logger ?? { level: env.LOG_LEVEL }),
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
    // A malformed address (a bad %-escape) is answered in Ladle's own error shape.
    frameworkErrors: (_error, request, reply) => {
      const message = "That address is not valid: check its %-escapes.";
      // Helmet's hooks have not run for this answer: it gets the same kind of headers here.
      const answer = (reply as FastifyReply).headers(buildErrorSecurityHeaders(env));
      if (request.url.startsWith("/api")) return answer.status(400).send({ code: "BAD_REQUEST", message });
      return answer.status(400).type("text/plain; charset=utf-8").send(message);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  markPersonalResponses(app);

  await startServerMonitoring(env.monitoring);
  const deps = createServiceDeps({ database, env, logger: app.log });
  const services = createServices(deps);
  // Other processes' writes reach this one's caches through the database (lib/change-bus.ts).
  const changes = await startChangeBus(database);
  changes.subscribe((change) => dropCopiesOf({ db: database.db, change }));
  app.addHook("onClose", () => changes.stop());
  // Open shopping-list streams hear of changes through the same bus; they end before the server
  // closes, which would otherwise wait for them.
  const shoppingListEvents = createListEvents();
  changes.subscribe(shoppingListEvents.deliver);
  app.decorate("shoppingListEvents", shoppingListEvents);
  app.addHook("preClose", async () => shoppingListEvents.closeAll());
  app.decorate("jobs", deps.jobs);
  app.addHook("onReady", () => deps.jobs.worker.start());
  // onClose runs once in-flight requests are answered, so jobs they enqueued are not left behind.
  app.addHook("onClose", () => deps.jobs.worker.stop());

  // Each page's inline scripts carry a fresh nonce; styles stay nonce-free so inline style
  // attributes keep working ('unsafe-inline' is ignored by browsers once a nonce is present).
  app.decorateReply("scriptNonce", "");
  app.addHook("onRequest", async (_request, reply) => {
    reply.scriptNonce = randomBytes(16).toString("base64");
    (reply.raw as typeof reply.raw & { scriptNonce?: string }).scriptNonce = reply.scriptNonce;
  });
  // The configured error reporter, pixel and page-analytics tag, and nothing else from outside.
  const thirdParty = listThirdPartySources(env.monitoring);
  // PostHog's host, when it is configured, and no other: the browser library talks to it alone.
  const analyticsOrigins = env.postHog ? [env.postHog.host] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Vite's development client injects inline scripts without a nonce.
        scriptSrc:
          options.ssr === "development"
            ? ["'self'", "'unsafe-inline'"]
            : [
                "'self'",
                (_req, res) => `'nonce-${(res as { scriptNonce?: string }).scriptNonce}'`,
                ...analyticsOrigins,
              ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Object storage with a public URL of its own is named too: it may be http: outside production.
        imgSrc: ["'self'", "data:", "blob:", "https:", ...deps.storage.imageOrigins, ...thirdParty.imgSrc],
        fontSrc: ["'self'", "data:"],
        connectSrc: [
          "'self'",
          ...(options.ssr === "development" ? ["ws:", "wss:"] : []),
          ...thirdParty.connectSrc,
          ...analyticsOrigins,
        ],
        ...(thirdParty.workerSrc ? { workerSrc: thirdParty.workerSrc } : {}),
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: env.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Not helmet's "no-referrer": under it Chrome sends `Origin: null` with a form posted without
    // JavaScript, which React Router's check against cross-site posts refuses (400), so no page's
    // form worked before its script had loaded. Other sites still get no referrer.
    referrerPolicy: { policy: "same-origin" },
    // Only when people reach Ladle over https: a plain-http address (local, a test) must stay reachable.
    strictTransportSecurity: isServedOverHttps(env) ? undefined : false,
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
      await registerApi(api, { services, env });
    },
    { prefix: "/api" },
  );

  await registerUploads(app, { storage: deps.storage });
  await registerEmbedRoutes(app, { env });
  await registerSitemapRoutes(app, { db: deps.db, env });
  const ssrMode = options.ssr ?? "production";
  const buildDir = options.buildDir ?? path.resolve("build");
  await registerAppInstallRoutes(app, { mode: ssrMode, buildDir });
  if (ssrMode !== "none") {
    await registerSsr(app, {
      services,
      env,
      mode: ssrMode,
      buildDir,
    });
  }
  return app;
}

/**
 * Credentials a logged object may carry (an outside service's error with its request or response
 * headers, a token answer): pino writes "[Redacted]" in their place. Nothing Ladle logs today holds
 * them; this is the net under the next error object that does.
 */
const redactedLogPaths = [
  "*.authorization",
  "*.cookie",
  '*["set-cookie"]',
  "*.headers.authorization",
  "*.headers.cookie",
  '*.headers["set-cookie"]',
  "err.config.headers.authorization",
  "err.request.headers.authorization",
  "*.password",
  "*.secret",
  "*.token",
  "*.accessToken",
  "*.refreshToken",
  "*.access_token",
  "*.refresh_token",
  "*.client_secret",
  "*.clientSecret",
  "*.otp",
];

/**
 * Request log lines name the path, never the query string: queries carry what people search for
 * and type, which has no business in a log. Credentials in logged objects are redacted.
 */
function withPathOnlyUrls(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (typeof logger !== "object" || logger === null) return logger;
  return {
    ...logger,
    redact: { paths: redactedLogPaths },
    serializers: {
      ...(logger as { serializers?: object }).serializers,
      req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url.split("?")[0] }),
    },
  };
}
