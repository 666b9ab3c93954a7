/**
 * The server half of a save that names the version it was made on (src/core/api/edit-version.ts):
 * inside the save's transaction, the row is locked, so a second save waits for the first, and then
 * compared to the millisecond the form was given, since JSON carries no finer time.
 */
import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { AppError } from "#core/errors.ts";
import type { TDb } from "#db/client.ts";

export async function assertUnchangedSince({
  tx,
  table,
  updatedAt,
  where,
  expectedUpdatedAt,
  message,
}: {
  tx: TDb;
  table: PgTable;
  /** The table's `updated_at` column. */
  updatedAt: PgColumn;
  /** The one row being saved. */
  where: SQL | undefined;
  /** Left out by the client: the save goes through over whatever is there. */
  expectedUpdatedAt: string | undefined;
  /** What the 409 says, naming the thing ("This collection was changed…"). */
  message: string;
}): Promise<void> {
  if (!expectedUpdatedAt) return;
  const [row] = await tx.select({ updatedAt }).from(table).where(where).for("update");
  const saved = row?.updatedAt;
  if (saved instanceof Date && saved.getTime() > new Date(expectedUpdatedAt).getTime()) {
    throw new AppError("EDIT_CONFLICT", { message });
  }
}
