/**
 * Stripe that hangs or fails, against the fake Stripe API on 127.0.0.1: pressing Subscribe gets
 * Ladle's 503 within the Stripe timeout and keeps no subscription for a checkout that never
 * started, the creator's setup and a cancellation get the same message, other requests answer at
 * once meanwhile, Stripe refusing Ladle's key is the same outage and any other refusal a 502 without
 * Stripe's words, the cancellation job that calls Stripe retries with backoff and fails for
 * good with its last error, and a duplicate's refund that Stripe fails is retried by its job, the
 * webhook answering as ever meanwhile.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentProviderRefusedMessage } from "#core/subscriptions/payment-provider-messages.ts";
import { insertRecipe } from "#db/factories/index.ts";
import { blogPrices, jobs, payments, payoutAccounts, subscriptions } from "#db/schema.ts";
import { cancelAtProviderKind, createCancelAtProviderJob } from "#server/features/subscriptions/account-deletion.ts";
import { enqueueJob } from "#server/lib/jobs/job-store.ts";
import { createStripeProvider } from "#server/lib/payments/stripe-provider.ts";
import { drainJobs, injectAs, insertSignedInUser } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { findJobRow, useJobWorkers, waitUntil } from "../helpers/jobs.ts";
import { expectPromptWhileInFlight, timed } from "../helpers/outages.ts";
import { postWebhookEvent, testWebhookSecret, useFakeStripeApp } from "../helpers/payments.ts";

/**
 * Stripe's limit for one call in these tests (production's is 10 s): long enough that a plain
 * request on a busy machine clearly answers before it.
 */
const timeoutMs = 2500;
const stripeMessage =
  "Our payment provider isn't answering right now, so nothing has changed. Please try again in a few minutes.";
const unavailable = { code: "UNAVAILABLE", message: stripeMessage };

/** The real cancellation job under a type of its own (the app's worker leaves it alone), with short waits. */
const quickCancelKind = {
  ...cancelAtProviderKind,
  type: "cancel-subscription-at-provider.quick-test",
  maxAttempts: 3,
  timeoutMs: 5000,
  backoff: { baseMs: 50, maxMs: 100 },
};

