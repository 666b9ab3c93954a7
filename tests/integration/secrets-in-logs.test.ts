/**
 * Nothing secret reaches the log. The server runs with every secret configured (AUTH_SECRET,
 * Stripe's keys, ConvertKit's client secret, INTEGRATIONS_SECRET, a VAPID private key) and logs at
 * its most detailed level with request logging on, through a real sign-in with an emailed code,
 * bearer and cookie sessions, refused and failing requests, a Stripe that fails, a webhook with a
 * forged signature, and a ConvertKit connection whose API then fails. Every line written is kept
 * and searched for each secret, the sign-in code and the session tokens.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import webpush from "web-push";
import { buildApp } from "#server/app.ts";
import { buildTestEnv, drainJobs } from "../helpers/app.ts";
import { finishConnect, insertCreator, startConnect } from "../helpers/convertkit.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { send, sendEmailCode, uniqueIp, uniqueSuffix, verifyEmailCode } from "../helpers/fakes/identity-flows.ts";
import { startFakeKit, type TFakeKit } from "../helpers/fakes/kit.ts";
import { listenOnLoopback } from "../helpers/fakes/listen.ts";

const hex = (bytes: number) => randomBytes(bytes).toString("hex");
const vapid = webpush.generateVAPIDKeys();
const secrets = {
  AUTH_SECRET: `auth-${hex(24)}`,
  STRIPE_SECRET_KEY: `sk_test_${hex(16)}`,
  STRIPE_WEBHOOK_SECRET: `whsec_${hex(16)}`,
  INTEGRATIONS_SECRET: `integrations-${hex(24)}`,
  VAPID_PRIVATE_KEY: vapid.privateKey,
};

/** A Stripe that answers every call with a server error, as Stripe does during an outage. */
async function startFailingStripe() {
  const server = http.createServer((_request, response) => {
    response.writeHead(500, { "content-type": "application/json", "request-id": "req_outage" });
    response.end(JSON.stringify({ error: { type: "api_error", message: "An unknown error occurred." } }));
  });
  return listenOnLoopback(server);
}

let kit: TFakeKit;
let stripe: { url: string; close(): Promise<void> };
beforeAll(async () => {
  kit = await startFakeKit();
  stripe = await startFailingStripe();
});
afterAll(async () => {
  await kit?.close();
  await stripe?.close();
});

describeEachDatabase("secrets in the log", (getCtx) => {
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    const env = buildTestEnv({
      ...secrets,
      ...kit.env(),
      // Request logging is off only under LADLE_ENV=test: this is how a developer's server logs.
      LADLE_ENV: "local",
      LOG_LEVEL: "trace",
      PUBLIC_URL: "https://ladle.example",
      STRIPE_API_URL: stripe.url,
      VAPID_PUBLIC_KEY: vapid.publicKey,
    });
    const stream = { write: (line: string) => lines.push(line) };
    app = await buildApp({ env, database: getCtx().database, ssr: "none", logger: { level: "trace", stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Signs a new address in with its emailed code; returns what a leak would expose. */
  async function signIn() {
    const email = `secrets.${uniqueSuffix()}@ladle.test`;
    const ip = uniqueIp();
    expect((await sendEmailCode(app, email, ip)).statusCode).toBe(200);
    await drainJobs(app);
    const outbox = await app.inject({ method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    const code = /\b(\d{6})\b/.exec((outbox.json() as { text: string }[])[0].text)?.[1] as string;
    // A wrong code first: refused sign-ins are logged too.
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await verifyEmailCode(app, email, wrong, ip)).statusCode).toBeGreaterThanOrEqual(400);
    const signedIn = await verifyEmailCode(app, email, code, ip);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = signedIn.cookies.find((cookie) => cookie.name.endsWith("better-auth.session_token"));
    const bearer = String(signedIn.headers["set-auth-token"]);
    return { code, cookie: `${session?.name}=${session?.value}`, sessionToken: String(session?.value), bearer };
  }

  it("writes none of them, whatever the requests did", async () => {
    const { code, cookie, sessionToken, bearer } = await signIn();
    const as = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
      send(app, { method, url, payload, cookie });
    expect((await as("GET", "/api/me/state")).statusCode).toBe(200);
    expect((await send(app, { method: "GET", url: "/api/auth/get-session", bearer })).statusCode).toBe(200);
    await send(app, { method: "GET", url: "/api/me/state", bearer: `${bearer}x` });
    // Refused: bad input, a missing recipe, and a query string that carries a token.
    expect((await as("POST", "/api/recipes", { title: "" })).statusCode).toBe(400);
    expect((await as("GET", `/api/recipes/none?token=${sessionToken}`)).statusCode).toBe(404);
    // A paywalled blog's prices go to Stripe, which is down.
    const creator = await insertCreator(app, getCtx().database.db);
    const asCreator = (method: "GET" | "PUT", url: string, payload?: unknown) =>
      send(app, { method, url, payload, cookie: creator.cookie });
    const prices = await asCreator("PUT", "/api/me/blog/prices", { monthlyAmount: 700, yearlyAmount: 7000 });
    expect(prices.statusCode).toBeGreaterThanOrEqual(400);
    // A webhook signed with another secret.
    const forged = await app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json", "stripe-signature": `t=1,v1=${hex(32)}` },
      payload: JSON.stringify({ id: "evt_forged", type: "customer.subscription.updated" }),
    });
    expect(forged.statusCode).toBe(400);
    // ConvertKit: a connection made with the client secret, then Kit's API fails.
    const answer = await startConnect(app, creator.cookie);
    expect((await finishConnect(app, creator.cookie, answer)).statusCode).toBe(200);
    kit.failWith = 500;
    expect((await asCreator("GET", "/api/integrations/convertkit/lists")).statusCode).toBeGreaterThanOrEqual(500);
    kit.failWith = null;
    await drainJobs(app);

    const log = lines.join("");
    expect(lines.length, "the log was captured").toBeGreaterThan(10);
    expect(log).toContain("request completed");
    const leaked = Object.entries({ ...secrets, CONVERTKIT_CLIENT_SECRET: kit.clientSecret, sessionToken, bearer })
      .filter(([, value]) => log.includes(value) || log.includes(value.split(".")[0]))
      .map(([name]) => name);
    expect(leaked, "secrets found in the log").toEqual([]);
    // The code is six digits: only as a number of its own, not inside a timestamp.
    expect(log).not.toMatch(new RegExp(`(?<![\\d.])${code}(?!\\d)`));
  });
});

describeEachDatabase("credentials inside logged objects", (getCtx) => {
  it("are written as [Redacted]: an outside service's error with its headers, a token answer", async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const env = buildTestEnv({ LOG_LEVEL: "info" });
    const app = await buildApp({ env, database: getCtx().database, ssr: "none", logger: { level: "info", stream } });
    const token = `tok_${hex(16)}`;
    const failure = Object.assign(new Error("The provider refused the call."), {
      headers: { authorization: `Bearer ${token}`, cookie: `session=${token}` },
      config: { headers: { authorization: `Bearer ${token}` } },
    });
    app.log.error({ err: failure }, "outside call failed");
    app.log.warn({ answer: { access_token: token, refresh_token: token, expires_in: 3600 } }, "token answer");
    await app.close();
    const log = lines.join("");
    expect(log).toContain("[Redacted]");
    expect(log).toContain("The provider refused the call.");
    expect(log).not.toContain(token);
  });
});
