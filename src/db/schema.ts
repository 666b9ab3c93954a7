/**
 * Ladle's database schema. The first four tables follow better-auth's core model (users, sessions,
 * linked accounts, verification codes); the rest are Ladle's own.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
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
import type { TCollectionVisibility } from "../core/collections/collection.schema.ts";
import type { TEstimatedNutrition } from "../core/food/recipe-food-data.ts";
import type {
  TIngredientGroup,
  TInstructionSection,
  TNutrition,
  TRecipeVisibility,
} from "../core/recipes/recipe.schema.ts";
import type { TImageVariant } from "../core/recipes/recipe-view.schema.ts";
import type { TShareImageSet } from "../core/recipes/share-images.ts";

export { collectionVisibilities, type TCollectionVisibility } from "../core/collections/collection.schema.ts";
export { recipeVisibilities, type TRecipeVisibility } from "../core/recipes/recipe.schema.ts";
export * from "./analytics-schema.ts";
export * from "./blogs-schema.ts";
export * from "./follows-schema.ts";
export * from "./integrations-schema.ts";
export * from "./jobs-schema.ts";
export * from "./meal-plans-schema.ts";
export * from "./moving-in-schema.ts";
export * from "./push-schema.ts";
export * from "./shopping-schema.ts";
export * from "./subscriptions-schema.ts";
export type { TImageVariant };

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

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
  /** E.164 (+15551234567); set only by verifying a code sent to it (better-auth phoneNumber plugin). */
  phoneNumber: text("phone_number").unique(),
  phoneNumberVerified: boolean("phone_number_verified").notNull().default(false),
  /** Ladle staff: may create invite codes without owning a blog. Set from the command line only. */
  isAdmin: boolean("is_admin").notNull().default(false),
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
    /** Always stored lowercased; the unique index is on the stored value. */
    username: text("username").notNull(),
    isPublic: boolean("is_public").notNull().default(true),
    bio: text("bio").notNull().default(""),
    avatarUrl: text("avatar_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("profiles_username_key").on(t.username),
    // Search Users: trigram matching on name and username.
    index("profiles_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("profiles_username_trgm_idx").using("gin", sql`${t.username} gin_trgm_ops`),
  ],
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
    /** Drives the role: true → PAYWALLED_BLOG_CREATOR, false → BLOG_CREATOR. */
    hasPaywalledContent: boolean("has_paywalled_content").notNull().default(false),
    /** Storage keys of the uploaded avatar and banner (`blogs/<blog>-…webp`); null: none yet. */
    avatarKey: text("avatar_key"),
    bannerKey: text("banner_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("blogs_owner_id_key").on(t.ownerId), uniqueIndex("blogs_shortlink_key").on(t.shortlink)],
);

/** Which version of the terms each user agreed to, and when (the sign-up terms step). */
export const termsAcceptances = pgTable(
  "terms_acceptances",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    version: text("version").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
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

/** The recipe search index over `t`'s columns (see the recipes table's indexes). */
function searchIndex(
  name: string,
  t: {
    searchVector: AnyPgColumn;
    diets: AnyPgColumn;
    courses: AnyPgColumn;
    cuisines: AnyPgColumn;
    totalMinutes: AnyPgColumn;
  },
) {
  return index(name)
    .using(
      "gin",
      t.searchVector,
      sql`ts_filter(${t.searchVector}, '{a}')`,
      t.diets,
      t.courses,
      t.cuisines,
      sql`recipe_minutes_limits(${t.totalMinutes})`,
    )
    .with({ fastupdate: false });
}

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
    /**
     * Canonical foods of the ingredient lines (src/core/food), and the nutrition estimated from
     * them per serving with its coverage: derived on every write; null until derived (rows from
     * before these columns are filled at start-up).
     */
    foods: text("foods").array(),
    estimatedNutrition: jsonb("estimated_nutrition").$type<TEstimatedNutrition>(),
    sourceUrl: text("source_url"),
    /** A video of the recipe being made (a page on a video site or a video file), https only. */
    videoUrl: text("video_url"),
    attribution: text("attribution"),
    visibility: text("visibility").$type<TRecipeVisibility>().notNull().default("public"),
    isFeatured: boolean("is_featured").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Uploaded image at each width, for srcset; `imageUrl` is the 800-wide one. Empty for seed/external images. */
    imageVariants: jsonb("image_variants").$type<TImageVariant[]>().notNull().default([]),
    /**
     * JPEG renditions of the image for link previews and search engines, with the image URL they
     * were made from (src/core/recipes/share-images.ts); null until the job has made them.
     */
    shareImages: jsonb("share_images").$type<TShareImageSet>(),
    /**
     * Full-text search document (English): title weight A, ingredient lines and tags B, description C.
     * Kept by PostgreSQL itself (migration 0003 defines recipe_search_document).
     */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`recipe_search_document(title, description, ingredient_groups, courses || cuisines || diets)`,
      ),
  },
  (t) => [
    index("recipes_author_idx").on(t.authorId),
    index("recipes_blog_idx").on(t.blogId),
    index("recipes_visibility_created_idx").on(t.visibility, t.createdAt),
    index("recipes_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    // Recipes by the foods they use (meal plans, diets): `foods @> array['chicken breast']`.
    index("recipes_foods_idx").using("gin", t.foods),
    // Rows whose food data is missing or older than the rules (src/db/fill-recipe-food-data.ts),
    // found at start-up without reading the table.
    index("recipes_food_data_version_idx").on(sql`coalesce((${t.estimatedNutrition}->>'version')::int, 0)`),
    // The search index (migration 0010): the whole document, the title words (weight A) and the
    // filter columns, so that one GIN scan intersects query words with filters. No pending list
    // (fastupdate off): every search would otherwise read it whole.
    searchIndex("recipes_search_idx", t),
    // The same for an eighth of the recipes (by the last byte of their random id): a full window of
    // matches found here proves a total capped without reading the long posting lists of the whole
    // index (src/server/features/search/service.ts).
    searchIndex("recipes_search_sample_idx", t).where(sql`get_byte(uuid_send(${t.id}), 15) < 32`),
    // Newest listed recipes first (search with filters only, feeds) without sorting the table.
    index("recipes_listed_created_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.visibility} in ('public', 'paywalled')`),
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
    /** public: anyone; private: its owner only; paywalled: a teaser unless you subscribe to the owner's blog. */
    visibility: text("visibility").$type<TCollectionVisibility>().notNull().default("public"),
    /** The cover is this recipe's photo (while it is in the collection); null: the first recipe's. */
    coverRecipeId: uuid("cover_recipe_id").references(() => recipes.id, { onDelete: "set null" }),
    /** An uploaded cover (WebP at several widths); it wins over `coverRecipeId`. Empty: none. */
    coverImageVariants: jsonb("cover_image_variants").$type<TImageVariant[]>().notNull().default([]),
    createdAt: createdAt(),
    /** Moves with every change, recipes added, removed and reordered included. */
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
    /** The owner's order, from 0; a new recipe goes last. */
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.recipeId] }),
    index("collection_recipes_recipe_idx").on(t.recipeId),
    index("collection_recipes_order_idx").on(t.collectionId, t.position),
  ],
);

