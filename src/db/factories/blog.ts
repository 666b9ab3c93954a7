import type { TDb } from "../client.ts";
import { blogs } from "../schema.ts";
import { uniqueToken } from "./unique.ts";

export type TBlogInsert = typeof blogs.$inferInsert;
export type TBlog = typeof blogs.$inferSelect;

/** A blogs row for an existing owner; not paywalled (BLOG_CREATOR) unless overridden. */
export function buildBlog(overrides: Partial<TBlogInsert> & { ownerId: string }): TBlogInsert {
  const token = uniqueToken();
  return {
    title: `Test Kitchen ${token}`,
    description: "Recipes from a test kitchen.",
    shortlink: `blog-${token}`,
    hasPaywalledContent: false,
    ...overrides,
  };
}

export async function insertBlog(db: TDb, overrides: Partial<TBlogInsert> & { ownerId: string }): Promise<TBlog> {
  const [row] = await db.insert(blogs).values(buildBlog(overrides)).returning();
  return row;
}
