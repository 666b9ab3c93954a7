/**
 * `ladle db restore <file>`: a backup from `backup.ts` into an empty database and storage. The
 * database is migrated first and must be at the backup's migration level; every row goes in
 * through one transaction, so a restore that fails part-way leaves the database empty, never half
 * restored. Rows are handed to PostgreSQL as the JSON text the backup holds and turned back into
 * rows by `json_populate_recordset`, so values keep their exact types.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Unzip, UnzipInflate } from "fflate";
import type { TDatabase, TDb } from "#db/client.ts";
import { rowsOf } from "#server/lib/rate-limits.ts";
import { contentTypeOfKey } from "#server/lib/storage/local-storage.ts";
import { isValidKey, type TStorage } from "#server/lib/storage/storage.ts";
import { backupFormat, backupVersion, type TBackupHeader, type TBackupSummary } from "./backup.ts";
import { quoteIdentifier, readMigrationLevel, readTables, type TTableInfo } from "./catalog.ts";

/** A problem with the backup or the target that the person running the restore can act on. */
export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreError";
  }
}

interface TEntry {
  name: string;
  data: Uint8Array;
}

/** Reads the zip entry by entry without holding more than one entry (and a read chunk) in memory. */
async function* readEntries(file: string): AsyncGenerator<TEntry> {
  const ready: TEntry[] = [];
  let failure: Error | null = null;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (entry) => {
    const chunks: Uint8Array[] = [];
    entry.ondata = (error, data, isFinal) => {
      if (error) {
        failure = error;
        return;
      }
      chunks.push(data);
      if (isFinal) ready.push({ name: entry.name, data: Buffer.concat(chunks) });
    };
    entry.start();
  };
  const push = (chunk: Uint8Array, isFinal: boolean) => {
    try {
      unzip.push(chunk, isFinal);
    } catch (error) {
      failure = error as Error;
    }
  };
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 1 << 20 })) {
    push(chunk as Buffer, false);
    if (failure) break;
    while (ready.length) yield ready.shift() as TEntry;
  }
  if (!failure) push(new Uint8Array(0), true);
  while (ready.length) yield ready.shift() as TEntry;
  if (failure) throw new RestoreError(`${path.basename(file)} is not a readable backup: ${(failure as Error).message}`);
}

const decoder = new TextDecoder();
const parseJson = (entry: TEntry) => JSON.parse(decoder.decode(entry.data));

function checkHeader(header: Partial<TBackupHeader>, target: { count: number; latest: string | null }) {
  if (header.format !== backupFormat) throw new RestoreError("This file is not a Ladle backup.");
  if (header.version !== backupVersion) {
    throw new RestoreError(`This backup is version ${header.version}; this Ladle reads version ${backupVersion}.`);
  }
  const level = header.migrations;
  if (!level || level.count !== target.count || level.latest !== target.latest) {
    const older = (level?.count ?? 0) < target.count;
    throw new RestoreError(
      older
        ? `This backup was made by an older Ladle (${level?.count} migrations; this one has ${target.count}). Restore it with the version that made it, then upgrade.`
        : `This backup was made by a newer Ladle (${level?.count} migrations; this one has ${target.count}). Upgrade Ladle first.`,
    );
  }
}

async function assertEmpty(db: TDb, tables: TTableInfo[]) {
  const counts = rowsOf<{ name: string; rows: string | number }>(
    await db.execute(
      sql.raw(
        tables
          .map((t) => `SELECT '${t.name}' AS name, (SELECT count(*) FROM ${quoteIdentifier(t.name)}) AS rows`)
          .join(" UNION ALL "),
      ),
    ),
  ).filter((row) => Number(row.rows) > 0);
  if (counts.length) {
    const sample = counts.slice(0, 3).map((row) => `${row.rows} in ${row.name}`);
    throw new RestoreError(
      `The database already holds data (${sample.join(", ")}${counts.length > 3 ? ", …" : ""}). A backup restores into an empty database: point DATABASE_URL or LADLE_DATA_DIR at a new one.`,
    );
  }
}