// --- Messages ------------------------------------------------------------------------------------

/** Every email, SMS and push that has no provider credentials lands here (and in the log). */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    channel: text("channel").$type<"email" | "sms" | "push">().notNull(),
    subject: text("subject").notNull().default(""),
    text: text("text").notNull(),
    /** The delivery that wrote it (a job); a repeated try of that job adds no second copy. */
    deliveryKey: text("delivery_key").unique(),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_to_created_idx").on(t.to, t.createdAt)],
);

// --- Identity: registration, invites, rate limits, deletion requests -----------------------------

/** Push-notification tokens sent with registration (`fcm_tokens`). A device token has one owner. */
export const fcmTokens = pgTable(
  "fcm_tokens",
  {
    token: text("token").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("fcm_tokens_user_id_idx").on(t.userId)],
);

/** Codes creators and admins hand out; a code may be used `maxUses` times (null: unlimited). */
export const inviteCodes = pgTable(
  "invite_codes",
  {
    /** Stored uppercase; matched case-insensitively by uppercasing the input. */
    code: text("code").primaryKey(),
    inviterId: text("inviter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    maxUses: integer("max_uses"),
    useCount: integer("use_count").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("invite_codes_inviter_id_idx").on(t.inviterId)],
);

/** Who invited whom: one row per registered user who gave a valid invite code. */
export const inviteRedemptions = pgTable(
  "invite_redemptions",
  {
    inviteeId: text("invitee_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Plain text, not a foreign key: the code row goes when its creator deletes their account. */
    code: text("code").notNull(),
    /** Null once the inviter has deleted their account (docs/decisions/005). */
    inviterId: text("inviter_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("invite_redemptions_inviter_id_idx").on(t.inviterId)],
);

/**
 * Sliding-window rate limits shared by every process: one row per key with the
 * times of its recent allowed hits, updated by a single atomic upsert (src/server/lib/rate-limits.ts).
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: timestamp("hits", { withTimezone: true }).array().notNull(),
    /** Whether the last hit was allowed; read back by the same statement that decided it. */
    isAllowed: boolean("is_allowed").notNull(),
    /** After this the row holds nothing that matters and may be deleted. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_expires_at_idx").on(t.expiresAt)],
);

/** Requests to delete an account from people who cannot sign in (/data-deletion-requests). */
export const accountDeletionRequests = pgTable(
  "account_deletion_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lowercased. */
    email: text("email").notNull(),
    message: text("message").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("account_deletion_requests_email_idx").on(t.email)],
);

// --- Recipes: reviews, views, trending, drafts, search vocabulary --------------------------------

/** One review per user per recipe (editable); authors cannot review their own recipes. */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipeId: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    text: text("text").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("reviews_recipe_author_key").on(t.recipeId, t.authorId),
    index("reviews_author_idx").on(t.authorId),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/** Recently viewed recipes per signed-in user (the service keeps the newest 50). */
export const recipeViews = pgTable(
  "recipe_views",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipeId: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recipeId] }),
    index("recipe_views_user_viewed_idx").on(t.userId, t.viewedAt),
  ],
);

