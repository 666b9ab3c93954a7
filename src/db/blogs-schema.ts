/**
 * A blog's own arrangement of its creator's work: categories of its recipes, the featured recipes
 * and the collections it shows, each in the creator's order. The blog's posts are its recipes
 * (`recipes.blog_id`), and its meal plans are the plans published to it (`meal_plan_publications`).
 * Kept apart from schema.ts, which re-exports them.
 */
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { blogs, collections, recipes } from "./referenced-tables.ts";

export const blogCategories = pgTable(
  "blog_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    blogId: uuid("blog_id")
      .notNull()
      .references(() => blogs.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Lowercase words joined by hyphens, unique within the blog. */
    slug: text("slug").notNull(),
    /** The creator's order, from 0. */
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("blog_categories_blog_slug_key").on(t.blogId, t.slug),
    index("blog_categories_order_idx").on(t.blogId, t.position),
  ],
);

/** Which of the blog's recipes sit in which category; a recipe may sit in several. */
export const blogCategoryRecipes = pgTable(
  "blog_category_recipes",
  {
    categoryId: uuid("category_id")
      .notNull()
      .references(() => blogCategories.id, { onDelete: "cascade" }),
    recipeId: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.recipeId] }),
    index("blog_category_recipes_recipe_idx").on(t.recipeId),
  ],
);

export const blogFeaturedRecipes = pgTable(
  "blog_featured_recipes",
  {
    blogId: uuid("blog_id")
      .notNull()
      .references(() => blogs.id, { onDelete: "cascade" }),
    recipeId: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.recipeId] }), index("blog_featured_recipes_recipe_idx").on(t.recipeId)],
);

/** The collections a blog shows, in the order set on Reorder Blog Collections. */
export const blogCollections = pgTable(
  "blog_collections",
  {
    blogId: uuid("blog_id")
      .notNull()
      .references(() => blogs.id, { onDelete: "cascade" }),
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.blogId, t.collectionId] }),
    index("blog_collections_collection_idx").on(t.collectionId),
  ],
);
