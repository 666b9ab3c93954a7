import { sql } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { TDatabaseKind, TDb } from "#db/client.ts";

/** Liveness: the database answers a trivial query. */
export async function checkHealth({ db, dbKind }: { db: TDb; dbKind: TDatabaseKind }) {
  try {
    await db.execute(sql`select 1`);
  } catch (cause) {
    throw new AppError("UNAVAILABLE", { message: "The database is not answering.", cause });
  }
  return { status: "ok" as const, database: dbKind };
}
