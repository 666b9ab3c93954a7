/**
 * `ladle db migrate | seed | reset` on a database nobody has touched: PGlite in a fresh data
 * folder always, and a fresh PostgreSQL database too when TEST_DATABASE_URL is set. The tests run
 * in order and build on each other, as a person would run the commands.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { migrationsFolder, openDatabase, type TDatabase } from "#db/client.ts";
import { insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import { recipes, users } from "#db/schema.ts";
import { demoAccounts } from "#db/seed/index.ts";
import { runLadle, useTempDataDir } from "../helpers/cli.ts";
import { databaseUrl, dropDatabase } from "../helpers/postgres.ts";

const demoEmails = Object.values(demoAccounts);
const migrationCount = (
  JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] }
).entries.length;
const seededLine = /^Seeded 6 demo accounts, (\d+) recipes and (\d+) collections in \d+ ms\.$/m;

interface TTarget {
  kind: "pglite" | "postgresql";
  /** How the CLI names the database in its messages. */
  described: (dataDir: string) => string;
  env: (dataDir: string) => Record<string, string>;
  open: (dataDir: string) => Promise<TDatabase>;
  /** An empty second site to restore a backup into: its own folder, and for PostgreSQL its own database. */
  restoredEnv: (dataDir: string) => Record<string, string>;
  openRestored: (dataDir: string) => Promise<TDatabase>;
}

const postgresUrl = inject("postgresUrl");
const postgresName = `ladle_cli_${randomBytes(6).toString("hex")}`;
const restoredName = `${postgresName}_restored`;
const restoredDir = (dataDir: string) => `${dataDir}-restored`;

const targets: TTarget[] = [
  {
    kind: "pglite",
    described: (dataDir) => `PGlite at ${path.join(dataDir, "pg")}`,
    env: (dataDir) => ({ LADLE_DATA_DIR: dataDir }),
    open: (dataDir) => openDatabase({ pgliteDir: path.join(dataDir, "pg") }),
    restoredEnv: (dataDir) => ({ LADLE_DATA_DIR: restoredDir(dataDir) }),
    openRestored: (dataDir) => openDatabase({ pgliteDir: path.join(restoredDir(dataDir), "pg") }),
  },
  {
    kind: "postgresql",
    described: () => "PostgreSQL (DATABASE_URL)",
    env: (dataDir) => ({ LADLE_DATA_DIR: dataDir, DATABASE_URL: databaseUrl(postgresUrl, postgresName) }),
    open: () => openDatabase({ url: databaseUrl(postgresUrl, postgresName), poolSize: 1 }),
    restoredEnv: (dataDir) => ({
      LADLE_DATA_DIR: restoredDir(dataDir),
      DATABASE_URL: databaseUrl(postgresUrl, restoredName),
    }),
    openRestored: () => openDatabase({ url: databaseUrl(postgresUrl, restoredName), poolSize: 1 }),
  },
];