/** Views (signed in or not) and saves per recipe per UTC day: what Trending ranks on. */
export const recipeDailyStats = pgTable(
  "recipe_daily_stats",
  {
    recipeId: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    saves: integer("saves").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.day] }), index("recipe_daily_stats_day_idx").on(t.day)],
);

/**
 * Autosaved Add/Edit Recipe forms: one per user per recipe (`draftKey` is the recipe id, or "new"
 * for a recipe not created yet).
 */
export const recipeDrafts = pgTable(
  "recipe_drafts",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    draftKey: text("draft_key").notNull(),
    recipeId: uuid("recipe_id").references(() => recipes.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.draftKey] })],
);

/**
 * The typo-tolerance vocabulary: every word (English lexeme) a searcher may read in some recipe —
 * the title, ingredients and tags of public recipes, the titles of paywalled ones — with how many
 * recipes hold it. A query word that is not here is replaced by its closest trigram match, so a
 * private recipe's words must never be here. Kept by statement triggers on recipes (migration
 * 0012): a word leaves when its last recipe does.
 */
export const searchWords = pgTable(
  "search_words",
  {
    lexeme: text("lexeme").primaryKey(),
    recipeCount: integer("recipe_count").notNull().default(0),
  },
  (t) => [index("search_words_trgm_idx").using("gin", sql`${t.lexeme} gin_trgm_ops`)],
);

// --- Recipe import ---------------------------------------------------------------------------------

/**
 * Where an imported recipe came from. `urlKey` is the page's canonical address,
 * normalised (src/server/features/import/url-key.ts): one import per user per page, so importing
 * the same page again finds the recipe instead of copying it; others can find a public import and
 * save it. `requestedUrlKey` is the address the user gave, so a repeat is found before fetching.
 */
export const recipeImports = pgTable(
  "recipe_imports",
  {
    recipeId: uuid("recipe_id")
      .primaryKey()
      .references(() => recipes.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    urlKey: text("url_key").notNull(),
    requestedUrlKey: text("requested_url_key"),
    /** The page's canonical address as the site wrote it (shown and linked). */
    sourceUrl: text("source_url").notNull(),
    siteName: text("site_name"),
    author: text("author"),
    /**
     * Ladle fetched the page itself (not pasted HTML or text), so the address is trustworthy; only
     * such imports are offered to other users instead of a copy.
     */
    isFetched: boolean("is_fetched").notNull().default(false),
    /**
     * The recipe is what Ladle read from the page it fetched at `requestedUrlKey`, unchanged: saved
     * exactly as read and never edited since. Only these are offered to other cooks who import the
     * same address, so nobody is ever handed what another user typed or edited.
     */
    isVerbatim: boolean("is_verbatim").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("recipe_imports_user_url_key").on(t.userId, t.urlKey),
    index("recipe_imports_url_key_idx").on(t.urlKey),
    index("recipe_imports_requested_url_key_idx").on(t.requestedUrlKey),
  ],
);
