/**
 * What a backup needs to know about the database, read from PostgreSQL's own catalog rather than
 * from the drizzle schema, so a table added by a migration is backed up without anyone
 * remembering to list it: the tables, an order that puts every table after the tables its foreign
 * keys point at, which columns are computed (never written) and which are identities (written with
 * OVERRIDING SYSTEM VALUE, their sequences moved past the restored values).
 */
import { sql } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { rowsOf } from "#server/lib/rate-limits.ts";

export interface TTableInfo {
  name: string;
  /** Columns a restore writes, in table order. */
  writable: string[];
  /** Identity columns, whose sequences a restore moves past the restored values. */
  identities: string[];
}

export interface TMigrationLevel {
  count: number;
  /** `created_at` of the latest migration applied (its folder timestamp), as text. */
  latest: string | null;
}

/** Quotes an identifier the way PostgreSQL does (names come from the catalog, never from input). */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Orders tables so that each comes after every table it references; cycles keep catalog order. */
export function orderByReferences(tables: string[], references: { child: string; parent: string }[]): string[] {
  const parentsOf = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent && parentsOf.has(child) && parentsOf.has(parent)) parentsOf.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (placed.has(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const parent of parentsOf.get(table) ?? []) visit(parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

export async function readTables(db: TDb): Promise<TTableInfo[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY c.relname`),
  ).map((row) => row.name);
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      SELECT child.relname AS child, parent.relname AS parent
      FROM pg_constraint k
      JOIN pg_class child ON child.oid = k.conrelid
      JOIN pg_class parent ON parent.oid = k.confrelid
      JOIN pg_namespace n ON n.oid = k.connamespace
      WHERE k.contype = 'f' AND n.nspname = 'public'`),
  );
  const columns = rowsOf<{ table: string; column: string; generated: string; identity: string }>(
    await db.execute(sql`
      SELECT c.relname AS "table", a.attname AS "column", a.attgenerated AS generated, a.attidentity AS identity
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ('r', 'p')
      ORDER BY c.relname, a.attnum`),
  );
  return orderByReferences(tables, references).map((name) => {
    const own = columns.filter((column) => column.table === name);
    return {
      name,
      writable: own.filter((column) => column.generated === "").map((column) => column.column),
      identities: own.filter((column) => column.identity !== "").map((column) => column.column),
    };
  });
}

/** How far drizzle's migrations have gone: a backup only restores into the same schema. */
export async function readMigrationLevel(db: TDb): Promise<TMigrationLevel> {
  const [row] = rowsOf<{ count: string | number; latest: string | number | null }>(
    await db.execute(sql`SELECT count(*) AS count, max(created_at)::text AS latest FROM drizzle.__drizzle_migrations`),
  );
  return { count: Number(row?.count ?? 0), latest: row?.latest == null ? null : String(row.latest) };
}
