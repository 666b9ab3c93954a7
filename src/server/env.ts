import path from "node:path";
import { z } from "zod";

const ZBooleanString = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

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
  LADLE_DATA_DIR: z.string().min(1).default("./data"),
  /** Secret for signing session cookies. Required in production; a fixed dev value otherwise. */
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Requests per minute per client IP on /api. */
  API_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  /** Set when Ladle runs behind a proxy that sets X-Forwarded-For. */
  TRUST_PROXY: ZBooleanString,
  CONTACT_EMAIL: z.email().default("hello@ladle.test"),
});

export type TEnv = z.infer<typeof ZEnv> & {
  publicUrl: string;
  dataDir: string;
  authSecret: string;
  isProduction: boolean;
};

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
  if (isProduction && !env.AUTH_SECRET) {
    throw new EnvError(["AUTH_SECRET: required in production (at least 32 random characters)"]);
  }
  return {
    ...env,
    isProduction,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    dataDir: path.resolve(env.LADLE_DATA_DIR),
    authSecret: env.AUTH_SECRET ?? "ladle-development-secret-not-for-production-use",
  };
}
