/**
 * Refunds made at Stripe, not by Ladle: by the creator or Ladle's staff in Stripe's dashboard, in
 * full or in part. Stripe's events in current API versions never join them up: `invoice.paid` names
 * no charge nor PaymentIntent, `invoice_payment.paid` names the invoice and its PaymentIntent, and
 * `charge.refunded` names the PaymentIntent and no invoice. Ladle joins them whatever order they
 * arrive in, however often, and shows the refund on the reader's payments and in the creator's
 * earnings. Ladle's fee given back with one (`application_fee.refunded`, naming only the charge)
 * comes off its fees; a refund that fails afterwards (`charge.refund.updated`, `refund.failed`,
 * naming only that refund) is undone by reading the charge again from Stripe, retried while Stripe
 * fails.
 */
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { AppError } from "#core/errors.ts";
import { jobs, paymentEvents, payments, payoutAccounts, subscriptions } from "#db/schema.ts";
import { storeRefundedAmount } from "#server/features/subscriptions/refund-reads.ts";
import { createStripeProvider } from "#server/lib/payments/stripe-provider.ts";
import { drainJobs, injectAs, insertSignedInUser } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import type { TStripeEvent } from "../helpers/fakes/stripe.ts";
import { postWebhookEvent, testWebhookSecret, useFakeStripeApp } from "../helpers/payments.ts";

const amount = 600;
const fee = 60;