/** Reads with the CLI's processes ended: PGlite's folder takes one process at a time. */
async function withDb<T>(target: TTarget, dataDir: string, read: (database: TDatabase) => Promise<T>): Promise<T> {
  const database = await target.open(dataDir);
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

/** What a person would check afterwards: who has an account, how many recipes, which migrations ran. */
async function snapshot(target: TTarget, dataDir: string) {
  return withDb(target, dataDir, async ({ db }) => {
    const accounts = await db.select({ id: users.id, email: users.email }).from(users).orderBy(users.email);
    const [{ recipeCount }] = await db.select({ recipeCount: count() }).from(recipes);
    const applied = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    // Both drivers answer with `rows`; TDb's type leaves the shape open.
    const [{ n }] = (applied as unknown as { rows: { n: number }[] }).rows;
    return { accounts, recipeCount, migrations: n };
  });
}

/** Every row of every table, as PostgreSQL prints it, in a stable order: two sites are the same when these are. */
async function everyRow(database: TDatabase): Promise<Record<string, string[]>> {
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`),
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    const result = await database.db.execute(sql.raw(`select row_to_json(t)::text as row from "${name}" t`));
    rows[name] = rowsOf<{ row: string }>(result)
      .map((row) => row.row)
      .sort();
  }
  return rows;
}

/** Every file under a folder, by path relative to it, with its bytes as hex. */
function everyFile(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(folder, file)] = fs.readFileSync(file).toString("hex");
  }
  return files;
}

async function adminQuery(query: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

for (const target of targets) {
  describe.skipIf(target.kind === "postgresql" && !postgresUrl)(`ladle db [${target.kind}]`, () => {
    const dataDir = useTempDataDir(`db-${target.kind}`);
    const env = () => target.env(dataDir());
    let seeded: { recipes: number; images: number };
    afterAll(() => fs.rmSync(restoredDir(dataDir()), { recursive: true, force: true }));

    if (target.kind === "postgresql") {
      // An empty database, not the migrated template: `db migrate` is what fills it.
      beforeAll(() => adminQuery(`CREATE DATABASE "${postgresName}"`));
      afterAll(() => dropDatabase(postgresUrl, postgresName));
      beforeAll(() => adminQuery(`CREATE DATABASE "${restoredName}"`));
      afterAll(() => dropDatabase(postgresUrl, restoredName));
    }

    it("db migrate applies every committed migration once, and a second run changes nothing", async () => {
      const first = await runLadle(["db", "migrate"], { env: env() });
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout.trim()).toBe(`Migrated ${target.described(dataDir())}.`);
      expect(await snapshot(target, dataDir())).toEqual({ accounts: [], recipeCount: 0, migrations: migrationCount });

      const second = await runLadle(["db", "migrate"], { env: env() });
      expect(second.code, second.stderr).toBe(0);
      expect(second.stdout).toBe(first.stdout);
      expect(await snapshot(target, dataDir())).toEqual({ accounts: [], recipeCount: 0, migrations: migrationCount });
    }, 120_000);

    it("db seed adds the six demo accounts, their recipes and the images", async () => {
      const result = await runLadle(["db", "seed"], { env: env() });
      expect(result.code, result.stderr).toBe(0);
      const [, recipeCount] = result.stdout.match(seededLine) ?? [];
      const imageCount = result.stdout.match(/^Wrote (\d+) images to (.+)\.$/m);
      expect(recipeCount, result.stdout).toBeTruthy();
      expect(imageCount?.[2]).toBe(path.join(dataDir(), "uploads", "demo"));
      expect(result.stdout).toContain(`Sign in as ${demoEmails.join(", ")}.`);
      seeded = { recipes: Number(recipeCount), images: Number(imageCount?.[1]) };

      const after = await snapshot(target, dataDir());
      expect(after.accounts.map((account) => account.email)).toEqual([...demoEmails].sort());
      expect(after.recipeCount).toBe(seeded.recipes);
      expect(seeded.recipes).toBeGreaterThanOrEqual(64);
      expect(fs.readdirSync(path.join(dataDir(), "uploads", "demo"))).toHaveLength(seeded.images);
    }, 120_000);

    it("db seed again without --force refuses, says what to do instead and adds nothing", async () => {
      const before = await snapshot(target, dataDir());
      const result = await runLadle(["db", "seed"], { env: env() });
      expect(result.code).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr).toContain(`The demo data is already in ${target.described(dataDir())}.`);
      expect(result.stderr).toContain("Run `ladle db seed --force` to replace it, or `ladle db reset`");
      expect(await snapshot(target, dataDir())).toEqual(before);
    }, 120_000);

    it("db seed --force replaces the demo accounts and all they own, and keeps everyone else", async () => {
      const { outsider, cookBefore } = await withDb(target, dataDir(), async ({ db }) => {
        const outsider = await insertRegisteredUser(db, { email: "someone@example.test" });
        await insertRecipe(db, { authorId: outsider.user.id, title: "Someone's stew" });
        const [cook] = await db.select().from(users).where(eq(users.email, "cook@demo.ladle.test"));
        await insertRecipe(db, { authorId: cook.id, title: "The cook's own addition" });
        return { outsider, cookBefore: cook };
      });

      const result = await runLadle(["db", "seed", "--force"], { env: env() });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/^Removed the existing demo accounts and their content\.\n/);
      expect(result.stdout).toMatch(seededLine);

      await withDb(target, dataDir(), async ({ db }) => {
        const [cook] = await db.select().from(users).where(eq(users.email, "cook@demo.ladle.test"));
        expect(cook.id, "a new cook account").not.toBe(cookBefore.id);
        const titles = (await db.select({ title: recipes.title }).from(recipes)).map((row) => row.title);
        expect(titles).toContain("Someone's stew");
        expect(titles).not.toContain("The cook's own addition");
        expect(titles).toHaveLength(seeded.recipes + 1);
        const emails = await db.select({ email: users.email }).from(users);
        expect(emails.map((row) => row.email).sort()).toEqual([...demoEmails, outsider.user.email].sort());
      });
    }, 120_000);

    it("db reset refuses in production unless --force is given, and touches nothing", async () => {
      const before = await snapshot(target, dataDir());
      const result = await runLadle(["db", "reset"], {
        env: { ...env(), LADLE_ENV: "production", AUTH_SECRET: "a-production-secret-of-at-least-32-chars" },
      });
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe("Refusing to reset a production database. Add --force if you really mean it.");
      expect(await snapshot(target, dataDir())).toEqual(before);
    }, 120_000);

    it("db reset empties the database, migrates it and seeds the demo data again", async () => {
      const strayImage = path.join(dataDir(), "uploads", "demo", "left-over.svg");
      fs.writeFileSync(strayImage, "<svg/>");

      const result = await runLadle(["db", "reset"], { env: env() });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout.split("\n").slice(0, 2)).toEqual([
        `Emptied ${target.described(dataDir())}.`,
        "Applied the migrations.",
      ]);
      expect(result.stdout).toMatch(seededLine);

      // Only the demo accounts: the one added before is gone with everything else.
      const after = await snapshot(target, dataDir());
      expect(after.accounts.map((account) => account.email)).toEqual([...demoEmails].sort());
      expect(after.recipeCount).toBe(seeded.recipes);
      expect(after.migrations).toBe(migrationCount);
      expect(fs.existsSync(strayImage)).toBe(false);
      expect(fs.readdirSync(path.join(dataDir(), "uploads", "demo"))).toHaveLength(seeded.images);
    }, 120_000);

    it("db backup writes every table and upload to one file; db restore into an empty folder gives the same site", async () => {
      // Rows in identity-numbered tables too, whose sequences a restore must move on.
      // Every row as the backup will find it (reading it opens the database once, not twice).
      const original = await withDb(target, dataDir(), async (database) => {
        await database.db.execute(sql`insert into analytics_events (name, page, properties, occurred_at, received_at)
          values ('Recipe Viewed', 'Recipe View', '{"recipe_id": "x", "n": 12345678901234567}', now(), now())`);
        return everyRow(database);
      });
      const file = path.join(dataDir(), "site.ladle-backup.zip");
      const backup = await runLadle(["db", "backup", file], { env: env() });
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(
        /^Backed up \d+ rows in \d+ tables and \d+ files \([\d.]+ MB\) from .+ in [\d.]+ s\.\n$/,
      );

      const again = await runLadle(["db", "backup", file], { env: env() });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(`${file} already exists; name a new file.`);

      const restore = await runLadle(["db", "restore", file], { env: target.restoredEnv(dataDir()) });
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toMatch(/^Restored \d+ rows in \d+ tables and \d+ files/);

      await withDb({ ...target, open: target.openRestored }, dataDir(), async (database) => {
        const restored = await everyRow(database);
        expect(Object.keys(restored)).toEqual(Object.keys(original));
        for (const table of Object.keys(original)) expect(restored[table], table).toEqual(original[table]);
        expect(original.recipes.length).toBe(seeded.recipes);

        // The restored site goes on numbering where the original stopped.
        const inserted = await database.db.execute(
          sql`insert into analytics_events (name, page, properties, occurred_at, received_at)
            values ('Recipe Viewed', 'Recipe View', '{}', now(), now()) returning id`,
        );
        const ids = await database.db.execute(sql`select max(id)::text as id from analytics_events`);
        const [{ id }] = (inserted as unknown as { rows: { id: number | string }[] }).rows;
        expect(String(id)).toBe((ids as unknown as { rows: { id: string }[] }).rows[0].id);
        expect(original.analytics_events.length).toBeGreaterThan(0);
      });
      const uploads = (folder: string) => everyFile(path.join(folder, "uploads"));
      expect(uploads(restoredDir(dataDir()))).toEqual(uploads(dataDir()));
      expect(Object.keys(uploads(dataDir())).length).toBeGreaterThanOrEqual(seeded.images);

      // A second restore into it is refused.
      const twice = await runLadle(["db", "restore", file], { env: target.restoredEnv(dataDir()) });
      expect(twice.code).toBe(1);
      expect(twice.stderr).toContain("The database already holds data");
    }, 180_000);

    it("db restore refuses a truncated backup and leaves the empty database empty", async () => {
      const file = path.join(dataDir(), "site.ladle-backup.zip");
      const truncated = path.join(dataDir(), "truncated.zip");
      const bytes = fs.readFileSync(file);
      fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      const emptyDir = `${dataDir()}-empty`;
      const emptyEnv = { ...target.restoredEnv(dataDir()), LADLE_DATA_DIR: emptyDir };
      if (target.kind === "postgresql") {
        await dropDatabase(postgresUrl, restoredName);
        await adminQuery(`CREATE DATABASE "${restoredName}"`);
      } else {
        // Migrated and empty already: restoring into a folder that does not exist yet, which the
        // restore creates and migrates, is the test above.
        fs.cpSync(inject("migratedDataDir"), emptyDir, { recursive: true });
      }
      const result = await runLadle(["db", "restore", truncated], { env: emptyEnv });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/The backup is (incomplete|damaged)|is not a readable backup/);
      const open =
        target.kind === "pglite" ? () => openDatabase({ pgliteDir: path.join(emptyDir, "pg") }) : target.openRestored;
      const rows = await withDb({ ...target, open }, dataDir(), everyRow);
      expect(Object.values(rows).flat()).toEqual([]);
      fs.rmSync(emptyDir, { recursive: true, force: true });
    }, 120_000);
  });
}
