/**
 * The shopping list as the API answers it and what its writes accept. The list stores source lines
 * (a recipe's lines at the servings chosen, or what someone typed); the answer merges them into
 * items by food and groups the items by aisle in store order, each naming the recipes that need it.
 */
import { z } from "zod";

/** Lines one list may hold (recipes' and typed ones, checked or not); beyond it a write is refused. */
export const maxListLines = 600;
/** Lines typed in one go. */
export const maxTypedLines = 50;
/** People a list may be shared with, invitations included. */
export const maxListMembers = 10;

/**
 * The browser's id for a write: sent again after a lost answer or a replay of the offline queue,
 * the write is applied once.
 */
export const ZOperationId = z.uuid().optional();

export const ZShoppingListParams = z.object({ listId: z.uuid() });
export const ZShoppingMemberParams = z.object({ listId: z.uuid(), userId: z.string().min(1).max(100) });

const ZLineIds = z.array(z.uuid()).min(1, "Choose at least one item.").max(maxListLines);

export const ZAddRecipeInput = z
  .object({
    recipeId: z.uuid(),
    /** The servings to shop for; the recipe's own when left out. */
    servings: z.number().int().min(1, "Servings must be at least 1.").max(100, "At most 100 servings.").optional(),
    opId: ZOperationId,
  })
  .strict();
export type TAddRecipeInput = z.infer<typeof ZAddRecipeInput>;

export const ZAddMealPlanInput = z.object({ mealPlanId: z.uuid(), opId: ZOperationId }).strict();
export type TAddMealPlanInput = z.infer<typeof ZAddMealPlanInput>;

export const ZAddItemsInput = z
  .object({
    texts: z
      .array(z.string().trim().min(1, "Type an item.").max(200, "Keep each item under 200 characters."))
      .min(1, "Type an item.")
      .max(maxTypedLines, `Add at most ${maxTypedLines} items at once.`),
    /**
     * Ids for the new lines, one per text, chosen by the browser: an item added offline can then be
     * ticked or edited before the list has been synced.
     */
    lineIds: z.array(z.uuid()).max(maxTypedLines).optional(),
    opId: ZOperationId,
  })
  .strict()
  .refine((input) => !input.lineIds || input.lineIds.length === input.texts.length, {
    message: "Give one line id per item.",
    path: ["lineIds"],
  });
export type TAddItemsInput = z.infer<typeof ZAddItemsInput>;

export const ZCheckItemsInput = z.object({ lineIds: ZLineIds, isChecked: z.boolean(), opId: ZOperationId }).strict();
export type TCheckItemsInput = z.infer<typeof ZCheckItemsInput>;

export const ZEditItemInput = z
  .object({
    lineIds: ZLineIds,
    text: z.string().trim().min(1, "Type the item.").max(200, "Keep the item under 200 characters."),
    opId: ZOperationId,
  })
  .strict();
export type TEditItemInput = z.infer<typeof ZEditItemInput>;

export const ZRemoveItemsInput = z.object({ lineIds: ZLineIds, opId: ZOperationId }).strict();
export type TRemoveItemsInput = z.infer<typeof ZRemoveItemsInput>;

export const ZClearCheckedInput = z.object({ opId: ZOperationId }).strict();

export const ZInviteMemberInput = z
  .object({ username: z.string().trim().min(1, "Type a username.").max(40, "That username is too long.") })
  .strict();
export type TInviteMemberInput = z.infer<typeof ZInviteMemberInput>;

const ZRecipeRef = z.object({ id: z.uuid().nullable(), title: z.string() });

export const ZShoppingLine = z.object({
  id: z.uuid(),
  text: z.string(),
  recipe: ZRecipeRef.nullable(),
  servings: z.number().int().nullable(),
});
export type TShoppingLine = z.infer<typeof ZShoppingLine>;

export const ZShoppingItem = z.object({
  /** Stable while the item's lines stay the same: for React keys and the browser's offline copy. */
  key: z.string(),
  /** "3 onions", "2 cups flour", or the words typed. */
  text: z.string(),
  /** The food as Ladle knows it ("onion", "all-purpose flour"); null for something it does not know. */
  food: z.string().nullable(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  aisle: z.string(),
  isChecked: z.boolean(),
  /** The recipes that need it, once each. */
  recipes: z.array(ZRecipeRef),
  lines: z.array(ZShoppingLine),
});
export type TShoppingItem = z.infer<typeof ZShoppingItem>;

export const ZShoppingAisle = z.object({ aisle: z.string(), items: z.array(ZShoppingItem) });
export type TShoppingAisle = z.infer<typeof ZShoppingAisle>;

export const shoppingMemberRoles = ["owner", "member", "invited"] as const;

export const ZShoppingMember = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(shoppingMemberRoles),
});
export type TShoppingMember = z.infer<typeof ZShoppingMember>;

export const ZShoppingInvitation = z.object({
  listId: z.uuid(),
  owner: z.object({ name: z.string(), username: z.string() }),
});
export type TShoppingInvitation = z.infer<typeof ZShoppingInvitation>;

export const ZShoppingRecipe = z.object({
  id: z.uuid().nullable(),
  title: z.string(),
  servings: z.number().int().nullable(),
  /** Its lines still on the list, so the recipe can be taken off in one go. */
  lineIds: z.array(z.uuid()),
});
export type TShoppingRecipe = z.infer<typeof ZShoppingRecipe>;

export const ZShoppingListView = z.object({
  id: z.uuid(),
  /** Who the answer is for: the browser keeps its offline copy per person. */
  viewerId: z.string(),
  isOwner: z.boolean(),
  /** The owner first, then members, then people invited. */
  members: z.array(ZShoppingMember),
  /** Other people's lists the viewer is invited to share. */
  invitations: z.array(ZShoppingInvitation),
  /** Items still to buy, by aisle in store order. */
  aisles: z.array(ZShoppingAisle),
  checked: z.array(ZShoppingItem),
  recipes: z.array(ZShoppingRecipe),
  /** Items still to buy (the header's badge). */
  itemCount: z.number().int(),
});
export type TShoppingListView = z.infer<typeof ZShoppingListView>;
