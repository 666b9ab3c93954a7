/**
 * Two saves of one row at the same moment, on PostgreSQL (the embedded database has one connection,
 * so its transactions never overlap): `otherSave` writes in a transaction that stays open until
 * `save`, started meanwhile, is waiting for a lock, and only then commits. A save that checks its
 * version without locking the row reads the version from before `otherSave` and writes over it.
 */
import { sql } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { waitUntil } from "./jobs.ts";

export async function saveWhileAnotherSaveIsOpen<T>(
  db: TDb,
  otherSave: (tx: TDb) => Promise<unknown>,
  save: () => Promise<T>,
): Promise<T> {
  let pending: Promise<T> | undefined;
  await db.transaction(async (tx) => {
    await otherSave(tx);
    pending = save();
    await waitUntil(async () => (await countWaitingForLocks(db)) > 0, 5000, "the save to wait for the row");
  });
  if (!pending) throw new Error("The save never started.");
  return pending;
}

async function countWaitingForLocks(db: TDb): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  // Both drivers answer with `rows`; TDb's type leaves the shape open.
  const [{ n }] = (result as unknown as { rows: { n: number }[] }).rows;
  return n;
}
