import net from "node:net";
import path from "node:path";
import { z } from "zod";
import {
  findMonitoringProblems,
  monitoringEnvShape,
  type TMonitoringSettings,
  toMonitoringSettings,
} from "./env-monitoring.ts";

const ZBooleanString = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const proxyRangeNames = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address, bits, ...rest] = entry.split("/");
  if (rest.length > 0 || net.isIP(address) === 0) return false;
  return bits === undefined || /^\d{1,3}$/.test(bits);
}

/**
 * true/false, or the proxies to trust: addresses, CIDRs or range names, comma-separated. A list is
 * safer when Ladle's port can be reached without the proxy: only those hops may set the client's
 * address, so a client cannot spoof its own with an X-Forwarded-For header.
 */
const ZTrustProxy = z
  .string()
  .optional()
  .transform((value, context): boolean | string[] => {
    const text = (value ?? "").trim();
    if (["", "false", "0"].includes(text)) return false;
    if (["true", "1"].includes(text)) return true;
    const entries = text.split(",").map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: "custom",
        message: `must be true, false or addresses/CIDRs separated by commas (not ${bad.join(", ")})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** A social profile's page, linked from the footer. */
const ZProfileLink = z.string().regex(/^https:\/\/\S+$/, "must be an https:// link to the profile");

/** An https link that the encoded items are appended to as they are (so it usually ends in `=`). */
const ZLinkPrefix = z
  .string()
  .regex(/^https:\/\/[^\s]+$/, "must be an https:// link (the items are appended to it)")
  .max(500);

const ZEnv = z.object({
  /**
   * Where Ladle runs. Only "production" removes the development endpoints (outbox, direct
   * sign-in) and demands real secrets. NODE_ENV is left to libraries (React, Vite) alone.
   */
  LADLE_ENV: z.enum(["local", "test", "production"]).default("local"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  /** Public origin used for canonical URLs and og tags. Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** postgres://… switches from the embedded PGlite to PostgreSQL. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /** Connections each server process may open to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * Server processes with PostgreSQL (one primary forks them, all on one port). Unset: one per
   * core. The embedded PGlite always runs in one process.
   */
  LADLE_WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  LADLE_DATA_DIR: z.string().min(1).default("./data"),
  /** Secret for signing session cookies. Required in production; a fixed dev value otherwise. */
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Requests per minute per client IP on /api. */
  API_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  /** Set when Ladle runs behind a proxy that sets X-Forwarded-For and X-Forwarded-Proto. */
  TRUST_PROXY: ZTrustProxy,
  /** The team's address: it hears of account-deletion requests, and is the general contact unless GENERAL_EMAIL is set. */
  CONTACT_EMAIL: z.email().default("hello@ladle.test"),
  /** Contact addresses shown in the footer and wherever help is offered. */
  SUPPORT_EMAIL: z.email().default("support@ladle.test"),
  BUGS_EMAIL: z.email().default("bugs@ladle.test"),
  /** General questions; CONTACT_EMAIL when unset. */
  GENERAL_EMAIL: z.email().optional(),

  // --- Ladle's own profiles on social networks: the footer links only to those set. ---
  INSTAGRAM_URL: ZProfileLink.optional(),
  PINTEREST_URL: ZProfileLink.optional(),
  TIKTOK_URL: ZProfileLink.optional(),

  // --- The store apps: a badge shows on /download only when its listing is set. ---
  IOS_APP_URL: z.url().optional(),
  ANDROID_APP_URL: z.url().optional(),

  // --- Web Push: without the keys, push notices go to the outbox like email and SMS. ---
  /** VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints it); set both or neither. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, "must be a base64url VAPID public key")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, "must be a base64url VAPID private key")
    .optional(),
  /** Who push services may contact about Ladle's notifications: mailto: or https:. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, "must start with mailto: or https://")
    .default("mailto:support@ladle.test"),

  // --- Grocery partners: "Send to" on the shopping list appends the encoded items to these links. ---
  /** A grocery delivery service. */
  GROCERY_DELIVERY_NAME: z.string().trim().min(1).max(40).default("Instacart"),
  GROCERY_DELIVERY_LINK_PREFIX: ZLinkPrefix.default("https://www.instacart.com/store/s?k="),
  /** Two ways to shop one online retailer's groceries. */
  GROCERY_RETAIL_NAME: z.string().trim().min(1).max(40).default("Amazon Fresh"),
  GROCERY_RETAIL_LINK_PREFIX: ZLinkPrefix.default("https://www.amazon.com/s?i=amazonfresh&k="),
  GROCERY_RETAIL_SECOND_NAME: z.string().trim().min(1).max(40).default("Whole Foods Market"),
  GROCERY_RETAIL_SECOND_LINK_PREFIX: ZLinkPrefix.default("https://www.amazon.com/s?i=wholefoods&k="),

  // --- Delivery: without these, email and SMS go to the outbox table. ---
  /** smtp://user:pass@host:587 or smtps://…:465; email goes through nodemailer when set. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  /** Sender of every email. */
  EMAIL_FROM: z.string().min(3).default("Ladle <no-reply@ladle.test>"),
  /** Twilio credentials; SMS goes through Twilio's REST API when all three are set. */
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** Sending number (E.164) or messaging service SID. */
  TWILIO_FROM: z.string().min(1).optional(),
  /** Twilio's API origin; tests point it at a fake on 127.0.0.1. */
  TWILIO_API_URL: z.url().default("https://api.twilio.com"),

  // --- Sign in with an id token: each provider is on only when its client id is set. ---
  /** Comma-separated OAuth client ids (web, iOS, Android) accepted as the token's audience. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  /** Comma-separated Apple service ids / bundle ids accepted as the token's audience. */
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_JWKS_URL: z.url().default("https://appleid.apple.com/auth/keys"),

  /**
   * Limits on sending and checking sign-in codes (1 per destination per minute, 5 per hour, …).
   * Only automated browser tests that sign one account in repeatedly may turn them off.
   */
  AUTH_RATE_LIMITS: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((v) => v === "true" || v === "1"),
  /**
   * Limits on analytics batches per browser and per address. Only automated browser tests, whose
   * pages all share one address and one visitor id, may turn them off.
   */
  ANALYTICS_RATE_LIMITS: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((v) => v === "true" || v === "1"),

  /**
   * Lets the recipe importer fetch from 127.0.0.1 test servers. Honoured only when LADLE_ENV is
   * "test" (src/server/net/safe-fetch.ts); production refuses to start with it.
   */
  IMPORT_ALLOW_LOOPBACK_FOR_TESTS: ZBooleanString,

  // --- ConvertKit (Kit): creators connect their account with OAuth. Without a client id and secret
  // a local stand-in (consent page and contact list inside Ladle) is used outside production. ---
  /** Kit's OAuth consent page. */
  CONVERTKIT_AUTHORIZE_URL: z.url().default("https://api.kit.com/v4/oauth/authorize"),
  /** Kit's token endpoint; the revocation endpoint is its sibling (`…/oauth/revoke`). */
  CONVERTKIT_TOKEN_URL: z.url().default("https://api.kit.com/v4/oauth/token"),
  /** Kit's API origin (v4 paths are appended). */
  CONVERTKIT_API_URL: z.url().default("https://api.kit.com"),
  CONVERTKIT_CLIENT_ID: z.string().min(1).optional(),
  CONVERTKIT_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Key material for tokens stored at rest (AES-256-GCM). Required in production when ConvertKit is
   * configured; elsewhere a key is derived from AUTH_SECRET.
   */
  INTEGRATIONS_SECRET: z.string().min(32, "must be at least 32 characters").optional(),

  // --- Uploads in S3-compatible object storage; without these they go to $LADLE_DATA_DIR/uploads. ---
  /** The storage's API origin (MinIO, R2, …); unset means Amazon S3 in S3_REGION. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)",
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Addresses objects as <endpoint>/<bucket>/<key> (most self-hosted storage needs it). */
  S3_FORCE_PATH_STYLE: ZBooleanString,
  /** Where browsers fetch objects directly (a public bucket or a CDN); unset: Ladle serves them at /uploads. */
  S3_PUBLIC_URL: z.url().optional(),
  /**
   * How long one storage call may take, every try included (a bucket that says nothing counts as
   * down after this): an upload or an image waits no longer for its 503.
   */
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),

  // --- Payments: without a Stripe key, subscriptions run in test mode (outside production only). ---
  /** Stripe's secret API key (sk_live_… or sk_test_…); set it with STRIPE_WEBHOOK_SECRET. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /**
   * The signing secret of the webhook endpoint /api/payments/webhook (whsec_…). Without a key, the
   * test mode signs its events with it (or with one derived from AUTH_SECRET).
   */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Stripe's API origin; tests point it at a fake on 127.0.0.1. */
  STRIPE_API_URL: z.url().optional(),
  /** How long a call to Stripe may wait for its answer; a reader pressing Subscribe waits no longer for a 503. */
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Percent of each subscription payment the platform keeps (Stripe Connect's application fee). */
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).default(10),

  // --- Error reporting, the advertising pixel and the page-analytics tag (env-monitoring.ts). ---
  ...monitoringEnvShape,
  // --- PostHog: events also go there when a project key is set; without it nothing leaves Ladle. ---
  /** The project's public API key (phc_…); it is sent to browsers. */
  POSTHOG_KEY: z.string().trim().min(1).max(200).optional(),
  /** Where PostHog's browser library sends events: PostHog's US or EU cloud, or a proxy of yours. */
  POSTHOG_HOST: z
    .url()
    .regex(/^https?:\/\//, "must be an http:// or https:// address")
    .default("https://us.i.posthog.com"),
});

/** The S3 settings that must come together; the others have defaults. */
const requiredS3Settings = ["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

export interface TS3Settings {
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  isPathStyle: boolean;
  /** Without a trailing slash; null when Ladle serves the objects itself. */
  publicUrl: string | null;
  /** The limit for one call to the bucket, its retries included. */
  timeoutMs: number;
}

export type TEnv = z.infer<typeof ZEnv> & {
  publicUrl: string;
  dataDir: string;
  authSecret: string;
  isProduction: boolean;
  /** Object storage for uploads; null keeps them in `<dataDir>/uploads`. */
  s3: TS3Settings | null;
  /** Public contact addresses. */
  contacts: TContacts;
  /** Ladle's social profiles that are configured, in the footer's order. */
  socialProfiles: TSocialProfile[];
  /** The error reporter, the pixel and the page-analytics tag; each null when not configured. */
  monitoring: TMonitoringSettings;
  /** PostHog for the browser (public values); null when no key is set. */
  postHog: { key: string; host: string } | null;
};

export interface TContacts {
  support: string;
  bugs: string;
  general: string;
}

export interface TSocialProfile {
  network: "Instagram" | "Pinterest" | "TikTok";
  url: string;
}

function toSocialProfiles(env: z.infer<typeof ZEnv>): TSocialProfile[] {
  const profiles: Array<[TSocialProfile["network"], string | undefined]> = [
    ["Instagram", env.INSTAGRAM_URL],
    ["Pinterest", env.PINTEREST_URL],
    ["TikTok", env.TIKTOK_URL],
  ];
  return profiles.flatMap(([network, url]) => (url ? [{ network, url }] : []));
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ladle's configuration is not valid:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses the environment once at boot; a bad value stops the server with the list of bad fields. */
export function parseEnv(source: Record<string, string | undefined> = process.env): TEnv {
  // An empty variable means "not set" (as in `DATABASE_URL= npm start`).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = ZEnv.safeParse(present);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`));
  }
  const env = result.data;
  const isProduction = env.LADLE_ENV === "production";
  const problems: string[] = [];
  if (isProduction && !env.AUTH_SECRET) {
    problems.push("AUTH_SECRET: required in production (at least 32 random characters)");
  }
  if (isProduction && !env.AUTH_RATE_LIMITS) {
    problems.push("AUTH_RATE_LIMITS: cannot be turned off in production");
  }
  if (isProduction && !env.ANALYTICS_RATE_LIMITS) {
    problems.push("ANALYTICS_RATE_LIMITS: cannot be turned off in production");
  }
  if (isProduction && env.IMPORT_ALLOW_LOOPBACK_FOR_TESTS) {
    problems.push("IMPORT_ALLOW_LOOPBACK_FOR_TESTS: cannot be set in production");
  }
  const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
  if (twilio.some(Boolean) && !twilio.every(Boolean)) {
    problems.push("TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: set all three or none");
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    problems.push("STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the webhook endpoint's signing secret)");
  }
  const convertkit = [env.CONVERTKIT_CLIENT_ID, env.CONVERTKIT_CLIENT_SECRET];
  if (convertkit.some(Boolean) && !convertkit.every(Boolean)) {
    problems.push("CONVERTKIT_CLIENT_ID, CONVERTKIT_CLIENT_SECRET: set both or neither");
  }
  if (isProduction && env.CONVERTKIT_CLIENT_ID && !env.INTEGRATIONS_SECRET) {
    problems.push("INTEGRATIONS_SECRET: required in production when ConvertKit is configured");
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    problems.push("VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither");
  }
  problems.push(...findS3Problems(env, present));
  problems.push(...findMonitoringProblems(env));
  if (problems.length) throw new EnvError(problems);
  return {
    ...env,
    isProduction,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    dataDir: path.resolve(env.LADLE_DATA_DIR),
    authSecret: env.AUTH_SECRET ?? "ladle-development-secret-not-for-production-use",
    s3: toS3Settings(env),
    contacts: { support: env.SUPPORT_EMAIL, bugs: env.BUGS_EMAIL, general: env.GENERAL_EMAIL ?? env.CONTACT_EMAIL },
    socialProfiles: toSocialProfiles(env),
    monitoring: toMonitoringSettings(env),
    postHog: env.POSTHOG_KEY ? { key: env.POSTHOG_KEY, host: new URL(env.POSTHOG_HOST).origin } : null,
  };
}

