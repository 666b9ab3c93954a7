/**
 * Subscriptions in integration tests: the app paying through a fake Stripe, a creator taking
 * subscriptions, signed webhook events, the test checkout.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import type { TDatabase, TDb } from "#db/client.ts";
import { insertRecipe, textOnlyLine } from "#db/factories/index.ts";
import { signWebhook } from "#server/lib/payments/webhook-signature.ts";
import { buildTestApp, drainJobs, injectAs, insertSignedInUser, type TEnvOverrides } from "./app.ts";
import { startFakeStripe, type TFakeStripe } from "./fakes/stripe.ts";

export const testWebhookSecret = "whsec_integration_tests";

/**
 * Before the block's tests, starts a fake Stripe API on 127.0.0.1 and an app whose Stripe provider
 * talks to it (its events signed with `testWebhookSecret`); closes both after them. `envOverrides`
 * adds to or replaces those settings (the platform's fee, Stripe's time limit).
 */
export function useFakeStripeApp(getDatabase: () => TDatabase, envOverrides: TEnvOverrides = {}) {
  let stripe: TFakeStripe | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await buildTestApp(getDatabase(), {
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_WEBHOOK_SECRET: testWebhookSecret,
      STRIPE_API_URL: stripe.url,
      ...envOverrides,
    });
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error("The fake Stripe and its app are only available inside tests and hooks.");
    return value;
  };
  return { getApp: () => started(app), getStripe: () => started(stripe) };
}

let eventCounter = 0;

/** Posts one Stripe-shaped event, signed (with `secret`), to the webhook endpoint. */
export function postWebhookEvent(
  app: FastifyInstance,
  event: { id?: string; type: string; created: number; account?: string; object: Record<string, unknown> },
  secret = testWebhookSecret,
) {
  eventCounter += 1;
  const { object, ...rest } = event;
  const payload = JSON.stringify({
    id: event.id ?? `evt_it_${Date.now()}_${eventCounter}`,
    object: "event",
    ...rest,
    data: { object },
  });
  return app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: { "content-type": "application/json", "stripe-signature": signWebhook(payload, secret) },
    payload,
  });
}

/** A creator whose paywalled blog has prices and a payout account, and one subscriber-only recipe. */
export async function insertSellingCreator(app: FastifyInstance, db: TDb, secret = "saffron threads") {
  const creator = await insertSignedInUser(app, db, { blog: { hasPaywalledContent: true } });
  const prices = await injectAs(app, creator.cookie, {
    method: "PUT",
    url: "/api/me/blog/prices",
    payload: { monthlyAmount: 500, yearlyAmount: 5000 },
  });
  expect(prices.statusCode, prices.body).toBe(200);
  const onboarding = await injectAs(app, creator.cookie, {
    method: "POST",
    url: "/api/me/payouts/onboarding",
    payload: {},
  });
  expect(onboarding.statusCode, onboarding.body).toBe(200);
  const recipe = await insertRecipe(db, {
    authorId: creator.user.id,
    blogId: creator.blog?.id,
    title: `Members' paella ${Date.now()}`,
    visibility: "paywalled",
    ingredientGroups: [{ name: null, lines: [textOnlyLine(`1 pinch ${secret}`)] }],
    instructionSections: [{ name: null, steps: [`Bloom the ${secret} in warm stock.`] }],
  });
  return { creator, blog: creator.blog as NonNullable<typeof creator.blog>, recipe, secret };
}

/** Starts a checkout and presses the test checkout's pay button; returns the subscription's id. */
export async function subscribeInTestMode(app: FastifyInstance, cookie: string, blogId: string) {
  const checkout = await injectAs(app, cookie, {
    method: "POST",
    url: `/api/blogs/${blogId}/checkout`,
    payload: { interval: "month" },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const url = new URL(checkout.json().url);
  const page = await app.inject({ method: "GET", url: `${url.pathname}${url.search}`, headers: { cookie } });
  expect(page.body).toContain("Test checkout — no card is charged");
  const paid = await app.inject({
    method: "POST",
    url: `${url.pathname}${url.search}`,
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    payload: "outcome=pay",
  });
  expect(paid.statusCode, paid.body).toBe(303);
  await drainJobs(app);
  const id = /\/me\/subscriptions\/([0-9a-f-]{36})/.exec(paid.headers.location as string)?.[1];
  if (!id) throw new Error(`The checkout went to ${paid.headers.location}`);
  return id;
}
