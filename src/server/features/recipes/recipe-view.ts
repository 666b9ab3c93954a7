/**
 * One recipe as a given viewer may see it, in one query. A teaser is built field by field from an
 * allowlist, so a new column can never leak into it; contents are copied only for "full" access.
 */

import { eq, sql } from "drizzle-orm";
import type { TIngredientGroup, TInstructionSection, TNutrition } from "#core/recipes/recipe.schema.ts";
import type { TDb } from "#db/client.ts";
import { blogs, profiles, recipes, reviews, type TImageVariant, type TRecipeVisibility } from "#db/schema.ts";
import type { TRatingSummary } from "../reviews/ratings.ts";
import { resolveRecipeAccess } from "./access.ts";

export interface TRecipeAuthor {
  id: string;
  name: string;
  username: string;
  avatarUrl: string | null;
}

interface TRecipeCommon {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  /** WebP widths for srcset; empty for images that were not uploaded. */
  imageVariants: TImageVariant[];
  author: TRecipeAuthor | null;
  blog: { id: string; title: string; shortlink: string } | null;
  servings: number | null;
  yieldText: string | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  courses: string[];
  cuisines: string[];
  diets: string[];
  visibility: TRecipeVisibility;
  createdAt: Date;
  updatedAt: Date;
  rating: TRatingSummary;
  /** The viewer wrote it (may edit and delete it). */
  isOwner: boolean;
}

/** A paywalled recipe for someone without access: no ingredients, steps or nutrition. */
export interface TRecipeTeaser extends TRecipeCommon {
  access: "teaser";
}

export interface TRecipeFull extends TRecipeCommon {
  access: "full";
  ingredientGroups: TIngredientGroup[];
  instructionSections: TInstructionSection[];
  nutrition: TNutrition | null;
  sourceUrl: string | null;
  videoUrl: string | null;
  attribution: string | null;
  isFeatured: boolean;
}

export type TRecipeView = TRecipeTeaser | TRecipeFull;

const commonColumns = {
  id: recipes.id,
  authorId: recipes.authorId,
  blogId: recipes.blogId,
  title: recipes.title,
  description: recipes.description,
  imageUrl: recipes.imageUrl,
  imageVariants: recipes.imageVariants,
  servings: recipes.servings,
  yieldText: recipes.yieldText,
  prepMinutes: recipes.prepMinutes,
  cookMinutes: recipes.cookMinutes,
  totalMinutes: recipes.totalMinutes,
  courses: recipes.courses,
  cuisines: recipes.cuisines,
  diets: recipes.diets,
  visibility: recipes.visibility,
  createdAt: recipes.createdAt,
  updatedAt: recipes.updatedAt,
  authorName: profiles.name,
  authorUsername: profiles.username,
  authorAvatarUrl: profiles.avatarUrl,
  blogTitle: blogs.title,
  blogShortlink: blogs.shortlink,
  ratingAverage: sql<
    string | null
  >`(select round(avg(${reviews.rating}), 1) from ${reviews} where ${reviews.recipeId} = ${recipes.id})`,
  ratingCount: sql<number>`(select count(*)::int from ${reviews} where ${reviews.recipeId} = ${recipes.id})`,
  // Read in the same round trip, but copied into the result only when access is "full".
  ingredientGroups: recipes.ingredientGroups,
  instructionSections: recipes.instructionSections,
  nutrition: recipes.nutrition,
  sourceUrl: recipes.sourceUrl,
  videoUrl: recipes.videoUrl,
  attribution: recipes.attribution,
  isFeatured: recipes.isFeatured,
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can be a recipe id (a malformed id is a 404, never a database error). */
export function isRecipeId(value: string): boolean {
  return uuidPattern.test(value);
}

/**
 * The recipe for this viewer (null viewer: a visitor), or null when it does not exist for them
 * (missing, or private/draft and not theirs). Paywalled without access: the teaser.
 */
export async function findRecipeForViewer({
  db,
  recipeId,
  viewerId,
}: {
  db: TDb;
  recipeId: string;
  viewerId: string | null;
}): Promise<TRecipeView | null> {
  if (!isRecipeId(recipeId)) return null;
  const [row] = await db
    .select(commonColumns)
    .from(recipes)
    .leftJoin(profiles, eq(profiles.id, recipes.authorId))
    .leftJoin(blogs, eq(blogs.id, recipes.blogId))
    .where(eq(recipes.id, recipeId))
    .limit(1);
  if (!row) return null;
  const access = await resolveRecipeAccess({ db, viewerId, recipe: row });
  if (access === "none") return null;
  const rating = { average: Number(row.ratingAverage ?? 0), count: Number(row.ratingCount ?? 0) };
  const common: TRecipeCommon = {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    imageVariants: row.imageVariants,
    author:
      row.authorId && row.authorUsername
        ? {
            id: row.authorId,
            name: row.authorName ?? "",
            username: row.authorUsername,
            avatarUrl: row.authorAvatarUrl ?? null,
          }
        : null,
    blog:
      row.blogId && row.blogShortlink
        ? { id: row.blogId, title: row.blogTitle ?? "", shortlink: row.blogShortlink }
        : null,
    servings: row.servings,
    yieldText: row.yieldText,
    prepMinutes: row.prepMinutes,
    cookMinutes: row.cookMinutes,
    totalMinutes: row.totalMinutes,
    courses: row.courses,
    cuisines: row.cuisines,
    diets: row.diets,
    visibility: row.visibility,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    rating,
    isOwner: viewerId !== null && row.authorId === viewerId,
  };
  if (access === "teaser") return { ...common, access: "teaser" };
  return {
    ...common,
    access: "full",
    ingredientGroups: row.ingredientGroups,
    instructionSections: row.instructionSections,
    nutrition: row.nutrition,
    sourceUrl: row.sourceUrl,
    videoUrl: row.videoUrl,
    attribution: row.attribution,
    isFeatured: row.isFeatured,
  };
}