describeEachDatabase("refunds made at Stripe", (getCtx) => {
  const { getApp, getStripe } = useFakeStripeApp(() => getCtx().database, { PLATFORM_FEE_PERCENT: "10" });
  const db = () => getCtx().database.db;

  /** A creator whose blog sells a $6 monthly subscription, each with a payout account of their own. */
  async function insertSellingCreator() {
    const creator = await insertSignedInUser(getApp(), db(), { blog: { hasPaywalledContent: true } });
    const blogId = creator.blog?.id as string;
    const prices = await injectAs(getApp(), creator.cookie, {
      method: "PUT",
      url: "/api/me/blog/prices",
      payload: { monthlyAmount: amount },
    });
    expect(prices.statusCode, prices.body).toBe(200);
    await db()
      .insert(payoutAccounts)
      .values({ userId: creator.user.id, providerAccountId: `acct_fake_${blogId}`, isOnboardingComplete: true });
    return { ...creator, blogId };
  }

  /**
   * A reader's checkout for the creator's blog, paid at Stripe: the events Stripe sends for it, not
   * delivered yet, and the payment's ids at Stripe.
   */
  async function payAtStripe(blogId: string) {
    const reader = await insertSignedInUser(getApp(), db());
    const checkout = await injectAs(getApp(), reader.cookie, {
      method: "POST",
      url: `/api/blogs/${blogId}/checkout`,
      payload: { interval: "month" },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const checkoutId = new URL(checkout.json().url).pathname.split("/").pop() as string;
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.providerCheckoutId, checkoutId));
    const at = Math.floor(Date.now() / 1000);
    const metadata = { ladle_subscription_id: row.id };
    const ids = { subscription: `sub_${row.id}`, invoice: `in_${row.id}`, paymentIntent: `pi_${row.id}` };
    getStripe().invoices.set(ids.invoice, { amountPaid: amount, paymentIntent: ids.paymentIntent, fee });
    const events = {
      checkout: {
        id: `evt_checkout_${row.id}`,
        type: "checkout.session.completed",
        created: at,
        object: {
          id: checkoutId,
          object: "checkout.session",
          mode: "subscription",
          subscription: ids.subscription,
          customer: `cus_of_${ids.paymentIntent}`,
          metadata,
        },
      },
      subscription: {
        id: `evt_subscription_${row.id}`,
        type: "customer.subscription.created",
        created: at,
        object: {
          id: ids.subscription,
          object: "subscription",
          status: "active",
          cancel_at_period_end: false,
          metadata,
          items: { data: [{ current_period_end: at + 30 * 86_400 }] },
        },
      },
      // Current API versions: the invoice names neither its charge nor its PaymentIntent...
      invoice: {
        id: `evt_invoice_${row.id}`,
        type: "invoice.paid",
        created: at,
        object: {
          id: ids.invoice,
          object: "invoice",
          status: "paid",
          currency: "usd",
          amount_paid: amount,
          application_fee_amount: fee,
          status_transitions: { paid_at: at },
          parent: { subscription_details: { subscription: ids.subscription, metadata } },
        },
      },
      // A first try that failed, before the one that paid.
      failedInvoice: {
        id: `evt_invoice_failed_${row.id}`,
        type: "invoice.payment_failed",
        created: at - 60,
        object: {
          id: ids.invoice,
          object: "invoice",
          status: "open",
          currency: "usd",
          amount_due: amount,
          amount_paid: 0,
          parent: { subscription_details: { subscription: ids.subscription, metadata } },
        },
      },
      // ...its payment's own event does.
      invoicePayment: {
        id: `evt_invoice_payment_${row.id}`,
        type: "invoice_payment.paid",
        created: at,
        object: {
          id: `inpay_${row.id}`,
          object: "invoice_payment",
          invoice: ids.invoice,
          status: "paid",
          is_default: true,
          currency: "usd",
          amount_requested: amount,
          amount_paid: amount,
          payment: { type: "payment_intent", payment_intent: ids.paymentIntent },
          status_transitions: { paid_at: at, canceled_at: null },
        },
      },
    } satisfies Record<string, TStripeEvent>;
    return { reader, subscriptionId: row.id, ids, events };
  }

  async function deliver(...events: TStripeEvent[]) {
    for (const event of events) {
      const response = await postWebhookEvent(getApp(), event);
      expect(response.statusCode, response.body).toBe(200);
      await drainJobs(getApp());
    }
  }

  /** The reader's payments page, as the API answers it. */
  async function readerPayments(cookie: string, subscriptionId: string) {
    const response = await injectAs(getApp(), cookie, {
      method: "GET",
      url: `/api/me/subscriptions/${subscriptionId}/payments`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().payments as Array<{ status: string; amount: number; refundedAmount: number }>;
  }

  /** The creator's earnings: all months' totals, and this month's refunds. */
  async function creatorEarnings(creator: { cookie: string; blogId: string }) {
    const url = `/api/blogs/${creator.blogId}/dashboard/history`;
    const history = await injectAs(getApp(), creator.cookie, { method: "GET", url });
    expect(history.statusCode, history.body).toBe(200);
    const month = new Date().toISOString().slice(0, 7);
    const detail = await injectAs(getApp(), creator.cookie, { method: "GET", url: `${url}/${month}` });
    expect(detail.statusCode, detail.body).toBe(200);
    return {
      totals: history.json().totals,
      refunds: (detail.json().refunds as Array<{ amount: number }>).map((refund) => refund.amount),
    };
  }

  it("shows a refund made by hand in Stripe's dashboard on the reader's payments and in the creator's earnings, once", async () => {
    const creator = await insertSellingCreator();
    const { reader, subscriptionId, ids, events } = await payAtStripe(creator.blogId);
    await deliver(events.checkout, events.subscription, events.invoice, events.invoicePayment);
    expect(await readerPayments(reader.cookie, subscriptionId)).toMatchObject([
      { status: "paid", amount, refundedAmount: 0 },
    ]);
    const [stored] = await db().select().from(payments).where(eq(payments.subscriptionId, subscriptionId));
    expect(stored.providerPaymentIntentId).toBe(ids.paymentIntent);

    const refunded = getStripe().refundByHand(ids.paymentIntent, amount);
    expect(refunded.object).not.toHaveProperty("invoice");
    await deliver(refunded);
    expect(await readerPayments(reader.cookie, subscriptionId)).toMatchObject([
      { status: "refunded", amount, refundedAmount: amount },
    ]);
    // The creator's earnings: the refund in the month it was made; Ladle kept its fee (nobody asked for it back).
    expect(await creatorEarnings(creator)).toEqual({
      totals: expect.objectContaining({ paymentCount: 1, paid: amount, fees: fee, refunds: amount, net: -fee }),
      refunds: [amount],
    });

    // Stripe delivers the refund again, and the invoice's events too: nothing is counted twice.
    await deliver(refunded, events.invoice, events.invoicePayment);
    expect(await postWebhookEvent(getApp(), { ...refunded, id: `${refunded.id}_later` })).toMatchObject({
      statusCode: 200,
    });
    await drainJobs(getApp());
    expect(await readerPayments(reader.cookie, subscriptionId)).toMatchObject([
      { status: "refunded", amount, refundedAmount: amount },
    ]);
    expect((await creatorEarnings(creator)).totals).toMatchObject({ paymentCount: 1, refunds: amount });
    const [after] = await db().select().from(payments).where(eq(payments.subscriptionId, subscriptionId));
    expect(after).toMatchObject({ refundedAmount: amount, refundedFee: 0 });
  });

  it("shows a partial refund as the amount given back, then the total after a second one, whatever order they come in", async () => {
    const creator = await insertSellingCreator();
    const { reader, subscriptionId, ids, events } = await payAtStripe(creator.blogId);
    await deliver(events.checkout, events.subscription, events.invoice, events.invoicePayment);

    const first = getStripe().refundByHand(ids.paymentIntent, 200);
    await deliver(first);
    expect(await readerPayments(reader.cookie, subscriptionId)).toMatchObject([
      { status: "refunded", amount, refundedAmount: 200 },
    ]);
    expect(await creatorEarnings(creator)).toMatchObject({ totals: { paid: amount, refunds: 200 }, refunds: [200] });

    // A second partial refund: Stripe's charge says 450 refunded in all. The first one's event,
    // delivered again late, does not take it back.
    const second = getStripe().refundByHand(ids.paymentIntent, 250);
    await deliver(second, first);
    expect(await readerPayments(reader.cookie, subscriptionId)).toMatchObject([
      { status: "refunded", amount, refundedAmount: 450 },
    ]);
    expect(await creatorEarnings(creator)).toMatchObject({
      totals: { paymentCount: 1, paid: amount, fees: fee, refunds: 450, net: amount - fee - 450 },
      refunds: [450],
    });
  });

  it("joins a refund to its payment whatever order Stripe's events arrive in", async () => {
    const creator = await insertSellingCreator();
    const orders = {
      "refund, then the invoice's payment, then the invoice": ["refund", "invoicePayment", "invoice"],
      "refund, then the invoice, then the invoice's payment": ["refund", "invoice", "invoicePayment"],
      "the invoice's payment, then the refund, then the invoice": ["invoicePayment", "refund", "invoice"],
      "the invoice's payment, then the invoice, then the refund": ["invoicePayment", "invoice", "refund"],
      "the invoice, then the refund, then the invoice's payment": ["invoice", "refund", "invoicePayment"],
      // The refund finds the payment while it still reads as failed, and waits until it is paid.
      "a failed try, the invoice's payment, the refund, then the invoice": [
        "failedInvoice",
        "invoicePayment",
        "refund",
        "invoice",
      ],
    } as const;
    for (const [order, names] of Object.entries(orders)) {
      const { reader, subscriptionId, ids, events } = await payAtStripe(creator.blogId);
      await deliver(events.checkout, events.subscription);
      const all = { ...events, refund: getStripe().refundByHand(ids.paymentIntent, 300) };
      for (const name of names) await deliver(all[name]);
      expect(await readerPayments(reader.cookie, subscriptionId), order).toMatchObject([
        { status: "refunded", amount, refundedAmount: 300 },
      ]);
      // Every event applied: none is left waiting for a payment.
      const waiting = await db()
        .select({ type: paymentEvents.type, awaitingRef: paymentEvents.awaitingRef })
        .from(paymentEvents)
        .where(eq(paymentEvents.awaitingRef, ids.paymentIntent));
      expect(waiting, order).toEqual([]);
      // And delivered again, all of them, in the order they came: nothing changes.
      await deliver(...names.map((name) => all[name]));
      expect(await readerPayments(reader.cookie, subscriptionId), order).toMatchObject([
        { status: "refunded", refundedAmount: 300 },
      ]);
    }
    expect((await creatorEarnings(creator)).totals).toMatchObject({
      paymentCount: Object.keys(orders).length,
      paid: amount * Object.keys(orders).length,
      refunds: 300 * Object.keys(orders).length,
    });
  });

  it("keeps a refund of a payment Ladle never recorded without applying it anywhere else", async () => {
    const creator = await insertSellingCreator();
    const { reader, subscriptionId, events } = await payAtStripe(creator.blogId);
    await deliver(events.checkout, events.subscription, events.invoice, events.invoicePayment);
    const stranger = `pi_not_ladles_${subscriptionId}`;
    getStripe().invoices.set(`in_not_ladles_${subscriptionId}`, { amountPaid: 900, paymentIntent: stranger });
    const refunded = getStripe().refundByHand(stranger, 900);
    await deliver(refunded);
    const [stored] = await db()
      .select({ processedAt: paymentEvents.processedAt, awaitingRef: paymentEvents.awaitingRef })
      .from(paymentEvents)
      .where(eq(paymentEvents.providerEventId, refunded.id));
    expect(stored).toEqual({ processedAt: null, awaitingRef: stranger });
    expect(await readerPayments(reader.cookie, subscriptionId)).toMatchObject([{ status: "paid", refundedAmount: 0 }]);
  });

  /** The stored events still waiting for a payment named by one of these ids. */
  const waitingFor = (...refs: string[]) =>
    db()
      .select({ type: paymentEvents.type, awaitingRef: paymentEvents.awaitingRef })
      .from(paymentEvents)
      .where(inArray(paymentEvents.awaitingRef, refs));
  const paymentOf = async (subscriptionId: string) =>
    (await db().select().from(payments).where(eq(payments.subscriptionId, subscriptionId)))[0];

  it("takes Ladle's fee given back with a refund made by hand off its fees, as a running total", async () => {
    const creator = await insertSellingCreator();
    const { reader, subscriptionId, ids, events } = await payAtStripe(creator.blogId);
    await deliver(events.checkout, events.subscription, events.invoice, events.invoicePayment);

    // Half refunded, with half the fee ticked to go back too.
    await deliver(getStripe().refundByHand(ids.paymentIntent, 300));
    const halfFee = getStripe().refundFeeByHand(ids.paymentIntent, 30);
    expect(halfFee.object).toMatchObject({ charge: `py_of_${ids.paymentIntent}`, amount_refunded: 30 });
    await deliver(halfFee);
    expect(await creatorEarnings(creator)).toEqual({
      totals: expect.objectContaining({ paid: amount, fees: fee - 30, refunds: 300, net: amount - (fee - 30) - 300 }),
      refunds: [300],
    });

    // The rest, and its fee: the creator nets nothing from a payment given back whole.
    await deliver(getStripe().refundByHand(ids.paymentIntent, 300));
    const wholeFee = getStripe().refundFeeByHand(ids.paymentIntent, 30);
    await deliver(wholeFee);
    expect(await creatorEarnings(creator)).toEqual({
      totals: expect.objectContaining({ paymentCount: 1, paid: amount, fees: 0, refunds: amount, net: 0 }),
      refunds: [amount],
    });
    expect(await readerPayments(reader.cookie, subscriptionId)).toMatchObject([
      { status: "refunded", refundedAmount: amount },
    ]);

    // Delivered again, and the first one late under another id: the total given back stays.
    await deliver(wholeFee, { ...halfFee, id: `${halfFee.id}_late` }, { ...wholeFee, id: `${wholeFee.id}_again` });
    expect(await paymentOf(subscriptionId)).toMatchObject({ refundedAmount: amount, refundedFee: fee });
    expect((await creatorEarnings(creator)).totals).toMatchObject({ fees: 0, refunds: amount, net: 0 });
  });

  it("keeps Ladle's fee given back waiting until its payment and charge are known, whatever order they come in", async () => {
    const creator = await insertSellingCreator();
    const orders = {
      "the fee first, before anything of the payment": ["fee", "refund", "invoice", "invoicePayment"],
      "the fee after the payment, before the refund that names its charge": [
        "invoice",
        "invoicePayment",
        "fee",
        "refund",
      ],
      "the fee between the invoice's payment and the invoice": ["invoicePayment", "fee", "invoice", "refund"],
      "the refund and the fee before the invoice": ["refund", "fee", "invoicePayment", "invoice"],
    } as const;
    for (const [order, names] of Object.entries(orders)) {
      const { reader, subscriptionId, ids, events } = await payAtStripe(creator.blogId);
      await deliver(events.checkout, events.subscription);
      const all = {
        ...events,
        refund: getStripe().refundByHand(ids.paymentIntent, amount),
        fee: getStripe().refundFeeByHand(ids.paymentIntent, fee),
      };
      for (const name of names) await deliver(all[name]);
      expect(await paymentOf(subscriptionId), order).toMatchObject({
        status: "refunded",
        refundedAmount: amount,
        refundedFee: fee,
        providerChargeId: `ch_of_${ids.paymentIntent}`,
      });
      expect(await readerPayments(reader.cookie, subscriptionId), order).toMatchObject([
        { status: "refunded", refundedAmount: amount },
      ]);
      expect(await waitingFor(ids.paymentIntent, `ch_of_${ids.paymentIntent}`), order).toEqual([]);
    }
    expect((await creatorEarnings(creator)).totals).toMatchObject({
      paymentCount: Object.keys(orders).length,
      fees: 0,
      refunds: amount * Object.keys(orders).length,
      net: 0,
    });
  });

  it("undoes a refund that fails at Stripe: the payment reads paid again, and the creator's refunds leave it out", async () => {
    const creator = await insertSellingCreator();
    const { reader, subscriptionId, ids, events } = await payAtStripe(creator.blogId);
    await deliver(events.checkout, events.subscription, events.invoice, events.invoicePayment);
    const refunded = getStripe().refundByHand(ids.paymentIntent, amount);
    await deliver(refunded);
    expect(await readerPayments(reader.cookie, subscriptionId)).toMatchObject([
      { status: "refunded", refundedAmount: amount },
    ]);
    expect((await creatorEarnings(creator)).refunds).toEqual([amount]);

    // The card was closed: Stripe's refund fails, and its event names only that refund.
    const failure = getStripe().failRefund(`re_hand_${ids.paymentIntent}_1`);
    expect(failure.updated.object).not.toHaveProperty("amount_refunded");
    getStripe().requests.length = 0;
    await deliver(failure.updated);
    // Ladle asked Stripe what is refunded of the charge now.
    expect(getStripe().requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /v1/charges/ch_of_${ids.paymentIntent}`,
    ]);
    expect(await readerPayments(reader.cookie, subscriptionId)).toMatchObject([
      { status: "paid", amount, refundedAmount: 0 },
    ]);
    expect(await creatorEarnings(creator)).toEqual({
      totals: expect.objectContaining({ paymentCount: 1, paid: amount, fees: fee, refunds: 0, net: amount - fee }),
      refunds: [],
    });
    expect(await paymentOf(subscriptionId)).toMatchObject({ refundedAt: null, refundFailedAt: expect.any(Date) });

    // Newer API versions say it twice, and the refund's own event comes again late: it stays undone.
    await deliver(failure.failed, failure.updated, { ...refunded, id: `${refunded.id}_late` });
    expect(await readerPayments(reader.cookie, subscriptionId)).toMatchObject([{ status: "paid", refundedAmount: 0 }]);
    expect((await creatorEarnings(creator)).totals).toMatchObject({ refunds: 0, net: amount - fee });

    // A new refund afterwards counts as ever.
    await deliver(getStripe().refundByHand(ids.paymentIntent, 100));
    expect(await readerPayments(reader.cookie, subscriptionId)).toMatchObject([
      { status: "refunded", refundedAmount: 100 },
    ]);
    expect(await creatorEarnings(creator)).toMatchObject({ totals: { refunds: 100 }, refunds: [100] });
  });

  it("takes Ladle's fee given back off its fees even when the refund that came with it fails, and lists it in the month", async () => {
    const creator = await insertSellingCreator();
    const { reader, subscriptionId, ids, events } = await payAtStripe(creator.blogId);
    await deliver(events.checkout, events.subscription, events.invoice, events.invoicePayment);
    await deliver(getStripe().refundByHand(ids.paymentIntent, amount));
    await deliver(getStripe().refundFeeByHand(ids.paymentIntent, fee));
    await deliver(getStripe().failRefund(`re_hand_${ids.paymentIntent}_1`).updated);

    // The reader keeps the payment; the fee Stripe gave back is given back all the same.
    expect(await readerPayments(reader.cookie, subscriptionId)).toMatchObject([{ status: "paid", refundedAmount: 0 }]);
    expect(await paymentOf(subscriptionId)).toMatchObject({
      refundedAmount: 0,
      refundedFee: fee,
      feeRefundedAt: expect.any(Date),
    });
    expect((await creatorEarnings(creator)).totals).toMatchObject({
      paymentCount: 1,
      paid: amount,
      fees: 0,
      refunds: 0,
      net: amount,
    });
    const month = new Date().toISOString().slice(0, 7);
    const detail = await injectAs(getApp(), creator.cookie, {
      method: "GET",
      url: `/api/blogs/${creator.blogId}/dashboard/history/${month}`,
    });
    expect(detail.json()).toMatchObject({
      totals: { fees: 0, refunds: 0 },
      refunds: [{ amount: 0, feeReturned: fee }],
    });
  });

  it("keeps the answer of the read begun last when two reads of one charge end out of order", async () => {
    const creator = await insertSellingCreator();
    const { subscriptionId, ids, events } = await payAtStripe(creator.blogId);
    await deliver(events.checkout, events.subscription, events.invoice, events.invoicePayment);
    await deliver(getStripe().refundByHand(ids.paymentIntent, amount));
    await deliver(getStripe().failRefund(`re_hand_${ids.paymentIntent}_1`).updated);
    const { refundsReadAt } = await paymentOf(subscriptionId);
    expect(refundsReadAt).toEqual(expect.any(Date));
    const charge = { chargeId: `ch_of_${ids.paymentIntent}`, paymentIntentId: ids.paymentIntent };
    const store = (amountRead: number, readAt: string) =>
      db().transaction((tx) =>
        storeRefundedAmount(tx, charge, { chargeId: charge.chargeId, amount: amountRead, readAt }),
      );
    // A slow read begun before the one stored ends now: its older answer is not kept.
    expect(await store(amount, "2000-01-01 00:00:00+00")).toBe(0);
    expect(await paymentOf(subscriptionId)).toMatchObject({ status: "paid", refundedAmount: 0, refundsReadAt });
    // One begun later is.
    expect(await store(150, "2999-01-01 00:00:00.000001+00")).toBe(1);
    expect(await paymentOf(subscriptionId)).toMatchObject({ status: "refunded", refundedAmount: 150 });
  });

  it("keeps what is still refunded when one of two refunds fails, in whatever order the events come", async () => {
    const creator = await insertSellingCreator();
    const orders = {
      "as they happened": ["invoice", "invoicePayment", "first", "second", "failed"],
      // The second refund's own event comes after its failure: it is read, not trusted.
      "the failure before the refund it undoes": ["invoice", "invoicePayment", "first", "failed", "second"],
      // Everything before the payment is stored: each waits for it, then all apply.
      "all before the payment": ["second", "failed", "first", "invoicePayment", "invoice"],
      "the failure first of all": ["failed", "invoice", "second", "invoicePayment", "first"],
    } as const;
    for (const [order, names] of Object.entries(orders)) {
      const { reader, subscriptionId, ids, events } = await payAtStripe(creator.blogId);
      await deliver(events.checkout, events.subscription);
      const all = {
        ...events,
        first: getStripe().refundByHand(ids.paymentIntent, 200),
        second: getStripe().refundByHand(ids.paymentIntent, 250),
        failed: getStripe().failRefund(`re_hand_${ids.paymentIntent}_2`).failed,
      };
      for (const name of names) await deliver(all[name]);
      expect(await readerPayments(reader.cookie, subscriptionId), order).toMatchObject([
        { status: "refunded", amount, refundedAmount: 200 },
      ]);
      expect(await waitingFor(ids.paymentIntent, `ch_of_${ids.paymentIntent}`), order).toEqual([]);
    }
    expect(await creatorEarnings(creator)).toMatchObject({
      totals: { paymentCount: 4, refunds: 800 },
      refunds: [200, 200, 200, 200],
    });
  });

  it("reads the charge again once Stripe answers, when it failed at the first try, answering webhooks meanwhile", async () => {
    const creator = await insertSellingCreator();
    const { reader, subscriptionId, ids, events } = await payAtStripe(creator.blogId);
    await deliver(events.checkout, events.subscription, events.invoice, events.invoicePayment);
    await deliver(getStripe().refundByHand(ids.paymentIntent, amount));
    const failure = getStripe().failRefund(`re_hand_${ids.paymentIntent}_1`);
    const readJobs = () =>
      db()
        .select()
        .from(jobs)
        .where(and(eq(jobs.type, "read-refunded-amount"), eq(jobs.key, failure.updated.id)));
    const chargePath = `/v1/charges/ch_of_${ids.paymentIntent}`;

    getStripe().failWith = 500;
    getStripe().failPath = chargePath;
    try {
      // Stripe's delivery is answered as ever: the read is the queue's business.
      await deliver(failure.updated);
      expect(await readJobs()).toMatchObject([
        {
          state: "queued",
          attempts: 1,
          lastError:
            "Our payment provider isn't answering right now, so nothing has changed. Please try again in a few minutes.: Stripe answered 500: Something went wrong on Stripe's end.",
        },
      ]);
      // Until Stripe answers, the payment reads as before.
      expect(await readerPayments(reader.cookie, subscriptionId)).toMatchObject([
        { status: "refunded", refundedAmount: amount },
      ]);
      const [event] = await db()
        .select({ processedAt: paymentEvents.processedAt })
        .from(paymentEvents)
        .where(eq(paymentEvents.providerEventId, failure.updated.id));
      expect(event.processedAt).not.toBeNull();
    } finally {
      getStripe().failWith = null;
      getStripe().failPath = null;
    }

    // Stripe answers again; the retry comes due.
    await db()
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.type, "read-refunded-amount"), isNotNull(jobs.key)));
    await drainJobs(getApp());
    expect(await readJobs()).toMatchObject([{ state: "completed", attempts: 2 }]);
    expect(getStripe().requests.filter((request) => request.path === chargePath)).toHaveLength(2);
    expect(await readerPayments(reader.cookie, subscriptionId)).toMatchObject([{ status: "paid", refundedAmount: 0 }]);
    expect(await creatorEarnings(creator)).toMatchObject({ totals: { refunds: 0, net: amount - fee }, refunds: [] });
  });

  it("reads a charge's refunded total from Stripe by its id, or by its PaymentIntent when a refund names no charge", async () => {
    const provider = createStripeProvider({
      secretKey: "sk_test_fake",
      webhookSecret: testWebhookSecret,
      feePercent: 10,
      apiUrl: getStripe().url,
      timeoutMs: 2000,
    });
    const paymentIntent = `pi_read_${Date.now()}`;
    getStripe().invoices.set(`in_read_${paymentIntent}`, { amountPaid: 900, paymentIntent, fee: 90 });
    getStripe().refundByHand(paymentIntent, 400);
    getStripe().refundByHand(paymentIntent, 100);
    const charge = `ch_of_${paymentIntent}`;
    expect(await provider.readRefundedAmount({ chargeId: charge, paymentIntentId: null })).toEqual({
      chargeId: charge,
      amount: 500,
    });
    getStripe().failRefund(`re_hand_${paymentIntent}_1`);
    expect(await provider.readRefundedAmount({ chargeId: null, paymentIntentId: paymentIntent })).toEqual({
      chargeId: charge,
      amount: 100,
    });
    // A charge Stripe does not know is Ladle's refusal (a 502), not a figure.
    const unknown = provider.readRefundedAmount({ chargeId: "ch_of_pi_nobody", paymentIntentId: null });
    await expect(unknown).rejects.toBeInstanceOf(AppError);
    await expect(unknown).rejects.toMatchObject({ status: 502 });
  });
});
