/**
 * A creator's blog: what its owner sets up and arranges (/me/blog) and what its readers see
 * (/blogs/{id}, /u/{username}/blog, /p/blogs/{shortlink}). Its posts are its recipes; its meal
 * plans are the plans published to it.
 */
import { z } from "zod";
import { ZExpectedUpdatedAt } from "../api/edit-version.ts";
import { ZCollectionSummary } from "../collections/collection.schema.ts";
import { ZRecipeCard } from "../recipes/recipe-view.schema.ts";
import { blogLimits } from "./blog-limits.ts";

export { blogLimits };

export const blogNotFoundMessage = "We couldn't find that blog.";
export const noBlogYetMessage = "You don't have a blog yet. Start one from your profile.";
export const shortlinkTakenMessage = "shortlink: That shortlink is taken. Try another.";
export const categoryNotFoundMessage = "We couldn't find that category on this blog.";
export const blogChangedMessage =
  "Your blog was changed in another tab or on another device after you opened it, so nothing was saved.";

const shortlinkPattern = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export const ZShortlink = z
  .string()
  .trim()
  .toLowerCase()
  .min(blogLimits.shortlinkMin, `Use at least ${blogLimits.shortlinkMin} characters.`)
  .max(blogLimits.shortlinkMax, `Use at most ${blogLimits.shortlinkMax} characters.`)
  .regex(shortlinkPattern, "Use lowercase letters, numbers and hyphens, starting and ending with a letter or number.")
  // /api/blogs/mine is the owner's own blog, so no blog may be called that.
  .refine((value) => value !== "mine", "That shortlink is taken. Try another.");

const ZTitle = z
  .string()
  .trim()
  .min(1, "Give your blog a name.")
  .max(blogLimits.titleMax, `Keep the name under ${blogLimits.titleMax} characters.`);
const ZDescription = z
  .string()
  .trim()
  .max(blogLimits.descriptionMax, `Keep the description under ${blogLimits.descriptionMax} characters.`);

/** Start your blog. */
export const ZBlogSetup = z.object({ title: ZTitle, description: ZDescription.default(""), shortlink: ZShortlink });
export type TBlogSetup = z.infer<typeof ZBlogSetup>;

/**
 * Any of the blog's settings; `hasPaywalledContent` also sets the owner's role. `expectedUpdatedAt`
 * is the blog's `updatedAt` when the form was opened: a blog saved since is not overwritten (409).
 */
export const ZBlogUpdate = z
  .object({
    title: ZTitle,
    description: ZDescription,
    shortlink: ZShortlink,
    hasPaywalledContent: z.boolean(),
  })
  .partial()
  .extend({ expectedUpdatedAt: ZExpectedUpdatedAt });
export type TBlogUpdate = z.infer<typeof ZBlogUpdate>;

export const ZCategoryInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name the category.")
    .max(blogLimits.categoryNameMax, `Keep the name under ${blogLimits.categoryNameMax} characters.`),
});
export type TCategoryInput = z.infer<typeof ZCategoryInput>;

/** A list of ids in the order wanted (categories, featured recipes, collections on the blog). */
export const ZIdOrder = z.object({ ids: z.array(z.uuid()).max(500) });
export type TIdOrder = z.infer<typeof ZIdOrder>;

export const ZCategoryRecipes = z.object({ recipeIds: z.array(z.uuid()).max(500) });

export const ZBlogIdParams = z.object({ blogId: z.string().trim().min(1).max(80) });
export const ZCategoryIdParams = z.object({ categoryId: z.uuid() });
export const ZBlogCategoryParams = ZBlogIdParams.extend({ categoryId: z.string().trim().min(1).max(80) });

export const ZBlogHeader = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  shortlink: z.string(),
  hasPaywalledContent: z.boolean(),
  avatarUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  owner: z.object({ id: z.string(), name: z.string(), username: z.string(), avatarUrl: z.string().nullable() }),
});
export type TBlogHeader = z.infer<typeof ZBlogHeader>;

export const ZBlogCategory = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  recipeCount: z.number().int(),
});
export type TBlogCategory = z.infer<typeof ZBlogCategory>;

/** A plan on the blog: for non-subscribers of a paywalled plan this is all there is (no recipe). */
export const ZBlogMealPlan = z.object({
  publicationId: z.uuid(),
  mealPlanId: z.uuid(),
  title: z.string(),
  description: z.string(),
  dayCount: z.number().int(),
  recipeCount: z.number().int(),
  coverUrl: z.string().nullable(),
  isPaywalled: z.boolean(),
  /** The plan's page: the plan itself when the reader may open it, its publication page otherwise. */
  path: z.string(),
});
export type TBlogMealPlan = z.infer<typeof ZBlogMealPlan>;

export const ZBlogPage = z.object({
  blog: ZBlogHeader,
  categories: z.array(ZBlogCategory),
  featured: z.array(ZRecipeCard),
  /** The newest recipes that are not among the first `blogHomeFeaturedCount` featured ones (blog-home.ts). */
  latest: z.array(ZRecipeCard),
  recipeCount: z.number().int(),
  collections: z.array(ZCollectionSummary),
  mealPlans: z.array(ZBlogMealPlan),
  /** The reader owns the blog or pays for it: paywalled recipes open in full. */
  hasPaidAccess: z.boolean(),
});
export type TBlogPage = z.infer<typeof ZBlogPage>;

export const ZBlogRecipesQuery = z.object({
  q: z.string().trim().max(100).optional(),
  category: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(24),
});
export type TBlogRecipesQuery = z.infer<typeof ZBlogRecipesQuery>;

/** What /me/blog edits: the blog, and the owner's recipes, collections and plans to place on it. */
export const ZBlogEditor = z.object({
  /** `updatedAt`: the version the settings form saves over (its `expectedUpdatedAt`). */
  blog: ZBlogHeader.extend({ updatedAt: z.date() }),
  categories: z.array(ZBlogCategory.extend({ recipeIds: z.array(z.uuid()) })),
  featuredIds: z.array(z.uuid()),
  collectionIds: z.array(z.uuid()),
  recipes: z.array(
    z.object({ id: z.uuid(), title: z.string(), imageUrl: z.string().nullable(), visibility: z.string() }),
  ),
  collections: z.array(ZCollectionSummary),
  mealPlans: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      recipeCount: z.number().int(),
      publication: z.enum(["none", "free", "subscribers"]),
    }),
  ),
});
export type TBlogEditor = z.infer<typeof ZBlogEditor>;

/** "Weeknight Dinners!" → "weeknight-dinners"; never empty. */
export function slugifyCategory(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "category";
}
