/** PGlite test databases: migrate once, dump the data directory, start every test file from the dump. */
import { readFile, writeFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase, type TDatabase } from "#db/client.ts";

/** Migrates a new in-memory PGlite and writes its data directory to `tarballPath` (an uncompressed tar). */
export async function createPgliteTemplate(tarballPath: string): Promise<void> {
  const database = await openDatabase();
  try {
    await database.migrate();
    // Uncompressed: a gzip dump is 9x smaller but each clone then spends ~0.2 s inflating it.
    const dump = await pgliteClientOf(database).dumpDataDir("none");
    await writeFile(tarballPath, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** A fresh PGlite holding the migrated template; about three times faster than migrating anew. */
export async function clonePgliteDatabase(tarballPath: string): Promise<TDatabase> {
  const tarball = await readFile(tarballPath);
  return openDatabase({ pgliteLoadDataDir: new Blob([tarball]) });
}

function pgliteClientOf(database: TDatabase): PGlite {
  // drizzle keeps the driver's client on `$client`; TDatabase hides it on purpose.
  return (database.db as unknown as { $client: PGlite }).$client;
}
