/** Subscriptions to paywalled blogs: checkout, the reader's subscriptions, the creator's prices and payouts. */
import { z } from "zod";
import { defineEndpoints } from "../api/endpoint.ts";
import {
  billingIntervals,
  ZBlogPrices,
  ZBlogPricesInput,
  ZPayment,
  ZPayoutStatus,
  ZSubscription,
} from "./subscription.schema.ts";

const ZSubscriptionIdParams = z.object({ id: z.string().min(1).max(64) });
/** A path on this site to come back to afterwards. */
const ZReturnTo = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\\]*$/, "must be a path on this site, like /recipe/…")
  .optional();
const ZBlogPricing = z.object({ prices: ZBlogPrices.nullable(), payouts: ZPayoutStatus });

export const subscriptionsApi = defineEndpoints("subscriptions", {
  checkout: {
    method: "POST",
    path: "/blogs/:blogId/checkout",
    summary: "Start a subscription: the address of the payment provider's checkout",
    description:
      "409 when you already subscribe (or the blog is yours, or it takes no subscriptions yet); 404 for a blog without paywalled content; 503 when the payment provider does not answer in time (nothing is kept).",
    isSignedIn: true,
    params: z.object({ blogId: z.string().min(1).max(64) }),
    body: z.object({ interval: z.enum(billingIntervals), returnTo: ZReturnTo }),
    response: z.object({ url: z.string() }),
  },
  blogPrices: {
    method: "GET",
    path: "/blogs/:blogId/prices",
    summary: "What a blog's subscription costs, and whether it takes subscriptions now",
    params: z.object({ blogId: z.string().min(1).max(64) }),
    response: z.object({ prices: ZBlogPrices.nullable(), isTakingSubscriptions: z.boolean() }),
  },
  listMine: {
    method: "GET",
    path: "/me/subscriptions",
    summary: "Your subscriptions (/me/subscriptions)",
    isSignedIn: true,
    response: z.object({ subscriptions: z.array(ZSubscription) }),
  },
  findMine: {
    method: "GET",
    path: "/me/subscriptions/:id",
    summary: "One of your subscriptions",
    isSignedIn: true,
    params: ZSubscriptionIdParams,
    response: ZSubscription,
  },
  cancel: {
    method: "POST",
    path: "/me/subscriptions/:id/cancel",
    summary: "Cancel at the end of the period you paid for (reading continues until then)",
    isSignedIn: true,
    params: ZSubscriptionIdParams,
    response: ZSubscription,
  },
  reactivate: {
    method: "POST",
    path: "/me/subscriptions/:id/reactivate",
    summary: "Keep a cancelled subscription going (before its period ends)",
    isSignedIn: true,
    params: ZSubscriptionIdParams,
    response: ZSubscription,
  },
  payments: {
    method: "GET",
    path: "/me/subscriptions/:id/payments",
    summary: "What a subscription has paid, newest first, with receipts",
    isSignedIn: true,
    params: ZSubscriptionIdParams,
    response: z.object({ subscription: ZSubscription, payments: z.array(ZPayment) }),
  },
  pricing: {
    method: "GET",
    path: "/me/blog/prices",
    summary: "Your blog's prices and payout account",
    isSignedIn: true,
    response: ZBlogPricing,
  },
  savePrices: {
    method: "PUT",
    path: "/me/blog/prices",
    summary: "Set your blog's monthly (and optional yearly) price, in cents",
    description:
      "New subscribers pay the new prices; current subscribers keep theirs. A yearly price must be more than the monthly one (400 on `yearlyAmount`).",
    isSignedIn: true,
    body: ZBlogPricesInput,
    response: ZBlogPricing,
  },
  payoutOnboarding: {
    method: "POST",
    path: "/me/payouts/onboarding",
    summary: "Set up the account your subscribers' money goes to: the address to continue at",
    isSignedIn: true,
    body: z.object({ returnTo: ZReturnTo }),
    response: z.object({ url: z.string() }),
  },
});

/** Test mode only, outside production. */
export const paymentsDevApi = defineEndpoints("development", {
  advanceTestClock: {
    method: "POST",
    path: "/dev/payments/test-clock",
    summary: "Move a test-mode subscription's clock forward (renewals, failures, period ends)",
    body: z.object({
      subscriptionId: z.uuid(),
      days: z.number().min(0).max(800),
      renewal: z.enum(["pay", "fail"]).default("pay"),
    }),
    response: z.object({ events: z.number().int() }),
  },
});
