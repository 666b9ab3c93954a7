/** A migrated in-memory PGlite for the unit tests of code that queries (one per test file). */
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type TDatabase } from "#db/client.ts";

export function memoryDatabaseForThisFile(): () => TDatabase {
  let database: TDatabase | undefined;
  beforeAll(async () => {
    database = await openDatabase();
    await database.migrate();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error("The database is only available inside tests and hooks.");
    return database;
  };
}
