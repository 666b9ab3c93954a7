/**
 * The signed-in viewer's own state on a page that everyone signed in shares: the server keeps one
 * copy of such a page for all of them, and the page asks for what is personal once it is open.
 */
import { z } from "zod";
import { defineEndpoints } from "../api/endpoint.ts";
import { ZCreatorCard } from "../creators/creator.schema.ts";
import { followStatuses } from "../follows/follow.schema.ts";
import { ZPublicViewer } from "../identity/public-viewer.ts";
import { ZKeptDetails } from "../moving-in/kept-details.schema.ts";
import { ZRecipeCard } from "../recipes/recipe-view.schema.ts";
import { ZReview } from "../reviews/review.schema.ts";

export const ZPersonalStateQuery = z.object({
  /** The recipe page being shown. */
  recipeId: z.uuid().optional(),
  /** The profile page being shown. */
  username: z.string().min(1).max(40).optional(),
  /** The home page: recipes from people the viewer follows, and creators they do not follow yet. */
  home: z.enum(["1"]).optional(),
});
export type TPersonalStateQuery = z.infer<typeof ZPersonalStateQuery>;

export const ZRecipePersonalState = z.object({
  isOwner: z.boolean(),
  /** Whether the viewer follows the recipe's author. */
  followStatus: z.enum(followStatuses),
  mine: ZReview.nullable(),
  canReview: z.boolean(),
  /** The author's own rating, notes and tags kept from the app they moved in from; null for anyone else. */
  kept: ZKeptDetails.nullable(),
});
export type TRecipePersonalState = z.infer<typeof ZRecipePersonalState>;

export const ZProfilePersonalState = z.object({ isOwner: z.boolean(), followStatus: z.enum(followStatuses) });
export type TProfilePersonalState = z.infer<typeof ZProfilePersonalState>;

export const ZPersonalState = z.object({
  /** Null when the session has ended. */
  viewer: ZPublicViewer.nullable(),
  recipe: ZRecipePersonalState.nullable(),
  profile: ZProfilePersonalState.nullable(),
  followed: z.array(ZRecipeCard).nullable(),
  /** With `home`: the home page's creators to follow, leaving out the viewer and whoever they follow. */
  creators: z.array(ZCreatorCard).nullable(),
  /** Items still to buy on the viewer's shopping list (the header's badge); null when signed out. */
  shoppingListCount: z.number().int().nullable(),
});
export type TPersonalState = z.infer<typeof ZPersonalState>;

export const meApi = defineEndpoints("me", {
  state: {
    method: "GET",
    path: "/me/state",
    summary: "Your own state on a shared page",
    description:
      "Who you are (or null), how many items are on your shopping list, and with `recipeId`, `username` or `home` what is yours on that page: your review, whether you follow the author, your own notes on a recipe you wrote, recipes from people you follow and creators you don't follow yet. Pages that every signed-in cook shares ask for this once open.",
    query: ZPersonalStateQuery,
    response: ZPersonalState,
  },
});
