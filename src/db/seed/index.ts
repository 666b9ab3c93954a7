import { sql } from "drizzle-orm";
import type { TDb } from "../client.ts";
import { users } from "../schema.ts";

/** Seeds the demo data when the database has no users yet. Returns whether it seeded. */
export async function seedIfEmpty({ db }: { db: TDb }): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  await seedDemoData({ db });
  return true;
}

export async function seedDemoData({ db: _db }: { db: TDb }) {
  // Filled in by the demo-data module.
}
