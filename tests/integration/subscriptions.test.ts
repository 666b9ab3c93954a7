/**
 * Subscriptions in test mode, end to end through the API: checkout, the signed webhook events that
 * follow (each applied once, in any order), renewals, failed payments and their grace period,
 * cancelling at the period's end and taking it back, what each state opens, a second
 * subscription to the same blog ended and refunded by the test provider, and a refund made at the
 * provider found through the PaymentIntent the test provider named, as Stripe does.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { formatLongDate } from "#core/text/dates.ts";
import { jobs, paymentEvents, payments, subscriptions } from "#db/schema.ts";
import { testPaymentIds } from "#server/lib/payments/test-provider.ts";
import { drainJobs, injectAs, insertSignedInUser, signInForTest, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { insertSellingCreator, postWebhookEvent, subscribeInTestMode, testWebhookSecret } from "../helpers/payments.ts";

const day = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

describeEachDatabase("subscriptions", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database, { STRIPE_WEBHOOK_SECRET: testWebhookSecret });
  const db = () => getCtx().database.db;
  const call = (cookie: string | undefined, method: "GET" | "POST", url: string, payload?: unknown) =>
    injectAs(getApp(), cookie, { method, url: `/api${url}`, payload });

  async function readsRecipe(cookie: string, recipeId: string) {
    const response = await call(cookie, "GET", `/recipes/${recipeId}`);
    expect(response.statusCode).toBe(200);
    return response.json().access === "full";
  }

  async function subscriptionOf(cookie: string, id: string) {
    const response = await call(cookie, "GET", `/me/subscriptions/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  const advanceClock = async (subscriptionId: string, days: number, renewal: "pay" | "fail" = "pay") => {
    const response = await call(undefined, "POST", "/dev/payments/test-clock", { subscriptionId, days, renewal });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().events as number;
  };

  it("runs a subscription's life: paid, renewed, a failed renewal, paid again, cancelled, reactivated, ended", async () => {
    const { blog, recipe } = await insertSellingCreator(getApp(), db());
    const fan = await insertSignedInUser(getApp(), db());
    expect(await readsRecipe(fan.cookie, recipe.id)).toBe(false);

    const id = await subscribeInTestMode(getApp(), fan.cookie, blog.id);
    expect(await subscriptionOf(fan.cookie, id)).toMatchObject({ status: "active", hasAccess: true, amount: 500 });
    expect(await readsRecipe(fan.cookie, recipe.id)).toBe(true);
    const purchased = await call(fan.cookie, "GET", "/recipes/purchased");
    expect(purchased.json().items.map((r: { id: string }) => r.id)).toContain(recipe.id);
    // Subscribed already: a second checkout is refused.
    expect((await call(fan.cookie, "POST", `/blogs/${blog.id}/checkout`, { interval: "month" })).statusCode).toBe(409);

    // A month later the renewal is paid: a second payment, a later period (the invoice, its
    // payment and the subscription's new period, as Stripe tells them).
    const firstEnd = new Date((await subscriptionOf(fan.cookie, id)).currentPeriodEnd);
    expect(await advanceClock(id, 31)).toBe(3);
    const renewed = await subscriptionOf(fan.cookie, id);
    expect(new Date(renewed.currentPeriodEnd).getTime()).toBeGreaterThan(firstEnd.getTime());
    const history = await call(fan.cookie, "GET", `/me/subscriptions/${id}/payments`);
    expect(history.json().payments).toHaveLength(2);
    expect(history.json().payments[0]).toMatchObject({ status: "paid", amount: 500 });
    expect(history.json().payments[0].receiptUrl).toContain("/api/payments/test-receipts/");

    // The next renewal fails: past due, still reading within the grace period; then the retry pays.
    await advanceClock(id, 31, "fail");
    expect(await subscriptionOf(fan.cookie, id)).toMatchObject({ status: "past_due", hasAccess: true });
    expect(await readsRecipe(fan.cookie, recipe.id)).toBe(true);
    await advanceClock(id, 1, "pay");
    expect(await subscriptionOf(fan.cookie, id)).toMatchObject({ status: "active" });
    const statuses = (await call(fan.cookie, "GET", `/me/subscriptions/${id}/payments`)).json().payments;
    expect(statuses.map((p: { status: string }) => p.status)).toEqual(["paid", "paid", "paid"]);

    // Cancelled at the period's end: still reading until then; taken back; cancelled again.
    const cancelled = await call(fan.cookie, "POST", `/me/subscriptions/${id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: "active", cancelAtPeriodEnd: true, hasAccess: true });
    expect(cancelled.json().accessEndsAt).toBe(cancelled.json().currentPeriodEnd);
    expect(await readsRecipe(fan.cookie, recipe.id)).toBe(true);
    const reactivated = await call(fan.cookie, "POST", `/me/subscriptions/${id}/reactivate`);
    expect(reactivated.json()).toMatchObject({ cancelAtPeriodEnd: false, hasAccess: true });
    await call(fan.cookie, "POST", `/me/subscriptions/${id}/cancel`);
    await drainJobs(getApp());
    expect(await subscriptionOf(fan.cookie, id)).toMatchObject({ cancelAtPeriodEnd: true });

    // The period ends: over, and nothing to take back any more.
    await advanceClock(id, 40);
    expect(await subscriptionOf(fan.cookie, id)).toMatchObject({ status: "canceled", hasAccess: false });
    expect(await readsRecipe(fan.cookie, recipe.id)).toBe(false);
    expect((await call(fan.cookie, "GET", "/recipes/purchased")).json().items).toEqual([]);
    expect((await call(fan.cookie, "POST", `/me/subscriptions/${id}/reactivate`)).statusCode).toBe(409);
    // And a new subscription may start.
    expect((await call(fan.cookie, "POST", `/blogs/${blog.id}/checkout`, { interval: "year" })).statusCode).toBe(200);
  });

  it("ends access at the end of the grace period after the first failed payment, decided when read", async () => {
    const { blog, recipe } = await insertSellingCreator(getApp(), db());
    const subscribeWithFailureDaysAgo = async (daysAgo: number) => {
      const reader = await insertSignedInUser(getApp(), db());
      const id = await subscribeInTestMode(getApp(), reader.cookie, blog.id);
      const failedAt = nowSeconds() - daysAgo * day;
      const object = {
        id: `test_sub_${id}`,
        object: "subscription",
        status: "past_due",
        cancel_at_period_end: false,
        metadata: { ladle_subscription_id: id },
        items: { data: [{ current_period_end: nowSeconds() + 40 * day }] },
      };
      expect(
        (await postWebhookEvent(getApp(), { type: "customer.subscription.updated", created: failedAt, object }))
          .statusCode,
      ).toBe(200);
      await drainJobs(getApp());
      return { reader, id };
    };
    const recent = await subscribeWithFailureDaysAgo(2);
    expect(await subscriptionOf(recent.reader.cookie, recent.id)).toMatchObject({
      status: "past_due",
      hasAccess: true,
    });
    expect(await readsRecipe(recent.reader.cookie, recipe.id)).toBe(true);
    const old = await subscribeWithFailureDaysAgo(4);
    expect(await subscriptionOf(old.reader.cookie, old.id)).toMatchObject({ status: "past_due", hasAccess: false });
    expect(await readsRecipe(old.reader.cookie, recipe.id)).toBe(false);
  });

  it("applies a replayed event once and never lets an older event undo a newer one", async () => {
    const { blog, recipe } = await insertSellingCreator(getApp(), db());
    const reader = await insertSignedInUser(getApp(), db());
    const id = await subscribeInTestMode(getApp(), reader.cookie, blog.id);
    const stateEvent = (status: string, created: number, eventId: string) => ({
      id: eventId,
      type: status === "canceled" ? "customer.subscription.deleted" : "customer.subscription.updated",
      created,
      object: {
        id: `test_sub_${id}`,
        object: "subscription",
        status,
        cancel_at_period_end: false,
        metadata: { ladle_subscription_id: id },
        items: { data: [{ current_period_end: nowSeconds() + 30 * day }] },
      },
    });
    const invoice = {
      id: `evt_invoice_${id}`,
      type: "invoice.paid",
      created: nowSeconds(),
      object: {
        id: `in_replay_${id}`,
        object: "invoice",
        amount_paid: 500,
        currency: "usd",
        parent: { subscription_details: { subscription: `test_sub_${id}`, metadata: { ladle_subscription_id: id } } },
      },
    };
    const paymentsOf = async () =>
      (await db().select({ n: count() }).from(payments).where(eq(payments.subscriptionId, id)))[0].n;
    const before = await paymentsOf();
    for (let i = 0; i < 3; i += 1) expect((await postWebhookEvent(getApp(), invoice)).statusCode).toBe(200);
    await drainJobs(getApp());
    expect(await paymentsOf()).toBe(before + 1);
    const stored = await db()
      .select({ n: count() })
      .from(paymentEvents)
      .where(eq(paymentEvents.providerEventId, invoice.id));
    expect(stored[0].n).toBe(1);

    // The cancellation arrives before the (older) update that still said active.
    await postWebhookEvent(getApp(), stateEvent("canceled", nowSeconds() + 5, `evt_late_cancel_${id}`));
    await postWebhookEvent(getApp(), stateEvent("active", nowSeconds() + 1, `evt_early_active_${id}`));
    await drainJobs(getApp());
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row.status).toBe("canceled");
    expect(await readsRecipe(reader.cookie, recipe.id)).toBe(false);
  });

  it("refuses an event whose signature does not match with a 400", async () => {
    const event = { type: "invoice.paid", created: nowSeconds(), object: { id: "in_forged" } };
    const forged = await postWebhookEvent(getApp(), event, "whsec_someone_else");
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/signature/);
    const unsigned = await getApp().inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ id: "evt_unsigned", type: "invoice.paid" }),
    });
    expect(unsigned.statusCode).toBe(400);
    const stored = await db()
      .select({ n: count() })
      .from(paymentEvents)
      .where(eq(paymentEvents.providerEventId, "evt_unsigned"));
    expect(stored[0].n).toBe(0);
  });

  it("checks checkouts: signed in, a blog with subscriber content, the price asked for", async () => {
    const { blog, creator } = await insertSellingCreator(getApp(), db());
    const reader = await insertSignedInUser(getApp(), db());
    expect((await call(undefined, "POST", `/blogs/${blog.id}/checkout`, { interval: "month" })).statusCode).toBe(401);
    const plain = await insertSignedInUser(getApp(), db(), { blog: { hasPaywalledContent: false } });
    const free = await call(reader.cookie, "POST", `/blogs/${plain.blog?.id}/checkout`, { interval: "month" });
    expect(free.statusCode).toBe(404);
    expect((await call(reader.cookie, "POST", `/blogs/not-a-blog/checkout`, { interval: "month" })).statusCode).toBe(
      404,
    );
    const bad = await call(reader.cookie, "POST", `/blogs/${blog.id}/checkout`, { interval: "week" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/interval/);
    expect((await call(creator.cookie, "POST", `/blogs/${blog.id}/checkout`, { interval: "month" })).statusCode).toBe(
      409,
    );
    const offer = await call(undefined, "GET", `/blogs/${blog.id}/prices`);
    expect(offer.json()).toEqual({
      prices: { monthlyAmount: 500, yearlyAmount: 5000, currency: "usd" },
      isTakingSubscriptions: true,
    });
    const tooCheap = await injectAs(getApp(), creator.cookie, {
      method: "PUT",
      url: "/api/me/blog/prices",
      payload: { monthlyAmount: 5 },
    });
    expect(tooCheap.statusCode).toBe(400);
    expect(tooCheap.json().message).toMatch(/monthlyAmount/);
    const notACreator = await injectAs(getApp(), reader.cookie, {
      method: "PUT",
      url: "/api/me/blog/prices",
      payload: { monthlyAmount: 500 },
    });
    expect(notACreator.statusCode).toBe(403);
    // Someone else's subscription does not exist for you.
    const id = await subscribeInTestMode(getApp(), reader.cookie, blog.id);
    expect((await call(plain.cookie, "GET", `/me/subscriptions/${id}`)).statusCode).toBe(404);
    expect((await call(plain.cookie, "POST", `/me/subscriptions/${id}/cancel`)).statusCode).toBe(404);
  });

  it("takes prices from $1 to $1,000 and refuses one cent outside, on the field out of range (a product rule)", async () => {
    const { blog, creator } = await insertSellingCreator(getApp(), db());
    const savePrices = (payload: unknown) =>
      injectAs(getApp(), creator.cookie, { method: "PUT", url: "/api/me/blog/prices", payload });
    const lowest = await savePrices({ monthlyAmount: 100, yearlyAmount: null });
    expect(lowest.statusCode, lowest.body).toBe(200);
    expect(lowest.json().prices).toEqual({ monthlyAmount: 100, yearlyAmount: null, currency: "usd" });
    const highest = await savePrices({ monthlyAmount: 99_999, yearlyAmount: 100_000 });
    expect(highest.statusCode, highest.body).toBe(200);
    expect(highest.json().prices).toEqual({ monthlyAmount: 99_999, yearlyAmount: 100_000, currency: "usd" });
    for (const [payload, field] of [
      [{ monthlyAmount: 99, yearlyAmount: null }, "monthlyAmount"],
      [{ monthlyAmount: 100_001, yearlyAmount: null }, "monthlyAmount"],
      [{ monthlyAmount: 500, yearlyAmount: 100_001 }, "yearlyAmount"],
    ] as const) {
      const refused = await savePrices(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toMatch(new RegExp(`^${field}: `));
    }
    const offer = await call(undefined, "GET", `/blogs/${blog.id}/prices`);
    expect(offer.json().prices).toEqual({ monthlyAmount: 99_999, yearlyAmount: 100_000, currency: "usd" });
  });

  it("refuses a yearly price that is not more than the monthly one, on the yearly field (a product rule)", async () => {
    const { blog, creator } = await insertSellingCreator(getApp(), db());
    const savePrices = (payload: unknown) =>
      injectAs(getApp(), creator.cookie, { method: "PUT", url: "/api/me/blog/prices", payload });
    for (const yearlyAmount of [500, 300]) {
      const refused = await savePrices({ monthlyAmount: 500, yearlyAmount });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: "VALIDATION_FAILED",
        message: "yearlyAmount: A year should cost more than a month: your monthly price is $5.00.",
      });
    }
    // Nothing changed: readers are still offered the prices saved before.
    const offer = () => call(undefined, "GET", `/blogs/${blog.id}/prices`);
    expect((await offer()).json().prices).toEqual({ monthlyAmount: 500, yearlyAmount: 5000, currency: "usd" });

    // A year of twelve months or more saves nothing, but it is the creator's to choose.
    const pricey = await savePrices({ monthlyAmount: 500, yearlyAmount: 6000 });
    expect(pricey.statusCode, pricey.body).toBe(200);
    expect((await offer()).json().prices).toEqual({ monthlyAmount: 500, yearlyAmount: 6000, currency: "usd" });
    // Only a monthly price is fine too.
    expect((await savePrices({ monthlyAmount: 700, yearlyAmount: null })).statusCode).toBe(200);
  });

  it("pays one of a reader's two checkouts for a blog: the older one, opened again after paying the newer, is refused", async () => {
    const { blog, creator } = await insertSellingCreator(getApp(), db());
    const reader = await insertSignedInUser(getApp(), db());
    const startCheckout = async () => {
      const checkout = await call(reader.cookie, "POST", `/blogs/${blog.id}/checkout`, { interval: "month" });
      expect(checkout.statusCode, checkout.body).toBe(200);
      const url = new URL(checkout.json().url);
      return `${url.pathname}${url.search}`;
    };
    const press = (address: string, outcome: string) =>
      getApp().inject({
        method: "POST",
        url: address,
        headers: { cookie: reader.cookie, "content-type": "application/x-www-form-urlencoded" },
        payload: `outcome=${outcome}`,
      });
    // The back button from the first checkout, then Subscribe again: a second checkout, paid.
    const first = await startCheckout();
    const second = await startCheckout();
    expect((await press(second, "pay")).statusCode).toBe(303);
    await drainJobs(getApp());

    // The first checkout's page, opened again, has nothing left to pay; a press of Pay from the
    // page as it was is refused, and nothing is charged.
    const page = await getApp().inject({ method: "GET", url: first, headers: { cookie: reader.cookie } });
    expect(page.body).toContain("You already subscribe to this blog. Nothing was charged.");
    expect(page.body).not.toContain('value="pay"');
    const paid = await press(first, "pay");
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/^\/api\/payments\/test-checkout\/test_cs_[0-9a-f]+\?refused=subscribed&/);
    await drainJobs(getApp());
    const refused = await getApp().inject({
      method: "GET",
      url: paid.headers.location as string,
      headers: { cookie: reader.cookie },
    });
    expect(refused.body).toContain("You already subscribe to this blog. Nothing was charged.");

    const mine = (await call(reader.cookie, "GET", "/me/subscriptions")).json().subscriptions;
    expect(mine.map((s: { status: string; blog: { id: string } }) => [s.blog.id, s.status])).toEqual([
      [blog.id, "active"],
    ]);
    const charged = await db().select({ id: payments.id }).from(payments).where(eq(payments.blogId, blog.id));
    expect(charged).toHaveLength(1);
    const dashboard = (await call(creator.cookie, "GET", `/blogs/${blog.id}/dashboard`)).json();
    expect(dashboard.now.activeSubscribers).toBe(1);
  });

  it("ends a second subscription to a blog when its checkout's completion arrives after the first opened it", async () => {
    const { blog, creator } = await insertSellingCreator(getApp(), db());
    const reader = await insertSignedInUser(getApp(), db());
    const kept = await subscribeInTestMode(getApp(), reader.cookie, blog.id);
    // A second subscription whose payment the provider took anyway (two checkouts paid at once):
    // its row as a checkout leaves it, then the provider's events.
    const [second] = await db()
      .insert(subscriptions)
      .values({
        readerId: reader.user.id,
        blogId: blog.id,
        interval: "month",
        amount: 500,
        currency: "usd",
        provider: "test",
        providerCheckoutId: `test_cs_second_${Date.now()}`,
      })
      .returning();
    const at = nowSeconds();
    const metadata = { ladle_subscription_id: second.id };
    const providerSubscriptionId = `test_sub_${second.id}`;
    for (const event of [
      {
        type: "checkout.session.completed",
        object: {
          id: second.providerCheckoutId,
          object: "checkout.session",
          mode: "subscription",
          subscription: providerSubscriptionId,
          customer: `test_cus_${second.id}`,
          metadata,
        },
      },
      {
        type: "customer.subscription.created",
        object: {
          id: providerSubscriptionId,
          object: "subscription",
          status: "active",
          cancel_at_period_end: false,
          metadata,
          items: { data: [{ current_period_end: at + 30 * day }] },
        },
      },
    ]) {
      expect((await postWebhookEvent(getApp(), { ...event, created: at })).statusCode).toBe(200);
    }
    await drainJobs(getApp());

    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, second.id));
    expect(row).toMatchObject({ status: "canceled", duplicateOf: kept });
    const mine = (await call(reader.cookie, "GET", "/me/subscriptions")).json().subscriptions;
    expect(mine.filter((s: { hasAccess: boolean }) => s.hasAccess).map((s: { id: string }) => s.id)).toEqual([kept]);
    const dashboard = (await call(creator.cookie, "GET", `/blogs/${blog.id}/dashboard`)).json();
    expect(dashboard.now.activeSubscribers).toBe(1);
    // The kept one still opens the blog.
    expect((await subscriptionOf(reader.cookie, kept)).hasAccess).toBe(true);
  });

  it("refunds a duplicate's payment once, whichever order its events come in, and the reader's payments say why", async () => {
    const { blog, creator } = await insertSellingCreator(getApp(), db());
    for (const order of ["checkout first", "invoice first"] as const) {
      const reader = await insertSignedInUser(getApp(), db());
      const kept = await subscribeInTestMode(getApp(), reader.cookie, blog.id);
      const [second] = await db()
        .insert(subscriptions)
        .values({
          readerId: reader.user.id,
          blogId: blog.id,
          interval: "month",
          amount: 500,
          currency: "usd",
          provider: "test",
          providerCheckoutId: `test_cs_second_${Date.now()}`,
        })
        .returning();
      const at = nowSeconds();
      const metadata = { ladle_subscription_id: second.id };
      const providerSubscriptionId = `test_sub_${second.id}`;
      const chargeId = `test_ch_${second.id}`;
      const checkout = {
        id: `evt_it_checkout_${second.id}`,
        type: "checkout.session.completed",
        object: {
          id: second.providerCheckoutId,
          object: "checkout.session",
          mode: "subscription",
          subscription: providerSubscriptionId,
          customer: `test_cus_${second.id}`,
          metadata,
        },
      };
      const invoice = {
        id: `evt_it_invoice_${second.id}`,
        type: "invoice.paid",
        object: {
          id: `test_in_${second.id}`,
          object: "invoice",
          currency: "usd",
          amount_paid: 500,
          application_fee_amount: 50,
          charge: chargeId,
          status_transitions: { paid_at: at },
          parent: { subscription_details: { subscription: providerSubscriptionId, metadata } },
        },
      };
      const deliver = async (events: Array<typeof checkout | typeof invoice>) => {
        for (const event of events) {
          expect((await postWebhookEvent(getApp(), { ...event, created: at })).statusCode).toBe(200);
          await drainJobs(getApp());
        }
      };
      await deliver(order === "checkout first" ? [checkout, invoice] : [invoice, checkout]);

      const refundEvents = () =>
        db()
          .select({ id: paymentEvents.id })
          .from(paymentEvents)
          .where(
            and(eq(paymentEvents.type, "charge.refunded"), sql`${paymentEvents.payload}::text like ${`%${chargeId}%`}`),
          );
      const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, second.id));
      expect(row, order).toMatchObject({ status: "canceled", duplicateOf: kept });
      // The test provider gave the money back and said so as Stripe would: one signed charge.refunded,
      // and its fee given back, naming that charge, applied (none left waiting).
      expect(await refundEvents(), order).toHaveLength(1);
      const feeEvents = await db()
        .select({ processedAt: paymentEvents.processedAt, awaitingRef: paymentEvents.awaitingRef })
        .from(paymentEvents)
        .where(
          and(
            eq(paymentEvents.type, "application_fee.refunded"),
            sql`${paymentEvents.payload}::text like ${`%${chargeId}%`}`,
          ),
        );
      expect(feeEvents, order).toEqual([{ processedAt: expect.any(Date), awaitingRef: null }]);
      const [payment] = await db().select().from(payments).where(eq(payments.subscriptionId, second.id));
      expect(payment, order).toMatchObject({ status: "refunded", refundedAmount: 500, refundedFee: 50 });
      const history = (await call(reader.cookie, "GET", `/me/subscriptions/${second.id}/payments`)).json();
      expect(history.subscription, order).toMatchObject({ isDuplicate: true, hasAccess: false });
      expect(history.payments, order).toMatchObject([{ status: "refunded", amount: 500, refundedAmount: 500 }]);
      // The subscription the reader keeps was paid and stays so.
      const keptHistory = (await call(reader.cookie, "GET", `/me/subscriptions/${kept}/payments`)).json();
      expect(keptHistory.subscription.isDuplicate).toBe(false);
      expect(keptHistory.payments.map((p: { status: string }) => p.status)).toEqual(["paid"]);

      // Every event delivered again, and one more about the subscription: nothing is refunded twice.
      await deliver([checkout, invoice]);
      expect(
        (
          await postWebhookEvent(getApp(), {
            type: "customer.subscription.updated",
            created: at + 1,
            object: {
              id: providerSubscriptionId,
              object: "subscription",
              status: "active",
              cancel_at_period_end: false,
              metadata,
              items: { data: [{ current_period_end: at + 30 * day }] },
            },
          })
        ).statusCode,
      ).toBe(200);
      await drainJobs(getApp());
      expect(await refundEvents(), order).toHaveLength(1);
      const refundJobs = await db()
        .select({ state: jobs.state })
        .from(jobs)
        .where(and(eq(jobs.type, "refund-duplicate-payment"), eq(jobs.key, `test_in_${second.id}`)));
      expect(refundJobs, order).toEqual([{ state: "completed" }]);
    }
    // Nobody's subscriber, nor the creator's earnings: the fee went back with the refund.
    const dashboard = (await call(creator.cookie, "GET", `/blogs/${blog.id}/dashboard`)).json();
    expect(dashboard.now.activeSubscribers).toBe(2);
    const history = (await call(creator.cookie, "GET", `/blogs/${blog.id}/dashboard/history`)).json();
    expect(history.totals).toMatchObject({ paymentCount: 4, paid: 2000, fees: 100, refunds: 1000, net: 900 });
  });

  it("learns each test payment's PaymentIntent from its own event, as from Stripe's, so a refund made at the provider shows", async () => {
    const { blog, creator } = await insertSellingCreator(getApp(), db());
    const reader = await insertSignedInUser(getApp(), db());
    const id = await subscribeInTestMode(getApp(), reader.cookie, blog.id);
    const [payment] = await db().select().from(payments).where(eq(payments.subscriptionId, id));
    const paid = testPaymentIds(payment.providerInvoiceId);
    expect(payment).toMatchObject({ status: "paid", providerPaymentIntentId: paid.paymentIntent });
    // As Stripe's current API versions: the invoice names no charge; its payment's event names the PaymentIntent.
    const delivered = await db()
      .select({ type: paymentEvents.type, payload: paymentEvents.payload })
      .from(paymentEvents)
      .where(sql`${paymentEvents.payload}::text like ${`%${payment.providerInvoiceId}%`}`);
    const objectOf = (type: string) => {
      const event = delivered.find((stored) => stored.type === type);
      return (event?.payload as { data: { object: Record<string, unknown> } } | undefined)?.data.object;
    };
    expect(objectOf("invoice.paid")).toMatchObject({ id: payment.providerInvoiceId });
    expect(objectOf("invoice.paid")).not.toHaveProperty("charge");
    expect(objectOf("invoice_payment.paid")).toMatchObject({
      invoice: payment.providerInvoiceId,
      payment: { type: "payment_intent", payment_intent: paid.paymentIntent },
    });

    // A quarter given back at the provider: its event names the charge and its PaymentIntent, no invoice.
    const refunded = await postWebhookEvent(getApp(), {
      type: "charge.refunded",
      created: nowSeconds(),
      object: {
        id: paid.charge,
        object: "charge",
        amount: 500,
        amount_refunded: 125,
        refunded: false,
        payment_intent: paid.paymentIntent,
      },
    });
    expect(refunded.statusCode).toBe(200);
    await drainJobs(getApp());
    const history = (await call(reader.cookie, "GET", `/me/subscriptions/${id}/payments`)).json();
    expect(history.payments).toMatchObject([{ status: "refunded", amount: 500, refundedAmount: 125 }]);
    const earnings = (await call(creator.cookie, "GET", `/blogs/${blog.id}/dashboard/history`)).json();
    expect(earnings.totals).toMatchObject({ paymentCount: 1, paid: 500, refunds: 125 });
  });

  it("asks an account that has not finished registering to finish it before a checkout, as every account API does", async () => {
    const { blog } = await insertSellingCreator(getApp(), db());
    const unregistered = await signInForTest(getApp(), `new-reader-${Date.now()}@example.test`);
    const checkout = await call(unregistered, "POST", `/blogs/${blog.id}/checkout`, { interval: "month" });
    expect(checkout.statusCode, checkout.body).toBe(403);
    expect(checkout.json()).toMatchObject({
      code: "REGISTRATION_REQUIRED",
      message: "Please finish creating your account first.",
    });
    const started = await db()
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.blogId, blog.id));
    expect(started).toEqual([]);
  });

  it("shows a test receipt to its payer with dates as Ladle prints them, a visitor the way to sign in, anyone else a page saying it is not there", async () => {
    const { blog } = await insertSellingCreator(getApp(), db());
    const fan = await insertSignedInUser(getApp(), db());
    const id = await subscribeInTestMode(getApp(), fan.cookie, blog.id);
    const [payment] = (await call(fan.cookie, "GET", `/me/subscriptions/${id}/payments`)).json().payments;
    const receiptPath = new URL(payment.receiptUrl).pathname;

    const receipt = await getApp().inject({ method: "GET", url: receiptPath, headers: { cookie: fan.cookie } });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.headers["content-type"]).toContain("text/html");
    expect(receipt.body).toContain(`<dt>Paid on</dt><dd>${formatLongDate(payment.paidAt)}</dd>`);
    expect(receipt.body).toContain(
      `<dt>Period</dt><dd>${formatLongDate(payment.periodStart)} – ${formatLongDate(payment.periodEnd)}</dd>`,
    );
    expect(receipt.body).toContain("<dt>Status</dt><dd>Paid</dd>");
    expect(receipt.body).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    // A visitor (a signed-out browser opening the link) signs in and comes back to it.
    const visitor = await getApp().inject({ method: "GET", url: receiptPath });
    expect(visitor.statusCode, visitor.body).toBe(302);
    expect(visitor.headers.location).toBe(`/auth?redirectTo=${encodeURIComponent(receiptPath)}`);
    // Someone else's receipt is not theirs to read: a page says so, as the link opens in a browser.
    const other = await insertSignedInUser(getApp(), db());
    const refused = await getApp().inject({ method: "GET", url: receiptPath, headers: { cookie: other.cookie } });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers["content-type"]).toContain("text/html");
    expect(refused.body).toContain("find that receipt.");
    expect(refused.body).not.toContain(payment.receiptUrl.split("/").at(-1));
    // So is a checkout that is not theirs.
    const checkout = await getApp().inject({
      method: "GET",
      url: "/api/payments/test-checkout/test_cs_0000",
      headers: { cookie: other.cookie },
    });
    expect(checkout.statusCode).toBe(404);
    expect(checkout.body).toContain("find that checkout.");
  });
});
