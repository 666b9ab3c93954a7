import type { TDb } from "../client.ts";
import { follows } from "../schema.ts";

export type TFollowInsert = typeof follows.$inferInsert;
export type TFollow = typeof follows.$inferSelect;

export function buildFollow(overrides: TFollowInsert): TFollowInsert {
  return { isApproved: true, ...overrides };
}

export async function insertFollow(db: TDb, overrides: TFollowInsert): Promise<TFollow> {
  const [row] = await db.insert(follows).values(buildFollow(overrides)).returning();
  return row;
}
