import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EnvError, parseEnv } from "./env.ts";

const productionSecret = "s".repeat(32);

function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error("parseEnv accepted the configuration");
}

describe("parseEnv", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("has a working local default for everything", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      LADLE_ENV: "local",
      PORT: 3000,
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      API_RATE_LIMIT: 600,
      TRUST_PROXY: false,
      CONTACT_EMAIL: "hello@ladle.test",
      isProduction: false,
      publicUrl: "http://localhost:3000",
      dataDir: path.resolve("./data"),
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it("has support, bugs and general contact addresses, the general one falling back to CONTACT_EMAIL", () => {
    expect(parseEnv({}).contacts).toEqual({
      support: "support@ladle.test",
      bugs: "bugs@ladle.test",
      general: "hello@ladle.test",
    });
    expect(parseEnv({ CONTACT_EMAIL: "team@ladle.example" }).contacts.general).toBe("team@ladle.example");
    expect(parseEnv({ GENERAL_EMAIL: "hi@ladle.example" }).contacts.general).toBe("hi@ladle.example");
    expect(problemsOf({ BUGS_EMAIL: "not an address" })[0]).toMatch(/^BUGS_EMAIL/);
  });

  it("links the footer to no social profile by default, and to the https ones set, in order", () => {
    expect(parseEnv({}).socialProfiles).toEqual([]);
    expect(
      parseEnv({ TIKTOK_URL: "https://www.tiktok.com/@ladle.kitchen", INSTAGRAM_URL: "https://instagram.com/ladle" })
        .socialProfiles,
    ).toEqual([
      { network: "Instagram", url: "https://instagram.com/ladle" },
      { network: "TikTok", url: "https://www.tiktok.com/@ladle.kitchen" },
    ]);
    expect(problemsOf({ PINTEREST_URL: "http://pinterest.com/ladle" })[0]).toMatch(/^PINTEREST_URL/);
    expect(problemsOf({ INSTAGRAM_URL: "javascript:alert(1)" })[0]).toMatch(/^INSTAGRAM_URL/);
  });

  it("takes the VAPID keys together or not at all", () => {
    const publicKey = "B".repeat(87);
    expect(problemsOf({ VAPID_PUBLIC_KEY: publicKey })).toEqual([
      "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither",
    ]);
    expect(parseEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: "p".repeat(43) }).VAPID_SUBJECT).toBe(
      "mailto:support@ladle.test",
    );
    expect(problemsOf({ VAPID_SUBJECT: "support@ladle.test" })[0]).toMatch(/^VAPID_SUBJECT/);
  });

  it("has three grocery partners by default, and takes only https links for them", () => {
    const env = parseEnv({});
    for (const prefix of [
      env.GROCERY_DELIVERY_LINK_PREFIX,
      env.GROCERY_RETAIL_LINK_PREFIX,
      env.GROCERY_RETAIL_SECOND_LINK_PREFIX,
    ]) {
      expect(prefix).toMatch(/^https:\/\//);
    }
    expect(
      parseEnv({ GROCERY_DELIVERY_LINK_PREFIX: "https://grocer.example/add?items=" }).GROCERY_DELIVERY_LINK_PREFIX,
    ).toBe("https://grocer.example/add?items=");
    expect(() => parseEnv({ GROCERY_RETAIL_LINK_PREFIX: "javascript:alert(1)//" })).toThrow(
      /GROCERY_RETAIL_LINK_PREFIX/,
    );
    expect(() => parseEnv({ GROCERY_RETAIL_SECOND_LINK_PREFIX: "http://shop.example/?q=" })).toThrow(EnvError);
  });

  it("reads the object it is given, not process.env", () => {
    vi.stubEnv("PORT", "4321");
    expect(parseEnv({}).PORT).toBe(3000);
    expect(parseEnv().PORT).toBe(4321);
  });

  it("coerces numbers and booleans and trims the public URL", () => {
    const env = parseEnv({
      PORT: "8080",
      API_RATE_LIMIT: "5",
      TRUST_PROXY: "1",
      PUBLIC_URL: "https://ladle.example/",
      DATABASE_URL: "postgresql://u:p@db:5432/ladle",
    });
    expect(env).toMatchObject({ PORT: 8080, API_RATE_LIMIT: 5, TRUST_PROXY: true, publicUrl: "https://ladle.example" });
    expect(env.DATABASE_URL).toBe("postgresql://u:p@db:5432/ladle");
  });

  it("treats an empty variable as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", PORT: "", LOG_LEVEL: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env).toMatchObject({ PORT: 3000, LOG_LEVEL: "info" });
  });

  it("lists every bad field at once", () => {
    const problems = problemsOf({ PORT: "eighty", DATABASE_URL: "mysql://db/ladle", LOG_LEVEL: "loud" });
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT: /),
        expect.stringMatching(/^DATABASE_URL: .*postgres:\/\//),
        expect.stringMatching(/^LOG_LEVEL: /),
      ]),
    );
  });

  it.each(["-1", "65536", "3.5", "abc"])("refuses PORT=%s", (port) => {
    expect(problemsOf({ PORT: port })).toEqual([expect.stringMatching(/^PORT: /)]);
  });

  it("reads the process settings: server processes and connections per process", () => {
    expect(parseEnv({}).LADLE_WORKERS).toBeUndefined();
    expect(parseEnv({}).DATABASE_POOL_SIZE).toBe(10);
    expect(parseEnv({ LADLE_WORKERS: "4", DATABASE_POOL_SIZE: "5" })).toMatchObject({
      LADLE_WORKERS: 4,
      DATABASE_POOL_SIZE: 5,
    });
    expect(problemsOf({ LADLE_WORKERS: "0", DATABASE_POOL_SIZE: "many" })).toEqual([
      expect.stringMatching(/^DATABASE_POOL_SIZE: /),
      expect.stringMatching(/^LADLE_WORKERS: /),
    ]);
  });

  it("takes TRUST_PROXY as true or false, or as the proxies' addresses", () => {
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1,loopback" }).TRUST_PROXY).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "loopback",
    ]);
    expect(problemsOf({ TRUST_PROXY: "yes" })).toEqual([expect.stringMatching(/^TRUST_PROXY: .*\(not yes\)/)]);
    expect(problemsOf({ TRUST_PROXY: "10.0.0.0/8/1,proxy.example" })).toEqual([
      expect.stringMatching(/not 10\.0\.0\.0\/8\/1, proxy\.example/),
    ]);
  });

  it("puts the problems in the error message", () => {
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrow(/configuration is not valid:\n\s+- LOG_LEVEL: /);
  });

  it("refuses production without AUTH_SECRET", () => {
    expect(problemsOf({ LADLE_ENV: "production" })).toEqual([expect.stringMatching(/^AUTH_SECRET: /)]);
  });

  it("refuses a short AUTH_SECRET", () => {
    expect(problemsOf({ LADLE_ENV: "production", AUTH_SECRET: "short" })).toEqual([
      expect.stringMatching(/^AUTH_SECRET: .*32/),
    ]);
  });

  it("accepts production with a secret and uses it", () => {
    const env = parseEnv({ LADLE_ENV: "production", AUTH_SECRET: productionSecret });
    expect(env.isProduction).toBe(true);
    expect(env.authSecret).toBe(productionSecret);
  });
});

