import path from "node:path";
import { openDatabase, type TDatabase } from "#db/client.ts";
import { EnvError, parseEnv, type TEnv } from "#server/env.ts";
import { createStorage } from "#server/lib/storage/create-storage.ts";
import type { TStorage } from "#server/lib/storage/storage.ts";
import { CliError } from "./command.ts";

/** The same configuration the server reads: DATABASE_URL, or PGlite in `$LADLE_DATA_DIR/pg`. */
export function readCliEnv(): TEnv {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) throw new CliError(error.message);
    throw error;
  }
}

export function pgliteDirOf(env: TEnv): string {
  return path.join(env.dataDir, "pg");
}

/** The server's storage for uploads: `$LADLE_DATA_DIR/uploads`, or the S3 bucket when configured. */
export function storageOf(env: TEnv): TStorage {
  return createStorage({ env });
}

export function describeDatabase(env: TEnv): string {
  return env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite at ${pgliteDirOf(env)}`;
}

/** Opens the database, runs `work`, and always closes it again. */
export async function withDatabase<T>(env: TEnv, work: (database: TDatabase) => Promise<T>): Promise<T> {
  let database: TDatabase;
  try {
    database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: pgliteDirOf(env), poolSize: 2 });
  } catch (error) {
    throw new CliError(`Could not open ${describeDatabase(env)}: ${(error as Error).message}`);
  }
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
