/**
 * Email-marketing integrations: a creator's ConvertKit (Kit) connection, the OAuth attempts in
 * flight, and readers' consent to a creator's emails. Kept apart from schema.ts, which re-exports
 * them. Tokens are stored encrypted (src/server/lib/secret-box.ts), never as Kit issued them.
 */
import { boolean, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./referenced-tables.ts";

export const newsletterProviderKinds = ["kit", "local"] as const;
export type TNewsletterProviderKind = (typeof newsletterProviderKinds)[number];

export const newsletterTargetTypes = ["form", "tag"] as const;
export type TNewsletterTargetType = (typeof newsletterTargetTypes)[number];

/** active: usable; expired: Kit refused the refresh token, so the creator must connect again. */
export const convertkitConnectionStatuses = ["active", "expired"] as const;
export type TConvertkitConnectionStatus = (typeof convertkitConnectionStatuses)[number];

/** One connection per creator. */
export const convertkitConnections = pgTable("convertkit_connections", {
  creatorId: text("creator_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Which provider issued the tokens: Kit itself, or the offline stand-in used without configuration. */
  provider: text("provider").$type<TNewsletterProviderKind>().notNull(),
  accountName: text("account_name").notNull(),
  /** AES-256-GCM ciphertexts (`v1.<iv>.<tag>.<data>`), bound to this creator and field. */
  accessTokenEncrypted: text("access_token_encrypted").notNull(),
  refreshTokenEncrypted: text("refresh_token_encrypted").notNull(),
  accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }).notNull(),
  status: text("status").$type<TConvertkitConnectionStatus>().notNull().default("active"),
  /** The form or tag new contacts go to; null until the creator picks one. */
  targetType: text("target_type").$type<TNewsletterTargetType>(),
  targetId: text("target_id"),
  targetName: text("target_name"),
  /** New followers who agreed to the creator's emails go to the list too (subscribers always do). */
  includesFollowers: boolean("includes_followers").notNull().default(false),
  /** The last failure adding a contact, shown on the integration page; cleared by a success. */
  lastError: text("last_error"),
  lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * An OAuth attempt between "Connect" and Kit's redirect back: the state (hashed) names it, and
 * only the same creator in the same session may finish it. Single use; expires after minutes.
 */
export const convertkitOauthStates = pgTable(
  "convertkit_oauth_states",
  {
    stateHash: text("state_hash").primaryKey(),
    creatorId: text("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the session credential that started the attempt. */
    sessionHash: text("session_hash").notNull(),
    /** The PKCE verifier, encrypted like the tokens. */
    codeVerifierEncrypted: text("code_verifier_encrypted").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("convertkit_oauth_states_creator_idx").on(t.creatorId)],
);

/** A reader agreed to receive a creator's emails (offered beside the follow button). */
export const newsletterConsents = pgTable(
  "newsletter_consents",
  {
    readerId: text("reader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    creatorId: text("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.readerId, t.creatorId] }), index("newsletter_consents_creator_idx").on(t.creatorId)],
);

/**
 * The offline provider's contact list: what Kit would hold, kept here so a creator without Kit
 * configured can see the whole flow work on the integration page.
 */
export const convertkitLocalContacts = pgTable(
  "convertkit_local_contacts",
  {
    creatorId: text("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readerId: text("reader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    targetType: text("target_type").$type<TNewsletterTargetType>().notNull(),
    targetId: text("target_id").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.creatorId, t.readerId, t.targetType, t.targetId] }),
    index("convertkit_local_contacts_creator_added_idx").on(t.creatorId, t.addedAt),
  ],
);
