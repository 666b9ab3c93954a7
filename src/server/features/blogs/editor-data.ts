/** /me/blog: the owner's blog and what they may place on it, in the blog's order. */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { TBlogEditor } from "#core/blogs/blog.schema.ts";
import type { TDb } from "#db/client.ts";
import {
  blogCategories,
  blogCategoryRecipes,
  blogCollections,
  blogFeaturedRecipes,
  collections,
  mealPlanPublications,
  mealPlans,
  recipes,
} from "#db/schema.ts";
import type { TStorage } from "#server/lib/storage/storage.ts";
import { toSummaries } from "../collections/viewer-collection.ts";
import { planCountAndCoverColumns } from "../meal-plans/lists.ts";
import { findOwnBlogRow, toBlogHeader } from "./access.ts";

export async function loadBlogEditor({
  db,
  storage,
  userId,
}: {
  db: TDb;
  storage: TStorage;
  userId: string;
}): Promise<TBlogEditor> {
  const row = await findOwnBlogRow({ db, userId });
  const [categories, placements, featured, onBlog, ownRecipes, ownCollections, plans] = await Promise.all([
    db
      .select({ id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug })
      .from(blogCategories)
      .where(eq(blogCategories.blogId, row.id))
      .orderBy(asc(blogCategories.position), asc(blogCategories.createdAt)),
    db
      .select({ categoryId: blogCategoryRecipes.categoryId, recipeId: blogCategoryRecipes.recipeId })
      .from(blogCategoryRecipes)
      .innerJoin(blogCategories, eq(blogCategories.id, blogCategoryRecipes.categoryId))
      .where(eq(blogCategories.blogId, row.id))
      .orderBy(asc(blogCategoryRecipes.position)),
    db
      .select({ id: blogFeaturedRecipes.recipeId })
      .from(blogFeaturedRecipes)
      .where(eq(blogFeaturedRecipes.blogId, row.id))
      .orderBy(asc(blogFeaturedRecipes.position)),
    db
      .select({ id: blogCollections.collectionId })
      .from(blogCollections)
      .where(eq(blogCollections.blogId, row.id))
      .orderBy(asc(blogCollections.position)),
    db
      .select({ id: recipes.id, title: recipes.title, imageUrl: recipes.imageUrl, visibility: recipes.visibility })
      .from(recipes)
      .where(eq(recipes.blogId, row.id))
      .orderBy(desc(recipes.createdAt), desc(recipes.id))
      .limit(1000),
    db
      .select({
        id: collections.id,
        name: collections.name,
        visibility: collections.visibility,
        coverImageVariants: collections.coverImageVariants,
      })
      .from(collections)
      .where(and(eq(collections.ownerId, userId), inArray(collections.visibility, ["public", "paywalled"])))
      .orderBy(desc(collections.updatedAt)),
    db
      .select({
        id: mealPlans.id,
        title: mealPlans.title,
        recipeCount: planCountAndCoverColumns(userId).recipeCount,
        isPaywalled: mealPlanPublications.isPaywalled,
      })
      .from(mealPlans)
      .leftJoin(mealPlanPublications, eq(mealPlanPublications.mealPlanId, mealPlans.id))
      .where(eq(mealPlans.ownerId, userId))
      .orderBy(desc(mealPlans.updatedAt)),
  ]);
  const collectionIds = onBlog.map((c) => c.id);
  const rank = new Map(collectionIds.map((id, index) => [id, index]));
  const sortedCollections = [...ownCollections].sort(
    (a, b) => (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
  return {
    blog: { ...toBlogHeader(row, storage), updatedAt: row.updatedAt },
    categories: categories.map((category) => {
      const recipeIds = placements.filter((p) => p.categoryId === category.id).map((p) => p.recipeId);
      return { ...category, recipeCount: recipeIds.length, recipeIds };
    }),
    featuredIds: featured.map((f) => f.id),
    collectionIds,
    recipes: ownRecipes,
    collections: await toSummaries({ db, rows: sortedCollections, viewerId: userId }),
    mealPlans: plans.map((plan) => ({
      id: plan.id,
      title: plan.title,
      recipeCount: Number(plan.recipeCount),
      publication: plan.isPaywalled === null ? "none" : plan.isPaywalled ? "subscribers" : "free",
    })),
  };
}
