/**
 * The real sign-in flows for integration tests: request a code, read it where it was delivered (the
 * outbox, outside production), verify it. Each test can use its own client IP so that rate limits
 * from one test never leak into another.
 */

import { sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { TDb } from "#db/client.ts";
import { deleteRateLimitsFor } from "#server/lib/rate-limits.ts";
import { cookieHeaderFrom, drainJobs } from "../app.ts";

let ipCounter = 0;

/** A client address no other test uses (10.x.y.z). */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let nameCounter = 0;

/** A token for unique emails, phone numbers and usernames within a test file. */
export function uniqueSuffix(): string {
  nameCounter += 1;
  return `${Date.now().toString(36).slice(-4)}${nameCounter}`;
}

export function uniquePhone(): string {
  nameCounter += 1;
  return `+1555${String(Date.now() % 10_000).padStart(4, "0")}${String(nameCounter).padStart(3, "0")}`;
}

export interface TRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  payload?: unknown;
  cookie?: string;
  bearer?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export function send(app: FastifyInstance, { method, url, payload, cookie, bearer, ip, headers }: TRequest) {
  return app.inject({
    method,
    url,
    payload: payload as never,
    remoteAddress: ip ?? uniqueIp(),
    headers: {
      ...(cookie && { cookie }),
      ...(bearer && { authorization: `Bearer ${bearer}` }),
      ...headers,
    },
  });
}

/** The newest code sent to this address or number through the outbox (once its delivery job ran). */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  await drainJobs(app);
  const response = await app.inject({ method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  const [message] = response.json() as { text: string }[];
  const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`No code in the outbox for ${to}`);
  return code;
}

export async function sendEmailCode(app: FastifyInstance, email: string, ip = uniqueIp()) {
  return send(app, {
    method: "POST",
    url: "/api/auth/email-otp/send-verification-otp",
    payload: { email, type: "sign-in" },
    ip,
  });
}

export async function verifyEmailCode(app: FastifyInstance, email: string, otp: string, ip = uniqueIp()) {
  return send(app, { method: "POST", url: "/api/auth/sign-in/email-otp", payload: { email, otp }, ip });
}

export async function sendPhoneCode(app: FastifyInstance, phoneNumber: string, ip = uniqueIp()) {
  return send(app, { method: "POST", url: "/api/auth/phone-number/send-otp", payload: { phoneNumber }, ip });
}

export async function verifyPhoneCode(app: FastifyInstance, phoneNumber: string, code: string, ip = uniqueIp()) {
  return send(app, { method: "POST", url: "/api/auth/phone-number/verify", payload: { phoneNumber, code }, ip });
}

function expectOk(response: LightMyRequestResponse, what: string) {
  if (response.statusCode !== 200) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
}

/** Signs in with an emailed code; returns the Cookie header and the user id. */
export async function signInWithEmail(app: FastifyInstance, email: string) {
  const ip = uniqueIp();
  expectOk(await sendEmailCode(app, email, ip), "Sending an email code");
  const signedIn = await verifyEmailCode(app, email, await latestCode(app, email), ip);
  expectOk(signedIn, "Signing in with the email code");
  return { cookie: cookieHeaderFrom(signedIn), userId: signedIn.json().user.id as string, response: signedIn };
}

/** Signs in with a texted code (creating the user on first use); returns the Cookie header and user id. */
export async function signInWithPhone(app: FastifyInstance, phoneNumber: string) {
  const ip = uniqueIp();
  expectOk(await sendPhoneCode(app, phoneNumber, ip), "Sending a phone code");
  const verified = await verifyPhoneCode(app, phoneNumber, await latestCode(app, phoneNumber), ip);
  expectOk(verified, "Signing in with the phone code");
  return { cookie: cookieHeaderFrom(verified), userId: verified.json().user.id as string, response: verified };
}

/** Signs a new address in and completes registration; returns the cookie, id and username. */
export async function registerNewUser(
  app: FastifyInstance,
  options: { email?: string; username?: string; isPublic?: boolean; name?: string } = {},
) {
  const suffix = uniqueSuffix();
  const email = options.email ?? `cook.${suffix}@ladle.test`;
  const username = options.username ?? `cook_${suffix}`;
  const { cookie, userId } = await signInWithEmail(app, email);
  const registered = await send(app, {
    method: "POST",
    url: "/api/registration/complete",
    cookie,
    payload: {
      fcm_tokens: [],
      invite_code: null,
      is_public: options.isPublic ?? true,
      name: options.name ?? "Test Cook",
      username,
    },
  });
  expectOk(registered, "Completing registration");
  return { cookie, userId, email, username };
}

/** Forgets the code limits of these destinations, so a test can sign the same address in again at once. */
export async function forgetRateLimits(db: TDb, ...destinations: string[]) {
  await deleteRateLimitsFor({ db, destinations });
}

/** Moves every recorded rate-limit hit `seconds` into the past, as if that much time had passed. */
export async function ageRateLimits(db: TDb, seconds: number) {
  await db.execute(sql`
    UPDATE rate_limits SET
      hits = ARRAY(SELECT h - make_interval(secs => ${seconds}) FROM unnest(hits) AS h ORDER BY h),
      expires_at = expires_at - make_interval(secs => ${seconds})
  `);
}
