import { describe, expect, it } from "vitest";
import { createTestPaymentProvider, testPaymentIds } from "./test-provider.ts";

// The whole test mode, through Ladle's webhook: tests/integration/subscriptions.test.ts.
describe("the test mode's refunds", () => {
  const start = () => {
    const delivered: Array<{ type: string; data: { object: Record<string, unknown> } }> = [];
    const provider = createTestPaymentProvider({
      publicUrl: "http://localhost:3000",
      webhookSecret: "whsec_unit",
      feePercent: 10,
      deliver: async (rawBody) => {
        delivered.push(JSON.parse(rawBody));
      },
    });
    return { provider, delivered };
  };
  const request = {
    subscriptionId: "sub-1",
    providerSubscriptionId: "test_sub_sub-1",
    invoiceId: "test_in_sub-1_100",
    chargeId: null,
    amount: 500,
    currency: "usd",
  };

  it("says the fee went back in an event of its own, naming the platform's charge as Stripe does", async () => {
    const { provider, delivered } = start();
    await provider.refundDuplicatePayment(request);
    const { charge } = testPaymentIds(request.invoiceId);
    expect(delivered.map((event) => event.type)).toEqual(["charge.refunded", "application_fee.refunded"]);
    expect(delivered[1].data.object).toMatchObject({
      object: "application_fee",
      amount: 50,
      amount_refunded: 50,
      originating_transaction: charge,
      charge: "test_py_sub-1_100",
    });
  });

  it("answers what it refunded of a charge, by the charge or its PaymentIntent, and nothing of another", async () => {
    const { provider } = start();
    const { charge, paymentIntent } = testPaymentIds(request.invoiceId);
    expect(await provider.readRefundedAmount({ chargeId: charge, paymentIntentId: null })).toEqual({
      chargeId: charge,
      amount: 0,
    });
    await provider.refundDuplicatePayment(request);
    // Asked again, it refunds nothing more.
    await provider.refundDuplicatePayment(request);
    expect(await provider.readRefundedAmount({ chargeId: charge, paymentIntentId: null })).toEqual({
      chargeId: charge,
      amount: 500,
    });
    expect(await provider.readRefundedAmount({ chargeId: null, paymentIntentId: paymentIntent })).toEqual({
      chargeId: charge,
      amount: 500,
    });
    expect(await provider.readRefundedAmount({ chargeId: "test_ch_other", paymentIntentId: null })).toEqual({
      chargeId: "test_ch_other",
      amount: 0,
    });
  });
});
