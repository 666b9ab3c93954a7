/** Read-only creator lists: people who own a blog, with what makes them worth following. */
import { and, desc, eq, inArray, ne, notExists, type SQL, sql } from "drizzle-orm";
import type { TCreatorCard, TRankedCreatorCard } from "#core/creators/creator.schema.ts";
import type { TDb } from "#db/client.ts";
import { blogs, follows, profiles, recipes } from "#db/schema.ts";

const maxLimit = 48;

/** A recipe published in the last 30 days counts as much as this many followers. */
export const recentRecipeWeight = 5;

const clampLimit = (limit: number) => Math.min(Math.max(Math.trunc(limit) || 1, 1), maxLimit);

/**
 * Public profiles that own a blog, with their approved followers, listed recipes (public and
 * paywalled teasers) and the recipes among those published since `since`, in the given order.
 */
function selectCreators(
  db: TDb,
  since: Date,
  order: (counts: { followers: SQL; listed: SQL; recent: SQL }) => SQL[],
  only?: SQL,
) {
  const followerCount = db
    .select({ creatorId: follows.followeeId, count: sql<number>`count(*)::int`.as("follower_count") })
    .from(follows)
    .where(eq(follows.isApproved, true))
    .groupBy(follows.followeeId)
    .as("follower_counts");
  const recipeCount = db
    .select({
      creatorId: recipes.authorId,
      count: sql<number>`count(*)::int`.as("recipe_count"),
      recent:
        sql<number>`(count(*) filter (where ${recipes.createdAt} >= ${since.toISOString()}::timestamptz))::int`.as(
          "recent_count",
        ),
    })
    .from(recipes)
    .where(inArray(recipes.visibility, ["public", "paywalled"]))
    .groupBy(recipes.authorId)
    .as("recipe_counts");
  const followers = sql`coalesce(${followerCount.count}, 0)`;
  const listed = sql`coalesce(${recipeCount.count}, 0)`;
  const recent = sql`coalesce(${recipeCount.recent}, 0)`;
  return db
    .select({
      id: profiles.id,
      name: profiles.name,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      bio: profiles.bio,
      blogTitle: blogs.title,
      shortlink: blogs.shortlink,
      hasPaywalledContent: blogs.hasPaywalledContent,
      followerCount: sql<number>`${followers}::int`,
      recipeCount: sql<number>`${listed}::int`,
      recentRecipeCount: sql<number>`${recent}::int`,
    })
    .from(profiles)
    .innerJoin(blogs, eq(blogs.ownerId, profiles.id))
    .leftJoin(followerCount, eq(followerCount.creatorId, profiles.id))
    .leftJoin(recipeCount, eq(recipeCount.creatorId, profiles.id))
    .where(and(eq(profiles.isPublic, true), only))
    .orderBy(...order({ followers, listed, recent }), profiles.name, profiles.id);
}

type TCreatorRow = Awaited<ReturnType<typeof selectCreators>>[number];

function toRankedCard(row: TCreatorRow): TRankedCreatorCard {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    avatarUrl: row.avatarUrl,
    bio: row.bio,
    blog: { title: row.blogTitle, shortlink: row.shortlink, hasPaywalledContent: row.hasPaywalledContent },
    followerCount: Number(row.followerCount),
    recipeCount: Number(row.recipeCount),
    recentRecipeCount: Number(row.recentRecipeCount),
  };
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}

/**
 * Public profiles that own a blog, most followed first (the home page's "Creators to follow"). With
 * `notFollowedBy`, that cook's own profile and everyone they follow or asked to follow are left out.
 */
export async function listFeaturedCreators({
  db,
  limit,
  notFollowedBy = null,
}: {
  db: TDb;
  limit: number;
  notFollowedBy?: string | null;
}): Promise<TCreatorCard[]> {
  const notYetFollowed = notFollowedBy
    ? and(
        ne(profiles.id, notFollowedBy),
        notExists(
          db
            .select({ one: sql`1` })
            .from(follows)
            .where(and(eq(follows.followerId, notFollowedBy), eq(follows.followeeId, profiles.id))),
        ),
      )
    : undefined;
  const rows = await selectCreators(
    db,
    daysBefore(new Date(), 30),
    ({ followers, listed }) => [desc(followers), desc(listed)],
    notYetFollowed,
  ).limit(clampLimit(limit));
  return rows.map((row) => {
    const { recentRecipeCount: _, ...card } = toRankedCard(row);
    return card;
  });
}

/**
 * Discover Creators (/discover, /bloggers): public profiles with a blog, ranked by followers plus
 * recent activity (recipes in the last 30 days), with paging.
 */
export async function listCreators({
  db,
  page = 1,
  pageSize = 24,
  now = new Date(),
}: {
  db: TDb;
  page?: number;
  pageSize?: number;
  now?: Date;
}): Promise<{ items: TRankedCreatorCard[]; page: number; pageSize: number; total: number }> {
  const size = clampLimit(pageSize);
  const [rows, [totalRow]] = await Promise.all([
    selectCreators(db, daysBefore(now, 30), ({ followers, recent }) => [
      desc(sql`${followers} + ${recentRecipeWeight} * ${recent}`),
      desc(followers),
    ])
      .limit(size)
      .offset((Math.max(1, page) - 1) * size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(profiles)
      .innerJoin(blogs, eq(blogs.ownerId, profiles.id))
      .where(eq(profiles.isPublic, true)),
  ]);
  return { items: rows.map(toRankedCard), page, pageSize: size, total: Number(totalRow?.total ?? 0) };
}
