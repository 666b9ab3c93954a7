/**
 * Ladle's database schema. The first four tables follow better-auth's core model (users, sessions,
 * linked accounts, verification codes); the rest are Ladle's own.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
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
import type { TIngredientGroup, TInstructionSection, TNutrition } from "../core/recipes/recipe.schema.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// --- Identity (better-auth) -------------------------------------------------------------------

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull().default(""),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** The spec's user_metadata.completedRegistration; set server-side when registration completes. */
  completedRegistration: boolean("completed_registration").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

// --- Profiles, blogs, follows ------------------------------------------------------------------

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Always stored lowercased (spec §5); the unique index is on the stored value. */
    username: text("username").notNull(),
    isPublic: boolean("is_public").notNull().default(true),
    bio: text("bio").notNull().default(""),
    avatarUrl: text("avatar_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("profiles_username_key").on(t.username)],
);

export const blogs = pgTable(
  "blogs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** Short public name used in /p/blogs/{shortlink}. */
    shortlink: text("shortlink").notNull(),
    /** Drives the role: true → PAYWALLED_BLOG_CREATOR, false → BLOG_CREATOR (spec §4). */
    hasPaywalledContent: boolean("has_paywalled_content").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("blogs_owner_id_key").on(t.ownerId), uniqueIndex("blogs_shortlink_key").on(t.shortlink)],
);

export const follows = pgTable(
  "follows",
  {
    followerId: text("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followeeId: text("followee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Follows of private profiles wait for approval. */
    isApproved: boolean("is_approved").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followeeId] }), index("follows_followee_idx").on(t.followeeId)],
);

// --- Recipes and collections -------------------------------------------------------------------

export const recipeVisibilities = ["public", "private", "draft", "paywalled"] as const;
export type TRecipeVisibility = (typeof recipeVisibilities)[number];

export const recipes = pgTable(
  "recipes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    authorId: text("author_id").references(() => users.id, { onDelete: "cascade" }),
    blogId: uuid("blog_id").references(() => blogs.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    imageUrl: text("image_url"),
    servings: integer("servings"),
    yieldText: text("yield_text"),
    prepMinutes: integer("prep_minutes"),
    cookMinutes: integer("cook_minutes"),
    totalMinutes: integer("total_minutes"),
    ingredientGroups: jsonb("ingredient_groups").$type<TIngredientGroup[]>().notNull().default([]),
    instructionSections: jsonb("instruction_sections").$type<TInstructionSection[]>().notNull().default([]),
    courses: text("courses").array().notNull().default(sql`'{}'::text[]`),
    cuisines: text("cuisines").array().notNull().default(sql`'{}'::text[]`),
    diets: text("diets").array().notNull().default(sql`'{}'::text[]`),
    nutrition: jsonb("nutrition").$type<TNutrition>(),
    sourceUrl: text("source_url"),
    attribution: text("attribution"),
    visibility: text("visibility").$type<TRecipeVisibility>().notNull().default("public"),
    isFeatured: boolean("is_featured").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("recipes_author_idx").on(t.authorId),
    index("recipes_blog_idx").on(t.blogId),
    index("recipes_visibility_created_idx").on(t.visibility, t.createdAt),
    index("recipes_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
  ],
);

export const collections = pgTable(
  "collections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    isPublic: boolean("is_public").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("collections_owner_idx").on(t.ownerId)],
);

export const collectionRecipes = pgTable(
  "collection_recipes",
  {
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    recipeId: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.recipeId] }), index("collection_recipes_recipe_idx").on(t.recipeId)],
);

// --- Messages ------------------------------------------------------------------------------------

/** Every email, SMS and push that has no provider credentials lands here (DESIGN.md "outbox"). */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    channel: text("channel").$type<"email" | "sms" | "push">().notNull(),
    subject: text("subject").notNull().default(""),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_to_created_idx").on(t.to, t.createdAt)],
);
