/**
 * A fake of the parts of Stripe's API Ladle calls, on 127.0.0.1: prices, Checkout Sessions (made and
 * expired), subscriptions, invoices, charges, PaymentIntents and refunds, Connect accounts and
 * account links. It records each request's form fields and answers with objects shaped like
 * Stripe's; told to, it answers every request with an error status, or reads requests and never
 * answers (an API that hangs). Refunds keep Stripe's idempotency: a key used again answers the
 * refund it made first, and a payment is refunded once. A refund can also be made "in Stripe's
 * dashboard" (`refundByHand`, and `refundFeeByHand` for Ladle's fee), which gives the event Stripe
 * would send for it, and a refund can fail afterwards (`failRefund`): the charge then counts it no
 * more, as Stripe's does.
 */
import http from "node:http";
import { listenOnLoopback } from "./listen.ts";

export interface TStripeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  authorization: string;
  idempotencyKey: string | null;
}

export interface TFakeStripe {
  url: string;
  requests: TStripeRequest[];
  /** Makes every request fail with this status (Stripe's error shape) until set back to null. */
  failWith: number | null;
  /** With `failWith`, only requests to this path fail (null: every request). */
  failPath: string | null;
  /** While true, requests are recorded and never answered. */
  isHanging: boolean;
  /** Paid invoices Stripe knows, by id: what was paid, through which PaymentIntent, and Ladle's fee of it. */
  invoices: Map<string, { amountPaid: number; paymentIntent: string; fee?: number }>;
  /** Refunds made (one per payment; a repeated idempotency key makes none); a failed one counts no more. */
  refunds: Array<{ id: string; paymentIntent: string; charge: string; amount: number; status: "succeeded" | "failed" }>;
  /** Ladle's fee given back, by PaymentIntent: everything so far. */
  feeRefunds: Map<string, number>;
  /**
   * Refunds `amount` of a paid invoice's payment, as a person does in Stripe's dashboard, and returns
   * the event Stripe sends for it, in current API versions' shape: the charge with everything
   * refunded of it so far, naming its PaymentIntent and no invoice.
   */
  refundByHand(paymentIntent: string, amount: number): TStripeEvent;
  /**
   * Gives back `amount` of Ladle's fee on a paid invoice's payment (the box ticked when refunding by
   * hand), and returns Stripe's `application_fee.refunded` for it: the fee with everything given
   * back so far, taken from the creator's side of the destination charge (`charge`), the
   * platform's charge as its `originating_transaction`.
   */
  refundFeeByHand(paymentIntent: string, amount: number): TStripeEvent;
  /**
   * A refund fails after the fact (the card was closed): the charge no longer counts it. Returns
   * the events Stripe sends for it: `charge.refund.updated` and, on newer API versions, `refund.failed`.
   */
  failRefund(refundId: string): { updated: TStripeEvent; failed: TStripeEvent };
  close(): Promise<void>;
}

/** A webhook event as the tests post it (see tests/helpers/payments.ts). */
export interface TStripeEvent {
  id: string;
  type: string;
  created: number;
  object: Record<string, unknown>;
}

