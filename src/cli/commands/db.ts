import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import { inArray, sql } from "drizzle-orm";
import type { TDatabase } from "#db/client.ts";
import { fillRecipeFoodData } from "#db/fill-recipe-food-data.ts";
import { users } from "#db/schema.ts";
import { deleteDemoData, demoAccounts, demoFolder, hasDemoData, seedDemoData } from "#db/seed/index.ts";
import { removeAccountUploads } from "#server/features/identity/account-deletion.ts";
import { type TBackupSummary, writeBackup } from "#server/lib/backup/backup.ts";
import { RestoreError, restoreBackup } from "#server/lib/backup/restore.ts";
import { storageFolders, type TStorage } from "#server/lib/storage/storage.ts";
import { CliError, type TCliIo, type TCommandGroup } from "../command.ts";
import { describeDatabase, pgliteDirOf, readCliEnv, storageOf, withDatabase } from "../context.ts";

async function seed(database: TDatabase, storage: TStorage, io: TCliIo) {
  const started = performance.now();
  const summary = await seedDemoData({ db: database.db, storage });
  const ms = Math.round(performance.now() - started);
  io.out(
    `Seeded ${summary.users} demo accounts, ${summary.recipes} recipes and ${summary.collections} collections in ${ms} ms.`,
  );
  io.out(`Wrote ${summary.files} images to ${storage.location}/${demoFolder.slice(0, -1)}.`);
  io.out(`Sign in as ${Object.values(demoAccounts).join(", ")}.`);
}

/** Empties a PostgreSQL database: our tables, the pg_trgm extension and drizzle's migration log. */
async function dropPostgresSchemas(database: TDatabase) {
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`create schema public`);
}

/** The avatars and recipe photos the demo accounts uploaded go with them (the demo images stay). */
async function removeDemoAccountUploads(database: TDatabase, storage: TStorage) {
  const accounts = await database.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, Object.values(demoAccounts)));
  for (const { id } of accounts) await removeAccountUploads({ db: database.db, storage, userId: id });
}

function describeBackup(summary: TBackupSummary): string {
  const rows = Object.values(summary.tables).reduce((sum, count) => sum + count, 0);
  const tables = Object.keys(summary.tables).length;
  const megabytes = (summary.bytes / 1_048_576).toFixed(1);
  return `${rows} rows in ${tables} tables and ${summary.files} files (${megabytes} MB)`;
}

export const dbCommands: TCommandGroup = {
  name: "db",
  summary: "Database migrations and demo data",
  commands: [
    {
      name: "migrate",
      summary: "Apply the committed migrations and derive recipes' food data (safe to run at any time)",
      async run(_args, io) {
        const env = readCliEnv();
        const filled = await withDatabase(env, async (database) => {
          await database.migrate();
          return fillRecipeFoodData({ db: database.db });
        });
        io.out(`Migrated ${describeDatabase(env)}.`);
        if (filled > 0) io.out(`Derived the foods and nutrition estimates of ${filled} recipes.`);
        return 0;
      },
    },
    {
      name: "seed",
      summary: "Add the demo accounts, recipes and images (migrates first)",
      flags: { force: "replace the demo accounts and everything they own if they already exist" },
      async run(args, io) {
        const env = readCliEnv();
        const storage = storageOf(env);
        return withDatabase(env, async (database) => {
          await database.migrate();
          if (await hasDemoData({ db: database.db })) {
            if (!args.flags.has("force")) {
              io.err(`The demo data is already in ${describeDatabase(env)}.`);
              io.err("Run `ladle db seed --force` to replace it, or `ladle db reset` to start from scratch.");
              return 1;
            }
            await removeDemoAccountUploads(database, storage);
            await deleteDemoData({ db: database.db });
            io.out("Removed the existing demo accounts and their content.");
          }
          await seed(database, storage, io);
          return 0;
        });
      },
    },
    {
      name: "reset",
      summary: "Delete ALL data, re-run the migrations and re-seed the demo data",
      flags: { force: "required when LADLE_ENV=production" },
      async run(args, io) {
        const env = readCliEnv();
        const storage = storageOf(env);
        if (env.isProduction && !args.flags.has("force")) {
          throw new CliError("Refusing to reset a production database. Add --force if you really mean it.");
        }
        if (env.DATABASE_URL) {
          await withDatabase(env, (database) => dropPostgresSchemas(database));
        } else {
          // PGlite keeps everything in one folder; a running server must be stopped first.
          await fs.rm(pgliteDirOf(env), { recursive: true, force: true });
        }
        // No row points at any upload any more: every folder Ladle writes goes, demo images included.
        for (const folder of storageFolders) await storage.removePrefix(folder);
        io.out(`Emptied ${describeDatabase(env)}.`);
        await withDatabase(env, async (database) => {
          await database.migrate();
          io.out("Applied the migrations.");
          await seed(database, storage, io);
        });
        return 0;
      },
    },
    {
      name: "backup",
      summary: "Write every table and uploaded file to one file (a zip); with PGlite, stop the server first",
      arguments: "<file>",
      async run(args, io) {
        const file = args.positionals[0];
        if (!file) throw new CliError("Name the file to write: ladle db backup <file>");
        if (existsSync(file)) throw new CliError(`${file} already exists; name a new file.`);
        const env = readCliEnv();
        const started = performance.now();
        const summary = await withDatabase(env, (database) => writeBackup({ database, storage: storageOf(env), file }));
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        io.out(`Backed up ${describeBackup(summary)} from ${describeDatabase(env)} to ${file} in ${seconds} s.`);
        return 0;
      },
    },
    {
      name: "restore",
      summary: "Restore a backup into an empty database and storage (migrates first)",
      arguments: "<file>",
      async run(args, io) {
        const file = args.positionals[0];
        if (!file) throw new CliError("Name the backup to restore: ladle db restore <file>");
        if (!existsSync(file)) throw new CliError(`There is no file ${file}.`);
        const env = readCliEnv();
        const started = performance.now();
        const summary = await withDatabase(env, async (database) => {
          await database.migrate();
          try {
            return await restoreBackup({ database, storage: storageOf(env), file });
          } catch (error) {
            if (error instanceof RestoreError) throw new CliError(error.message);
            throw error;
          }
        });
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        io.out(`Restored ${describeBackup(summary)} into ${describeDatabase(env)} in ${seconds} s.`);
        return 0;
      },
    },
  ],
};
