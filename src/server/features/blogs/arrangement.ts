/**
 * How the owner arranges their blog: categories (add, rename, reorder, delete, and their recipes),
 * the featured recipes and the collections shown, each in the owner's order. Only the blog's own
 * recipes and the owner's own listed collections can be placed.
 */
import { and, asc, count, eq, inArray, max } from "drizzle-orm";
import { blogLimits, categoryNotFoundMessage, slugifyCategory, type TCategoryInput } from "#core/blogs/blog.schema.ts";
import { AppError } from "#core/errors.ts";
import type { TDb } from "#db/client.ts";
import {
  blogCategories,
  blogCategoryRecipes,
  blogCollections,
  blogFeaturedRecipes,
  collections,
  recipes,
} from "#db/schema.ts";
import { isUniqueViolation } from "#server/lib/unique-violation.ts";
import { findOwnBlogRow } from "./access.ts";

interface TOwnBlog {
  db: TDb;
  userId: string;
}

const categoryTakenMessage = "name: A category with that name is already on your blog.";

/** The ids in the order asked for, then the ones left out in their old order; 400 for a stranger. */
export function orderIds(current: readonly string[], wanted: readonly string[], field: string): string[] {
  const known = new Set(current);
  const stranger = wanted.find((id) => !known.has(id));
  if (stranger) throw new AppError("VALIDATION_FAILED", { message: `${field}: ${stranger} is not on your blog.` });
  const listed = [...new Set(wanted)];
  const rest = current.filter((id) => !listed.includes(id));
  return [...listed, ...rest];
}

function rethrowCategoryTaken(error: unknown): never {
  if (isUniqueViolation(error, "blog_categories_blog_slug_key")) {
    throw new AppError("CONFLICT", { message: categoryTakenMessage, cause: error });
  }
  throw error;
}

async function findOwnCategory({ db, userId, categoryId }: TOwnBlog & { categoryId: string }) {
  const blog = await findOwnBlogRow({ db, userId });
  const [category] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(and(eq(blogCategories.id, categoryId), eq(blogCategories.blogId, blog.id)))
    .limit(1);
  if (!category) throw new AppError("NOT_FOUND", { message: categoryNotFoundMessage });
  return { blog, category };
}

export async function addBlogCategory({ db, userId, input }: TOwnBlog & { input: TCategoryInput }) {
  const blog = await findOwnBlogRow({ db, userId });
  const [{ total, last }] = await db
    .select({ total: count(), last: max(blogCategories.position) })
    .from(blogCategories)
    .where(eq(blogCategories.blogId, blog.id));
  if (total >= blogLimits.categoriesMax) {
    throw new AppError("VALIDATION_FAILED", {
      message: `name: A blog has at most ${blogLimits.categoriesMax} categories.`,
    });
  }
  await db
    .insert(blogCategories)
    .values({ blogId: blog.id, name: input.name, slug: slugifyCategory(input.name), position: (last ?? -1) + 1 })
    .catch(rethrowCategoryTaken);
}

export async function renameBlogCategory({
  db,
  userId,
  categoryId,
  input,
}: TOwnBlog & { categoryId: string; input: TCategoryInput }) {
  const { category } = await findOwnCategory({ db, userId, categoryId });
  await db
    .update(blogCategories)
    .set({ name: input.name, slug: slugifyCategory(input.name) })
    .where(eq(blogCategories.id, category.id))
    .catch(rethrowCategoryTaken);
}

/** Deleting a category leaves its recipes on the blog. */
export async function removeBlogCategory({ db, userId, categoryId }: TOwnBlog & { categoryId: string }) {
  const { category } = await findOwnCategory({ db, userId, categoryId });
  await db.delete(blogCategories).where(eq(blogCategories.id, category.id));
}

