/**
 * Publish Meal Plan: a blogger puts their plan on their blog, free for everyone or for the blog's
 * subscribers (a paywalled blog only). Publishing sets who may see the plan; unpublishing a plan
 * that was for subscribers makes it private, so subscriber content never turns free by accident.
 */
import { eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { TMealPlanPublication, TMealPlanView } from "#core/meal-plans/meal-plan-view.schema.ts";
import { publicationNotFoundMessage } from "#core/meal-plans/meal-plans.api.ts";
import type { TDb } from "#db/client.ts";
import { blogs, mealPlanEntries, mealPlanPublications, mealPlans } from "#db/schema.ts";
import { isRecipeId } from "../recipes/access.ts";
import { findOwnPlan, findPlanRow, resolvePlanAccess, type TUserPlan } from "./access.ts";
import { buildPlanView, publicationPath } from "./plan-view.ts";

export const noBlogMessage = "Only bloggers can publish meal plans. Start a blog on Ladle to share yours.";
export const noPaywallMessage = "Plans for subscribers need a blog with paid subscriptions.";
export const emptyPlanMessage = "Add at least one recipe to the plan before publishing it.";

export async function findOwnBlog({ db, userId }: { db: TDb; userId: string }) {
  const [blog] = await db
    .select({
      id: blogs.id,
      title: blogs.title,
      shortlink: blogs.shortlink,
      hasPaywalledContent: blogs.hasPaywalledContent,
    })
    .from(blogs)
    .where(eq(blogs.ownerId, userId))
    .limit(1);
  return blog ?? null;
}

export async function publishMealPlan({
  db,
  userId,
  mealPlanId,
  isPaywalled,
}: TUserPlan & {
  isPaywalled: boolean;
}): Promise<TMealPlanPublication> {
  const row = await findOwnPlan({ db, userId, mealPlanId });
  const blog = await findOwnBlog({ db, userId });
  if (!blog) throw new AppError("FORBIDDEN", { message: noBlogMessage });
  if (isPaywalled && !blog.hasPaywalledContent) throw new AppError("FORBIDDEN", { message: noPaywallMessage });
  // Readers would find an empty page on the blog.
  const [anyEntry] = await db
    .select({ id: mealPlanEntries.id })
    .from(mealPlanEntries)
    .where(eq(mealPlanEntries.mealPlanId, row.id))
    .limit(1);
  if (!anyEntry) throw new AppError("VALIDATION_FAILED", { message: emptyPlanMessage });
  const publication = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(mealPlanPublications)
      .values({ mealPlanId: row.id, blogId: blog.id, isPaywalled })
      .onConflictDoUpdate({ target: mealPlanPublications.mealPlanId, set: { blogId: blog.id, isPaywalled } })
      .returning();
    await tx
      .update(mealPlans)
      .set({ visibility: isPaywalled ? "paywalled" : "public", updatedAt: new Date() })
      .where(eq(mealPlans.id, row.id));
    return saved;
  });
  return {
    id: publication.id,
    isPaywalled: publication.isPaywalled,
    publishedAt: publication.publishedAt,
    blog: { id: blog.id, title: blog.title, shortlink: blog.shortlink },
    path: publicationPath(publication.id, row.title),
  };
}

export async function unpublishMealPlan({ db, userId, mealPlanId }: TUserPlan): Promise<void> {
  const row = await findOwnPlan({ db, userId, mealPlanId });
  await db.transaction(async (tx) => {
    await tx.delete(mealPlanPublications).where(eq(mealPlanPublications.mealPlanId, row.id));
    if (row.visibility === "paywalled")
      await tx.update(mealPlans).set({ visibility: "private", updatedAt: new Date() }).where(eq(mealPlans.id, row.id));
  });
}

/** Meal Plan Publication: the plan as its blog shows it (a teaser for non-subscribers when paywalled). */
export async function findPublication({
  db,
  viewerId,
  publicationId,
}: {
  db: TDb;
  viewerId: string | null;
  publicationId: string;
}): Promise<{ publication: TMealPlanPublication; plan: TMealPlanView }> {
  const row = isRecipeId(publicationId)
    ? await findPlanRow({ db, where: eq(mealPlanPublications.id, publicationId) })
    : null;
  const access = row ? await resolvePlanAccess({ db, viewerId, plan: row }) : "none";
  if (!row || access === "none") throw new AppError("NOT_FOUND", { message: publicationNotFoundMessage });
  const plan = await buildPlanView({ db, viewerId, row, access });
  if (!plan.publication) throw new AppError("NOT_FOUND", { message: publicationNotFoundMessage });
  return { publication: plan.publication, plan };
}
