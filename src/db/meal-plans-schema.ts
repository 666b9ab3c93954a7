/**
 * Meal plans: days × meals holding recipes, owned by a user, and their publications on the owner's
 * blog. Kept apart from schema.ts, which re-exports them.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { TMealPlanVisibility, TMealSlot } from "../core/meal-plans/meal-slots.ts";
import { blogs, recipes, users } from "./referenced-tables.ts";

export const mealPlans = pgTable(
  "meal_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** The date of day 0; null for a plan of undated days ("Day 1", "Day 2"…). */
    startDate: date("start_date", { mode: "string" }),
    dayCount: integer("day_count").notNull(),
    /** The diets the plan keeps to (chosen when it was generated or set by hand). */
    diets: text("diets").array().notNull().default(sql`'{}'::text[]`),
    /** `paywalled` only while published to a paywalled blog. */
    visibility: text("visibility").$type<TMealPlanVisibility>().notNull().default("public"),
    /** The landing page's address (/landings/meal-plans/{slug}); fixed when the plan is made. */
    urlSlug: text("url_slug").notNull(),
    /** The plan this one was copied from, while it exists. */
    copiedFromId: uuid("copied_from_id").references((): AnyPgColumn => mealPlans.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index("meal_plans_owner_updated_idx").on(t.ownerId, t.updatedAt),
    uniqueIndex("meal_plans_url_slug_key").on(t.urlSlug),
    check("meal_plans_day_count_check", sql`${t.dayCount} between 1 and 28`),
  ],
);

/** One recipe in one meal of one day; a meal may hold several (a main and a side). */
export const mealPlanEntries = pgTable(
  "meal_plan_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mealPlanId: uuid("meal_plan_id")
      .notNull()
      .references(() => mealPlans.id, { onDelete: "cascade" }),
    /** 0-based day within the plan. */
    day: integer("day").notNull(),
    slot: text("slot").$type<TMealSlot>().notNull(),
    /** Order within the meal. */
    position: integer("position").notNull().default(0),
    recipeId: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    servings: integer("servings").notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("meal_plan_entries_plan_idx").on(t.mealPlanId, t.day, t.slot, t.position),
    index("meal_plan_entries_recipe_idx").on(t.recipeId),
    check("meal_plan_entries_day_check", sql`${t.day} between 0 and 27`),
    check("meal_plan_entries_servings_check", sql`${t.servings} between 1 and 50`),
  ],
);

/** A plan published to its owner's blog, free or for subscribers; one publication per plan. */
export const mealPlanPublications = pgTable(
  "meal_plan_publications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mealPlanId: uuid("meal_plan_id")
      .notNull()
      .references(() => mealPlans.id, { onDelete: "cascade" }),
    blogId: uuid("blog_id")
      .notNull()
      .references(() => blogs.id, { onDelete: "cascade" }),
    isPaywalled: boolean("is_paywalled").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("meal_plan_publications_plan_key").on(t.mealPlanId),
    index("meal_plan_publications_blog_idx").on(t.blogId, t.publishedAt),
  ],
);
