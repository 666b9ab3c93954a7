/**
 * Push notifications: the browsers (Web Push subscriptions) a person turned notifications on in,
 * and which kinds of notice they want. Without VAPID keys nothing reaches a browser and the notices
 * go to the outbox; the preferences still decide which.
 */
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./referenced-tables.ts";

export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The push service's address for this browser; one browser belongs to whoever subscribed last. */
    endpoint: text("endpoint").notNull().unique(),
    /** The browser's public key and auth secret (base64url), which encrypt each payload. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_id_idx").on(t.userId)],
);

export const notificationPreferences = pgTable("notification_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The main switch: off, nothing is sent whatever the kinds say. */
  isEnabled: boolean("is_enabled").notNull().default(false),
  /** New recipes and meal plans from people they follow. */
  hasFollowedPosts: boolean("has_followed_posts").notNull().default(true),
  /** Someone else changed a shopping list they share. */
  hasSharedList: boolean("has_shared_list").notNull().default(true),
  /** Receipts and renewals of their subscriptions to paywalled blogs. */
  hasSubscriptionBilling: boolean("has_subscription_billing").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
