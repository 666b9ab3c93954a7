import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { TDatabase } from "#db/client.ts";
import { deleteDemoData, demoAccounts, hasDemoData, seedDemoData } from "#db/seed/index.ts";
import type { TEnv } from "#server/env.ts";
import type { TCliIo, TCommandGroup } from "../command.ts";
import { CliError, describeDatabase, pgliteDirOf, readCliEnv, uploadsDirOf, withDatabase } from "../context.ts";

async function seed(database: TDatabase, env: TEnv, io: TCliIo) {
  const started = performance.now();
  const summary = await seedDemoData({ db: database.db, uploadsDir: uploadsDirOf(env) });
  const ms = Math.round(performance.now() - started);
  io.out(
    `Seeded ${summary.users} demo accounts, ${summary.recipes} recipes and ${summary.collections} collections in ${ms} ms.`,
  );
  io.out(`Wrote ${summary.files} images to ${path.join(uploadsDirOf(env), "demo")}.`);
  io.out(`Sign in as ${Object.values(demoAccounts).join(", ")}.`);
}

/** Empties a PostgreSQL database: our tables, the pg_trgm extension and drizzle's migration log. */
async function dropPostgresSchemas(database: TDatabase) {
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`create schema public`);
}

export const dbCommands: TCommandGroup = {
  name: "db",
  summary: "Database migrations and demo data",
  commands: [
    {
      name: "migrate",
      summary: "Apply the committed migrations (safe to run at any time)",
      async run(_args, io) {
        const env = readCliEnv();
        await withDatabase(env, (database) => database.migrate());
        io.out(`Migrated ${describeDatabase(env)}.`);
        return 0;
      },
    },
    {
      name: "seed",
      summary: "Add the demo accounts, recipes and images (migrates first)",
      flags: { force: "replace the demo accounts and everything they own if they already exist" },
      async run(args, io) {
        const env = readCliEnv();
        return withDatabase(env, async (database) => {
          await database.migrate();
          if (await hasDemoData({ db: database.db })) {
            if (!args.flags.has("force")) {
              io.err(`The demo data is already in ${describeDatabase(env)}.`);
              io.err("Run `ladle db seed --force` to replace it, or `ladle db reset` to start from scratch.");
              return 1;
            }
            await deleteDemoData({ db: database.db });
            io.out("Removed the existing demo accounts and their content.");
          }
          await seed(database, env, io);
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
        if (env.isProduction && !args.flags.has("force")) {
          throw new CliError("Refusing to reset a production database. Add --force if you really mean it.");
        }
        if (env.DATABASE_URL) {
          await withDatabase(env, (database) => dropPostgresSchemas(database));
        } else {
          // PGlite keeps everything in one folder; a running server must be stopped first.
          await fs.rm(pgliteDirOf(env), { recursive: true, force: true });
        }
        await fs.rm(path.join(uploadsDirOf(env), "demo"), { recursive: true, force: true });
        io.out(`Emptied ${describeDatabase(env)}.`);
        await withDatabase(env, async (database) => {
          await database.migrate();
          io.out("Applied the migrations.");
          await seed(database, env, io);
        });
        return 0;
      },
    },
  ],
};
