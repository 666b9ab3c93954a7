// @vitest-environment happy-dom
/**
 * A reader's subscription and payments pages rendered below the browser: a second subscription to
 * a blog the reader already subscribed to says it was ended, and its payment says it is being
 * refunded, then refunded, and why; an ordinary refund reads as before.
 */
import { cleanup, screen, within } from "@testing-library/react";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { insertRegisteredUser, insertSubscription } from "#db/factories/index.ts";
import { payments, type subscriptions } from "#db/schema.ts";
import * as paymentsPage from "#web/routes/me.subscriptions.$subscriptionId.payments.tsx";
import * as subscriptionPage from "#web/routes/me.subscriptions.$subscriptionId.tsx";
import { buildTestApp, signInForTest } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";
import { renderPage } from "../../helpers/page-stub.tsx";

afterEach(cleanup);

const day = 24 * 60 * 60 * 1000;

describeEachDatabase("/me/subscriptions/:subscriptionId/payments", (getCtx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getCtx().database);
  });
  afterAll(async () => {
    await app.close();
  });

  async function insertReaderWithSubscriptions() {
    const { db } = getCtx().database;
    const { blog } = await insertRegisteredUser(db, { blog: { hasPaywalledContent: true, title: "Quince Quarterly" } });
    const reader = await insertRegisteredUser(db);
    const insert = (overrides: Partial<typeof subscriptions.$inferInsert>) =>
      insertSubscription(db, { readerId: reader.user.id, blogId: blog?.id as string, ...overrides });
    const kept = await insert({});
    const duplicate = await insert({ status: "canceled", endedAt: new Date(), duplicateOf: kept.id });
    const pay = (subscriptionId: string, overrides: Partial<typeof payments.$inferInsert>) =>
      db.insert(payments).values({
        subscriptionId,
        blogId: blog?.id as string,
        amount: 500,
        fee: 50,
        currency: "usd",
        status: "paid",
        paidAt: new Date(Date.now() - day),
        providerInvoiceId: `test_in_${subscriptionId}_${Math.random()}`,
        ...overrides,
      });
    return { kept, duplicate, pay, cookie: await signInForTest(app, reader.user.email) };
  }

  const renderPayments = async (subscriptionId: string, cookie: string) => {
    await renderPage({
      database: getCtx().database,
      path: "/me/subscriptions/:subscriptionId/payments",
      module: paymentsPage,
      url: `/me/subscriptions/${subscriptionId}/payments`,
      cookie,
      app,
    });
    await screen.findByRole("heading", { level: 1, name: "Payments to Quince Quarterly" });
    return screen.getAllByRole("row").slice(1);
  };

  it("says a duplicate's payment is being refunded, then that it was, and why", async () => {
    const { duplicate, pay, cookie } = await insertReaderWithSubscriptions();
    await pay(duplicate.id, {});
    let [row] = await renderPayments(duplicate.id, cookie);
    expect(within(row).getByText("Being refunded: you already subscribed to this blog")).toBeTruthy();
    cleanup();

    const { db } = getCtx().database;
    await db
      .update(payments)
      .set({ status: "refunded", refundedAmount: 500, refundedFee: 50, refundedAt: new Date() })
      .where(eq(payments.subscriptionId, duplicate.id));
    [row] = await renderPayments(duplicate.id, cookie);
    expect(within(row).getByText("Refunded: you already subscribed to this blog")).toBeTruthy();
    expect(within(row).getByText("$5")).toBeTruthy();
    cleanup();

    await renderPage({
      database: getCtx().database,
      path: "/me/subscriptions/:subscriptionId",
      module: subscriptionPage,
      url: `/me/subscriptions/${duplicate.id}`,
      cookie,
      app,
    });
    expect(
      await screen.findByText(
        "You were already subscribed to Quince Quarterly, so this second subscription was ended and its payment refunded.",
      ),
    ).toBeTruthy();
  });

  it("shows the subscription the reader keeps, and its own refunds, as before", async () => {
    const { kept, pay, cookie } = await insertReaderWithSubscriptions();
    await pay(kept.id, { status: "refunded", refundedAmount: 200, refundedAt: new Date() });
    const [row] = await renderPayments(kept.id, cookie);
    expect(within(row).getByText("Refunded ($2)")).toBeTruthy();
    expect(within(row).queryByText(/already subscribed/)).toBeNull();
  });
});
