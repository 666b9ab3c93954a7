import { z } from "zod";
import { defineEndpoints } from "../api/endpoint.ts";
import { pageOf, ZPageQuery } from "../api/paging.ts";
import { ZMealPlanSummary } from "../meal-plans/meal-plan-view.schema.ts";
import { ZRecipeCard } from "../recipes/recipe-view.schema.ts";
import {
  followStatuses,
  ZFeedQuery,
  ZFollowNotice,
  ZFollowPerson,
  ZFollowRequest,
  ZFollowState,
  ZFollowStatusesQuery,
  ZUserIdParams,
  ZUsernameParams,
} from "./follow.schema.ts";

const peopleListDescription =
  "Newest first. A private profile's lists are for its owner and the followers they approved (403 for anyone else).";

const ZFeedPerson = z.object({ name: z.string(), username: z.string() });

/** A new recipe (a blog's too) or meal plan from someone you follow. */
export const ZFeedItem = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("recipe"), at: z.iso.datetime(), recipe: ZRecipeCard }),
  z.object({ kind: z.literal("meal-plan"), at: z.iso.datetime(), plan: ZMealPlanSummary, owner: ZFeedPerson }),
]);
export type TFeedItem = z.infer<typeof ZFeedItem>;

export const followsApi = defineEndpoints("follows", {
  follow: {
    method: "PUT",
    path: "/users/:userId/follow",
    summary: "Follow someone",
    description:
      'Public profiles: "following" at once. Private profiles: "requested" until the owner approves. Idempotent; 400 for yourself, 404 for nobody.',
    isSignedIn: true,
    params: ZUserIdParams,
    response: ZFollowState,
  },
  unfollow: {
    method: "DELETE",
    path: "/users/:userId/follow",
    summary: "Unfollow someone (or withdraw a request)",
    isSignedIn: true,
    params: ZUserIdParams,
    response: ZFollowState,
  },
  statuses: {
    method: "GET",
    path: "/follows/statuses",
    summary: "Whether you follow each of these people",
    description: 'For pages every reader shares: "none", "following" or "requested" per user id (up to 100).',
    isSignedIn: true,
    query: ZFollowStatusesQuery,
    response: z.object({ statuses: z.record(z.string(), z.enum(followStatuses)) }),
  },
  followers: {
    method: "GET",
    path: "/users/:username/followers",
    summary: "Who follows someone",
    description: peopleListDescription,
    params: ZUsernameParams,
    query: ZPageQuery,
    response: pageOf(ZFollowPerson),
  },
  following: {
    method: "GET",
    path: "/users/:username/following",
    summary: "Whom someone follows",
    description: peopleListDescription,
    params: ZUsernameParams,
    query: ZPageQuery,
    response: pageOf(ZFollowPerson),
  },
  requests: {
    method: "GET",
    path: "/me/follow-requests",
    summary: "Requests to follow your private profile",
    description: "Oldest first: the ones waiting longest come first.",
    isSignedIn: true,
    query: ZPageQuery,
    response: pageOf(ZFollowRequest),
  },
  approve: {
    method: "PUT",
    path: "/me/follow-requests/:userId",
    summary: "Approve a follow request",
    description:
      "They follow you from now on and see your profile's recipes, collections and plans; they get a notice and an email. 404 when they have no request waiting.",
    isSignedIn: true,
    params: ZUserIdParams,
    response: ZFollowState,
  },
  decline: {
    method: "DELETE",
    path: "/me/follow-requests/:userId",
    summary: "Decline a follow request",
    description: "The request goes away without a word to them; they may ask again. 404 when none is waiting.",
    isSignedIn: true,
    params: ZUserIdParams,
    response: ZFollowState,
  },
  feed: {
    method: "GET",
    path: "/feed",
    summary: "New from people you follow",
    description:
      "Recipes and meal plans the people you follow made, newest first: public ones, and paywalled ones as teasers (no times, diets or recipes). Pass `nextCursor` as `cursor` for the next page; null at the end. Empty without a session.",
    query: ZFeedQuery,
    response: z.object({ items: z.array(ZFeedItem), nextCursor: z.string().nullable() }),
  },
  notices: {
    method: "GET",
    path: "/me/follow-notices",
    summary: "Your approved follow requests not yet dismissed",
    isSignedIn: true,
    response: z.object({ items: z.array(ZFollowNotice) }),
  },
  dismissNotice: {
    method: "DELETE",
    path: "/me/follow-notices/:noticeId",
    summary: "Dismiss a notice",
    isSignedIn: true,
    params: z.object({ noticeId: z.uuid("noticeId: that is not a notice's id.") }),
    status: 204,
    response: z.null(),
  },
});
