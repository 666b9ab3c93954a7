import type { TDb } from "../client.ts";
import { profiles } from "../schema.ts";
import { uniqueToken } from "./unique.ts";

export type TProfileInsert = typeof profiles.$inferInsert;
export type TProfile = typeof profiles.$inferSelect;

/** A profiles row for an existing user; the username is unique and always lowercased. */
export function buildProfile(overrides: Partial<TProfileInsert> & { id: string }): TProfileInsert {
  const profile: TProfileInsert = {
    name: "Test Cook",
    username: `cook_${uniqueToken()}`,
    isPublic: true,
    bio: "",
    avatarUrl: null,
    ...overrides,
  };
  return { ...profile, username: profile.username.toLowerCase() };
}

export async function insertProfile(db: TDb, overrides: Partial<TProfileInsert> & { id: string }): Promise<TProfile> {
  const [row] = await db.insert(profiles).values(buildProfile(overrides)).returning();
  return row;
}
