/**
 * `ladle db backup <file>`: the whole site in one zip: every table's rows as JSON lines (exactly as
 * PostgreSQL prints them, never parsed in between, so no number or date changes on the way) and
 * every uploaded file. The same format comes from PGlite and from PostgreSQL, so a backup of the
 * embedded database restores into PostgreSQL and back.
 *
 * Layout, in this order (a restore reads it front to back):
 *   ladle-backup.json               format, version, database, migration level, tables in order
 *   tables/<nnn>-<table>/<part>.jsonl   up to 5,000 rows each
 *   files/<key>                      the uploads, stored as they are
 *   ladle-backup-end.json           rows per table and the number of files, to tell a whole
 *                                   backup from a truncated one
 */
import { once } from "node:events";
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { TDatabase, TDb } from "#db/client.ts";
import { rowsOf } from "#server/lib/rate-limits.ts";
import type { TStorage } from "#server/lib/storage/storage.ts";
import { quoteIdentifier, readMigrationLevel, readTables, type TMigrationLevel } from "./catalog.ts";

export const backupFormat = "ladle-backup";
export const backupVersion = 1;
export const rowsPerPart = 5_000;

export interface TBackupHeader {
  format: typeof backupFormat;
  version: number;
  createdAt: string;
  database: TDatabase["kind"];
  migrations: TMigrationLevel;
  tables: string[];
}

export interface TBackupSummary {
  tables: Record<string, number>;
  files: number;
  bytes: number;
}

/** Names the part files so they sort in restore order. */
export function partName(tableIndex: number, table: string, part: number): string {
  return `tables/${String(tableIndex).padStart(3, "0")}-${table}/${String(part).padStart(6, "0")}.jsonl`;
}

/** A zip written to a file, waiting for the file whenever it falls behind. */
function openZipFile(file: string) {
  const out = fs.createWriteStream(file, { flags: "wx" });
  let draining: Promise<unknown> | null = null;
  let failure: Error | null = null;
  let bytes = 0;
  out.on("error", (error) => {
    failure = error;
  });
  const zip = new Zip((error, chunk, isFinal) => {
    if (error) {
      failure = error;
      return;
    }
    bytes += chunk.length;
    if (!out.write(chunk)) draining ??= once(out, "drain").finally(() => (draining = null));
    if (isFinal) out.end();
  });
  return {
    async add(name: string, data: Uint8Array, isCompressible: boolean) {
      if (failure) throw failure;
      const entry = isCompressible ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(entry);
      entry.push(data, true);
      if (draining) await draining;
    },
    async finish(): Promise<number> {
      zip.end();
      if (!out.writableFinished) await once(out, "finish");
      if (failure) throw failure;
      return bytes;
    },
    async abandon() {
      out.destroy();
      await fs.promises.rm(file, { force: true });
    },
  };
}

const encoder = new TextEncoder();
const jsonBytes = (value: unknown) => encoder.encode(`${JSON.stringify(value, null, 2)}\n`);

async function writeTables(
  tx: TDb,
  tables: Awaited<ReturnType<typeof readTables>>,
  zip: ReturnType<typeof openZipFile>,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [index, table] of tables.entries()) {
    counts[table.name] = 0;
    // A cursor keeps the memory to one part whatever the table's size.
    await tx.execute(
      sql.raw(
        `DECLARE ladle_backup NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quoteIdentifier(table.name)} t`,
      ),
    );
    for (let part = 1; ; part++) {
      const rows = rowsOf<{ row: string }>(await tx.execute(sql.raw(`FETCH FORWARD ${rowsPerPart} FROM ladle_backup`)));
      if (rows.length === 0) break;
      counts[table.name] += rows.length;
      await zip.add(partName(index, table.name, part), encoder.encode(`${rows.map((r) => r.row).join("\n")}\n`), true);
      if (rows.length < rowsPerPart) break;
    }
    await tx.execute(sql.raw("CLOSE ladle_backup"));
  }
  return counts;
}

async function readAll(body: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Writes the backup to `file`, which must not exist yet; returns what it holds. */
export async function writeBackup({
  database,
  storage,
  file,
}: {
  database: TDatabase;
  storage: TStorage;
  file: string;
}): Promise<TBackupSummary> {
  const zip = openZipFile(file);
  try {
    // One snapshot for every table, so the rows agree with each other even while the site runs.
    const tables = await database.db.transaction(
      async (tx) => {
        const catalog = await readTables(tx);
        const header: TBackupHeader = {
          format: backupFormat,
          version: backupVersion,
          createdAt: new Date().toISOString(),
          database: database.kind,
          migrations: await readMigrationLevel(tx),
          tables: catalog.map((table) => table.name),
        };
        await zip.add("ladle-backup.json", jsonBytes(header), true);
        return writeTables(tx, catalog, zip);
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    let files = 0;
    for await (const key of storage.listKeys()) {
      const object = await storage.read(key);
      // Removed since it was listed: nothing points at it any more.
      if (!object) continue;
      await zip.add(`files/${key}`, await readAll(object.body), false);
      files++;
    }
    await zip.add("ladle-backup-end.json", jsonBytes({ tables, files }), true);
    const bytes = await zip.finish();
    return { tables, files, bytes };
  } catch (error) {
    await zip.abandon();
    throw error;
  }
}
