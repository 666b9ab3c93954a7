/** Connecting a creator to the fake Kit through the API, as a browser would go through the consent page. */
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { TDb } from "#db/client.ts";
import { injectAs, insertSignedInUser } from "./app.ts";

/** A creator with a paywalled blog, signed in. */
export function insertCreator(app: FastifyInstance, db: TDb) {
  return insertSignedInUser(app, db, { blog: { hasPaywalledContent: true } });
}

/** Starts connecting and follows the consent page's redirect (to the fake, which answers at once). */
export async function startConnect(app: FastifyInstance, cookie: string) {
  const response = await injectAs(app, cookie, { method: "POST", url: "/api/integrations/convertkit/connect" });
  expect(response.statusCode, response.body).toBe(200);
  const authorizeUrl = new URL(response.json().authorizeUrl);
  const consent = await fetch(authorizeUrl, { redirect: "manual" });
  const back = new URL(consent.headers.get("location") ?? "");
  return {
    authorizeUrl,
    state: back.searchParams.get("state") ?? "",
    code: back.searchParams.get("code") ?? undefined,
    error: back.searchParams.get("error") ?? undefined,
  };
}

export function finishConnect(
  app: FastifyInstance,
  cookie: string,
  payload: { state: string; code?: string; error?: string },
) {
  return injectAs(app, cookie, { method: "POST", url: "/api/integrations/convertkit/callback", payload });
}

/** Connects the creator to the fake Kit; returns the callback's answer body. */
export async function connectToFakeKit(app: FastifyInstance, cookie: string) {
  const answer = await startConnect(app, cookie);
  const response = await finishConnect(app, cookie, answer);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
