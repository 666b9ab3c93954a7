/**
 * Ladle's identity service: better-auth configured for our tables, wrapped so the rest of the
 * server only sees `createAuth` and `getViewer`. Sign-in is by one-time code (email or phone) or by
 * a Google/Apple id token; web clients get a session cookie, API clients a bearer token.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { isAPIError } from "better-auth/api";
import { bearer, emailOTP, phoneNumber, testUtils } from "better-auth/plugins";
import { type Logger, pino } from "pino";
import type { TDb } from "#db/client.ts";
import { accounts, sessions, users, verifications } from "#db/schema.ts";
import type { TEnv } from "#server/env.ts";
import type { TMessenger } from "#server/features/messaging/service.ts";
import { isDatabaseUnavailable } from "#server/lib/database-unavailable.ts";
import { ladleAuthHooks } from "./auth-hooks.ts";
import { clientIpHeader } from "./client-ip.ts";
import { appleIssuers, createIdTokenVerifier, googleIssuers, splitClientIds } from "./id-token.ts";
import { isValidPhoneNumber, placeholderEmailFor } from "./phone.ts";
import {
  allowedWrongAttempts,
  codeLength,
  codeLifetimeSeconds,
  createCodeHasher,
  hashStoredPhoneCode,
  phoneCodeIdentifierPrefix,
  verifyPhoneCode,
} from "./sign-in-codes.ts";

export { clientIpHeader };

/** Endpoints better-auth would mount that Ladle has no use for: there are no passwords. */
const disabledPaths = [
  "/sign-in/phone-number",
  "/phone-number/request-password-reset",
  "/phone-number/reset-password",
  "/email-otp/request-password-reset",
  "/email-otp/reset-password",
  "/forget-password/email-otp",
];

export interface TCreateAuthOptions {
  db: TDb;
  env: TEnv;
  /** Codes are sent through it: it enqueues a delivery job, so a slow provider never delays sign-in. */
  messenger: TMessenger;
  /** Where better-auth's own log lines go; a pino logger at LOG_LEVEL by default. */
  logger?: Pick<Logger, "debug" | "info" | "warn" | "error">;
}

/**
 * The error behind an answer the library made of a failure, for the request being handled: the
 * library turns every failure into a 500, and a database that is away (or too busy to hand out a
 * connection) should be a 503 the person can retry instead.
 */
export const authLibraryFailures = new AsyncLocalStorage<{ error?: unknown }>();

export function createAuth({ db, env, messenger, logger }: TCreateAuthOptions) {
  const log = logger ?? pino({ level: env.LOG_LEVEL, name: "auth" });
  const hashCode = createCodeHasher(env.authSecret);

  const plugins = [
    ladleAuthHooks({ db, isRateLimited: env.AUTH_RATE_LIMITS }),
    emailOTP({
      otpLength: codeLength,
      expiresIn: codeLifetimeSeconds,
      allowedAttempts: allowedWrongAttempts,
      // A keyed hash rather than better-auth's plain SHA-256 (docs/decisions/004).
      storeOTP: { hash: async (otp) => hashCode(otp) },
      changeEmail: { enabled: true },
      async sendVerificationOTP({ email, otp, type }) {
        const purpose = type === "change-email" ? "confirm your new email address" : "sign in";
        await messenger.sendEmail({
          to: email,
          subject: `${otp} is your Ladle code`,
          text: `Your Ladle code to ${purpose} is ${otp}. It expires in 10 minutes. If you didn't ask for it, ignore this email.`,
        });
      },
    }),
    phoneNumber({
      otpLength: codeLength,
      expiresIn: codeLifetimeSeconds,
      allowedAttempts: allowedWrongAttempts,
      phoneNumberValidator: isValidPhoneNumber,
      signUpOnVerification: { getTempEmail: placeholderEmailFor, getTempName: () => "" },
      async sendOTP({ phoneNumber, code }) {
        await messenger.sendSms({ to: phoneNumber, text: `${code} is your Ladle code. It expires in 10 minutes.` });
      },
      // The plugin would compare plain codes; ours compares keyed hashes in constant time.
      verifyOTP: async ({ phoneNumber, code }, ctx) => {
        if (!ctx) throw new Error("Phone codes are only checked inside a request");
        return verifyPhoneCode({ store: ctx.context.internalAdapter, phoneNumber, code, hash: hashCode });
      },
    }),
    bearer(),
  ];

  const googleClientIds = splitClientIds(env.GOOGLE_CLIENT_ID);
  const appleClientIds = splitClientIds(env.APPLE_CLIENT_ID);

  return betterAuth({
    appName: "Ladle",
    baseURL: env.publicUrl,
    basePath: "/api/auth",
    secret: env.authSecret,
    trustedOrigins: [env.publicUrl, `http://127.0.0.1:${env.PORT}`, `http://localhost:${env.PORT}`],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        completedRegistration: { type: "boolean", defaultValue: false, input: false },
        isAdmin: { type: "boolean", defaultValue: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // No cookie cache: "sign out everywhere" and account deletion must end other sessions at
      // once, not a minute later (docs/decisions/004).
      cookieCache: { enabled: false },
    },
    account: {
      accountLinking: {
        enabled: true,
        trustedProviders: ["google", "apple"],
        // A phone account can link a Google account whatever its address; the id token proves it.
        allowDifferentEmails: true,
        // Code sign-ins have no account rows, so better-auth's own last-account rule is wrong
        // for us; ladleAuthHooks counts email, phone and accounts instead.
        allowUnlinkingAll: true,
      },
    },
    socialProviders: {
      ...(googleClientIds.length && {
        google: {
          clientId: googleClientIds,
          verifyIdToken: createIdTokenVerifier({
            jwksUrl: env.GOOGLE_JWKS_URL,
            issuers: googleIssuers,
            audiences: googleClientIds,
          }),
        },
      }),
      ...(appleClientIds.length && {
        apple: {
          clientId: appleClientIds,
          verifyIdToken: createIdTokenVerifier({
            jwksUrl: env.APPLE_JWKS_URL,
            issuers: appleIssuers,
            audiences: appleClientIds,
            acceptHashedNonce: true,
          }),
        },
      }),
    },
    databaseHooks: {
      verification: {
        create: {
          // The phone-number plugin writes its codes in plain text; hash them before they land.
          async before(data) {
            if (!data.identifier.startsWith(phoneCodeIdentifierPrefix)) return;
            return { data: { ...data, value: hashStoredPhoneCode(data.value, hashCode) } };
          },
        },
      },
    },
    disabledPaths,
    advanced: {
      useSecureCookies: env.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: env.isProduction },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      database: { generateId: () => crypto.randomUUID() },
    },
    // Ladle's limits live in PostgreSQL (ladleAuthHooks, docs/decisions/006).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      log(level, message, ...args) {
        log[level]({ details: args.length ? args : undefined }, message);
      },
    },
    onAPIError: {
      onError(error) {
        const failure = authLibraryFailures.getStore();
        if (failure) failure.error = error;
        // Refusals (a wrong code, a limit) are answers, not failures; as the library does, only
        // its internal errors are logged, and a database that is away is already a warning.
        if (isAPIError(error) && error.status !== "INTERNAL_SERVER_ERROR") return;
        if (isDatabaseUnavailable(error)) log.warn({ err: error }, "The database is unavailable.");
        else log.error({ err: error }, "The sign-in library failed.");
      },
    },
    // The development sign-in (tests and local use) creates sessions through these helpers; they
    // are never part of a production server.
    plugins: env.isProduction ? plugins : [...plugins, testUtils()],
  });
}

export type TAuth = ReturnType<typeof createAuth>;
