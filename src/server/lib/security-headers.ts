/**
 * Security headers that helmet does not add itself. Helmet sets its headers in an onRequest hook,
 * and Fastify answers a malformed address (a bad %-escape) before any hook runs: that answer gets
 * this fixed set, strict because it is a short error and never a page.
 */
import type { TEnv } from "../env.ts";

/** Browsers are told to use https only when people reach Ladle over https. */
export function isServedOverHttps(env: Pick<TEnv, "publicUrl">): boolean {
  return env.publicUrl.startsWith("https:");
}

/** A year, on every subdomain: helmet's own value, so errors and answers say the same. */
const strictTransport = "max-age=31536000; includeSubDomains";

export function buildErrorSecurityHeaders(env: Pick<TEnv, "publicUrl">): Record<string, string> {
  return {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    "x-content-type-options": "nosniff",
    "referrer-policy": "same-origin",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    ...(isServedOverHttps(env) ? { "strict-transport-security": strictTransport } : {}),
  };
}
