/**
 * The one server-side answer to "what may this viewer see of this recipe?" (issue 4). Every page
 * loader and API call goes through `resolveRecipeAccess`; subscriptions extend `listPaidBlogIds`.
 */
import { eq } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { blogs, type TRecipeVisibility } from "#db/schema.ts";

/** full: everything; teaser: title, description, image, author, times, servings; none: a 404. */
export type TRecipeAccess = "full" | "teaser" | "none";

export interface TRecipeAccessFacts {
  authorId: string | null;
  visibility: TRecipeVisibility;
  blogId: string | null;
}

/**
 * Blogs whose paywalled recipes this user has paid for (subscription or purchase).
 * TODO(subscriptions): return the blogs with an active subscription; until then nobody has any.
 */
export async function listPaidBlogIds(_options: { db: TDb; viewerId: string }): Promise<string[]> {
  return [];
}

/** Whether the viewer may read the paywalled recipes of this blog: its owner, or a paying subscriber. */
export async function hasPaidAccess({
  db,
  viewerId,
  blogId,
}: {
  db: TDb;
  viewerId: string | null;
  blogId: string | null;
}): Promise<boolean> {
  if (!viewerId || !blogId) return false;
  const [blog] = await db.select({ ownerId: blogs.ownerId }).from(blogs).where(eq(blogs.id, blogId)).limit(1);
  if (blog?.ownerId === viewerId) return true;
  return (await listPaidBlogIds({ db, viewerId })).includes(blogId);
}

export async function resolveRecipeAccess({
  db,
  viewerId,
  recipe,
}: {
  db: TDb;
  viewerId: string | null;
  recipe: TRecipeAccessFacts;
}): Promise<TRecipeAccess> {
  if (viewerId !== null && recipe.authorId === viewerId) return "full";
  switch (recipe.visibility) {
    case "public":
      return "full";
    case "paywalled":
      return (await hasPaidAccess({ db, viewerId, blogId: recipe.blogId })) ? "full" : "teaser";
    default:
      // Private and draft recipes do not exist for anyone but their author.
      return "none";
  }
}
