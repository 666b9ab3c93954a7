/**
 * The test mode's pages and controls: its checkout ("Test checkout — no card is charged") with pay,
 * fail and cancel, its receipts, and its clock. They exist only while the test provider runs (no
 * Stripe keys, never in production).
 */
import { and, eq, ne } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { TPaymentStatus } from "#core/subscriptions/subscription.schema.ts";
import { hasAccessAt } from "#core/subscriptions/subscription-state.ts";
import { formatLongDate } from "#core/text/dates.ts";
import type { TDb } from "#db/client.ts";
import { blogs, payments, subscriptions } from "#db/schema.ts";
import type { TEnv } from "#server/env.ts";
import type { TJobQueue } from "#server/jobs.ts";
import type { TPaymentProvider } from "#server/lib/payments/provider.ts";
import { type TTestPaymentProvider, testProviderIds } from "#server/lib/payments/test-provider.ts";
import { findSubscriberNewsletterNotice } from "../convertkit/subscriber-notice.ts";
import { lockReaderBlogSubscriptions, stateOf, type TSubscriptionRow } from "./subscription-store.ts";
import { applyPaymentEventKind } from "./webhooks.ts";

export type TTestCheckoutOutcome = "pay" | "fail" | "cancel";

function requireTestMode(provider: TPaymentProvider | null): TTestPaymentProvider {
  if (provider?.name !== "test") throw new AppError("NOT_FOUND", { message: "Payments are not in test mode." });
  return provider as TTestPaymentProvider;
}

async function findCheckout(db: TDb, checkoutId: string, readerId: string) {
  const [found] = await db
    .select({ row: subscriptions, blogTitle: blogs.title, blogShortlink: blogs.shortlink, ownerId: blogs.ownerId })
    .from(subscriptions)
    .innerJoin(blogs, eq(blogs.id, subscriptions.blogId))
    .where(
      and(
        eq(subscriptions.provider, "test"),
        eq(subscriptions.providerCheckoutId, checkoutId),
        eq(subscriptions.readerId, readerId),
      ),
    )
    .limit(1);
  if (!found) throw new AppError("NOT_FOUND", { message: "We couldn't find that checkout." });
  return found;
}

export const alreadySubscribedMessage = "You already subscribe to this blog. Nothing was charged.";

/**
 * Whether another of the reader's subscriptions to the blog opens it now, or is being paid this
 * moment (claimed, its events not applied yet): then this checkout must not take a payment.
 */
function isAnotherPaying(others: TSubscriptionRow[], now = new Date()): boolean {
  return others.some(
    (other) =>
      hasAccessAt(other, now) ||
      (other.status === "incomplete" && other.providerSubscriptionId !== null && other.duplicateOf === null),
  );
}

