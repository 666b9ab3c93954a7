import { describe, expect, it } from "vitest";
import { describePayment } from "./billing-notice.ts";

describe("describePayment", () => {
  const base = { blogName: "Luca's Kitchen", amount: 500, currency: "usd" };

  it("thanks a new subscriber, and tells a renewing one it renewed", () => {
    expect(describePayment({ ...base, isPaid: true, isRenewal: false })).toEqual({
      title: "Payment received",
      body: "$5.00 for Luca's Kitchen. Thanks for supporting them.",
    });
    expect(describePayment({ ...base, isPaid: true, isRenewal: true }).title).toBe("Subscription renewed");
  });

  it("says plainly when a payment failed, in the payment's currency", () => {
    expect(describePayment({ ...base, currency: "eur", amount: 1250, isPaid: false, isRenewal: true })).toEqual({
      title: "Your payment didn't go through",
      body: "We couldn't take €12.50 for Luca's Kitchen. Check your card to keep reading.",
    });
  });
});
