/**
 * A blog as its readers see it: header, categories, featured and latest recipes (Latest leaves out
 * what the home shows as featured), collections and meal plans, and a search of its recipes. Recipes are cards only (no ingredients or steps ever);
 * a paywalled recipe is a teaser card and a paywalled plan shows its title, photo and counts, unless
 * `hasPaidAccess` says the reader owns the blog or pays for it.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { TPage } from "#core/api/paging.ts";
import { categoryNotFoundMessage, type TBlogPage, type TBlogRecipesQuery } from "#core/blogs/blog.schema.ts";
import { blogHomeFeaturedCount, blogHomeLatestCount } from "#core/blogs/blog-home.ts";
import { AppError } from "#core/errors.ts";
import type { TRecipeCard } from "#core/recipes/recipe-view.schema.ts";
import type { TDb } from "#db/client.ts";
import {
  blogCategories,
  blogCollections,
  blogFeaturedRecipes,
  collections,
  mealPlanPublications,
  mealPlans,
  profiles,
  recipes,
} from "#db/schema.ts";
import type { TStorage } from "#server/lib/storage/storage.ts";
import { toSummaries } from "../collections/viewer-collection.ts";
import { planCountAndCoverColumns } from "../meal-plans/lists.ts";
import { publicationPath } from "../meal-plans/plan-view.ts";
import { hasPaidAccess } from "../recipes/access.ts";
import { cardColumns, listedVisibilities, type TCardRow, toCards } from "../recipes/recipe-lists.ts";
import { findVisibleBlog, type TBlogRef, toBlogHeader } from "./access.ts";

/** The blog's recipes anyone may know of: public ones and paywalled teasers, never private or drafts. */
function listedOn(blogId: string): SQL {
  return and(eq(recipes.blogId, blogId), inArray(recipes.visibility, [...listedVisibilities])) as SQL;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A search of the blog's recipes: by their words where the reader may read them, by title alone
 * where they would see a teaser (matching a paywalled recipe's ingredients would give them away).
 */
function matching(q: string, isPaid: boolean): SQL {
  const byTitle = ilike(recipes.title, `%${escapeLike(q)}%`);
  const byWords = sql`${recipes.searchVector} @@ websearch_to_tsquery('english', ${q})`;
  if (isPaid) return or(byWords, byTitle) as SQL;
  return or(and(eq(recipes.visibility, "public"), byWords), byTitle) as SQL;
}

export async function loadBlogPage({
  db,
  storage,
  ref,
  viewerId,
}: {
  db: TDb;
  storage: TStorage;
  ref: TBlogRef;
  viewerId: string | null;
}): Promise<TBlogPage> {
  const row = await findVisibleBlog({ db, ref, viewerId });
  const isPaid = await hasPaidAccess({ db, viewerId, blogId: row.id });
  const [categories, featuredRows, latestRows, [{ total }], collectionRows, plans] = await Promise.all([
    db
      .select({
        id: blogCategories.id,
        name: blogCategories.name,
        slug: blogCategories.slug,
        recipeCount: sql<number>`(select count(*)::int from blog_category_recipes cr join recipes r on r.id = cr.recipe_id
          where cr.category_id = blog_categories.id and r.visibility in ('public', 'paywalled'))`,
      })
      .from(blogCategories)
      .where(eq(blogCategories.blogId, row.id))
      .orderBy(asc(blogCategories.position), asc(blogCategories.createdAt)),
    db
      .select(cardColumns)
      .from(blogFeaturedRecipes)
      .innerJoin(recipes, eq(recipes.id, blogFeaturedRecipes.recipeId))
      .leftJoin(profiles, eq(profiles.id, recipes.authorId))
      .where(and(eq(blogFeaturedRecipes.blogId, row.id), listedOn(row.id)))
      .orderBy(asc(blogFeaturedRecipes.position)),
    db
      .select(cardColumns)
      .from(recipes)
      .leftJoin(profiles, eq(profiles.id, recipes.authorId))
      .where(listedOn(row.id))
      .orderBy(desc(recipes.createdAt), desc(recipes.id))
      // Enough to fill Latest once the featured ones the home shows are left out.
      .limit(blogHomeLatestCount + blogHomeFeaturedCount),
    db.select({ total: count() }).from(recipes).where(listedOn(row.id)),
    db
      .select({
        id: collections.id,
        name: collections.name,
        visibility: collections.visibility,
        coverImageVariants: collections.coverImageVariants,
      })
      .from(blogCollections)
      .innerJoin(collections, eq(collections.id, blogCollections.collectionId))
      .where(
        and(
          eq(blogCollections.blogId, row.id),
          eq(collections.ownerId, row.ownerId),
          inArray(collections.visibility, ["public", "paywalled"]),
        ),
      )
      .orderBy(asc(blogCollections.position)),
    listBlogMealPlans({ db, blogId: row.id, viewerId }),
  ]);
  // A recipe the home shows under Featured is not shown again under Latest.
  const featuredOnHome = new Set(featuredRows.slice(0, blogHomeFeaturedCount).map((recipe) => recipe.id));
  const latestNotFeatured = latestRows.filter((recipe) => !featuredOnHome.has(recipe.id)).slice(0, blogHomeLatestCount);
  const [featured, latest, collectionSummaries] = await Promise.all([
    toReadersCards(db, featuredRows, isPaid),
    toReadersCards(db, latestNotFeatured, isPaid),
    toSummaries({ db, rows: collectionRows, viewerId }),
  ]);
  return {
    blog: toBlogHeader(row, storage),
    categories: categories.map((c) => ({ ...c, recipeCount: Number(c.recipeCount) })),
    featured,
    latest,
    recipeCount: Number(total),
    collections: collectionSummaries,
    mealPlans: plans,
    hasPaidAccess: isPaid,
  };
}

/**
 * The plans published to the blog, newest first; a count (of the recipes the reader would find on
 * the plan's page) and a photo are all a teaser shows.
 */
async function listBlogMealPlans({ db, blogId, viewerId }: { db: TDb; blogId: string; viewerId: string | null }) {
  const rows = await db
    .select({
      publicationId: mealPlanPublications.id,
      mealPlanId: mealPlans.id,
      title: mealPlans.title,
      description: mealPlans.description,
      dayCount: mealPlans.dayCount,
      isPaywalled: mealPlanPublications.isPaywalled,
      ...planCountAndCoverColumns(viewerId),
    })
    .from(mealPlanPublications)
    .innerJoin(mealPlans, eq(mealPlans.id, mealPlanPublications.mealPlanId))
    .where(and(eq(mealPlanPublications.blogId, blogId), inArray(mealPlans.visibility, ["public", "paywalled"])))
    .orderBy(desc(mealPlanPublications.publishedAt));
  return rows.map((plan) => ({
    ...plan,
    recipeCount: Number(plan.recipeCount),
    path: publicationPath(plan.publicationId, plan.title),
  }));
}

/** Search Within the blog, or one category's recipes in the owner's order. */
export async function listBlogRecipes({
  db,
  ref,
  viewerId,
  query,
}: {
  db: TDb;
  ref: TBlogRef;
  viewerId: string | null;
  query: TBlogRecipesQuery;
}): Promise<TPage<TRecipeCard> & { category: { id: string; name: string } | null }> {
  const row = await findVisibleBlog({ db, ref, viewerId });
  const { page, pageSize } = query;
  let category: { id: string; name: string } | null = null;
  if (query.category) {
    const [found] = await db
      .select({ id: blogCategories.id, name: blogCategories.name })
      .from(blogCategories)
      .where(and(eq(blogCategories.id, query.category), eq(blogCategories.blogId, row.id)))
      .limit(1);
    if (!found) throw new AppError("NOT_FOUND", { message: categoryNotFoundMessage });
    category = found;
  }
  const isPaid = await hasPaidAccess({ db, viewerId, blogId: row.id });
  const inCategory = category
    ? sql`exists (select 1 from blog_category_recipes cr where cr.category_id = ${category.id} and cr.recipe_id = recipes.id)`
    : undefined;
  const where = and(listedOn(row.id), inCategory, query.q ? matching(query.q, isPaid) : undefined);
  const order = category
    ? [
        asc(
          sql`(select cr.position from blog_category_recipes cr where cr.category_id = ${category.id} and cr.recipe_id = recipes.id)`,
        ),
        desc(recipes.createdAt),
      ]
    : [desc(recipes.createdAt), desc(recipes.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(cardColumns)
      .from(recipes)
      .leftJoin(profiles, eq(profiles.id, recipes.authorId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(recipes).where(where),
  ]);
  return { items: await toReadersCards(db, rows, isPaid), page, pageSize, total: Number(total), category };
}

/**
 * The blog's recipe cards for this reader: teasers of its paywalled recipes, or, for its owner and
 * its paying subscribers, whole cards (time and diets), as their purchased recipes show them.
 */
async function toReadersCards(db: TDb, rows: TCardRow[], isPaid: boolean): Promise<TRecipeCard[]> {
  const cards = await toCards(db, rows);
  if (!isPaid) return cards;
  return cards.map((card, i) =>
    card.isPaywalled ? { ...card, isPaywalled: false, totalMinutes: rows[i].totalMinutes, diets: rows[i].diets } : card,
  );
}
