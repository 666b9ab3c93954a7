/** Looking for values anywhere in the database: every column of every table, compared as lowercase text. */
import { sql } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { rowsOf } from "#server/lib/rate-limits.ts";

/** Every table in the public schema with its columns. */
export async function listTables(db: TDb) {
  const rows = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      SELECT c.table_name, c.column_name
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position
    `),
  );
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of rows)
    tables.set(table_name, [...(tables.get(table_name) ?? []), column_name]);
  return tables;
}

/** Per table, how many rows mention any of the needles in any column (compared as lowercase text). */
export async function countMentions(db: TDb, needles: string[]) {
  const counts = new Map<string, number>();
  const lowered = needles.map((n) => n.toLowerCase());
  for (const [table, columns] of await listTables(db)) {
    const anyColumn = sql.join(
      columns.flatMap((column) =>
        lowered.map((needle) => sql`position(${needle} in lower(${sql.identifier(column)}::text)) > 0`),
      ),
      sql` OR `,
    );
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${anyColumn}`),
    );
    counts.set(table, row.n);
  }
  return counts;
}
