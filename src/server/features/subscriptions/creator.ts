/** The creator's side: what their blog charges, and the account their subscribers' money goes to. */
import { eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { TBlogPrices, TBlogPricesInput, TPayoutStatus } from "#core/subscriptions/subscription.schema.ts";
import type { TDb } from "#db/client.ts";
import { blogPrices, blogs, payoutAccounts } from "#db/schema.ts";
import type { TEnv } from "#server/env.ts";
import type { TPaymentProvider } from "#server/lib/payments/provider.ts";
import { consumeRateLimit, rateLimitKey, rateLimitRules } from "#server/lib/rate-limits.ts";
import { findBlogForSale, paymentsUnavailableMessage, toLocalPath } from "./subscriptions.ts";

export interface TBlogPricing {
  prices: TBlogPrices | null;
  payouts: TPayoutStatus;
}

async function findPaywalledBlog(db: TDb, userId: string) {
  const [blog] = await db
    .select({ id: blogs.id, title: blogs.title, hasPaywalledContent: blogs.hasPaywalledContent })
    .from(blogs)
    .where(eq(blogs.ownerId, userId))
    .limit(1);
  if (!blog?.hasPaywalledContent) {
    throw new AppError("FORBIDDEN", { message: "Only a blog with subscriber content can set prices." });
  }
  return blog;
}

async function checkSetupLimit(db: TDb, userId: string) {
  const limit = await consumeRateLimit({
    db,
    key: rateLimitKey("payment-setup", "user", userId),
    rules: rateLimitRules.paymentSetupPerUser,
  });
  if (!limit.isAllowed) throw new AppError("RATE_LIMITED");
}

async function findPayoutStatus(db: TDb, userId: string): Promise<TPayoutStatus> {
  const [account] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)).limit(1);
  return { hasAccount: Boolean(account), isOnboardingComplete: account?.isOnboardingComplete ?? false };
}

export async function loadBlogPricing({ db, userId }: { db: TDb; userId: string }): Promise<TBlogPricing> {
  const blog = await findPaywalledBlog(db, userId);
  const [prices] = await db
    .select({
      monthlyAmount: blogPrices.monthlyAmount,
      yearlyAmount: blogPrices.yearlyAmount,
      currency: blogPrices.currency,
    })
    .from(blogPrices)
    .where(eq(blogPrices.blogId, blog.id))
    .limit(1);
  return { prices: prices ?? null, payouts: await findPayoutStatus(db, userId) };
}

/** New amounts get new prices at the provider; subscribers keep what they agreed to until they resubscribe. */
export async function saveBlogPrices({
  db,
  payments: provider,
  userId,
  input,
}: {
  db: TDb;
  payments: TPaymentProvider | null;
  userId: string;
  input: Required<TBlogPricesInput>;
}): Promise<TBlogPricing> {
  const blog = await findPaywalledBlog(db, userId);
  if (!provider) throw new AppError("UNAVAILABLE", { message: paymentsUnavailableMessage });
  await checkSetupLimit(db, userId);
  const currency = "usd";
  const ids = await provider.createPrices({
    blogTitle: blog.title,
    currency,
    monthlyAmount: input.monthlyAmount,
    yearlyAmount: input.yearlyAmount,
  });
  const values = {
    monthlyAmount: input.monthlyAmount,
    yearlyAmount: input.yearlyAmount,
    currency,
    providerMonthlyPriceId: ids.monthly,
    providerYearlyPriceId: input.yearlyAmount === null ? null : ids.yearly,
    updatedAt: new Date(),
  };
  await db
    .insert(blogPrices)
    .values({ blogId: blog.id, ...values })
    .onConflictDoUpdate({ target: blogPrices.blogId, set: values });
  return loadBlogPricing({ db, userId });
}

/** A link to set up (or finish setting up) the creator's payout account; test mode completes it at once. */
export async function startPayoutOnboarding({
  db,
  env,
  payments: provider,
  userId,
  email,
  returnTo,
}: {
  db: TDb;
  env: TEnv;
  payments: TPaymentProvider | null;
  userId: string;
  email: string;
  returnTo?: string;
}): Promise<{ url: string }> {
  await findPaywalledBlog(db, userId);
  if (!provider) throw new AppError("UNAVAILABLE", { message: paymentsUnavailableMessage });
  await checkSetupLimit(db, userId);
  const [existing] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)).limit(1);
  const back = toLocalPath(returnTo, "/me/blog");
  const result = await provider.startOnboarding({
    userId,
    email,
    accountId: existing?.providerAccountId ?? null,
    returnUrl: `${env.publicUrl}${back}`,
    refreshUrl: `${env.publicUrl}${back}`,
  });
  const values = {
    providerAccountId: result.accountId,
    isOnboardingComplete: result.isComplete,
    updatedAt: new Date(),
  };
  await db
    .insert(payoutAccounts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: payoutAccounts.userId, set: values });
  return { url: result.url };
}

/** A blog's prices for its readers, and whether a checkout would go through now. */
export async function findBlogOffer({
  db,
  payments: provider,
  blogId,
}: {
  db: TDb;
  payments: TPaymentProvider | null;
  blogId: string;
}): Promise<{ prices: TBlogPrices | null; isTakingSubscriptions: boolean }> {
  const blog = await findBlogForSale(db, blogId);
  const prices = blog.prices
    ? {
        monthlyAmount: blog.prices.monthlyAmount,
        yearlyAmount: blog.prices.yearlyAmount,
        currency: blog.prices.currency,
      }
    : null;
  return { prices, isTakingSubscriptions: Boolean(provider && prices && blog.isPayoutReady) };
}
