/**
 * Subscriptions to paywalled blogs: what a blog charges, who subscribes, what they paid, the
 * payment provider's events (each applied once) and creators' payout accounts. The rules that read
 * them are in src/core/subscriptions/ and src/server/features/subscriptions/; see
 * docs/decisions/022-payments.md.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  TBillingInterval,
  TPaymentStatus,
  TSubscriptionStatus,
} from "../core/subscriptions/subscription.schema.ts";
import { blogs, users } from "./referenced-tables.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A blog's prices: one row per blog. Monthly is required; yearly is optional. */
export const blogPrices = pgTable(
  "blog_prices",
  {
    blogId: uuid("blog_id")
      .primaryKey()
      .references(() => blogs.id, { onDelete: "cascade" }),
    /** In the currency's smallest unit (cents). */
    monthlyAmount: integer("monthly_amount").notNull(),
    yearlyAmount: integer("yearly_amount"),
    /** ISO 4217, lowercase as the provider writes it ("usd"). */
    currency: text("currency").notNull().default("usd"),
    /** The provider's price objects for these amounts; a new amount gets a new price there. */
    providerMonthlyPriceId: text("provider_monthly_price_id"),
    providerYearlyPriceId: text("provider_yearly_price_id"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("blog_prices_monthly_check", sql`${t.monthlyAmount} > 0`),
    check("blog_prices_yearly_check", sql`${t.yearlyAmount} is null or ${t.yearlyAmount} > 0`),
  ],
);

/**
 * One reader's subscription to one blog. The state columns hold the newest state the provider's
 * events described: `stateAt` and `stateEventId` order the events, so an older one arriving late
 * never undoes a newer one (src/core/subscriptions/subscription-state.ts).
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    readerId: text("reader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blogId: uuid("blog_id")
      .notNull()
      .references(() => blogs.id, { onDelete: "cascade" }),
    interval: text("interval").$type<TBillingInterval>().notNull(),
    /** What the reader pays each interval, as agreed at checkout. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<TSubscriptionStatus>().notNull().default("incomplete"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    /** The first failed payment of the current period; access ends a grace period after it. */
    pastDueSince: timestamp("past_due_since", { withTimezone: true }),
    /** pastDueSince plus the grace period while past due: the moment access ends. */
    graceEndsAt: timestamp("grace_ends_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** When the state above was true at the provider, and the event that said so (ties). */
    stateAt: timestamp("state_at", { withTimezone: true }),
    stateEventId: text("state_event_id"),
    /** "stripe" or "test" (the built-in test mode). */
    provider: text("provider").notNull(),
    providerCheckoutId: text("provider_checkout_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    providerCustomerId: text("provider_customer_id"),
    /**
     * Set on a second subscription to a blog the reader already read through this one, found when
     * its checkout completed (an older checkout paid after a newer one): it was ended at once,
     * cancelled at the provider and its payment refunded, and is nobody's subscriber.
     */
    duplicateOf: uuid("duplicate_of"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_reader_idx").on(t.readerId),
    index("subscriptions_blog_idx").on(t.blogId),
    uniqueIndex("subscriptions_provider_subscription_key").on(t.provider, t.providerSubscriptionId),
    uniqueIndex("subscriptions_provider_checkout_key").on(t.provider, t.providerCheckoutId),
  ],
);

/** Money a subscription brought in (or failed to): one row per invoice. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    /** Kept here too so a blog's takings are summed without the subscriptions. */
    blogId: uuid("blog_id")
      .notNull()
      .references(() => blogs.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    /** Ladle's application fee out of `amount`. */
    fee: integer("fee").notNull().default(0),
    currency: text("currency").notNull(),
    status: text("status").$type<TPaymentStatus>().notNull(),
    /** What was given back (the whole amount for a full refund). */
    refundedAmount: integer("refunded_amount").notNull().default(0),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /**
     * Ladle's fee given back, out of `fee`: with a duplicate's refund, or as the provider's fee
     * events say (everything given back so far).
     */
    refundedFee: integer("refunded_fee").notNull().default(0),
    /**
     * When Ladle's fee was first given back: the dashboard takes it off Ladle's fees in that month,
     * with a refund or without one.
     */
    feeRefundedAt: timestamp("fee_refunded_at", { withTimezone: true }),
    /**
     * When a refund of it first failed at the provider. From then on `refunded_amount` is what the
     * provider answers when asked, not what refund events say: a late event would bring back the
     * refund that failed.
     */
    refundFailedAt: timestamp("refund_failed_at", { withTimezone: true }),
    /**
     * When the provider was asked for the refunded total stored (the database's clock as the read
     * began): an answer to a read begun earlier is never stored over it.
     */
    refundsReadAt: timestamp("refunds_read_at", { withTimezone: true }),
    receiptUrl: text("receipt_url"),
    periodStart: timestamp("period_start", { withTimezone: true }),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    /** When it was paid, or when it failed. */
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
    providerInvoiceId: text("provider_invoice_id").notNull(),
    /**
     * The provider's ids of the money itself (Stripe's PaymentIntent, and its charge when known):
     * its refund events name these, never the invoice.
     */
    providerPaymentIntentId: text("provider_payment_intent_id"),
    providerChargeId: text("provider_charge_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payments_provider_invoice_key").on(t.providerInvoiceId),
    index("payments_provider_payment_intent_idx").on(t.providerPaymentIntentId),
    index("payments_provider_charge_idx").on(t.providerChargeId),
    index("payments_subscription_paid_idx").on(t.subscriptionId, t.paidAt),
    index("payments_blog_paid_idx").on(t.blogId, t.paidAt),
  ],
);

/** Money sent from the platform to a creator's payout account, so a dashboard reconciles by month. */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    blogId: uuid("blog_id")
      .notNull()
      .references(() => blogs.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<"pending" | "paid" | "failed">().notNull(),
    arrivalAt: timestamp("arrival_at", { withTimezone: true }).notNull(),
    providerPayoutId: text("provider_payout_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("payouts_provider_payout_key").on(t.providerPayoutId), index("payouts_blog_idx").on(t.blogId)],
);

/**
 * Every webhook event received, by the provider's event id: a repeated delivery finds its row and
 * is not applied again. `processedAt` is set in the transaction that applied it.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    providerEventId: text("provider_event_id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /**
     * An event about a payment Ladle has not stored yet (its invoice, or the PaymentIntent or charge
     * a refund names): the provider's id it waits for. It is applied, and this cleared, in the
     * transaction that stores that payment or learns its ids.
     */
    awaitingRef: text("awaiting_ref"),
  },
  (t) => [
    uniqueIndex("payment_events_provider_event_key").on(t.providerEventId),
    index("payment_events_awaiting_idx").on(t.awaitingRef).where(sql`${t.awaitingRef} is not null`),
  ],
);

/** A creator's account at the provider that receives their subscribers' money (Stripe Connect). */
export const payoutAccounts = pgTable("payout_accounts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  providerAccountId: text("provider_account_id").notNull().unique(),
  /** The provider says the account can take charges and receive payouts. */
  isOnboardingComplete: boolean("is_onboarding_complete").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The payment references (Ladle's and the provider's subscription, customer and checkout ids) of
 * deleted accounts, kept only as SHA-256 hashes. The provider keeps sending events about them for a
 * while (the cancellation itself, retries of earlier deliveries): the webhook drops those instead of
 * storing a copy of the deleted account's payments again. Kept for 30 days, longer than the
 * provider retries a delivery.
 */
export const forgottenPaymentRefs = pgTable("forgotten_payment_refs", {
  refHash: text("ref_hash").primaryKey(),
  forgottenAt: timestamp("forgotten_at", { withTimezone: true }).notNull().defaultNow(),
});
