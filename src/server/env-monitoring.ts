/**
 * Configuration of the tools that watch the site from outside Ladle: the error reporter (Sentry),
 * an advertising pixel and a page-analytics tag. Each is off until its variable is set; the pixel
 * and the tag also wait for the visitor's consent in the browser.
 */
import { z } from "zod";
import { parseSentryDsn, type TSentryDsn } from "#core/monitoring/sentry-dsn.ts";

/** An origin a browser talks to (scheme, host, port; no path). */
const ZOrigin = z
  .url()
  .regex(/^https?:\/\/[^/?#]+\/?$/, "must be an origin like https://host, without a path")
  .transform((value) => value.replace(/\/$/, ""));

const ZToolId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "must be letters, digits, - or _ (at most 40)");

export const monitoringEnvShape = {
  /** Sentry's DSN; errors from the server and the browser go to Sentry when set. */
  SENTRY_DSN: z
    .string()
    .refine((value) => parseSentryDsn(value) !== null, "must be a Sentry DSN like https://key@host/123")
    .optional(),
  /**
   * A path on Ladle's own server (under /api) that forwards the browser's envelopes to the DSN's
   * host, so ad blockers and strict networks do not drop them.
   */
  SENTRY_TUNNEL: z
    .string()
    .regex(/^\/api\/[a-z0-9][a-z0-9/_-]{0,60}$/, "must be a path under /api, like /api/monitoring")
    .optional(),
  /** The environment reported with each error; LADLE_ENV unless set. */
  SENTRY_ENVIRONMENT: z.string().min(1).max(60).optional(),
  /** The release reported with each error (a version or a commit). */
  LADLE_RELEASE: z
    .string()
    .regex(/^[\w.@+-]{1,100}$/, "must be a version or commit name (letters, digits, . @ + - _)")
    .optional(),
  /** An advertising pixel's id (Meta pixel); loaded only for visitors who accept. */
  PIXEL_ID: ZToolId.optional(),
  /** Where the pixel's requests go. */
  PIXEL_HOST: ZOrigin.default("https://www.facebook.com"),
  /** A page-analytics tag's measurement id (Google Analytics 4, G-…); loaded only for visitors who accept. */
  PAGE_ANALYTICS_ID: ZToolId.optional(),
  /** Where the tag's hits go. */
  PAGE_ANALYTICS_HOST: ZOrigin.default("https://www.google-analytics.com"),
};

type TMonitoringEnv = z.output<z.ZodObject<typeof monitoringEnvShape>>;

export interface TMonitoringSettings {
  sentry: { dsn: string; parsed: TSentryDsn; tunnel: string | null; environment: string } | null;
  release: string | null;
  pixel: { id: string; host: string } | null;
  pageAnalytics: { id: string; host: string } | null;
}

export function findMonitoringProblems(env: TMonitoringEnv & { LADLE_ENV: string }): string[] {
  const problems: string[] = [];
  if (env.SENTRY_TUNNEL && !env.SENTRY_DSN)
    problems.push("SENTRY_TUNNEL: needs SENTRY_DSN (the tunnel forwards to it)");
  if (env.LADLE_ENV === "production") {
    for (const name of ["PIXEL_HOST", "PAGE_ANALYTICS_HOST"] as const) {
      if (env[name].startsWith("http:")) problems.push(`${name}: must be https:// in production`);
    }
  }
  return problems;
}

export function toMonitoringSettings(env: TMonitoringEnv & { LADLE_ENV: string }): TMonitoringSettings {
  const parsed = env.SENTRY_DSN ? parseSentryDsn(env.SENTRY_DSN) : null;
  return {
    sentry:
      env.SENTRY_DSN && parsed
        ? {
            dsn: env.SENTRY_DSN,
            parsed,
            tunnel: env.SENTRY_TUNNEL ?? null,
            environment: env.SENTRY_ENVIRONMENT ?? env.LADLE_ENV,
          }
        : null,
    release: env.LADLE_RELEASE ?? null,
    pixel: env.PIXEL_ID ? { id: env.PIXEL_ID, host: env.PIXEL_HOST } : null,
    pageAnalytics: env.PAGE_ANALYTICS_ID ? { id: env.PAGE_ANALYTICS_ID, host: env.PAGE_ANALYTICS_HOST } : null,
  };
}
