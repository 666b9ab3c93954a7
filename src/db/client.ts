import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataFolder, type TDataFolderLock } from "./data-folder-lock.ts";
import { DatabaseOpenError } from "./errors.ts";
import { listenOnPostgres } from "./listen.ts";
import * as schema from "./schema.ts";

export type TSchema = typeof schema;
/** The query API shared by both drivers; services take this and never know which one runs. */
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
export type TDatabaseKind = "pglite" | "postgresql";

export interface TDatabase {
  db: TDb;
  kind: TDatabaseKind;
  /** Runs the committed migrations. Safe to call on every boot. */
  migrate(): Promise<void>;
  /**
   * Calls `onMessage` for every NOTIFY on `channel` (PostgreSQL: on a connection of its own, which
   * comes back by itself after a drop; `onReconnect` says that messages may have been missed).
   * Resolves once listening; the returned function stops.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export interface TDatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite. */
  url?: string;
  /** PGlite data directory; omitted means in memory. */
  pgliteDir?: string;
  /** A PGlite data dump (from `dumpDataDir`) to start from, used to clone test databases quickly. */
  pgliteLoadDataDir?: Blob | File;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

export async function openDatabase(options: TDatabaseOptions = {}): Promise<TDatabase> {
  if (options.url) {
    // A request waits at most 5 s for a connection: when PostgreSQL is away it gets a 503 at once
    // instead of hanging, and the pool connects again by itself when it is back.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // A dropped connection must not crash the process: an idle one is replaced by the pool; one that
    // is checked out (between the queries of a transaction) fails its next query, which the request
    // answers with a 503. Without a listener, node-postgres would throw the error event.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzleNodePg(pool, { schema }) as unknown as TDb;
    return {
      db,
      kind: "postgresql",
      migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder }),
      listen: (channel, onMessage, onReconnect) =>
        listenOnPostgres(options.url as string, channel, onMessage, onReconnect),
      close: () => pool.end(),
    };
  }
  const lock = options.pgliteDir ? prepareDataFolder(options.pgliteDir) : null;
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: options.pgliteDir,
      loadDataDir: options.pgliteLoadDataDir,
      extensions: { pg_trgm },
    });
  } catch (cause) {
    lock?.release();
    throw new DatabaseOpenError(
      `The embedded database in ${options.pgliteDir ?? "memory"} could not be opened (${reasonOf(cause)}). ` +
        "If the folder was damaged, restore it from a backup, or move it aside and Ladle will start with a new one.",
      { cause },
    );
  }
  const db = drizzlePglite(client, { schema }) as unknown as TDb;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}

/** Creates the folder and takes the one-process lock on the data folder that holds it. */
function prepareDataFolder(pgliteDir: string): TDataFolderLock {
  const dataFolder = path.dirname(path.resolve(pgliteDir));
  for (const folder of [dataFolder, pgliteDir]) {
    if (fs.existsSync(folder) && !fs.statSync(folder).isDirectory()) {
      throw new DatabaseOpenError(
        `${folder} is a file, not a folder. Point LADLE_DATA_DIR at a folder (or a path that does not exist yet).`,
      );
    }
  }
  const lock = lockDataFolder(dataFolder);
  try {
    fs.mkdirSync(pgliteDir, { recursive: true });
  } catch (cause) {
    lock.release();
    throw new DatabaseOpenError(`Cannot create the database folder ${pgliteDir} (${reasonOf(cause)}).`, { cause });
  }
  return lock;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
