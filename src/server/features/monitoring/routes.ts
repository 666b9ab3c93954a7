/** /api/errors (browser errors into the log) and, with SENTRY_TUNNEL, the tunnel to Sentry. */
import type { FastifyInstance } from "fastify";
import { monitoringApi } from "#core/monitoring/monitoring.api.ts";
import type { TEnv } from "#server/env.ts";
import { route } from "#server/lib/route.ts";
import type { TServices } from "#server/services.ts";

/** Larger than any one error report, smaller than the app's 1 MB. */
const reportBodyLimit = 16 * 1024;
/** A replay segment can be a few hundred KB; Sentry refuses more than this per envelope anyway. */
const envelopeBodyLimit = 5 * 1024 * 1024;

export async function registerMonitoringRoutes(
  api: FastifyInstance,
  { monitoring, env }: Pick<TServices, "monitoring"> & { env: TEnv },
) {
  route(
    api,
    monitoringApi,
    "reportError",
    async (request) => {
      await monitoring.recordBrowserError({ report: request.body, clientIp: request.ip, logger: request.log });
      return null;
    },
    { bodyLimit: reportBodyLimit, isViewerUnchanged: true },
  );

  const tunnel = env.monitoring.sentry?.tunnel;
  if (!tunnel) return;
  await api.register(async (scope) => {
    // Envelopes are newline-separated JSON with binary items (compressed replays): kept as bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: envelopeBodyLimit }, (_r, body, done) =>
      done(null, body),
    );
    scope.post(tunnel.replace(/^\/api/, ""), { schema: { hide: true } }, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { status } = await monitoring.forwardSentryEnvelope({ body, clientIp: request.ip });
      return reply.status(status >= 200 && status < 300 ? 200 : status).send({});
    });
  });
}
