/**
 * Opens the configured database, and migrates and seeds it once per start. With PostgreSQL several
 * servers (processes on one host, or hosts) may start at the same moment against one database: an
 * advisory lock makes them take turns, so one migrates and seeds, and the others find it done.
 */
import path from "node:path";
import pg from "pg";
import { openDatabase, type TDatabase } from "#db/client.ts";
import { fillRecipeFoodData } from "#db/fill-recipe-food-data.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import type { TEnv } from "../env.ts";
import { queueMissingShareImages } from "../features/recipes/share-images.ts";
import { createStorage } from "../lib/storage/create-storage.ts";

/** The lock's key is PostgreSQL's hash of this name, so the code says what the lock guards. */
const bootLockName = "ladle:migrate-and-seed";

export function openAppDatabase(env: TEnv, { poolSize = env.DATABASE_POOL_SIZE } = {}): Promise<TDatabase> {
  return openDatabase({ url: env.DATABASE_URL, pgliteDir: path.join(env.dataDir, "pg"), poolSize });
}

export interface TPreparedDatabase {
  isSeeded: boolean;
  /** Recipes whose foods and estimated nutrition were derived now (after an upgrade). */
  filledRecipes: number;
}

/**
 * Runs the migrations, derives the food data of recipes that lack it (the TypeScript step a SQL
 * migration cannot take), on an empty database seeds the demo data, and queues the share images
 * of recipes that have none yet.
 */
export async function migrateAndSeed({
  env,
  database,
}: {
  env: TEnv;
  database: TDatabase;
}): Promise<TPreparedDatabase> {
  return withBootLock(env.DATABASE_URL, async () => {
    await database.migrate();
    const filledRecipes = await fillRecipeFoodData({ db: database.db });
    const isSeeded = await seedIfEmpty({ db: database.db, storage: createStorage({ env }) });
    // Made by a job once the server runs, so a first start waits for none of them.
    await queueMissingShareImages({ db: database.db });
    return { isSeeded, filledRecipes };
  });
}

/** PGlite needs no lock: its data-folder lock already makes this the only process. */
async function withBootLock<T>(databaseUrl: string | undefined, run: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return run();
  // A session of its own: an advisory lock belongs to the connection that took it.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext($1))", [bootLockName]);
    return await run();
  } finally {
    // Closing the session releases the lock too, should unlocking fail.
    await client.query("SELECT pg_advisory_unlock(hashtext($1))", [bootLockName]).catch(() => {});
    await client.end();
  }
}
