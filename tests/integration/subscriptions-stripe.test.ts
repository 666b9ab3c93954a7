/**
 * The Stripe provider against a fake Stripe API on 127.0.0.1: what Ladle asks Stripe for (prices,
 * a Connect account and its onboarding link, a subscription Checkout Session paying the creator's
 * account less the platform's fee, a duplicate subscription cancelled and its payment refunded),
 * and Stripe's own events completing the picture.
 */

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "#core/errors.ts";
import { jobs, payments, payoutAccounts, subscriptions } from "#db/schema.ts";
import { createStripeProvider } from "#server/lib/payments/stripe-provider.ts";
import { drainJobs, injectAs, insertSignedInUser } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { startFakeStripe, type TFakeStripe } from "../helpers/fakes/stripe.ts";
import { postWebhookEvent, testWebhookSecret, useFakeStripeApp } from "../helpers/payments.ts";

describeEachDatabase("subscriptions with Stripe", (getCtx) => {
  const { getApp, getStripe } = useFakeStripeApp(() => getCtx().database, { PLATFORM_FEE_PERCENT: "12" });
  const db = () => getCtx().database.db;

  it("creates prices, a connected account and a checkout that pays it less the platform's fee", async () => {
    getStripe().requests.length = 0;
    const creator = await insertSignedInUser(getApp(), db(), { blog: { hasPaywalledContent: true } });
    const blogId = creator.blog?.id as string;
    const call = (cookie: string, method: "POST" | "PUT", url: string, payload: unknown) =>
      injectAs(getApp(), cookie, { method, url: `/api${url}`, payload });

    expect(
      (await call(creator.cookie, "PUT", "/me/blog/prices", { monthlyAmount: 700, yearlyAmount: 7000 })).statusCode,
    ).toBe(200);
    const prices = getStripe().requests.filter((r) => r.path === "/v1/prices");
    expect(
      prices.map((r) => [r.form.get("unit_amount"), r.form.get("recurring[interval]"), r.form.get("currency")]),
    ).toEqual([
      ["700", "month", "usd"],
      ["7000", "year", "usd"],
    ]);
    expect(prices[0].authorization).toBe("Bearer sk_test_fake");

    const onboarding = await call(creator.cookie, "POST", "/me/payouts/onboarding", { returnTo: "/me/blog" });
    expect(onboarding.json().url).toBe("https://connect.stripe.test/setup/acct_fake_creator");
    const link = getStripe().requests.find((r) => r.path === "/v1/account_links");
    expect(link?.form.get("account")).toBe("acct_fake_creator");
    expect(link?.form.get("type")).toBe("account_onboarding");

    const reader = await insertSignedInUser(getApp(), db());
    // Until Stripe says the account is ready, nobody can subscribe.
    expect((await call(reader.cookie, "POST", `/blogs/${blogId}/checkout`, { interval: "month" })).statusCode).toBe(
      409,
    );
    const ready = await postWebhookEvent(getApp(), {
      type: "account.updated",
      created: Math.floor(Date.now() / 1000),
      object: { id: "acct_fake_creator", object: "account", charges_enabled: true, payouts_enabled: true },
    });
    expect(ready.statusCode).toBe(200);
    await drainJobs(getApp());

    const checkout = await call(reader.cookie, "POST", `/blogs/${blogId}/checkout`, {
      interval: "month",
      returnTo: "/recipe/abc",
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json().url).toBe("https://checkout.stripe.test/c/cs_fake_1");
    const session = getStripe().requests.find((r) => r.path === "/v1/checkout/sessions");
    const form = Object.fromEntries(session?.form ?? []);
    expect(form).toMatchObject({
      mode: "subscription",
      "line_items[0][quantity]": "1",
      customer_email: reader.user.email,
      "subscription_data[application_fee_percent]": "12",
      "subscription_data[transfer_data][destination]": "acct_fake_creator",
      success_url: "http://localhost:3000/recipe/abc?subscribed=1",
    });
    expect(form["line_items[0][price]"]).toMatch(/^price_fake_/);
    const subscriptionId = form.client_reference_id;
    expect(form["subscription_data[metadata][ladle_subscription_id]"]).toBe(subscriptionId);
    expect(session?.idempotencyKey).toBe(`checkout-${subscriptionId}`);
  });

  it("keeps one subscription when an older checkout completes after a newer one: the older is closed, and ended, cancelled and refunded once if paid anyway", async () => {
    const creator = await insertSignedInUser(getApp(), db(), { blog: { hasPaywalledContent: true } });
    const blogId = creator.blog?.id as string;
    const prices = await injectAs(getApp(), creator.cookie, {
      method: "PUT",
      url: "/api/me/blog/prices",
      payload: { monthlyAmount: 600 },
    });
    expect(prices.statusCode, prices.body).toBe(200);
    await db()
      .insert(payoutAccounts)
      .values({ userId: creator.user.id, providerAccountId: `acct_fake_${blogId}`, isOnboardingComplete: true });
    const reader = await insertSignedInUser(getApp(), db());
    const startCheckout = async () => {
      const response = await injectAs(getApp(), reader.cookie, {
        method: "POST",
        url: `/api/blogs/${blogId}/checkout`,
        payload: { interval: "month" },
      });
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerCheckoutId, new URL(response.json().url).pathname.split("/").pop() as string));
      return row;
    };
    const older = await startCheckout();
    getStripe().requests.length = 0;
    const newer = await startCheckout();
    // The reader's earlier checkout for the blog is closed at Stripe.
    expect(getStripe().requests.map((r) => `${r.method} ${r.path}`)).toContain(
      `POST /v1/checkout/sessions/${older.providerCheckoutId}/expire`,
    );

    // Both were paid all the same (the older before Stripe closed it): the newer's events come first.
    const at = Math.floor(Date.now() / 1000);
    const complete = async (row: typeof older, order: "checkout first" | "subscription first") => {
      const metadata = { ladle_subscription_id: row.id };
      // What Stripe knows of the payment: current API versions name it only in the invoice's payments.
      getStripe().invoices.set(`in_${row.id}`, { amountPaid: 600, paymentIntent: `pi_${row.id}` });
      const checkoutEvent = {
        id: `evt_checkout_${row.id}`,
        type: "checkout.session.completed",
        created: at,
        object: {
          id: row.providerCheckoutId,
          object: "checkout.session",
          mode: "subscription",
          subscription: `sub_${row.id}`,
          customer: `cus_${row.id}`,
          metadata,
        },
      };
      const subscriptionEvent = {
        id: `evt_subscription_${row.id}`,
        type: "customer.subscription.created",
        created: at,
        object: {
          id: `sub_${row.id}`,
          object: "subscription",
          status: "active",
          cancel_at_period_end: false,
          metadata,
          items: { data: [{ current_period_end: at + 30 * 86_400 }] },
        },
      };
      const invoiceEvent = {
        id: `evt_invoice_${row.id}`,
        type: "invoice.paid",
        created: at,
        object: {
          id: `in_${row.id}`,
          object: "invoice",
          currency: "usd",
          amount_paid: 600,
          application_fee_amount: 72,
          status_transitions: { paid_at: at },
          parent: { subscription_details: { subscription: `sub_${row.id}`, metadata } },
        },
      };
      const events =
        order === "checkout first"
          ? [checkoutEvent, subscriptionEvent, invoiceEvent]
          : [subscriptionEvent, invoiceEvent, checkoutEvent];
      for (const event of events) {
        const response = await postWebhookEvent(getApp(), event);
        expect(response.statusCode, response.body).toBe(200);
        await drainJobs(getApp());
      }
    };
    await complete(newer, "checkout first");
    getStripe().requests.length = 0;
    await complete(older, "subscription first");

    const rows = await db().select().from(subscriptions).where(eq(subscriptions.readerId, reader.user.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(newer.id)).toMatchObject({ status: "active", duplicateOf: null });
    expect(byId.get(older.id)).toMatchObject({ status: "canceled", duplicateOf: newer.id });
    // Cancelled at Stripe at once, not at the period's end.
    expect(getStripe().requests.map((r) => `${r.method} ${r.path}`)).toContain(
      `DELETE /v1/subscriptions/sub_${older.id}`,
    );
    // The reader reads the blog through one subscription; the creator counts one subscriber.
    const mine = (await injectAs(getApp(), reader.cookie, { method: "GET", url: "/api/me/subscriptions" })).json();
    expect(
      mine.subscriptions.filter((s: { hasAccess: boolean }) => s.hasAccess).map((s: { id: string }) => s.id),
    ).toEqual([newer.id]);
    const dashboard = (
      await injectAs(getApp(), creator.cookie, { method: "GET", url: `/api/blogs/${blogId}/dashboard` })
    ).json();
    expect(dashboard.now.activeSubscribers).toBe(1);
    expect(dashboard.subscribers.reduce((total: number, row: { new: number }) => total + row.new, 0)).toBe(1);

    // The duplicate's payment is given back, whole: its PaymentIntent found through the invoice, the
    // creator's share and Ladle's fee returned with it, once per subscription and invoice.
    const invoiceLookup = getStripe().requests.find((r) => r.path === `/v1/invoices/in_${older.id}`);
    expect(invoiceLookup?.method).toBe("GET");
    expect(invoiceLookup?.query.get("expand[0]")).toBe("payments");
    const refundRequests = () => getStripe().requests.filter((r) => r.path === "/v1/refunds");
    expect(refundRequests()).toHaveLength(1);
    expect(Object.fromEntries(refundRequests()[0].form)).toEqual({
      payment_intent: `pi_${older.id}`,
      reason: "duplicate",
      reverse_transfer: "true",
      refund_application_fee: "true",
      "metadata[ladle_subscription_id]": older.id,
      "metadata[ladle_invoice_id]": `in_${older.id}`,
    });
    expect(refundRequests()[0].idempotencyKey).toBe(`refund-${older.id}-in_${older.id}`);
    expect(getStripe().refunds.map((refund) => refund.paymentIntent)).toEqual([`pi_${older.id}`]);
    const paymentOf = async (subscriptionId: string) =>
      (await db().select().from(payments).where(eq(payments.subscriptionId, subscriptionId)))[0];
    expect(await paymentOf(older.id)).toMatchObject({
      status: "refunded",
      refundedAmount: 600,
      refundedFee: 72,
      providerChargeId: `ch_of_pi_${older.id}`,
    });
    expect(await paymentOf(newer.id)).toMatchObject({ status: "paid", refundedAmount: 0 });

    // Stripe's own event for the refund (today's shape: the charge names no invoice) finds the same payment.
    const refunded = await postWebhookEvent(getApp(), {
      type: "charge.refunded",
      created: at + 5,
      object: {
        id: `ch_of_pi_${older.id}`,
        object: "charge",
        amount: 600,
        amount_refunded: 600,
        refunded: true,
        payment_intent: `pi_${older.id}`,
        customer: `cus_${older.id}`,
      },
    });
    expect(refunded.statusCode).toBe(200);
    await drainJobs(getApp());
    expect(await paymentOf(older.id)).toMatchObject({ status: "refunded", refundedAmount: 600 });

    // Stripe delivers every event again, and a new event about the same invoice comes: nothing more is refunded.
    await complete(older, "checkout first");
    const again = await postWebhookEvent(getApp(), {
      type: "invoice.paid",
      created: at + 10,
      object: {
        id: `in_${older.id}`,
        object: "invoice",
        currency: "usd",
        amount_paid: 600,
        status_transitions: { paid_at: at },
        parent: {
          subscription_details: { subscription: `sub_${older.id}`, metadata: { ladle_subscription_id: older.id } },
        },
      },
    });
    expect(again.statusCode).toBe(200);
    await drainJobs(getApp());
    expect(refundRequests()).toHaveLength(1);
    expect(getStripe().refunds).toHaveLength(1);
    const refundJobs = await db().select().from(jobs).where(eq(jobs.type, "refund-duplicate-payment"));
    expect(refundJobs.filter((job) => job.key === `in_${older.id}`).map((job) => job.state)).toEqual(["completed"]);

    // The creator's month nets nothing from the payment given back: Ladle's fee went back with it.
    const history = (
      await injectAs(getApp(), creator.cookie, { method: "GET", url: `/api/blogs/${blogId}/dashboard/history` })
    ).json();
    expect(history.totals).toMatchObject({ paymentCount: 2, paid: 1200, fees: 72, refunds: 600, net: 528 });
  });
});