async function isAlreadySubscribed(db: TDb, row: TSubscriptionRow): Promise<boolean> {
  const others = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.readerId, row.readerId), eq(subscriptions.blogId, row.blogId), ne(subscriptions.id, row.id)),
    );
  return isAnotherPaying(others);
}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(amount / 100);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Ladle</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>
body{margin:0;font-family:system-ui,sans-serif;background:#faf6f0;color:#2b2118;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:16px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:2rem;max-width:26rem;width:calc(100% - 2rem);box-sizing:border-box}
h1{font-size:1.4rem;margin:0 0 .25rem}.note{color:#6b5a4a;margin:0 0 1.5rem}.price{font-size:1.8rem;font-weight:700;margin:.5rem 0 1.5rem}
.alert{background:#fdecea;color:#8a1c12;border-radius:8px;padding:.75rem;margin-bottom:1rem}
form{display:grid;gap:.5rem}button{font:inherit;padding:.75rem;border-radius:999px;border:1px solid #2b2118;background:#fff;cursor:pointer}
button[value=pay]{background:#c2410c;border-color:#c2410c;color:#fff;font-weight:600}button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#6b5a4a}
</style></head><body><main>${body}</main></body></html>`;
}

/** What a test checkout or receipt link shows when there is nothing there for this reader. */
export function renderTestNotFound(message: string): string {
  return page(
    "Not found",
    `<h1>Not found</h1><p class="note">${escapeHtml(message)}</p><p><a href="/me/subscriptions">Your subscriptions</a></p>`,
  );
}

/** The checkout page itself. */
export async function renderTestCheckout({
  db,
  payments: provider,
  userId,
  checkoutId,
  isDeclined,
  query,
}: {
  db: TDb;
  payments: TPaymentProvider | null;
  userId: string;
  checkoutId: string;
  isDeclined: boolean;
  /** The page's query (where to go after paying or cancelling), kept for the buttons. */
  query: string;
}): Promise<string> {
  requireTestMode(provider);
  const { row, blogTitle, ownerId } = await findCheckout(db, checkoutId, userId);
  const notice = await findSubscriberNewsletterNotice({ db, creatorId: ownerId, blogTitle });
  const per = row.interval === "year" ? "year" : "month";
  const returns = new URLSearchParams(query);
  returns.delete("declined");
  returns.delete("refused");
  // An older checkout opened again after the reader subscribed through a newer one.
  const isRefused = !row.providerSubscriptionId && (await isAlreadySubscribed(db, row));
  const action = `/api/payments/test-checkout/${encodeURIComponent(checkoutId)}?${escapeHtml(returns.toString())}`;
  return page(
    "Test checkout",
    `<h1>Test checkout — no card is charged</h1>
<p class="note">This Ladle runs payments in test mode. Choose what the card does.</p>
${isDeclined && !isRefused ? '<p class="alert" role="alert">The test card was declined. Nothing was charged; try again or cancel.</p>' : ""}
${isRefused ? `<p class="alert" role="alert">${alreadySubscribedMessage}</p>` : ""}
<p>Subscription to <strong>${escapeHtml(blogTitle)}</strong></p>
<p class="price">${money(row.amount, row.currency)} / ${per}</p>
${notice ? `<p class="note">${escapeHtml(notice)}</p>` : ""}
<form method="post" action="${action}">
${isRefused ? "" : `<button name="outcome" value="pay">Pay ${money(row.amount, row.currency)}</button>\n<button name="outcome" value="fail">Decline the card</button>`}
<button name="outcome" value="cancel">Cancel and go back</button>
</form>`,
  );
}

/** A press of one of the checkout's buttons; returns where to send the reader. */
export async function completeTestCheckout({
  db,
  env,
  jobs,
  payments: provider,
  userId,
  checkoutId,
  outcome,
  successUrl,
  cancelUrl,
}: {
  db: TDb;
  jobs: Pick<TJobQueue, "worker">;
  payments: TPaymentProvider | null;
  userId: string;
  checkoutId: string;
  outcome: TTestCheckoutOutcome;
  env: Pick<TEnv, "publicUrl">;
  successUrl: string | undefined;
  cancelUrl: string | undefined;
}): Promise<string> {
  const testProvider = requireTestMode(provider);
  const { row, blogShortlink } = await findCheckout(db, checkoutId, userId);
  const { publicUrl } = env;
  // Only back to this site: the addresses came in the page's query.
  const local = (url: string | undefined, fallback: string) =>
    url?.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length) : fallback;
  if (outcome === "cancel") return local(cancelUrl, `/p/blogs/${encodeURIComponent(blogShortlink)}`);
  const backToCheckout = (mark: Record<string, string>) => {
    const query = new URLSearchParams({
      ...mark,
      ...(successUrl ? { success: successUrl } : {}),
      ...(cancelUrl ? { cancel: cancelUrl } : {}),
    });
    return `/api/payments/test-checkout/${encodeURIComponent(checkoutId)}?${query}`;
  };
  if (outcome === "fail") return backToCheckout({ declined: "1" });
  // Claimed first, so a second press (a double click, the back button) pays nothing twice; and
  // refused when the reader already subscribes to the blog through another checkout (an older one
  // opened again after paying a newer one), decided under the locks of all their subscriptions to it.
  const ids = testProviderIds(row.id);
  const claim = await db.transaction(async (tx) => {
    const found = await lockReaderBlogSubscriptions(tx, row.id);
    if (!found || found.row.providerSubscriptionId) return "paid before";
    if (isAnotherPaying(found.others)) return "already subscribed";
    await tx
      .update(subscriptions)
      .set({ providerSubscriptionId: ids.subscription, providerCustomerId: ids.customer })
      .where(eq(subscriptions.id, row.id));
    return "claimed";
  });
  if (claim === "already subscribed") return backToCheckout({ refused: "subscribed" });
  if (claim === "claimed") {
    await testProvider.completeCheckout({ ...row, checkoutId });
    // The reader lands on their subscription: it should be there. Only the payment's own events
    // are waited for, not whatever else the queue is doing (a long import, an email retry).
    await jobs.worker.drain({ types: [applyPaymentEventKind.type] });
  }
  return local(successUrl, `/me/subscriptions/${row.id}`);
}

const receiptStatusText: Record<TPaymentStatus, string> = { paid: "Paid", refunded: "Refunded", failed: "Failed" };

/** A receipt for one test payment: shown to the subscriber who paid it, its dates as Ladle prints them. */
export async function renderTestReceipt({
  db,
  payments: provider,
  userId,
  invoiceId,
}: {
  db: TDb;
  payments: TPaymentProvider | null;
  userId: string;
  invoiceId: string;
}): Promise<string> {
  requireTestMode(provider);
  const [found] = await db
    .select({ payment: payments, blogTitle: blogs.title })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(blogs, eq(blogs.id, payments.blogId))
    .where(and(eq(payments.providerInvoiceId, invoiceId), eq(subscriptions.readerId, userId)))
    .limit(1);
  if (!found) throw new AppError("NOT_FOUND", { message: "We couldn't find that receipt." });
  const { payment } = found;
  const day = (date: Date | null) => (date ? formatLongDate(date) : "—");
  return page(
    "Receipt",
    `<h1>Receipt (test mode)</h1><p class="note">No card was charged.</p><dl>
<dt>Blog</dt><dd>${escapeHtml(found.blogTitle)}</dd>
<dt>Amount</dt><dd>${money(payment.amount, payment.currency)}</dd>
<dt>Status</dt><dd>${receiptStatusText[payment.status]}</dd>
<dt>Paid on</dt><dd>${day(payment.paidAt)}</dd>
<dt>Period</dt><dd>${day(payment.periodStart)} – ${day(payment.periodEnd)}</dd>
<dt>Number</dt><dd>${escapeHtml(invoiceId)}</dd></dl>`,
  );
}

/** Moves a test subscription's clock forward (development only); returns how many events that sent. */
export async function advanceTestClock({
  db,
  jobs,
  payments: provider,
  subscriptionId,
  days,
  renewal,
}: {
  db: TDb;
  jobs: Pick<TJobQueue, "worker">;
  payments: TPaymentProvider | null;
  subscriptionId: string;
  days: number;
  renewal: "pay" | "fail";
}): Promise<{ events: number }> {
  const testProvider = requireTestMode(provider);
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.provider, "test")))
    .limit(1);
  if (!row?.providerSubscriptionId)
    throw new AppError("NOT_FOUND", { message: "No started test subscription has that id." });
  const events = await testProvider.advanceClock(
    { ...stateOf(row), ...row, providerSubscriptionId: row.providerSubscriptionId },
    days,
    renewal,
  );
  // Answered once the events are applied, so whoever moved the clock sees where it led.
  await jobs.worker.drain({ types: [applyPaymentEventKind.type] });
  return { events };
}