/** S3 is all or nothing: any S3_ variable turns it on, and then the four required ones must be there. */
function findS3Problems(env: z.infer<typeof ZEnv>, present: Record<string, unknown>): string[] {
  // The timeout has a default and turns nothing on by itself.
  const isAnySet = Object.keys(present).some((name) => name.startsWith("S3_") && name !== "S3_TIMEOUT_MS");
  if (!isAnySet) return [];
  const problems: string[] = [];
  const missing = requiredS3Settings.filter((name) => !env[name]);
  if (missing.length) {
    problems.push(`${missing.join(", ")}: missing; S3 storage needs ${requiredS3Settings.join(", ")} together`);
  }
  // Production pages upgrade http: images to https:, so an http address would never load.
  if (env.LADLE_ENV === "production" && env.S3_PUBLIC_URL?.startsWith("http:")) {
    problems.push("S3_PUBLIC_URL: must be https:// in production");
  }
  return problems;
}

function toS3Settings(env: z.infer<typeof ZEnv>): TS3Settings | null {
  if (!env.S3_BUCKET || !env.S3_REGION || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: env.S3_ENDPOINT ?? null,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    isPathStyle: env.S3_FORCE_PATH_STYLE,
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, "") ?? null,
    timeoutMs: env.S3_TIMEOUT_MS,
  };
}
