/**
 * Deleting an account that pays or is paid: its live subscriptions are cancelled at the provider
 * (Stripe, against a fake of its API on 127.0.0.1, and the test mode), nothing of its payments stays
 * stored, and the events the provider sends afterwards about them are dropped.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { TDb } from "#db/client.ts";
import { buildTestApp, drainJobs, injectAs, insertSignedInUser } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import {
  insertSellingCreator,
  postWebhookEvent,
  subscribeInTestMode,
  testWebhookSecret,
  useFakeStripeApp,
} from "../helpers/payments.ts";

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function countEventsMentioning(db: TDb, needle: string): Promise<number> {
  const result = await db.execute(
    `SELECT count(*)::int AS n FROM payment_events WHERE position('${needle}' in payload::text) > 0`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
  return rows[0].n;
}

async function deleteAccount(app: FastifyInstance, cookie: string) {
  const response = await injectAs(app, cookie, { method: "POST", url: "/api/account/delete" });
  expect(response.statusCode, response.body).toBeLessThan(300);
  await drainJobs(app);
}

describeEachDatabase("deleting an account with subscriptions, at Stripe", (getCtx) => {
  const { getApp, getStripe } = useFakeStripeApp(() => getCtx().database);
  const db = () => getCtx().database.db;

  /** One creator for the file: the fake gives every creator the same Connect account. */
  let sellingCreator: Awaited<ReturnType<typeof insertSignedInUser>> | null = null;
  async function findSellingCreator() {
    if (sellingCreator) return sellingCreator;
    const creator = await insertSignedInUser(getApp(), db(), { blog: { hasPaywalledContent: true } });
    const prices = await injectAs(getApp(), creator.cookie, {
      method: "PUT",
      url: "/api/me/blog/prices",
      payload: { monthlyAmount: 600 },
    });
    expect(prices.statusCode, prices.body).toBe(200);
    await injectAs(getApp(), creator.cookie, { method: "POST", url: "/api/me/payouts/onboarding", payload: {} });
    await postWebhookEvent(getApp(), {
      type: "account.updated",
      created: nowSeconds(),
      object: { id: "acct_fake_creator", object: "account", charges_enabled: true, payouts_enabled: true },
    });
    await drainJobs(getApp());
    sellingCreator = creator;
    return creator;
  }

  /** A reader with an active Stripe subscription to a creator's blog, as Stripe's events tell it. */
  async function insertStripeSubscriber() {
    const creator = await findSellingCreator();
    const blogId = creator.blog?.id as string;
    const reader = await insertSignedInUser(getApp(), db());
    const checkout = await injectAs(getApp(), reader.cookie, {
      method: "POST",
      url: `/api/blogs/${blogId}/checkout`,
      payload: { interval: "month" },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const session = getStripe().requests.findLast((r) => r.path === "/v1/checkout/sessions");
    const subscriptionId = session?.form.get("client_reference_id") as string;
    const providerSubscriptionId = `sub_deleted_${Date.now()}`;
    const customerId = `cus_deleted_${Date.now()}`;
    const metadata = { ladle_subscription_id: subscriptionId };
    await postWebhookEvent(getApp(), {
      type: "checkout.session.completed",
      created: nowSeconds(),
      object: {
        // The fake answers every checkout with the same id; Stripe's events name each session's own.
        id: `cs_deleted_${Date.now()}`,
        object: "checkout.session",
        mode: "subscription",
        client_reference_id: subscriptionId,
        subscription: providerSubscriptionId,
        customer: customerId,
        metadata,
      },
    });
    const subscriptionObject = (status: string) => ({
      id: providerSubscriptionId,
      object: "subscription",
      customer: customerId,
      status,
      cancel_at_period_end: false,
      metadata,
      items: { data: [{ current_period_start: nowSeconds(), current_period_end: nowSeconds() + 30 * 86_400 }] },
    });
    await postWebhookEvent(getApp(), {
      type: "customer.subscription.created",
      created: nowSeconds(),
      object: subscriptionObject("active"),
    });
    await drainJobs(getApp());
    const mine = await injectAs(getApp(), reader.cookie, {
      method: "GET",
      url: `/api/me/subscriptions/${subscriptionId}`,
    });
    expect(mine.json().status).toBe("active");
    return { creator, reader, subscriptionId, providerSubscriptionId, customerId, subscriptionObject };
  }

  it("cancels a reader's live subscription at Stripe and drops Stripe's later events about it", async () => {
    const { reader, subscriptionId, providerSubscriptionId, customerId, subscriptionObject } =
      await insertStripeSubscriber();
    expect(await countEventsMentioning(db(), providerSubscriptionId)).toBeGreaterThan(0);

    getStripe().requests.length = 0;
    await deleteAccount(getApp(), reader.cookie);
    const cancels = getStripe().requests.filter((r) => r.method === "DELETE");
    expect(cancels.map((r) => r.path)).toEqual([`/v1/subscriptions/${providerSubscriptionId}`]);
    expect(cancels[0].idempotencyKey).toBe(`cancel-${providerSubscriptionId}`);
    for (const needle of [subscriptionId, providerSubscriptionId, customerId, reader.user.email]) {
      expect(await countEventsMentioning(db(), needle)).toBe(0);
    }

    // Stripe confirms the cancellation, and retries an older delivery: neither is stored.
    const confirmed = await postWebhookEvent(getApp(), {
      type: "customer.subscription.deleted",
      created: nowSeconds(),
      object: subscriptionObject("canceled"),
    });
    expect(confirmed.statusCode).toBe(200);
    const retried = await postWebhookEvent(getApp(), {
      type: "invoice.paid",
      created: nowSeconds(),
      object: {
        id: `in_${providerSubscriptionId}`,
        object: "invoice",
        status: "paid",
        currency: "usd",
        amount_paid: 600,
        customer: customerId,
        parent: { subscription_details: { subscription: providerSubscriptionId, metadata: {} } },
      },
    });
    expect(retried.statusCode).toBe(200);
    await drainJobs(getApp());
    expect(await countEventsMentioning(db(), providerSubscriptionId)).toBe(0);
    expect(await countEventsMentioning(db(), customerId)).toBe(0);
  });

  it("cancels a subscription whose checkout finished after the reader deleted their account", async () => {
    const creator = await findSellingCreator();
    const reader = await insertSignedInUser(getApp(), db());
    const checkout = await injectAs(getApp(), reader.cookie, {
      method: "POST",
      url: `/api/blogs/${creator.blog?.id}/checkout`,
      payload: { interval: "month" },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const subscriptionId = getStripe()
      .requests.findLast((r) => r.path === "/v1/checkout/sessions")
      ?.form.get("client_reference_id") as string;
    await deleteAccount(getApp(), reader.cookie);

    getStripe().requests.length = 0;
    const late = `sub_late_${Date.now()}`;
    const completed = await postWebhookEvent(getApp(), {
      type: "checkout.session.completed",
      created: nowSeconds(),
      object: {
        id: `cs_late_${Date.now()}`,
        object: "checkout.session",
        mode: "subscription",
        client_reference_id: subscriptionId,
        subscription: late,
        customer: `cus_late_${Date.now()}`,
        metadata: { ladle_subscription_id: subscriptionId },
      },
    });
    expect(completed.statusCode).toBe(200);
    await drainJobs(getApp());
    expect(
      getStripe()
        .requests.filter((r) => r.method === "DELETE")
        .map((r) => r.path),
    ).toEqual([`/v1/subscriptions/${late}`]);
    expect(await countEventsMentioning(db(), subscriptionId)).toBe(0);
  });

  it("cancels the subscriptions of a deleted creator's readers, who lose nothing else", async () => {
    const { creator, reader, subscriptionId, providerSubscriptionId } = await insertStripeSubscriber();
    getStripe().requests.length = 0;
    await deleteAccount(getApp(), creator.cookie);
    sellingCreator = null;
    expect(
      getStripe()
        .requests.filter((r) => r.method === "DELETE")
        .map((r) => r.path),
    ).toEqual([`/v1/subscriptions/${providerSubscriptionId}`]);
    const gone = await injectAs(getApp(), reader.cookie, {
      method: "GET",
      url: `/api/me/subscriptions/${subscriptionId}`,
    });
    expect(gone.statusCode).toBe(404);
    const me = await injectAs(getApp(), reader.cookie, { method: "GET", url: "/api/me/subscriptions" });
    expect(me.statusCode).toBe(200);
  });

  // Last in this group: Stripe stays down.
  it("keeps trying while Stripe cannot be reached, and the deletion still happens at once", async () => {
    const { reader, providerSubscriptionId } = await insertStripeSubscriber();
    await getStripe().close();
    const response = await injectAs(getApp(), reader.cookie, { method: "POST", url: "/api/account/delete" });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const job = await db().execute(
      `SELECT state AS status, payload FROM jobs WHERE type = 'cancel-subscription-at-provider' AND key = '${providerSubscriptionId}'`,
    );
    const rows = (Array.isArray(job) ? job : (job as { rows: unknown[] }).rows) as { status: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0].status).not.toBe("completed");
  });
});

describeEachDatabase("deleting an account with subscriptions, in test mode", (getCtx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getCtx().database, { STRIPE_WEBHOOK_SECRET: testWebhookSecret });
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => getCtx().database.db;

  it("cancels through the test provider and stores none of the events that follow", async () => {
    const { creator, blog } = await insertSellingCreator(app, db());
    const fan = await insertSignedInUser(app, db());
    const subscriptionId = await subscribeInTestMode(app, fan.cookie, blog.id);
    expect(await countEventsMentioning(db(), subscriptionId)).toBeGreaterThan(0);
    await deleteAccount(app, creator.cookie);
    const jobs = await db().execute(
      `SELECT state AS status FROM jobs WHERE type = 'cancel-subscription-at-provider' AND key = 'test_sub_${subscriptionId}'`,
    );
    const rows = (Array.isArray(jobs) ? jobs : (jobs as { rows: unknown[] }).rows) as { status: string }[];
    expect(rows.map((row) => row.status)).toEqual(["completed"]);
    expect(await countEventsMentioning(db(), subscriptionId)).toBe(0);
  });
});
