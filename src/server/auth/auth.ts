/**
 * Ladle's identity service: better-auth configured for our tables, wrapped so the rest of the
 * server only sees `createAuth` and `getViewer`.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { emailOTP, testUtils } from "better-auth/plugins";
import type { TDb } from "#db/client.ts";
import { accounts, sessions, users, verifications } from "#db/schema.ts";
import type { TEnv } from "#server/env.ts";
import { addToOutbox } from "#server/features/outbox/service.ts";

/** Header that carries Fastify's resolved client IP to better-auth's rate limiter. */
export const clientIpHeader = "x-ladle-client-ip";

export function createAuth({ db, env }: { db: TDb; env: TEnv }) {
  const plugins = [
    emailOTP({
      otpLength: 6,
      expiresIn: 10 * 60,
      storeOTP: "hashed",
      allowedAttempts: 5,
      async sendVerificationOTP({ email, otp }) {
        await addToOutbox({
          db,
          message: {
            to: email.toLowerCase(),
            channel: "email",
            subject: `${otp} is your Ladle code`,
            text: `Your Ladle sign-in code is ${otp}. It expires in 10 minutes. If you didn't ask for it, ignore this email.`,
          },
        });
      },
    }),
  ];
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
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: true, maxAge: 60 },
    },
    advanced: {
      useSecureCookies: env.isProduction,
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      database: { generateId: () => crypto.randomUUID() },
    },
    rateLimit: { enabled: env.LADLE_ENV !== "test", storage: "memory" },
    telemetry: { enabled: false },
    // The development sign-in (tests and local use) creates sessions through these helpers; they
    // are never part of a production server.
    plugins: env.isProduction ? plugins : [...plugins, testUtils()],
  });
}

export type TAuth = ReturnType<typeof createAuth>;
