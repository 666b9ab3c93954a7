/**
 * Shopping lists: one per user, shared as a household with the people its owner invites. The list
 * keeps the source lines (a recipe's ingredient lines at the servings chosen, or what someone
 * typed), never merged items: the page merges them on every read, so an edit or a removal never
 * leaves a stale total behind (docs/decisions/019-shopping-list-lines-households-and-offline.md).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { TEditedSource } from "../core/shopping/recipe-lines.ts";
import { recipes, users } from "./referenced-tables.ts";

export const shoppingListMemberStatuses = ["invited", "joined"] as const;
export type TShoppingListMemberStatus = (typeof shoppingListMemberStatuses)[number];

export const shoppingLists = pgTable("shopping_lists", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Each user owns at most one list, made the first time they add something. */
  ownerId: text("owner_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** People the owner shares the list with: invited until they accept, then joined. */
export const shoppingListMembers = pgTable(
  "shopping_list_members",
  {
    listId: uuid("list_id")
      .notNull()
      .references(() => shoppingLists.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<TShoppingListMemberStatus>().notNull().default("invited"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.userId] }),
    index("shopping_list_members_user_idx").on(t.userId),
    // Someone shops from one list at a time: joined to one household at most.
    uniqueIndex("shopping_list_members_joined_key").on(t.userId).where(sql`${t.status} = 'joined'`),
  ],
);

export const shoppingListItems = pgTable(
  "shopping_list_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The order lines were added in (lines added together share a timestamp). */
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    listId: uuid("list_id")
      .notNull()
      .references(() => shoppingLists.id, { onDelete: "cascade" }),
    /** The recipe a line came from; null for what someone typed (and after the recipe is deleted). */
    recipeId: uuid("recipe_id").references(() => recipes.id, { onDelete: "set null" }),
    /** Kept so the list still says where a line came from after the recipe changes or goes. */
    recipeTitle: text("recipe_title"),
    /** The servings the recipe was added at. */
    servings: integer("servings"),
    /** The line as the list shows it (scaled when the servings differ from the recipe's). */
    text: text("text").notNull(),
    quantity: doublePrecision("quantity"),
    quantityMax: doublePrecision("quantity_max"),
    unit: text("unit"),
    food: text("food"),
    isChecked: boolean("is_checked").notNull().default(false),
    /**
     * Set on a line the cook edited: the recipes' lines it replaced. Adding the recipe again keeps
     * it as the cook wrote it and leaves those lines out. Null for a line nobody edited.
     */
    editedFrom: jsonb("edited_from").$type<TEditedSource[]>(),
    /**
     * Removed by the cook (not by an edit, a clear or the recipe added again): while its recipe stays
     * on the list, adding it again leaves this line out. Cleared when the recipe comes back afresh.
     */
    isDismissed: boolean("is_dismissed").notNull().default(false),
    /** An edit replaces the lines of an item with one new line; operations on the old ones follow it here. */
    replacedBy: uuid("replaced_by"),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index("shopping_list_items_list_idx").on(t.listId).where(sql`${t.removedAt} IS NULL`)],
);

/**
 * Operations already applied, by the id the browser gave them: an operation sent again (a retry,
 * or a queue replayed after being offline) changes nothing the second time.
 */
export const shoppingListOperations = pgTable(
  "shopping_list_operations",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("shopping_list_operations_applied_idx").on(t.appliedAt)],
);