describe("parseEnv: identity settings", () => {
  it("delivers through the outbox and keeps code limits on by default", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      AUTH_RATE_LIMITS: true,
      TWILIO_API_URL: "https://api.twilio.com",
      GOOGLE_JWKS_URL: "https://www.googleapis.com/oauth2/v3/certs",
      APPLE_JWKS_URL: "https://appleid.apple.com/auth/keys",
    });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it("wants all three Twilio settings or none", () => {
    expect(problemsOf({ TWILIO_ACCOUNT_SID: "AC1", TWILIO_FROM: "+15550001111" })).toEqual([
      expect.stringMatching(/^TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: /),
    ]);
  });

  it("refuses an SMTP_URL that is not smtp:// or smtps://", () => {
    expect(problemsOf({ SMTP_URL: "http://mail.example" })).toEqual([expect.stringMatching(/^SMTP_URL: /)]);
  });

  it("refuses turning code limits off in production", () => {
    expect(problemsOf({ LADLE_ENV: "production", AUTH_SECRET: productionSecret, AUTH_RATE_LIMITS: "false" })).toEqual([
      expect.stringMatching(/^AUTH_RATE_LIMITS: /),
    ]);
    expect(parseEnv({ AUTH_RATE_LIMITS: "false" }).AUTH_RATE_LIMITS).toBe(false);
  });
});

