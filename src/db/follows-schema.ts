/**
 * What a follow request's answer leaves for the person who asked: a notice on their own profile
 * page ("Sam approved your request") until they dismiss it. Declined requests leave nothing, so
 * declining is never announced to the person declined.
 */
import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./referenced-tables.ts";

export const followNotices = pgTable(
  "follow_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Who reads the notice: the person whose request was approved. */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who approved it: the owner of the private profile. */
    actorId: text("actor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One notice per pair (approving again after an unfollow refreshes it); it also finds a reader's notices.
  (t) => [uniqueIndex("follow_notices_pair_key").on(t.userId, t.actorId)],
);