async function insertPart(tx: TDb, table: TTableInfo, lines: string) {
  const rows = lines.split("\n").filter(Boolean);
  if (rows.length === 0) return 0;
  const columns = table.writable.map(quoteIdentifier).join(", ");
  const overriding = table.identities.length ? "OVERRIDING SYSTEM VALUE" : "";
  await tx.execute(
    sql`${sql.raw(`INSERT INTO ${quoteIdentifier(table.name)} (${columns}) ${overriding} SELECT ${columns} FROM json_populate_recordset(NULL::${quoteIdentifier(table.name)}, `)}${`[${rows.join(",")}]`}::json)`,
  );
  return rows.length;
}

/** Identity sequences continue after the highest restored value, so new rows never collide. */
async function moveSequences(tx: TDb, tables: TTableInfo[]) {
  for (const table of tables) {
    for (const column of table.identities) {
      await tx.execute(
        sql.raw(
          `SELECT setval(pg_get_serial_sequence('${quoteIdentifier(table.name)}', '${column}'), coalesce(max(${quoteIdentifier(column)}), 0) + 1, false) FROM ${quoteIdentifier(table.name)}`,
        ),
      );
    }
  }
}

/**
 * Restores `file`; the database must be migrated to the backup's level and hold no rows. Checks the
 * backup's closing counts against what went in before committing.
 */
export async function restoreBackup({
  database,
  storage,
  file,
}: {
  database: TDatabase;
  storage: TStorage;
  file: string;
}): Promise<TBackupSummary> {
  const tables = await readTables(database.db);
  const byPart = new Map(tables.map((table) => [table.name, table]));
  await assertEmpty(database.db, tables);
  const target = await readMigrationLevel(database.db);
  const bytes = (await fs.promises.stat(file)).size;
  return database.db.transaction(async (tx) => {
    // Rows go in exactly as they were: no trigger recomputes or announces them (this needs a
    // superuser; without one, the order of the tables keeps the foreign keys satisfied).
    const [role] = rowsOf<{ is_superuser: string }>(
      await tx.execute(sql`SELECT current_setting('is_superuser') AS is_superuser`),
    );
    if (role?.is_superuser === "on") await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    const restored: Record<string, number> = {};
    let files = 0;
    let header: Partial<TBackupHeader> | null = null;
    let end: { tables: Record<string, number>; files: number } | null = null;
    for await (const entry of readEntries(file)) {
      if (entry.name === "ladle-backup.json") {
        header = parseJson(entry) as Partial<TBackupHeader>;
        checkHeader(header, target);
        for (const table of header.tables ?? []) restored[table] = 0;
      } else if (!header) {
        throw new RestoreError("This file is not a Ladle backup (it does not start with ladle-backup.json).");
      } else if (entry.name.startsWith("tables/")) {
        const name = entry.name.split("/")[1]?.replace(/^\d+-/, "") ?? "";
        const table = byPart.get(name);
        if (!table) throw new RestoreError(`The backup holds a table this Ladle does not have: ${name}.`);
        restored[name] = (restored[name] ?? 0) + (await insertPart(tx, table, decoder.decode(entry.data)));
      } else if (entry.name.startsWith("files/")) {
        const key = entry.name.slice("files/".length);
        if (!isValidKey(key)) throw new RestoreError(`The backup holds a file with a name Ladle never writes: ${key}.`);
        await storage.put({ key, body: Buffer.from(entry.data), contentType: contentTypeOfKey(key) });
        files++;
      } else if (entry.name === "ladle-backup-end.json") {
        end = parseJson(entry);
      }
    }
    if (!end)
      throw new RestoreError("The backup is incomplete: it ends before its closing summary. Nothing was restored.");
    for (const [table, rows] of Object.entries(end.tables)) {
      if ((restored[table] ?? 0) !== rows) {
        throw new RestoreError(
          `The backup is damaged: ${table} should have ${rows} rows, ${restored[table] ?? 0} were read.`,
        );
      }
    }
    if (files !== end.files)
      throw new RestoreError(`The backup is damaged: ${end.files} files expected, ${files} read.`);
    await moveSequences(tx, tables);
    return { tables: restored, files, bytes };
  });
}
