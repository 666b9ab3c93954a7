/**
 * The blog dashboard's API on a blog with a year of payments: its figures add up to what the
 * payments and payouts tables hold, summed here in SQL, and only the blog's owner may read them.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { insertFollow, insertRecipe } from "#db/factories/index.ts";
import { payouts, recipeDailyStats } from "#db/schema.ts";
import { flushRecipeViewCounts } from "#server/features/recipes/view-counts.ts";
import { injectAs, insertSignedInUser, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { insertPaymentHistory } from "../helpers/payment-history.ts";

interface TMonthSums {
  month: string;
  paid: number;
  fees: number;
  count: number;
}

describeEachDatabase("blog dashboard", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;
  const get = (cookie: string | undefined, url: string) =>
    injectAs(getApp(), cookie, { method: "GET", url: `/api${url}` });

  async function insertCreatorWithHistory() {
    const creator = await insertSignedInUser(getApp(), db(), { blog: { hasPaywalledContent: true } });
    const blogId = creator.blog?.id as string;
    await insertPaymentHistory(db(), { blogId });
    return { creator, blogId };
  }

  /** Runs raw SQL on either database: PGlite and node-postgres both answer `{ rows }`. */
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db().execute(query)) as unknown as { rows: T[] }).rows;

  /** Paid amounts, fees and counts by the month paid; refunds by the month refunded; payouts by arrival. */
  async function sumTablesByMonth(blogId: string) {
    const paid = await rows<TMonthSums>(sql`
      select to_char(paid_at at time zone 'UTC', 'YYYY-MM') as month, sum(amount)::int as paid,
        sum(fee)::int as fees, count(*)::int as count
      from payments where blog_id = ${blogId} and status <> 'failed' group by 1`);
    const refunds = await rows<{ month: string; refunds: number }>(sql`
      select to_char(coalesce(refunded_at, paid_at) at time zone 'UTC', 'YYYY-MM') as month,
        sum(refunded_amount)::int as refunds
      from payments where blog_id = ${blogId} and status <> 'failed' and refunded_amount > 0 group by 1`);
    const payouts = await rows<{ month: string; payouts: number }>(sql`
      select to_char(arrival_at at time zone 'UTC', 'YYYY-MM') as month, sum(amount)::int as payouts
      from payouts where blog_id = ${blogId} and status <> 'failed' group by 1`);
    const byMonth = new Map<string, { paid: number; fees: number; count: number; refunds: number; payouts: number }>();
    const entry = (month: string) => {
      let row = byMonth.get(month);
      if (!row) {
        row = { paid: 0, fees: 0, count: 0, refunds: 0, payouts: 0 };
        byMonth.set(month, row);
      }
      return row;
    };
    for (const row of paid) Object.assign(entry(row.month), { paid: row.paid, fees: row.fees, count: row.count });
    for (const row of refunds) entry(row.month).refunds = row.refunds;
    for (const row of payouts) entry(row.month).payouts = row.payouts;
    return byMonth;
  }

  it("adds up each month's payments, fees, refunds and payouts exactly as the tables hold them", async () => {
    const { creator, blogId } = await insertCreatorWithHistory();
    const sums = await sumTablesByMonth(blogId);
    const expectMonth = (row: Record<string, number | string>) => {
      const table = sums.get(row.month as string) ?? { paid: 0, fees: 0, count: 0, refunds: 0, payouts: 0 };
      expect(row).toMatchObject({
        paid: table.paid,
        fees: table.fees,
        paymentCount: table.count,
        refunds: table.refunds,
        payouts: table.payouts,
        net: table.paid - table.fees - table.refunds,
      });
    };

    const history = await get(creator.cookie, `/blogs/${blogId}/dashboard/history`);
    expect(history.statusCode, history.body).toBe(200);
    const { months, totals } = history.json();
    expect(months.length).toBeGreaterThanOrEqual(12);
    for (const row of months) expectMonth(row);
    const [all] = await rows<{ paid: number; fees: number; refunds: number }>(sql`
        select coalesce(sum(amount), 0)::int as paid, coalesce(sum(fee), 0)::int as fees,
          coalesce(sum(refunded_amount), 0)::int as refunds
        from payments where blog_id = ${blogId} and status <> 'failed'`);
    expect(totals).toMatchObject({ paid: all.paid, fees: all.fees, refunds: all.refunds });
    expect(totals.net).toBe(all.paid - all.fees - all.refunds);
    // A refund was made in a later month than its payment, and the history shows it there.
    expect(months.some((row: { refunds: number; paymentCount: number }) => row.refunds > 0)).toBe(true);

    const overview = await get(creator.cookie, `/blogs/${blogId}/dashboard`);
    expect(overview.statusCode, overview.body).toBe(200);
    const dashboard = overview.json();
    expect(dashboard.earnings).toHaveLength(12);
    for (const row of dashboard.earnings) expectMonth(row);
    expect(dashboard.now.earnings).toBe(dashboard.earnings[11].net);
    expect(dashboard.hasSubscribers).toBe(true);

    for (const row of months.slice(0, 4)) {
      const detail = await get(creator.cookie, `/blogs/${blogId}/dashboard/history/${row.month}`);
      expect(detail.statusCode, detail.body).toBe(200);
      const month = detail.json();
      const { month: _key, ...rowTotals } = row;
      expect(month.totals).toEqual(rowTotals);
      const sum = (items: Array<{ amount: number }>) => items.reduce((total, item) => total + item.amount, 0);
      expect(sum(month.payments)).toBe(row.paid);
      expect(month.payments.reduce((total: number, p: { fee: number }) => total + p.fee, 0)).toBe(row.fees);
      expect(sum(month.refunds)).toBe(row.refunds);
      expect(sum(month.payouts.filter((p: { status: string }) => p.status !== "failed"))).toBe(row.payouts);
    }
  });

  it("counts subscribers, churn and MRR from the subscriptions, a yearly price as a twelfth", async () => {
    const { creator, blogId } = await insertCreatorWithHistory();
    const dashboard = (await get(creator.cookie, `/blogs/${blogId}/dashboard`)).json();
    const [expected] = await rows<{ active: number; mrr: number }>(sql`
        select count(*)::int as active,
          round(sum(case when interval = 'year' then amount / 12.0 else amount end))::int as mrr
        from subscriptions where blog_id = ${blogId} and status = 'active'`);
    expect(dashboard.now).toMatchObject({ activeSubscribers: expected.active, mrr: expected.mrr });
    const churned = dashboard.subscribers.reduce((total: number, row: { churned: number }) => total + row.churned, 0);
    expect(churned).toBe(2);
    const joined = dashboard.subscribers.reduce((total: number, row: { new: number }) => total + row.new, 0);
    expect(joined).toBe(8);
  });

  it("shows follower growth and the blog's most viewed and saved recipes", async () => {
    const { creator, blogId } = await insertCreatorWithHistory();
    for (let i = 0; i < 3; i += 1) {
      const fan = await insertSignedInUser(getApp(), db());
      await insertFollow(db(), { followerId: fan.user.id, followeeId: creator.user.id });
    }
    const popular = await insertRecipe(db(), { authorId: creator.user.id, blogId, title: "Saffron buns" });
    const quiet = await insertRecipe(db(), { authorId: creator.user.id, blogId, title: "Plain rice" });
    const elsewhere = await insertRecipe(db(), { authorId: creator.user.id, title: "Not on the blog" });
    const today = new Date().toISOString().slice(0, 10);
    await db()
      .insert(recipeDailyStats)
      .values([
        { recipeId: popular.id, day: today, views: 40, saves: 1 },
        { recipeId: quiet.id, day: today, views: 5, saves: 6 },
        { recipeId: elsewhere.id, day: today, views: 500, saves: 50 },
      ]);
    const dashboard = (await get(creator.cookie, `/blogs/${blogId}/dashboard`)).json();
    expect(dashboard.now.followers).toBe(3);
    expect(dashboard.followers.at(-1)).toMatchObject({ new: 3, total: 3 });
    expect(dashboard.topRecipes.byViews.map((r: { title: string }) => r.title)).toEqual(["Saffron buns", "Plain rice"]);
    expect(dashboard.topRecipes.bySaves.map((r: { title: string; count: number }) => [r.title, r.count])).toEqual([
      ["Plain rice", 6],
      ["Saffron buns", 1],
    ]);
  });

  it("counts readers' views of the blog's recipes in Most viewed, never the creator's own", async () => {
    const creator = await insertSignedInUser(getApp(), db(), { blog: { hasPaywalledContent: true } });
    const blogId = creator.blog?.id as string;
    const reader = await insertSignedInUser(getApp(), db());
    const soup = await insertRecipe(db(), { authorId: creator.user.id, blogId, title: "Leek soup" });
    const bread = await insertRecipe(db(), { authorId: creator.user.id, blogId, title: "Soda bread" });
    const draft = await insertRecipe(db(), {
      authorId: creator.user.id,
      title: "Tart, not yet",
      visibility: "private",
    });
    const view = async (cookie: string | undefined, recipeId: string) =>
      expect(
        (await injectAs(getApp(), cookie, { method: "POST", url: `/api/recipes/${recipeId}/view` })).statusCode,
      ).toBe(204);
    // The creator opens their recipes again and again, on the page and through the API.
    for (let i = 0; i < 5; i += 1) {
      await view(creator.cookie, soup.id);
      await view(creator.cookie, draft.id);
      expect((await get(creator.cookie, `/recipes/${bread.id}`)).statusCode).toBe(200);
    }
    // A signed-in reader and a visitor open the soup; the reader reads the bread through the API.
    await view(reader.cookie, soup.id);
    await view(undefined, soup.id);
    expect((await get(reader.cookie, `/recipes/${bread.id}`)).statusCode).toBe(200);
    await flushRecipeViewCounts({ db: db() });

    const dashboard = (await get(creator.cookie, `/blogs/${blogId}/dashboard`)).json();
    expect(dashboard.topRecipes.byViews.map((r: { title: string; count: number }) => [r.title, r.count])).toEqual([
      ["Leek soup", 2],
      ["Soda bread", 1],
    ]);
    const counted = await rows<{ views: number }>(
      sql`select coalesce(sum(views), 0)::int as views from recipe_daily_stats where recipe_id = ${draft.id}`,
    );
    expect(counted[0].views).toBe(0);
    // Their own recipes still go on the creator's Recently Viewed list.
    const recent = (await get(creator.cookie, "/recipes/recently-viewed")).json();
    expect(recent.items.map((r: { title: string }) => r.title).sort()).toEqual([
      "Leek soup",
      "Soda bread",
      "Tart, not yet",
    ]);
  });

  it("shows a new paywalled creator an empty dashboard, not an error", async () => {
    const creator = await insertSignedInUser(getApp(), db(), { blog: { hasPaywalledContent: true } });
    const response = await get(creator.cookie, `/blogs/${creator.blog?.id}/dashboard`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ hasSubscribers: false, hasPrices: false, now: { mrr: 0, earnings: 0 } });
    const history = (await get(creator.cookie, `/blogs/${creator.blog?.id}/dashboard/history`)).json();
    expect(history.months).toEqual([]);
  });

  it("lets only the blog's owner in: 404 to another creator, 403 to a creator without subscriber content, 401 to a visitor", async () => {
    const { blogId } = await insertCreatorWithHistory();
    const other = await insertSignedInUser(getApp(), db(), { blog: { hasPaywalledContent: true } });
    const free = await insertSignedInUser(getApp(), db(), { blog: { hasPaywalledContent: false } });
    const cook = await insertSignedInUser(getApp(), db());
    for (const path of ["/dashboard", "/dashboard/history", "/dashboard/history/2026-01"]) {
      const url = `/blogs/${blogId}${path}`;
      const refused = await get(other.cookie, url);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain("paid");
      expect((await get(free.cookie, url)).statusCode).toBe(403);
      expect((await get(cook.cookie, url)).statusCode).toBe(403);
      expect((await get(undefined, url)).statusCode).toBe(401);
      // Even on their own blog, a creator without subscriber content has no dashboard.
      expect((await get(free.cookie, `/blogs/${free.blog?.id}${path}`)).statusCode).toBe(403);
    }
  });

  it("refuses a malformed month or blog id with a 400 that names the field, and a month to come with a 404", async () => {
    const { creator, blogId } = await insertCreatorWithHistory();
    for (const month of ["2026-13", "2026-1", "june"]) {
      const response = await get(creator.cookie, `/blogs/${blogId}/dashboard/history/${month}`);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain("month");
    }
    // A month still to come is not a page yet, unless a payout is due in it; this month is.
    const next = new Date();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const monthAfter = new Date(next);
    monthAfter.setUTCMonth(monthAfter.getUTCMonth() + 1);
    await db()
      .insert(payouts)
      .values({
        blogId,
        amount: 900,
        currency: "usd",
        status: "pending",
        arrivalAt: new Date(monthAfter.getTime() + 2 * 24 * 3600_000),
        providerPayoutId: `po_due_${blogId}`,
      });
    for (const [month, status] of [
      [next.toISOString().slice(0, 7), 404],
      ["9999-12", 404],
      [new Date().toISOString().slice(0, 7), 200],
      [monthAfter.toISOString().slice(0, 7), 200],
    ] as const) {
      const response = await get(creator.cookie, `/blogs/${blogId}/dashboard/history/${month}`);
      expect(response.statusCode, month).toBe(status);
      if (status === 404) expect(response.json().message).toBe("That month hasn't come yet.");
    }
    const badId = await get(creator.cookie, "/blogs/not-a-blog/dashboard");
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain("blogId");
  });
});
