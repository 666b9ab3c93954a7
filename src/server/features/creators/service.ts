/** Read-only creator lists: people who own a blog, with what makes them worth following. */
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { TCreatorCard, TRankedCreatorCard } from "#core/creators/creator.schema.ts";
import type { TDb } from "#db/client.ts";
import { blogs, follows, profiles, recipes } from "#db/schema.ts";

const maxLimit = 48;

/** Public profiles that own a blog, most followed first. */
export async function listFeaturedCreators({ db, limit }: { db: TDb; limit: number }): Promise<TCreatorCard[]> {
  const followerCount = db
    .select({ creatorId: follows.followeeId, count: sql<number>`count(*)::int`.as("follower_count") })
    .from(follows)
    .where(eq(follows.isApproved, true))
    .groupBy(follows.followeeId)
    .as("follower_counts");
  const recipeCount = db
    .select({ creatorId: recipes.authorId, count: sql<number>`count(*)::int`.as("recipe_count") })
    .from(recipes)
    .where(inArray(recipes.visibility, ["public", "paywalled"]))
    .groupBy(recipes.authorId)
    .as("recipe_counts");

  const rows = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      bio: profiles.bio,
      blogTitle: blogs.title,
      shortlink: blogs.shortlink,
      hasPaywalledContent: blogs.hasPaywalledContent,
      followerCount: sql<number>`coalesce(${followerCount.count}, 0)::int`,
      recipeCount: sql<number>`coalesce(${recipeCount.count}, 0)::int`,
    })
    .from(profiles)
    .innerJoin(blogs, eq(blogs.ownerId, profiles.id))
    .leftJoin(followerCount, eq(followerCount.creatorId, profiles.id))
    .leftJoin(recipeCount, eq(recipeCount.creatorId, profiles.id))
    .where(eq(profiles.isPublic, true))
    .orderBy(
      desc(sql`coalesce(${followerCount.count}, 0)`),
      desc(sql`coalesce(${recipeCount.count}, 0)`),
      profiles.name,
    )
    .limit(Math.min(Math.max(Math.trunc(limit) || 1, 1), maxLimit));

  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    username: row.username,
    avatarUrl: row.avatarUrl,
    bio: row.bio,
    blog: { title: row.blogTitle, shortlink: row.shortlink, hasPaywalledContent: row.hasPaywalledContent },
    followerCount: Number(row.followerCount),
    recipeCount: Number(row.recipeCount),
  }));
}

/** A recipe published in the last 30 days counts as much as this many followers. */
export const recentRecipeWeight = 5;

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
  const size = Math.min(Math.max(Math.trunc(pageSize) || 1, 1), maxLimit);
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000).toISOString();
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
      recent: sql<number>`(count(*) filter (where ${recipes.createdAt} >= ${since}::timestamptz))::int`.as(
        "recent_count",
      ),
    })
    .from(recipes)
    .where(inArray(recipes.visibility, ["public", "paywalled"]))
    .groupBy(recipes.authorId)
    .as("recipe_counts");
  const score = sql`coalesce(${followerCount.count}, 0) + ${recentRecipeWeight} * coalesce(${recipeCount.recent}, 0)`;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: profiles.id,
        name: profiles.name,
        username: profiles.username,
        avatarUrl: profiles.avatarUrl,
        bio: profiles.bio,
        blogTitle: blogs.title,
        shortlink: blogs.shortlink,
        hasPaywalledContent: blogs.hasPaywalledContent,
        followerCount: sql<number>`coalesce(${followerCount.count}, 0)::int`,
        recipeCount: sql<number>`coalesce(${recipeCount.count}, 0)::int`,
        recentRecipeCount: sql<number>`coalesce(${recipeCount.recent}, 0)::int`,
      })
      .from(profiles)
      .innerJoin(blogs, eq(blogs.ownerId, profiles.id))
      .leftJoin(followerCount, eq(followerCount.creatorId, profiles.id))
      .leftJoin(recipeCount, eq(recipeCount.creatorId, profiles.id))
      .where(eq(profiles.isPublic, true))
      .orderBy(desc(score), desc(sql`coalesce(${followerCount.count}, 0)`), profiles.name, profiles.id)
      .limit(size)
      .offset((Math.max(1, page) - 1) * size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(profiles)
      .innerJoin(blogs, eq(blogs.ownerId, profiles.id))
      .where(eq(profiles.isPublic, true)),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      username: row.username,
      avatarUrl: row.avatarUrl,
      bio: row.bio,
      blog: { title: row.blogTitle, shortlink: row.shortlink, hasPaywalledContent: row.hasPaywalledContent },
      followerCount: Number(row.followerCount),
      recipeCount: Number(row.recipeCount),
      recentRecipeCount: Number(row.recentRecipeCount),
    })),
    page,
    pageSize: size,
    total: Number(totalRow?.total ?? 0),
  };
}
