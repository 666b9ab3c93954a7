/** Builds the API-only app for integration tests (fastify/demo's `build(t)`), plus session helpers. */
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { TDatabase, TDb } from "#db/client.ts";
import { insertRegisteredUser, type TRegisteredUserOptions } from "#db/factories/index.ts";
import { buildApp } from "#server/app.ts";
import { parseEnv, type TEnv } from "#server/env.ts";

export type TEnvOverrides = Record<string, string | undefined>;

/** The test configuration: quiet logs, no development defaults read from process.env. */
export function buildTestEnv(overrides: TEnvOverrides = {}): TEnv {
  return parseEnv({
    LADLE_ENV: "test",
    LOG_LEVEL: "silent",
    LADLE_DATA_DIR: path.join(os.tmpdir(), "ladle-test-data"),
    ...overrides,
  });
}

/** The API without pages (`ssr: "none"`); the caller closes it. */
export async function buildTestApp(database: TDatabase, envOverrides: TEnvOverrides = {}): Promise<FastifyInstance> {
  const app = await buildApp({ env: buildTestEnv(envOverrides), database, ssr: "none" });
  await app.ready();
  return app;
}

/** Builds an app before the block's tests and closes it after them. */
export function useTestApp(getDatabase: () => TDatabase, envOverrides: TEnvOverrides = {}): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildTestApp(getDatabase(), envOverrides);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error("The test app is only available inside tests and hooks.");
    return app;
  };
}

/**
 * Runs every job that is due (message deliveries…) to the end, so a test can read what it did
 * (the outbox, a fake provider) without sleeping. Jobs waiting for a later retry are not waited for.
 */
export async function drainJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.worker.drain();
}

/** Turns a response's Set-Cookie headers into a Cookie header for the next request. */
export function cookieHeaderFrom(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/** Signs in through the development route (any address, no code); returns the Cookie header. */
export async function signInForTest(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/dev/sign-in", payload: { email } });
  if (response.statusCode !== 200) throw new Error(`Dev sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieHeaderFrom(response);
}

/** A registered user (the factory's rows) signed in through the development route, with their Cookie header. */
export async function insertSignedInUser(app: FastifyInstance, db: TDb, options: TRegisteredUserOptions = {}) {
  const account = await insertRegisteredUser(db, options);
  return { ...account, cookie: await signInForTest(app, account.user.email) };
}

export type THttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** `app.inject` as whoever the Cookie header belongs to (a visitor without one). */
export function injectAs(
  app: FastifyInstance,
  cookie: string | undefined,
  request: { method: THttpMethod; url: string; payload?: unknown },
): Promise<LightMyRequestResponse> {
  return app.inject({ ...request, payload: request.payload as never, headers: cookie ? { cookie } : {} });
}
