/** Creators: people with a blog, as the home page and Discover Creators list them. */
import { z } from "zod";

export const ZCreatorCard = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string(),
  blog: z.object({ title: z.string(), shortlink: z.string(), hasPaywalledContent: z.boolean() }),
  followerCount: z.number().int(),
  /** Public recipes plus paywalled ones (shown to everyone as teasers). */
  recipeCount: z.number().int(),
});
export type TCreatorCard = z.infer<typeof ZCreatorCard>;

export const ZRankedCreatorCard = ZCreatorCard.extend({
  /** Public and paywalled recipes published in the last 30 days. */
  recentRecipeCount: z.number().int(),
});
export type TRankedCreatorCard = z.infer<typeof ZRankedCreatorCard>;