describe("parseEnv: object storage", () => {
  const s3 = {
    S3_BUCKET: "ladle-uploads",
    S3_REGION: "eu-west-1",
    S3_ACCESS_KEY_ID: "AKIA123",
    S3_SECRET_ACCESS_KEY: "secret",
  };

  it("keeps uploads in the data folder when no S3 variable is set", () => {
    expect(parseEnv({}).s3).toBeNull();
  });

  it("reads a complete S3 configuration", () => {
    const env = parseEnv({
      ...s3,
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: "true",
      S3_PUBLIC_URL: "https://cdn.ladle.example/uploads/",
    });
    expect(env.s3).toEqual({
      endpoint: "http://127.0.0.1:9000",
      region: "eu-west-1",
      bucket: "ladle-uploads",
      accessKeyId: "AKIA123",
      secretAccessKey: "secret",
      isPathStyle: true,
      publicUrl: "https://cdn.ladle.example/uploads",
      timeoutMs: 10_000,
    });
    expect(parseEnv(s3).s3).toMatchObject({ endpoint: null, isPathStyle: false, publicUrl: null });
    expect(parseEnv({ ...s3, S3_TIMEOUT_MS: "1500" }).s3?.timeoutMs).toBe(1500);
    // The timeout alone turns nothing on.
    expect(parseEnv({ S3_TIMEOUT_MS: "1500" }).s3).toBeNull();
  });

  it("names every missing S3 setting when only some are set", () => {
    expect(problemsOf({ S3_BUCKET: "ladle-uploads", S3_ACCESS_KEY_ID: "AKIA123" })).toEqual([
      "S3_REGION, S3_SECRET_ACCESS_KEY: missing; S3 storage needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY together",
    ]);
    expect(problemsOf({ S3_PUBLIC_URL: "https://cdn.ladle.example" })).toEqual([
      expect.stringMatching(/^S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: missing;/),
    ]);
  });

  it("refuses a bucket name S3 would refuse, and an http public URL in production", () => {
    expect(problemsOf({ ...s3, S3_BUCKET: "My_Bucket" })).toEqual([expect.stringMatching(/^S3_BUCKET: /)]);
    expect(
      problemsOf({
        ...s3,
        LADLE_ENV: "production",
        AUTH_SECRET: productionSecret,
        S3_PUBLIC_URL: "http://cdn.example",
      }),
    ).toEqual(["S3_PUBLIC_URL: must be https:// in production"]);
  });
});

describe("parseEnv: analytics", () => {
  it("sends nothing to PostHog without a key, and keeps the batch limits on", () => {
    const env = parseEnv({});
    expect(env.postHog).toBeNull();
    expect(env.ANALYTICS_RATE_LIMITS).toBe(true);
  });

  it("gives the browser PostHog's key and host as an origin", () => {
    expect(parseEnv({ POSTHOG_KEY: "phc_abc" }).postHog).toEqual({ key: "phc_abc", host: "https://us.i.posthog.com" });
    expect(parseEnv({ POSTHOG_KEY: "phc_abc", POSTHOG_HOST: "https://eu.i.posthog.com/" }).postHog?.host).toBe(
      "https://eu.i.posthog.com",
    );
    expect(problemsOf({ POSTHOG_HOST: "ftp://posthog.example" })).toEqual([expect.stringMatching(/^POSTHOG_HOST: /)]);
  });

  it("refuses turning the batch limits off in production", () => {
    expect(
      problemsOf({ LADLE_ENV: "production", AUTH_SECRET: productionSecret, ANALYTICS_RATE_LIMITS: "false" }),
    ).toEqual([expect.stringMatching(/^ANALYTICS_RATE_LIMITS: /)]);
  });
});