export async function startFakeStripe(): Promise<TFakeStripe> {
  const paidThrough = (paymentIntent: string) => {
    const paid = [...fake.invoices.values()].find((entry) => entry.paymentIntent === paymentIntent);
    if (!paid) throw new Error(`The fake Stripe has no paid invoice through ${paymentIntent}.`);
    return paid;
  };
  /** What is refunded of the payment now: a refund that failed no longer counts. */
  const refundedOf = (paymentIntent: string) =>
    fake.refunds
      .filter((refund) => refund.paymentIntent === paymentIntent && refund.status !== "failed")
      .reduce((sum, refund) => sum + refund.amount, 0);
  /** The payment's charge as Stripe describes it: naming its PaymentIntent and no invoice. */
  const chargeObject = (paymentIntent: string) => {
    const paid = paidThrough(paymentIntent);
    const total = refundedOf(paymentIntent);
    return {
      id: `ch_of_${paymentIntent}`,
      object: "charge",
      amount: paid.amountPaid,
      amount_captured: paid.amountPaid,
      amount_refunded: total,
      currency: "usd",
      paid: true,
      refunded: total === paid.amountPaid,
      status: "succeeded",
      payment_intent: paymentIntent,
      customer: `cus_of_${paymentIntent}`,
    };
  };
  const fake: TFakeStripe = {
    url: "",
    requests: [],
    failWith: null,
    failPath: null,
    isHanging: false,
    invoices: new Map(),
    refunds: [],
    feeRefunds: new Map(),
    refundByHand(paymentIntent, amount) {
      const paid = paidThrough(paymentIntent);
      const charge = `ch_of_${paymentIntent}`;
      const made = fake.refunds.filter((refund) => refund.paymentIntent === paymentIntent).length;
      const total = refundedOf(paymentIntent) + amount;
      if (total > paid.amountPaid) throw new Error(`Refunding ${total} of ${paid.amountPaid} is more than was paid.`);
      const id = `re_hand_${paymentIntent}_${made + 1}`;
      fake.refunds.push({ id, paymentIntent, charge, amount, status: "succeeded" });
      return {
        id: `evt_refunded_${id}`,
        type: "charge.refunded",
        created: Math.floor(Date.now() / 1000),
        object: chargeObject(paymentIntent),
      };
    },
    refundFeeByHand(paymentIntent, amount) {
      const { fee } = paidThrough(paymentIntent);
      if (fee === undefined) throw new Error(`The fake Stripe took no fee of ${paymentIntent}.`);
      const total = (fake.feeRefunds.get(paymentIntent) ?? 0) + amount;
      if (total > fee) throw new Error(`Giving back ${total} of a ${fee} fee is more than was taken.`);
      fake.feeRefunds.set(paymentIntent, total);
      const id = `fee_of_${paymentIntent}`;
      return {
        id: `evt_fee_refunded_${paymentIntent}_${total}`,
        type: "application_fee.refunded",
        created: Math.floor(Date.now() / 1000),
        object: {
          id,
          object: "application_fee",
          account: `acct_of_${paymentIntent}`,
          amount: fee,
          amount_refunded: total,
          charge: `py_of_${paymentIntent}`,
          originating_transaction: `ch_of_${paymentIntent}`,
          fee_source: { type: "charge", charge: `py_of_${paymentIntent}` },
          currency: "usd",
          refunded: total === fee,
          refunds: {
            object: "list",
            data: [{ id: `fr_${id}_${total}`, object: "fee_refund", amount, currency: "usd", fee: id }],
            has_more: false,
          },
        },
      };
    },
    failRefund(refundId) {
      const refund = fake.refunds.find((made) => made.id === refundId);
      if (!refund) throw new Error(`The fake Stripe made no refund ${refundId}.`);
      refund.status = "failed";
      const object = {
        id: refund.id,
        object: "refund",
        amount: refund.amount,
        charge: refund.charge,
        payment_intent: refund.paymentIntent,
        currency: "usd",
        status: "failed",
        failure_reason: "expired_or_canceled_card",
        failure_balance_transaction: `txn_failed_${refund.id}`,
      };
      const created = Math.floor(Date.now() / 1000);
      return {
        updated: { id: `evt_refund_updated_${refund.id}`, type: "charge.refund.updated", created, object },
        failed: { id: `evt_refund_failed_${refund.id}`, type: "refund.failed", created, object },
      };
    },
    close: async () => {},
  };
  const refundsByKey = new Map<string, Record<string, unknown>>();
  let counter = 0;
  /** Checkout sessions made so far: each gets its own id, as Stripe's do. */
  let sessions = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const [path, search = ""] = (request.url ?? "").split("?");
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
      fake.requests.push({
        method: request.method ?? "",
        path,
        query: new URLSearchParams(search),
        form,
        authorization: request.headers.authorization ?? "",
        idempotencyKey,
      });
      counter += 1;
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json", "request-id": `req_${counter}` });
        response.end(JSON.stringify(body));
      };
      if (fake.isHanging) return;
      if (fake.failWith && (fake.failPath === null || fake.failPath === path))
        return send(fake.failWith, { error: stripeErrorFor(fake.failWith) });
      if (path === "/v1/prices") return send(200, { id: `price_fake_${counter}`, object: "price" });
      if (path === "/v1/accounts")
        return send(200, {
          id: "acct_fake_creator",
          object: "account",
          charges_enabled: false,
          payouts_enabled: false,
        });
      if (path === "/v1/account_links")
        return send(200, { object: "account_link", url: "https://connect.stripe.test/setup/acct_fake_creator" });
      if (path === "/v1/checkout/sessions") {
        sessions += 1;
        return send(200, {
          id: `cs_fake_${sessions}`,
          object: "checkout.session",
          url: `https://checkout.stripe.test/c/cs_fake_${sessions}`,
        });
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (expire) return send(200, { id: expire[1], object: "checkout.session", status: "expired" });
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (subscription)
        return send(200, {
          id: subscription[1],
          object: "subscription",
          status: "active",
          cancel_at_period_end: form.get("cancel_at_period_end") === "true",
          items: { data: [{ current_period_end: Math.floor(Date.now() / 1000) + 20 * 86_400 }] },
        });
      const invoice = /^\/v1\/invoices\/([^/]+)$/.exec(path);
      if (invoice) {
        const paid = fake.invoices.get(invoice[1]);
        if (!paid)
          return send(404, { error: { type: "invalid_request_error", message: `No such invoice: '${invoice[1]}'` } });
        return send(200, {
          id: invoice[1],
          object: "invoice",
          status: "paid",
          amount_paid: paid.amountPaid,
          // `payments` comes only when expanded, as Stripe's does.
          ...(new URLSearchParams(search).getAll("expand[0]").includes("payments")
            ? {
                payments: {
                  object: "list",
                  data: [
                    {
                      id: `inpay_${invoice[1]}`,
                      object: "invoice_payment",
                      status: "paid",
                      amount_paid: paid.amountPaid,
                      payment: { type: "payment_intent", payment_intent: paid.paymentIntent },
                    },
                  ],
                },
              }
            : {}),
        });
      }
      const charge = /^\/v1\/charges\/ch_of_([^/]+)$/.exec(path);
      if (charge && [...fake.invoices.values()].some((entry) => entry.paymentIntent === charge[1]))
        return send(200, chargeObject(charge[1]));
      const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (intent && [...fake.invoices.values()].some((entry) => entry.paymentIntent === intent[1]))
        return send(200, {
          id: intent[1],
          object: "payment_intent",
          status: "succeeded",
          // The charge itself only when expanded, as Stripe's does.
          latest_charge: new URLSearchParams(search).getAll("expand[0]").includes("latest_charge")
            ? chargeObject(intent[1])
            : `ch_of_${intent[1]}`,
        });
      if (charge || intent)
        return send(404, { error: { type: "invalid_request_error", message: `No such object: '${path}'` } });
      if (path === "/v1/refunds") {
        const earlier = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
        if (earlier) return send(200, earlier);
        const paymentIntent = form.get("payment_intent") ?? "";
        const paid = [...fake.invoices.values()].find((entry) => entry.paymentIntent === paymentIntent);
        if (!paid) return send(404, { error: { type: "invalid_request_error", message: "No such payment_intent" } });
        if (refundedOf(paymentIntent) > 0)
          return send(400, {
            error: {
              type: "invalid_request_error",
              code: "charge_already_refunded",
              message: "Charge has already been refunded.",
            },
          });
        const refund = {
          id: `re_fake_${counter}`,
          object: "refund",
          amount: paid.amountPaid,
          charge: `ch_of_${paymentIntent}`,
          payment_intent: paymentIntent,
          reason: form.get("reason"),
          status: "succeeded",
        };
        fake.refunds.push({
          id: refund.id,
          paymentIntent,
          charge: refund.charge,
          amount: refund.amount,
          status: "succeeded",
        });
        if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
        return send(200, refund);
      }
      send(404, { error: { type: "invalid_request_error", message: `No fake for ${path}` } });
    });
  });
  Object.assign(fake, await listenOnLoopback(server));
  return fake;
}

/** Stripe's error body for a status, as its API words it. */
function stripeErrorFor(status: number): { type: string; message: string } {
  if (status === 401) return { type: "authentication_error", message: "Invalid API Key provided: sk_test_****fake" };
  if (status === 400 || status === 404)
    return { type: "invalid_request_error", message: "No such price: 'price_fake_monthly'" };
  return { type: "api_error", message: "Something went wrong on Stripe's end." };
}
