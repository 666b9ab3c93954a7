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
