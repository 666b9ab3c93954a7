/**
 * Each integration-test file gets its own fresh, migrated database, so files run in parallel: a PGlite started
 * from the template dump, and, when TEST_DATABASE_URL is set, a PostgreSQL database created from the
 * template database. Both templates come from tests/helpers/global-setup.ts.
 */
import { beforeAll, describe, inject } from "vitest";
import type { TDatabase, TDatabaseKind } from "#db/client.ts";
import { clonePgliteDatabase } from "./pglite.ts";
import { clonePostgresDatabase } from "./postgres.ts";

export const databaseKinds: readonly TDatabaseKind[] = ["pglite", "postgresql"];

export function isDatabaseAvailable(kind: TDatabaseKind): boolean {
  return kind === "pglite" || inject("postgresUrl") !== "";
}

// One database of each kind per test file, opened on first use and closed after the file's last test
// (`closeTestDatabases`, which a setup file registers for every file: test files share this module).
const openDatabases = new Map<TDatabaseKind, Promise<TDatabase>>();

/** This file's database of the given kind. */
export function getTestDatabase(kind: TDatabaseKind): Promise<TDatabase> {
  let database = openDatabases.get(kind);
  if (!database) {
    if (!isDatabaseAvailable(kind))
      throw new Error(`No ${kind} database: set TEST_DATABASE_URL to test on PostgreSQL.`);
    database =
      kind === "pglite"
        ? clonePgliteDatabase(inject("pgliteTemplatePath"))
        : clonePostgresDatabase(inject("postgresUrl"), inject("postgresTemplate"));
    openDatabases.set(kind, database);
  }
  return database;
}

/** Closes (and drops) this file's databases, so the next file opens fresh ones. */
export async function closeTestDatabases(): Promise<void> {
  const databases = [...openDatabases.values()];
  openDatabases.clear();
  await Promise.all(databases.map(async (database) => (await database).close()));
}

export interface TDatabaseContext {
  kind: TDatabaseKind;
  database: TDatabase;
}

/**
 * Defines the block once per database: "[pglite]" always, "[postgresql]" when TEST_DATABASE_URL is
 * set (reported as skipped otherwise). `getCtx` works inside tests and hooks, not while defining.
 */
export function describeEachDatabase(name: string, define: (getCtx: () => TDatabaseContext) => void): void {
  for (const kind of databaseKinds) {
    describe.skipIf(!isDatabaseAvailable(kind))(`${name} [${kind}]`, () => {
      let ctx: TDatabaseContext | undefined;
      beforeAll(async () => {
        ctx = { kind, database: await getTestDatabase(kind) };
      });
      define(() => {
        if (!ctx) throw new Error("getCtx() is only available inside tests and hooks.");
        return ctx;
      });
    });
  }
}