export async function orderBlogCategories({ db, userId, ids }: TOwnBlog & { ids: string[] }) {
  const blog = await findOwnBlogRow({ db, userId });
  const current = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.blogId, blog.id))
    .orderBy(asc(blogCategories.position), asc(blogCategories.createdAt));
  const order = orderIds(
    current.map((c) => c.id),
    ids,
    "ids",
  );
  await db.transaction(async (tx) => {
    for (const [position, id] of order.entries()) {
      await tx.update(blogCategories).set({ position }).where(eq(blogCategories.id, id));
    }
  });
}

/** The blog's own recipes among these ids; 400 naming the first that is not. */
async function assertBlogRecipes(db: TDb, blogId: string, recipeIds: readonly string[], field: string) {
  if (recipeIds.length === 0) return;
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.blogId, blogId), inArray(recipes.id, [...recipeIds])));
  const own = new Set(rows.map((r) => r.id));
  const stranger = recipeIds.find((id) => !own.has(id));
  if (stranger) {
    throw new AppError("VALIDATION_FAILED", { message: `${field}: ${stranger} is not a recipe on your blog.` });
  }
}

export async function setBlogCategoryRecipes({
  db,
  userId,
  categoryId,
  recipeIds,
}: TOwnBlog & { categoryId: string; recipeIds: string[] }) {
  const { blog, category } = await findOwnCategory({ db, userId, categoryId });
  const ids = [...new Set(recipeIds)];
  await assertBlogRecipes(db, blog.id, ids, "recipeIds");
  await db.transaction(async (tx) => {
    await tx.delete(blogCategoryRecipes).where(eq(blogCategoryRecipes.categoryId, category.id));
    if (ids.length > 0) {
      await tx
        .insert(blogCategoryRecipes)
        .values(ids.map((recipeId, position) => ({ categoryId: category.id, recipeId, position })));
    }
  });
}

export async function setBlogFeatured({ db, userId, ids }: TOwnBlog & { ids: string[] }) {
  const blog = await findOwnBlogRow({ db, userId });
  const recipeIds = [...new Set(ids)];
  if (recipeIds.length > blogLimits.listMax) {
    throw new AppError("VALIDATION_FAILED", { message: `ids: Feature at most ${blogLimits.listMax} recipes.` });
  }
  await assertBlogRecipes(db, blog.id, recipeIds, "ids");
  await db.transaction(async (tx) => {
    await tx.delete(blogFeaturedRecipes).where(eq(blogFeaturedRecipes.blogId, blog.id));
    if (recipeIds.length > 0) {
      await tx
        .insert(blogFeaturedRecipes)
        .values(recipeIds.map((recipeId, position) => ({ blogId: blog.id, recipeId, position })));
    }
  });
}

/** The collections on the blog: the owner's own public or paywalled ones (a private one has no readers). */
export async function setBlogCollections({ db, userId, ids }: TOwnBlog & { ids: string[] }) {
  const blog = await findOwnBlogRow({ db, userId });
  const collectionIds = [...new Set(ids)];
  if (collectionIds.length > blogLimits.listMax) {
    throw new AppError("VALIDATION_FAILED", { message: `ids: Show at most ${blogLimits.listMax} collections.` });
  }
  if (collectionIds.length > 0) {
    const rows = await db
      .select({ id: collections.id })
      .from(collections)
      .where(
        and(
          eq(collections.ownerId, userId),
          inArray(collections.id, collectionIds),
          inArray(collections.visibility, ["public", "paywalled"]),
        ),
      );
    const own = new Set(rows.map((r) => r.id));
    const stranger = collectionIds.find((id) => !own.has(id));
    if (stranger) {
      throw new AppError("VALIDATION_FAILED", {
        message: `ids: ${stranger} is not one of your public or paywalled collections.`,
      });
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(blogCollections).where(eq(blogCollections.blogId, blog.id));
    if (collectionIds.length > 0) {
      await tx
        .insert(blogCollections)
        .values(collectionIds.map((collectionId, position) => ({ blogId: blog.id, collectionId, position })));
    }
  });
}
