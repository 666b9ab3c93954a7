/**
 * Errors seen in browsers: written to the log when no error-reporting service is configured, and
 * the Sentry tunnel, which forwards the browser's envelopes to Sentry's ingest from Ladle's origin.
 */

import { AppError } from "#core/errors.ts";
import type { TErrorReport } from "#core/monitoring/error-report.schema.ts";
import { isSameSentryDsn, parseSentryDsn } from "#core/monitoring/sentry-dsn.ts";
import type { TDb } from "#db/client.ts";
import type { TEnv } from "#server/env.ts";
import { consumeRateLimit, rateLimitKey, rateLimitRules } from "#server/lib/rate-limits.ts";

export interface TErrorLogger {
  warn(details: object, message: string): void;
}

/** Logs one browser error, unless this client has sent too many lately. */
export async function recordBrowserError({
  db,
  report,
  clientIp,
  logger,
}: { db: TDb } & { report: TErrorReport; clientIp: string; logger: TErrorLogger }) {
  const limit = await consumeRateLimit({
    db,
    key: rateLimitKey("browser-error", "ip", clientIp),
    rules: rateLimitRules.browserErrorsPerIp,
  });
  if (!limit.isAllowed) throw new AppError("RATE_LIMITED");
  logger.warn(
    {
      browserError: {
        category: report.category,
        source: report.source,
        message: report.message,
        stack: report.stack,
        path: report.path,
        release: report.release,
        details: report.details,
      },
    },
    "browser error",
  );
}

/** Forwarding waits this long for Sentry before giving up (the browser does not retry). */
const forwardTimeoutMs = 10_000;

/**
 * Sends an envelope on to Sentry when its header names the configured DSN, so the tunnel is no
 * open relay: anything else is refused before a byte leaves the server.
 */
export async function forwardSentryEnvelope({
  env,
  body,
  clientIp,
}: { env: TEnv } & { body: Buffer; clientIp: string }): Promise<{ status: number }> {
  const settings = env.monitoring.sentry;
  if (!settings) throw new AppError("NOT_FOUND");
  const headerEnd = body.indexOf(0x0a);
  const headerText = body.subarray(0, headerEnd === -1 ? body.length : headerEnd).toString("utf8");
  const dsn = parseEnvelopeDsn(headerText);
  if (!dsn || !isSameSentryDsn(dsn, settings.parsed)) {
    throw new AppError("BAD_REQUEST", { message: "dsn: the envelope's header must name this site's DSN." });
  }
  const response = await fetch(settings.parsed.envelopeUrl, {
    method: "POST",
    headers: { "content-type": "application/x-sentry-envelope", "x-forwarded-for": clientIp },
    body: new Uint8Array(body),
    signal: AbortSignal.timeout(forwardTimeoutMs),
  }).catch((cause: unknown) => {
    throw new AppError("UNAVAILABLE", { message: "The error reporter could not be reached.", cause });
  });
  await response.arrayBuffer();
  return { status: response.status };
}

function parseEnvelopeDsn(headerText: string) {
  try {
    const header = JSON.parse(headerText) as { dsn?: unknown };
    return typeof header.dsn === "string" ? parseSentryDsn(header.dsn) : null;
  } catch {
    return null;
  }
}
