/**
 * A fresh in-memory PGlite, migrated, for the unit tests of one file that need a database (the
 * factories, the seed, services' queries); closed after them.
 */
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type TDatabase } from "#db/client.ts";

export function setUpMigratedDatabase(): () => TDatabase {
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
