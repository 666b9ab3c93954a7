/** /me/blog/dashboard: the last twelve months of a blog's subscribers, money and followers, and its top recipes. */
import { and, desc, eq, gt, gte, lt, sql } from "drizzle-orm";
import type { TBlogDashboard } from "#core/dashboard/dashboard.schema.ts";
import { sumLedgerByMonth } from "#core/dashboard/ledger.ts";
import { findMonthRange, listRecentMonths, type TMonthKey, toMonthKey } from "#core/dashboard/months.ts";
import { accumulateFollowers, countSubscribersByMonth } from "#core/dashboard/subscribers.ts";
import type { TDb } from "#db/client.ts";
import { blogs, follows, recipeDailyStats, recipes } from "#db/schema.ts";
import {
  findOwnedPaywalledBlog,
  listLedgerPayments,
  listLedgerPayouts,
  listSubscriberRows,
  type TDashboardQuery,
  type TOwnedBlog,
} from "./queries.ts";

const monthsShown = 12;
export const topRecipeDays = 30;
const topRecipeCount = 5;

export async function loadBlogDashboard({
  db,
  blogId,
  userId,
  now = new Date(),
}: TDashboardQuery): Promise<TBlogDashboard> {
  const blog = await findOwnedPaywalledBlog({ db, blogId, userId });
  const months = listRecentMonths(now, monthsShown);
  const from = findMonthRange(months[0]).start;
  const to = findMonthRange(months[monthsShown - 1]).end;
  const [subscriberRows, payments, payouts, followers, byViews, bySaves] = await Promise.all([
    listSubscriberRows({ db, blogId }),
    listLedgerPayments({ db, blogId, from, to }),
    listLedgerPayouts({ db, blogId, from, to }),
    listFollowerMonths({ db, blogId, months }),
    listTopRecipes({ db, blog, now, by: "views" }),
    listTopRecipes({ db, blog, now, by: "saves" }),
  ]);
  const subscribers = countSubscribersByMonth({ months, rows: subscriberRows, now });
  const earnings = sumLedgerByMonth({ months, payments, payouts });
  const current = subscribers[monthsShown - 1];
  return {
    blog: { id: blog.id, title: blog.title, shortlink: blog.shortlink },
    currency: blog.currency,
    hasPrices: blog.hasPrices,
    hasSubscribers: subscriberRows.length > 0,
    month: toMonthKey(now),
    now: {
      activeSubscribers: current.active,
      newSubscribers: current.new,
      churnedSubscribers: current.churned,
      mrr: current.mrr,
      earnings: earnings[monthsShown - 1].net,
      followers: followers[monthsShown - 1].total,
    },
    subscribers,
    earnings,
    followers,
    topRecipes: { days: topRecipeDays, byViews, bySaves },
  };
}

/** Follows of the blog's owner (approved ones) by the month they started. */
async function listFollowerMonths({ db, blogId, months }: { db: TDb; blogId: string; months: TMonthKey[] }) {
  const from = findMonthRange(months[0]).start;
  const month = sql<string>`to_char(${follows.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const isFollowingBlog = and(
    eq(follows.isApproved, true),
    eq(follows.followeeId, db.select({ ownerId: blogs.ownerId }).from(blogs).where(eq(blogs.id, blogId))),
  );
  const [[before], recent] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(follows)
      .where(and(isFollowingBlog, lt(follows.createdAt, from))),
    db
      .select({ month, count: sql<number>`count(*)::int` })
      .from(follows)
      .where(and(isFollowingBlog, gte(follows.createdAt, from)))
      .groupBy(month),
  ]);
  const newByMonth = new Map(recent.map((row) => [row.month, row.count]));
  return accumulateFollowers({ months, newByMonth, before: before?.count ?? 0 });
}

/** The blog's recipes most viewed (or saved) over the last days, from the daily counts Trending uses. */
async function listTopRecipes({ db, blog, now, by }: { db: TDb; blog: TOwnedBlog; now: Date; by: "views" | "saves" }) {
  const since = new Date(now.getTime() - topRecipeDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const column = by === "views" ? recipeDailyStats.views : recipeDailyStats.saves;
  const total = sql<number>`sum(${column})::int`;
  return db
    .select({ id: recipes.id, title: recipes.title, count: total })
    .from(recipeDailyStats)
    .innerJoin(recipes, eq(recipes.id, recipeDailyStats.recipeId))
    .where(and(eq(recipes.blogId, blog.id), gt(recipeDailyStats.day, since)))
    .groupBy(recipes.id, recipes.title)
    .having(gt(total, 0))
    .orderBy(desc(total), recipes.title)
    .limit(topRecipeCount);
}
