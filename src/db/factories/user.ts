import { randomUUID } from "node:crypto";
import type { TDb } from "../client.ts";
import { users } from "../schema.ts";
import { uniqueToken } from "./unique.ts";

export type TUserInsert = typeof users.$inferInsert;
export type TUser = typeof users.$inferSelect;

/** A users row with a fresh id and a unique email; registration not completed unless overridden. */
export function buildUser(overrides: Partial<TUserInsert> = {}): TUserInsert {
  const token = uniqueToken();
  return {
    id: randomUUID(),
    name: `Test Cook ${token}`,
    email: `user-${token}@example.test`,
    emailVerified: true,
    image: null,
    completedRegistration: false,
    ...overrides,
  };
}

export async function insertUser(db: TDb, overrides: Partial<TUserInsert> = {}): Promise<TUser> {
  const [row] = await db.insert(users).values(buildUser(overrides)).returning();
  return row;
}
