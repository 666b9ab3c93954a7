import { describe, expect, it } from "vitest";
import { readPaymentEvent } from "./payment-events.ts";

const event = (type: string, object: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: "evt_1",
  type,
  created: 1_800_000_000,
  data: { object },
  ...extra,
});

describe("reading the provider's events", () => {
  it("reads a subscription's state, its period end from its item (current API) or itself (older)", () => {
    const current = readPaymentEvent(
      event("customer.subscription.updated", {
        id: "sub_1",
        status: "past_due",
        cancel_at_period_end: true,
        metadata: { ladle_subscription_id: "a" },
        items: { data: [{ current_period_end: 1_802_000_000 }] },
      }),
    );
    expect(current).toMatchObject({
      kind: "subscription-changed",
      subscriptionId: "a",
      providerSubscriptionId: "sub_1",
      snapshot: { status: "past_due", cancelAtPeriodEnd: true, periodEnd: new Date(1_802_000_000_000) },
    });
    const older = readPaymentEvent(
      event("customer.subscription.deleted", { id: "sub_1", status: "canceled", current_period_end: 5 }),
    );
    expect(older).toMatchObject({ subscriptionId: null, snapshot: { status: "canceled", periodEnd: new Date(5000) } });
  });

  it("maps Stripe's statuses to Ladle's four", () => {
    const statusOf = (status: string) => {
      const read = readPaymentEvent(event("customer.subscription.updated", { id: "sub_1", status }));
      return read.kind === "subscription-changed" ? read.snapshot.status : null;
    };
    expect(["trialing", "unpaid", "incomplete_expired", "incomplete", "paused"].map(statusOf)).toEqual([
      "active",
      "past_due",
      "canceled",
      "incomplete",
      "incomplete",
    ]);
  });

  it("reads an invoice's amount, fee, period and subscription from the current and older shapes", () => {
    const paid = readPaymentEvent(
      event("invoice.paid", {
        id: "in_1",
        amount_paid: 500,
        application_fee_amount: 50,
        currency: "usd",
        charge: { id: "ch_1" },
        lines: { data: [{ period: { start: 1, end: 2 } }] },
        status_transitions: { paid_at: 3 },
        parent: { subscription_details: { subscription: "sub_1", metadata: { ladle_subscription_id: "a" } } },
      }),
    );
    expect(paid).toMatchObject({
      kind: "invoice",
      status: "paid",
      amount: 500,
      fee: 50,
      chargeId: "ch_1",
      subscriptionId: "a",
      providerSubscriptionId: "sub_1",
      periodStart: new Date(1000),
      periodEnd: new Date(2000),
      at: new Date(3000),
    });
    const failed = readPaymentEvent(
      event("invoice.payment_failed", { id: "in_2", amount_due: 500, subscription: "sub_2" }),
    );
    expect(failed).toMatchObject({
      status: "failed",
      amount: 500,
      providerSubscriptionId: "sub_2",
      at: new Date(1_800_000_000_000),
    });
  });

  it("reads what paid an invoice from its payment's event, and from the invoice when it says (older or expanded)", () => {
    expect(
      readPaymentEvent(
        event("invoice_payment.paid", {
          id: "inpay_1",
          object: "invoice_payment",
          invoice: "in_1",
          status: "paid",
          payment: { type: "payment_intent", payment_intent: "pi_1" },
        }),
      ),
    ).toEqual({ kind: "invoice-payment", invoiceId: "in_1", paymentIntentId: "pi_1", chargeId: null });
    // A charge without a PaymentIntent is named instead; an expanded invoice is read by its id.
    expect(
      readPaymentEvent(
        event("invoice_payment.paid", { invoice: { id: "in_2" }, payment: { type: "charge", charge: "ch_2" } }),
      ),
    ).toEqual({ kind: "invoice-payment", invoiceId: "in_2", paymentIntentId: null, chargeId: "ch_2" });
    expect(
      readPaymentEvent(event("invoice_payment.paid", { invoice: "in_3", payment: { type: "payment_record" } })),
    ).toEqual({
      kind: "ignored",
    });
    // The current invoice names neither, unless read with its payments expanded; older ones named both.
    const invoice = { id: "in_4", amount_paid: 500, parent: { subscription_details: { subscription: "sub_1" } } };
    expect(readPaymentEvent(event("invoice.paid", invoice))).toMatchObject({ paymentIntentId: null, chargeId: null });
    expect(
      readPaymentEvent(
        event("invoice.paid", {
          ...invoice,
          payments: {
            data: [
              { status: "canceled", payment: { type: "payment_intent", payment_intent: "pi_old" } },
              { status: "paid", payment: { type: "payment_intent", payment_intent: { id: "pi_4" } } },
            ],
          },
        }),
      ),
    ).toMatchObject({ paymentIntentId: "pi_4", chargeId: null });
    expect(
      readPaymentEvent(event("invoice.paid", { ...invoice, payment_intent: "pi_5", charge: "ch_5" })),
    ).toMatchObject({ paymentIntentId: "pi_5", chargeId: "ch_5" });
  });

  it("reads a refund's charge, PaymentIntent and total refunded; the invoice only where older charges name it", () => {
    expect(
      readPaymentEvent(
        event("charge.refunded", { id: "ch_1", payment_intent: "pi_1", amount: 500, amount_refunded: 200 }),
      ),
    ).toEqual({
      kind: "refund",
      eventId: "evt_1",
      chargeId: "ch_1",
      paymentIntentId: "pi_1",
      invoiceId: null,
      refundedAmount: 200,
      at: new Date(1_800_000_000_000),
    });
    expect(
      readPaymentEvent(event("charge.refunded", { id: "ch_2", invoice: "in_2", amount_refunded: 500 })),
    ).toMatchObject({ chargeId: "ch_2", paymentIntentId: null, invoiceId: "in_2" });
  });

  it("reads a refund that failed or was cancelled from either event, and leaves the others alone", () => {
    const refund = { id: "re_1", object: "refund", amount: 200, charge: "ch_1", payment_intent: "pi_1" };
    expect(readPaymentEvent(event("charge.refund.updated", { ...refund, status: "failed" }))).toEqual({
      kind: "refund-failed",
      eventId: "evt_1",
      chargeId: "ch_1",
      paymentIntentId: "pi_1",
      at: new Date(1_800_000_000_000),
    });
    expect(
      readPaymentEvent(
        event("refund.failed", { ...refund, charge: { id: "ch_2" }, payment_intent: null, status: "failed" }),
      ),
    ).toMatchObject({ kind: "refund-failed", chargeId: "ch_2", paymentIntentId: null });
    expect(readPaymentEvent(event("charge.refund.updated", { ...refund, status: "canceled" }))).toMatchObject({
      kind: "refund-failed",
    });
    // Still on its way, or through: nothing to undo. Naming no payment: nothing to find.
    for (const status of ["pending", "succeeded", "requires_action"]) {
      expect(readPaymentEvent(event("charge.refund.updated", { ...refund, status }))).toEqual({ kind: "ignored" });
    }
    expect(
      readPaymentEvent(event("refund.failed", { ...refund, charge: null, payment_intent: null, status: "failed" })),
    ).toEqual({ kind: "ignored" });
  });

  it("reads the fee given back so far, naming the platform's charge before the creator's side of it", () => {
    const fee = {
      id: "fee_1",
      object: "application_fee",
      amount: 60,
      amount_refunded: 30,
      charge: "py_1",
      originating_transaction: "ch_1",
      fee_source: { type: "charge", charge: "py_1" },
    };
    expect(readPaymentEvent(event("application_fee.refunded", fee))).toEqual({
      kind: "fee-refund",
      chargeIds: ["ch_1", "py_1"],
      refundedFee: 30,
      at: new Date(1_800_000_000 * 1000),
    });
    // A charge made on the platform alone names it as `charge`.
    expect(
      readPaymentEvent(
        event("application_fee.refunded", { ...fee, charge: "ch_2", originating_transaction: null, fee_source: null }),
      ),
    ).toEqual({ kind: "fee-refund", chargeIds: ["ch_2"], refundedFee: 30, at: new Date(1_800_000_000 * 1000) });
    expect(readPaymentEvent(event("application_fee.refunded", { id: "fee_2", amount_refunded: 5 }))).toEqual({
      kind: "ignored",
    });
  });

  it("ignores what it does not use, and events missing what it needs", () => {
    expect(readPaymentEvent(event("customer.created", { id: "cus_1" }))).toEqual({ kind: "ignored" });
    expect(readPaymentEvent(event("checkout.session.completed", { id: "cs_1", mode: "payment" }))).toEqual({
      kind: "ignored",
    });
    expect(readPaymentEvent(event("payout.paid", { id: "po_1", arrival_date: 1 }))).toEqual({ kind: "ignored" });
    expect(
      readPaymentEvent(event("payout.paid", { id: "po_1", arrival_date: 1, amount: 9 }, { account: "acct_1" })),
    ).toMatchObject({
      kind: "payout",
      status: "paid",
      amount: 9,
    });
  });
});
