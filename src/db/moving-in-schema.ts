/**
 * Moving in: a cook's upload of a whole collection from another app, read and saved by a job.
 * Each entry's outcome is a row of its own, written in the same transaction as the recipe it saved,
 * so the rows are both the report and the resume point: a job that restarts continues after the
 * last row and can never save an entry twice (the primary key refuses a second row).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { recipes, users } from "./referenced-tables.ts";

export const movingInStates = ["queued", "running", "completed", "failed"] as const;
export type TMovingInState = (typeof movingInStates)[number];

export const movingInImports = pgTable(
  "moving_in_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** The stored upload; null once the import is over and the file removed. */
    archiveKey: text("archive_key"),
    /** The reader that took it ("paprika"…), once opened. */
    format: text("format"),
    state: text("state").$type<TMovingInState>().notNull().default("queued"),
    /** Items in the upload, once opened; null before. */
    total: integer("total"),
    /** Problems of the upload as a whole (cut short…), reported with the failures. */
    problems: jsonb("problems").$type<{ name: string; reason: string }[]>().notNull().default([]),
    /** Why the whole import stopped, when it failed. */
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("moving_in_imports_user_created_idx").on(t.userId, t.createdAt)],
);

export const movingInOutcomes = ["imported", "duplicate", "failed"] as const;
export type TMovingInOutcome = (typeof movingInOutcomes)[number];

/** One row per item of the upload, in reading order. */
export const movingInItems = pgTable(
  "moving_in_items",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => movingInImports.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** The entry's name in the upload. */
    name: text("name").notNull(),
    outcome: text("outcome").$type<TMovingInOutcome>().notNull(),
    /** The recipe's title as read (imported and duplicates). */
    title: text("title"),
    /** The recipe saved, or the one it duplicates. */
    recipeId: uuid("recipe_id").references(() => recipes.id, { onDelete: "set null" }),
    /** Why it failed, in words. */
    reason: text("reason"),
    /** What did not come along with an imported recipe ("the photo could not be fetched…"), in words. */
    note: text("note"),
    /**
     * Saved, its photo not stored yet: photos are stored after the batch commits (resizing inside
     * the transaction would hold it open), and a restart stores the ones still marked.
     */
    isPhotoPending: boolean("is_photo_pending").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.position] }),
    check("moving_in_items_outcome_check", sql`${t.outcome} in ('imported', 'duplicate', 'failed')`),
  ],
);

/**
 * What the other app knew of a recipe that a Ladle recipe has no field for: the cook's own rating,
 * their notes as written, its tags as written; and the fingerprint that recognises it next time.
 */
export const movedRecipeDetails = pgTable(
  "moved_recipe_details",
  {
    recipeId: uuid("recipe_id")
      .primaryKey()
      .references(() => recipes.id, { onDelete: "cascade" }),
    importId: uuid("import_id").references(() => movingInImports.id, { onDelete: "set null" }),
    rating: real("rating"),
    notes: text("notes"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
  },
  (t) => [index("moved_recipe_details_import_idx").on(t.importId)],
);
