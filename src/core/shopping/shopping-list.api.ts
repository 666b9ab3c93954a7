/**
 * The shopping list's endpoints. Writes name the list they were made on and answer the list as it
 * is afterwards; each may carry an `opId` so that sending it twice applies it once. Anyone but the
 * list's owner and members gets a 404 for it.
 */
import { z } from "zod";
import { defineEndpoints } from "../api/endpoint.ts";
import {
  ZAddItemsInput,
  ZAddMealPlanInput,
  ZAddRecipeInput,
  ZCheckItemsInput,
  ZClearCheckedInput,
  ZEditItemInput,
  ZInviteMemberInput,
  ZRemoveItemsInput,
  ZShoppingListParams,
  ZShoppingListView,
  ZShoppingMemberParams,
} from "./shopping-list.schema.ts";

const write = { isSignedIn: true, params: ZShoppingListParams, response: ZShoppingListView } as const;

export const shoppingListApi = defineEndpoints("shopping list", {
  mine: {
    method: "GET",
    path: "/shopping-list",
    summary: "Your shopping list",
    description:
      "The household list you have joined, or your own. Items are merged by food and grouped by aisle in store order.",
    isSignedIn: true,
    response: ZShoppingListView,
  },
  read: {
    method: "GET",
    path: "/shopping-lists/:listId",
    summary: "A shopping list you own or share",
    isSignedIn: true,
    params: ZShoppingListParams,
    response: ZShoppingListView,
  },
  addRecipe: {
    ...write,
    method: "POST",
    path: "/shopping-lists/:listId/recipes",
    summary: "Add a recipe's ingredients",
    description:
      "At the recipe's servings, or scaled to `servings`. A recipe already on the list stays on it once, at the servings added up.",
    body: ZAddRecipeInput,
  },
  addMealPlan: {
    ...write,
    method: "POST",
    path: "/shopping-lists/:listId/meal-plans",
    summary: "Add every recipe of a meal plan",
    description:
      "Each recipe at the servings planned for it (a recipe planned twice, or already on the list, at the servings added up). Only recipes whose ingredients you may read: `addedRecipeCount` says how many went on the list, `lockedRecipeCount` how many were left out for being a blog's subscribers' only and `lockedBlogTitles` whose they are; a plan with nothing else is a 403.",
    body: ZAddMealPlanInput,
    response: ZShoppingListView.extend({
      /** The plan's recipes put on the list (those with ingredients the adder may read). */
      addedRecipeCount: z.number().int(),
      /** The plan's recipes left out because they are for a blog's subscribers. */
      lockedRecipeCount: z.number().int(),
      /** The titles of the blogs those recipes are from, in alphabetical order. */
      lockedBlogTitles: z.array(z.string()),
    }),
  },
  addItems: {
    ...write,
    method: "POST",
    path: "/shopping-lists/:listId/items",
    summary: "Add items typed by hand",
    body: ZAddItemsInput,
  },
  checkItems: {
    ...write,
    method: "POST",
    path: "/shopping-lists/:listId/items/check",
    summary: "Tick items off, or put them back",
    body: ZCheckItemsInput,
  },
  editItem: {
    ...write,
    method: "POST",
    path: "/shopping-lists/:listId/items/edit",
    summary: "Change an item's words or amount",
    description: "The item's lines are replaced by one line with the new text; later additions of that food add to it.",
    body: ZEditItemInput,
  },
  removeItems: {
    ...write,
    method: "POST",
    path: "/shopping-lists/:listId/items/remove",
    summary: "Take items off the list",
    body: ZRemoveItemsInput,
  },
  clearChecked: {
    ...write,
    method: "POST",
    path: "/shopping-lists/:listId/clear-checked",
    summary: "Take every ticked item off the list",
    body: ZClearCheckedInput,
  },
  inviteMember: {
    ...write,
    method: "POST",
    path: "/shopping-lists/:listId/members",
    summary: "Invite someone to share your list, by username",
    description:
      "Owner only. They see the list once they accept. Someone already invited or on the list is a 409 that says so.",
    body: ZInviteMemberInput,
  },
  removeMember: {
    method: "DELETE",
    path: "/shopping-lists/:listId/members/:userId",
    summary: "Remove a member or an invitation, or leave",
    description:
      "The owner may remove anyone; a member may remove only themselves (leaving), and trying to remove anyone else is a 403. Answers the list the caller is on afterwards.",
    isSignedIn: true,
    params: ZShoppingMemberParams,
    response: ZShoppingListView,
  },
  acceptInvitation: {
    ...write,
    method: "POST",
    path: "/shopping-lists/:listId/invitation/accept",
    summary: "Join a list you were invited to",
    description: "Items on your own list move to the shared one.",
  },
  declineInvitation: {
    ...write,
    method: "POST",
    path: "/shopping-lists/:listId/invitation/decline",
    summary: "Turn an invitation down",
    description: "Answers your own list.",
  },
});

/** Sent on `GET /api/shopping-lists/:listId/events` (server-sent events) when the list changes. */
export const ZShoppingListEvent = z.object({ listId: z.uuid() });
