/**
 * The one server-side answer to "what may this viewer see of this meal plan, and may they change
 * it?". Private plans do not exist for anyone but their owner; a plan published for a paywalled
 * blog's subscribers is a teaser for everyone else.
 */
import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import { mealPlanNotFoundMessage } from "#core/meal-plans/meal-plans.api.ts";
import type { TDb } from "#db/client.ts";
import { blogs, mealPlanPublications, mealPlans, profiles } from "#db/schema.ts";
import { isRecipeId, listPaidBlogIds } from "../recipes/access.ts";

export type TPlanAccess = "full" | "teaser" | "none";

/** A signed-in user acting on one plan: what every change to a plan takes. */
export interface TUserPlan {
  db: TDb;
  userId: string;
  mealPlanId: string;
}

export const planColumns = {
  id: mealPlans.id,
  ownerId: mealPlans.ownerId,
  title: mealPlans.title,
  description: mealPlans.description,
  startDate: mealPlans.startDate,
  dayCount: mealPlans.dayCount,
  diets: mealPlans.diets,
  visibility: mealPlans.visibility,
  urlSlug: mealPlans.urlSlug,
  createdAt: mealPlans.createdAt,
  updatedAt: mealPlans.updatedAt,
  ownerName: profiles.name,
  ownerUsername: profiles.username,
  ownerAvatarUrl: profiles.avatarUrl,
  publicationId: mealPlanPublications.id,
  isPaywalled: mealPlanPublications.isPaywalled,
  publishedAt: mealPlanPublications.publishedAt,
  blogId: blogs.id,
  blogTitle: blogs.title,
  blogShortlink: blogs.shortlink,
};

export type TPlanRow = Awaited<ReturnType<typeof selectPlanRows>>[number];

function selectPlanRows(db: TDb) {
  return db
    .select(planColumns)
    .from(mealPlans)
    .innerJoin(profiles, eq(profiles.id, mealPlans.ownerId))
    .leftJoin(mealPlanPublications, eq(mealPlanPublications.mealPlanId, mealPlans.id))
    .leftJoin(blogs, eq(blogs.id, mealPlanPublications.blogId));
}

/** A plan with its owner and publication, whoever may see it (callers decide that). */
export async function findPlanRow({ db, where }: { db: TDb; where: ReturnType<typeof eq> }): Promise<TPlanRow | null> {
  const [row] = await selectPlanRows(db).where(where).limit(1);
  return row ?? null;
}

export async function findPlanRowById({ db, mealPlanId }: { db: TDb; mealPlanId: string }) {
  if (!isRecipeId(mealPlanId)) return null;
  return findPlanRow({ db, where: eq(mealPlans.id, mealPlanId) });
}

/**
 * Blogs among `blogIds` whose paywalled content this viewer may read: their own blog, or one they
 * pay for.
 */
export async function findReadableBlogIds({
  db,
  viewerId,
  blogIds,
}: {
  db: TDb;
  viewerId: string | null;
  blogIds: string[];
}): Promise<Set<string>> {
  if (!viewerId || blogIds.length === 0) return new Set();
  const [own, paid] = await Promise.all([
    db
      .select({ id: blogs.id })
      .from(blogs)
      .where(and(inArray(blogs.id, [...new Set(blogIds)]), eq(blogs.ownerId, viewerId))),
    listPaidBlogIds({ db, viewerId }),
  ]);
  return new Set([...own.map((b) => b.id), ...paid.filter((id) => blogIds.includes(id))]);
}

export async function resolvePlanAccess({
  db,
  viewerId,
  plan,
}: {
  db: TDb;
  viewerId: string | null;
  plan: Pick<TPlanRow, "ownerId" | "visibility" | "blogId">;
}): Promise<TPlanAccess> {
  if (viewerId !== null && plan.ownerId === viewerId) return "full";
  switch (plan.visibility) {
    case "public":
      return "full";
    case "paywalled": {
      if (!plan.blogId) return "teaser";
      const readable = await findReadableBlogIds({ db, viewerId, blogIds: [plan.blogId] });
      return readable.has(plan.blogId) ? "full" : "teaser";
    }
    default:
      return "none";
  }
}

/** A plan the viewer may see at all, with their access; NOT_FOUND otherwise. */
export async function findVisiblePlan({
  db,
  viewerId,
  mealPlanId,
}: {
  db: TDb;
  viewerId: string | null;
  mealPlanId: string;
}): Promise<{ row: TPlanRow; access: Exclude<TPlanAccess, "none"> }> {
  const row = await findPlanRowById({ db, mealPlanId });
  const access = row ? await resolvePlanAccess({ db, viewerId, plan: row }) : "none";
  if (!row || access === "none") throw new AppError("NOT_FOUND", { message: mealPlanNotFoundMessage });
  return { row, access };
}

/**
 * The viewer's own plan, for a change: NOT_FOUND when they cannot see it, FORBIDDEN when they can
 * but it is someone else's.
 */
export async function findOwnPlan({ db, userId, mealPlanId }: TUserPlan): Promise<TPlanRow> {
  const { row } = await findVisiblePlan({ db, viewerId: userId, mealPlanId });
  if (row.ownerId !== userId) throw new AppError("FORBIDDEN", { message: "Only the plan's owner can change it." });
  return row;
}
