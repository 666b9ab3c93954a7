/**
 * A creator turning paywalled content off: refused while anything is for subscribers only; once
 * off, the subscribers are not charged again and keep reading until the period they paid for ends.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { recipes } from "#db/schema.ts";
import { drainJobs, injectAs, insertSignedInUser, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { insertSellingCreator, subscribeInTestMode, testWebhookSecret } from "../helpers/payments.ts";

describeEachDatabase("turning paywalled content off", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database, { STRIPE_WEBHOOK_SECRET: testWebhookSecret });
  const db = () => getCtx().database.db;

  it("asks for subscriber-only items to go first, then ends subscriptions at the period's end", async () => {
    const { creator, blog, recipe } = await insertSellingCreator(getApp(), db());
    const fan = await insertSignedInUser(getApp(), db());
    const subscriptionId = await subscribeInTestMode(getApp(), fan.cookie, blog.id);
    const paywallOff = () =>
      injectAs(getApp(), creator.cookie, {
        method: "PATCH",
        url: "/api/blogs/mine",
        payload: { hasPaywalledContent: false },
      });

    const refused = await paywallOff();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "You still have 1 recipe for subscribers only. Make them public or private first, then turn paywalled content off.",
    );

    await db().update(recipes).set({ visibility: "public" }).where(eq(recipes.id, recipe.id));
    const off = await paywallOff();
    expect(off.statusCode, off.body).toBe(200);
    await drainJobs(getApp());

    const mine = await injectAs(getApp(), fan.cookie, {
      method: "GET",
      url: `/api/me/subscriptions/${subscriptionId}`,
    });
    expect(mine.json()).toMatchObject({ status: "active", cancelAtPeriodEnd: true, hasAccess: true });
    // Nobody can start a new one.
    const reader = await insertSignedInUser(getApp(), db());
    const checkout = await injectAs(getApp(), reader.cookie, {
      method: "POST",
      url: `/api/blogs/${blog.id}/checkout`,
      payload: { interval: "month" },
    });
    expect(checkout.statusCode).toBe(404);
  });
});