describe("refunding a duplicate's payment at Stripe", () => {
  let stripe: TFakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(async () => {
    await stripe?.close();
  });
  const provider = () =>
    createStripeProvider({
      secretKey: "sk_test_fake",
      webhookSecret: testWebhookSecret,
      feePercent: 10,
      apiUrl: stripe.url,
      timeoutMs: 2000,
    });
  const request = (subscriptionId: string, invoiceId: string) => ({
    subscriptionId,
    providerSubscriptionId: `sub_${subscriptionId}`,
    invoiceId,
    chargeId: null,
    amount: 900,
    currency: "usd",
  });

  it("refunds once per subscription and invoice, and takes a payment refunded by hand at Stripe as refunded", async () => {
    stripe.invoices.set("in_twice", { amountPaid: 900, paymentIntent: "pi_twice" });
    const first = await provider().refundDuplicatePayment(request("dup-1", "in_twice"));
    expect(first).toEqual({ chargeId: "ch_of_pi_twice", amount: 900, isFeeRefunded: true });
    // Asked again (a retry whose first answer was lost): Stripe's idempotency answers the same refund.
    expect(await provider().refundDuplicatePayment(request("dup-1", "in_twice"))).toEqual(first);
    expect(stripe.refunds).toHaveLength(1);
    // Refunded already by another hand: Stripe refuses, and there is nothing left to give back.
    expect(await provider().refundDuplicatePayment(request("dup-2", "in_twice"))).toEqual({
      chargeId: null,
      amount: 900,
      isFeeRefunded: false,
    });
    expect(stripe.refunds).toHaveLength(1);
  });

  it("refunds the PaymentIntent Stripe's invoice_payment.paid named without reading the invoice again", async () => {
    stripe.invoices.set("in_known", { amountPaid: 900, paymentIntent: "pi_known" });
    stripe.requests.length = 0;
    const refund = await provider().refundDuplicatePayment({
      ...request("dup-4", "in_known"),
      paymentIntentId: "pi_known",
    });
    expect(refund).toEqual({ chargeId: "ch_of_pi_known", amount: 900, isFeeRefunded: true });
    expect(stripe.requests.map((r) => `${r.method} ${r.path} ${r.form.get("payment_intent")}`)).toEqual([
      "POST /v1/refunds pi_known",
    ]);
  });

  it("turns an invoice Stripe does not know into Ladle's refusal, refunding nothing", async () => {
    const refused = provider().refundDuplicatePayment(request("dup-3", "in_unknown"));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ status: 502 });
    expect(
      stripe.requests.filter((r) => r.path === "/v1/refunds" && r.idempotencyKey?.startsWith("refund-dup-3")),
    ).toEqual([]);
  });
});
