/**
 * The home page's feed: what the people the viewer follows made lately, recipes and meal plans
 * together, newest first. Only approved follows count, and only what anyone may find: public
 * recipes and plans, and paywalled ones as teasers (their cards carry no times, diets or recipes).
 * Pages are cut by a cursor (the last item's time and id) so new items never shift the next page.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { TFeedItem } from "#core/follows/follows.api.ts";
import type { TDb } from "#db/client.ts";
import { follows, mealPlans, profiles, recipes } from "#db/schema.ts";
import { summaryColumns, toSummary } from "../meal-plans/lists.ts";
import { cardColumns, listedVisibilities, toCards } from "../recipes/recipe-lists.ts";

interface TFeedPage {
  items: TFeedItem[];
  nextCursor: string | null;
}

export async function loadFollowingFeed({
  db,
  viewerId,
  cursor,
  pageSize = 12,
}: {
  db: TDb;
  viewerId: string;
  cursor?: string;
  pageSize?: number;
}): Promise<TFeedPage> {
  const before = cursor ? parseCursor(cursor) : null;
  const [recipeItems, planItems] = await Promise.all([
    listFeedRecipes(db, viewerId, before, pageSize + 1),
    listFeedPlans(db, viewerId, before, pageSize + 1),
  ]);
  const merged = [...recipeItems, ...planItems].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0),
  );
  const page = merged.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map((entry) => entry.item),
    nextCursor: merged.length > pageSize && last ? `${last.createdAt.toISOString()}|${last.id}` : null,
  };
}

type TCursor = { at: Date; id: string };
type TSortable = { createdAt: Date; id: string; item: TFeedItem };

function parseCursor(cursor: string): TCursor {
  const [at, id] = cursor.split("|");
  return { at: new Date(at), id: id.toLowerCase() };
}

/** The people the viewer follows, approved. */
const followedBy = (viewerId: string, column: typeof recipes.authorId | typeof mealPlans.ownerId) =>
  and(eq(follows.followeeId, column), eq(follows.followerId, viewerId), eq(follows.isApproved, true));

async function listFeedRecipes(db: TDb, viewerId: string, before: TCursor | null, limit: number) {
  const rows = await db
    .select({ ...cardColumns, createdAt: recipes.createdAt })
    .from(recipes)
    .innerJoin(follows, followedBy(viewerId, recipes.authorId))
    .innerJoin(profiles, eq(profiles.id, recipes.authorId))
    .where(
      and(
        inArray(recipes.visibility, [...listedVisibilities]),
        before
          ? sql`(${recipes.createdAt}, ${recipes.id}) < (${before.at.toISOString()}, ${before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(recipes.createdAt), desc(recipes.id))
    .limit(limit);
  const cards = await toCards(db, rows);
  return cards.map(
    (recipe, index): TSortable => ({
      createdAt: rows[index].createdAt,
      id: recipe.id,
      item: { kind: "recipe", at: rows[index].createdAt.toISOString(), recipe },
    }),
  );
}

async function listFeedPlans(db: TDb, viewerId: string, before: TCursor | null, limit: number) {
  const rows = await db
    .select({
      ...summaryColumns(viewerId),
      createdAt: mealPlans.createdAt,
      ownerName: profiles.name,
      ownerUsername: profiles.username,
    })
    .from(mealPlans)
    .innerJoin(follows, followedBy(viewerId, mealPlans.ownerId))
    .innerJoin(profiles, eq(profiles.id, mealPlans.ownerId))
    .where(
      and(
        inArray(mealPlans.visibility, ["public", "paywalled"]),
        before
          ? sql`(${mealPlans.createdAt}, ${mealPlans.id}) < (${before.at.toISOString()}, ${before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(mealPlans.createdAt), desc(mealPlans.id))
    .limit(limit);
  return rows.map(({ createdAt, ownerName, ownerUsername, ...plan }): TSortable => {
    // A paywalled plan's summary is what any list of its owner's plans shows: no recipes in it.
    return {
      createdAt,
      id: plan.id,
      item: {
        kind: "meal-plan",
        at: createdAt.toISOString(),
        plan: toSummary(plan),
        owner: { name: ownerName, username: ownerUsername },
      },
    };
  });
}