describeEachDatabase("subscriptions while Stripe hangs or fails", (getCtx) => {
  const { getApp, getStripe } = useFakeStripeApp(() => getCtx().database, { STRIPE_TIMEOUT_MS: String(timeoutMs) });
  const db = () => getCtx().database.db;
  const startWorker = useJobWorkers(() => getCtx().database);

  /** A creator whose blog takes subscriptions (prices and a finished payout account), and a free recipe. */
  async function insertSellingCreator() {
    const creator = await insertSignedInUser(getApp(), db(), { blog: { hasPaywalledContent: true } });
    const blogId = creator.blog?.id as string;
    await db().insert(blogPrices).values({ blogId, monthlyAmount: 600, providerMonthlyPriceId: "price_fake_monthly" });
    await db()
      .insert(payoutAccounts)
      .values({ userId: creator.user.id, providerAccountId: `acct_${randomUUID()}`, isOnboardingComplete: true });
    const recipe = await insertRecipe(db(), { authorId: creator.user.id, title: "Free Focaccia" });
    return { creator, blogId, recipeId: recipe.id };
  }
  const pressSubscribe = (cookie: string, blogId: string) =>
    injectAs(getApp(), cookie, {
      method: "POST",
      url: `/api/blogs/${blogId}/checkout`,
      payload: { interval: "month" },
    });
  const subscriptionsOf = (readerId: string) =>
    db().select().from(subscriptions).where(eq(subscriptions.readerId, readerId));

  it("answers Subscribe with a 503 within the timeout while Stripe hangs, keeps nothing, and slows nothing else", async () => {
    const { blogId, recipeId } = await insertSellingCreator();
    const reader = await insertSignedInUser(getApp(), db());
    getStripe().isHanging = true;
    try {
      const checkout = timed(pressSubscribe(reader.cookie, blogId));
      await expectPromptWhileInFlight(checkout, () => getApp().inject({ url: `/api/recipes/${recipeId}` }));
      await expectPromptWhileInFlight(checkout, () => getApp().inject({ url: "/api/health" }));
      const { response, elapsedMs } = await checkout;
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toEqual(unavailable);
      // It did wait for Stripe (the request reached it), and no longer than the limit.
      expect(getStripe().requests.some((request) => request.path === "/v1/checkout/sessions")).toBe(true);
      expect(elapsedMs).toBeGreaterThanOrEqual(timeoutMs - 50);
      expect(elapsedMs).toBeLessThan(timeoutMs + 4000);
    } finally {
      getStripe().isHanging = false;
    }
    expect(await subscriptionsOf(reader.user.id)).toEqual([]);

    // Once Stripe answers, pressing again starts the one checkout.
    const again = await pressSubscribe(reader.cookie, blogId);
    expect(again.statusCode, again.body).toBe(200);
    const rows = await subscriptionsOf(reader.user.id);
    expect(rows.map((row) => [row.status, row.providerCheckoutId])).toEqual([
      ["incomplete", new URL(again.json().url).pathname.split("/").pop()],
    ]);
  });

  it("answers Subscribe, the creator's setup and a cancellation with the same 503 when Stripe fails", async () => {
    const { creator, blogId } = await insertSellingCreator();
    const reader = await insertSignedInUser(getApp(), db());
    const subscriber = await insertSignedInUser(getApp(), db());
    const [active] = await db()
      .insert(subscriptions)
      .values({
        readerId: subscriber.user.id,
        blogId,
        interval: "month",
        amount: 600,
        currency: "usd",
        provider: "stripe",
        status: "active",
        currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
        providerSubscriptionId: `sub_${randomUUID()}`,
      })
      .returning();
    const call = (cookie: string, method: "POST" | "PUT", url: string, payload?: unknown) =>
      injectAs(getApp(), cookie, { method, url: `/api${url}`, payload });
    getStripe().failWith = 500;
    try {
      const { response, elapsedMs } = await timed(pressSubscribe(reader.cookie, blogId));
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toEqual(unavailable);
      expect(elapsedMs).toBeLessThan(2000);

      const prices = await call(creator.cookie, "PUT", "/me/blog/prices", { monthlyAmount: 900, yearlyAmount: null });
      expect(prices.json()).toEqual(unavailable);
      const onboarding = await call(creator.cookie, "POST", "/me/payouts/onboarding", {});
      expect(onboarding.json()).toEqual(unavailable);
      const cancel = await call(subscriber.cookie, "POST", `/me/subscriptions/${active.id}/cancel`);
      expect(cancel.statusCode).toBe(503);
      expect(cancel.json()).toEqual(unavailable);
    } finally {
      getStripe().failWith = null;
    }
    // Nothing changed: no checkout kept, the cancellation not recorded, the old price.
    expect(await subscriptionsOf(reader.user.id)).toEqual([]);
    const [kept] = await subscriptionsOf(subscriber.user.id);
    expect([kept.status, kept.cancelAtPeriodEnd]).toEqual(["active", false]);
    const [price] = await db().select().from(blogPrices).where(eq(blogPrices.blogId, blogId));
    expect(price.monthlyAmount).toBe(600);
  });

  it("answers Stripe refusing Ladle's key with the same 503, and any other refusal with a 502 that shows none of Stripe's words", async () => {
    const { creator, blogId } = await insertSellingCreator();
    const reader = await insertSignedInUser(getApp(), db());
    getStripe().failWith = 401;
    try {
      // Not a 401: the reader's own session is fine.
      const checkout = await pressSubscribe(reader.cookie, blogId);
      expect(checkout.statusCode, checkout.body).toBe(503);
      expect(checkout.json()).toEqual(unavailable);
    } finally {
      getStripe().failWith = null;
    }
    getStripe().failWith = 400;
    try {
      const prices = await injectAs(getApp(), creator.cookie, {
        method: "PUT",
        url: "/api/me/blog/prices",
        payload: { monthlyAmount: 900, yearlyAmount: 9000 },
      });
      expect(prices.statusCode, prices.body).toBe(502);
      expect(prices.json()).toEqual({ code: "INTERNAL", message: paymentProviderRefusedMessage });
    } finally {
      getStripe().failWith = null;
    }
    expect(await subscriptionsOf(reader.user.id)).toEqual([]);
    const [price] = await db().select().from(blogPrices).where(eq(blogPrices.blogId, blogId));
    expect([price.monthlyAmount, price.providerMonthlyPriceId]).toEqual([600, "price_fake_monthly"]);
  });

  it("retries a duplicate's refund that Stripe fails, answering its webhooks meanwhile, and refunds it once", async () => {
    const { blogId } = await insertSellingCreator();
    const reader = await insertSignedInUser(getApp(), db());
    const day = 86_400_000;
    const [kept] = await db()
      .insert(subscriptions)
      .values({
        readerId: reader.user.id,
        blogId,
        interval: "month",
        amount: 600,
        currency: "usd",
        provider: "stripe",
        status: "active",
        currentPeriodEnd: new Date(Date.now() + 20 * day),
        providerSubscriptionId: `sub_${randomUUID()}`,
      })
      .returning();
    // An old checkout page paid all the same.
    const [second] = await db()
      .insert(subscriptions)
      .values({
        readerId: reader.user.id,
        blogId,
        interval: "month",
        amount: 600,
        currency: "usd",
        provider: "stripe",
        providerCheckoutId: `cs_${randomUUID()}`,
      })
      .returning();
    const invoiceId = `in_${second.id}`;
    getStripe().invoices.set(invoiceId, { amountPaid: 600, paymentIntent: `pi_${second.id}` });
    const at = Math.floor(Date.now() / 1000);
    const metadata = { ladle_subscription_id: second.id };
    const refundRequests = () =>
      getStripe().requests.filter(
        (r) => r.path === "/v1/refunds" && r.form.get("payment_intent") === `pi_${second.id}`,
      );
    const paymentOf = async () => (await db().select().from(payments).where(eq(payments.subscriptionId, second.id)))[0];
    const refundJob = async () =>
      (
        await db()
          .select()
          .from(jobs)
          .where(and(eq(jobs.type, "refund-duplicate-payment"), eq(jobs.key, invoiceId)))
      )[0];

    getStripe().failWith = 500;
    getStripe().failPath = "/v1/refunds";
    try {
      for (const event of [
        {
          type: "checkout.session.completed",
          object: {
            id: second.providerCheckoutId,
            object: "checkout.session",
            mode: "subscription",
            subscription: `sub_${second.id}`,
            customer: `cus_${second.id}`,
            metadata,
          },
        },
        {
          type: "invoice.paid",
          object: {
            id: invoiceId,
            object: "invoice",
            currency: "usd",
            amount_paid: 600,
            application_fee_amount: 60,
            status_transitions: { paid_at: at },
            parent: { subscription_details: { subscription: `sub_${second.id}`, metadata } },
          },
        },
      ]) {
        // Stripe's deliveries are answered as ever: the refund is the queue's business.
        const response = await postWebhookEvent(getApp(), { ...event, created: at });
        expect(response.statusCode, response.body).toBe(200);
      }
      await drainJobs(getApp());
      const [row] = await subscriptionsOf(reader.user.id).then((rows) => rows.filter((r) => r.id === second.id));
      expect(row).toMatchObject({ status: "canceled", duplicateOf: kept.id });
      // The try failed and waits for the next; nothing was refunded, and the payment shows as paid.
      expect(refundRequests()).toHaveLength(1);
      expect(await refundJob()).toMatchObject({
        state: "queued",
        attempts: 1,
        lastError: `${stripeMessage}: Stripe answered 500: Something went wrong on Stripe's end.`,
      });
      expect(await paymentOf()).toMatchObject({ status: "paid", refundedAmount: 0 });
      const history = await injectAs(getApp(), reader.cookie, {
        method: "GET",
        url: `/api/me/subscriptions/${second.id}/payments`,
      });
      expect(history.json().subscription.isDuplicate).toBe(true);
    } finally {
      getStripe().failWith = null;
      getStripe().failPath = null;
    }

    // Stripe answers again; the retry comes due.
    await db().update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.type, "refund-duplicate-payment"));
    await drainJobs(getApp());
    expect(await refundJob()).toMatchObject({ state: "completed", attempts: 2 });
    expect(refundRequests().map((r) => r.idempotencyKey)).toEqual([
      `refund-${second.id}-${invoiceId}`,
      `refund-${second.id}-${invoiceId}`,
    ]);
    expect(getStripe().refunds.filter((refund) => refund.paymentIntent === `pi_${second.id}`)).toHaveLength(1);
    expect(await paymentOf()).toMatchObject({ status: "refunded", refundedAmount: 600, refundedFee: 60 });
  });

  describe("the cancellation job", () => {
    const provider = () =>
      createStripeProvider({
        secretKey: "sk_test_fake",
        webhookSecret: testWebhookSecret,
        feePercent: 10,
        apiUrl: getStripe().url,
        timeoutMs: 500,
      });
    const startQuickWorker = () =>
      startWorker({
        definitions: [createCancelAtProviderJob({ findProvider: provider, kind: quickCancelKind })],
      });
    const enqueueCancel = (providerSubscriptionId: string) =>
      enqueueJob({
        db: db(),
        kind: quickCancelKind,
        payload: { provider: "stripe", subscriptionId: randomUUID(), providerSubscriptionId },
        key: providerSubscriptionId,
      });
    const cancelRequests = (providerSubscriptionId: string) =>
      getStripe().requests.filter((request) => request.path === `/v1/subscriptions/${providerSubscriptionId}`);

    it("retries while Stripe fails, then fails for good with Stripe's last answer", async () => {
      const providerSubscriptionId = `sub_${randomUUID()}`;
      getStripe().failWith = 503;
      try {
        const id = await enqueueCancel(providerSubscriptionId);
        await startQuickWorker();
        await waitUntil(async () => (await findJobRow(db(), id)).state === "failed", 10_000, "the job to fail");
        const job = await findJobRow(db(), id);
        expect(job.attempts).toBe(quickCancelKind.maxAttempts);
        expect(job.lastError).toBe(`${stripeMessage}: Stripe answered 503: Something went wrong on Stripe's end.`);
        // One request a try: the queue does the retrying, with its backoff.
        expect(cancelRequests(providerSubscriptionId)).toHaveLength(quickCancelKind.maxAttempts);
      } finally {
        getStripe().failWith = null;
      }
    });

    it("times out a try while Stripe hangs, and cancels on a later try", async () => {
      const providerSubscriptionId = `sub_${randomUUID()}`;
      getStripe().isHanging = true;
      try {
        const id = await enqueueCancel(providerSubscriptionId);
        await startQuickWorker();
        await waitUntil(async () => (await findJobRow(db(), id)).lastError !== null, 10_000, "a timed-out try");
        expect((await findJobRow(db(), id)).lastError).toBe(`${stripeMessage}: Stripe did not answer within 500 ms.`);
        getStripe().isHanging = false;
        await waitUntil(async () => (await findJobRow(db(), id)).state === "completed", 10_000, "the cancellation");
        expect((await findJobRow(db(), id)).attempts).toBeGreaterThanOrEqual(2);
      } finally {
        getStripe().isHanging = false;
      }
    });
  });
});
