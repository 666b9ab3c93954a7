/**
 * Boots Ladle: configuration, database, migrations, demo data on first run, then the server. With
 * PostgreSQL the first process migrates and seeds, then forks one server process per core
 * (LADLE_WORKERS) and supervises them; the embedded PGlite and development run in one process.
 */
import cluster from "node:cluster";
import os from "node:os";
import pino from "pino";
import { DataFolderLockedError } from "#db/data-folder-lock.ts";
import { DatabaseOpenError } from "#db/errors.ts";
import { EnvError, parseEnv, type TEnv } from "./env.ts";
import { migrateAndSeed, openAppDatabase } from "./runtime/prepare-database.ts";
import { planProcesses } from "./runtime/process-plan.ts";
import { drainTimeoutMs, readyLine } from "./runtime/ready-line.ts";
import { readyMessage, superviseWorkers } from "./runtime/supervisor.ts";

async function main() {
  const env = readEnv();
  const isDev = process.argv.includes("--dev");
  if (cluster.isWorker) return serveAsWorker(env);
  const plan = planProcesses({
    isPostgres: Boolean(env.DATABASE_URL),
    isDev,
    requested: env.LADLE_WORKERS,
    cores: os.availableParallelism(),
  });
  if (plan.workers === 1) return serveAlone(env, isDev, plan.note);
  return superviseAsPrimary(env, plan.workers);
}

function readEnv(): TEnv {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** One process does everything: PGlite, development, or LADLE_WORKERS=1. */
async function serveAlone(env: TEnv, isDev: boolean, note: string | undefined) {
  const database = await openAppDatabase(env);
  const { isSeeded, filledRecipes } = await migrateAndSeed({ env, database });
  const { serve } = await import("./runtime/serve.ts");
  const app = await serve({ env, database, isDev });
  if (note) app.log.info(note);
  if (filledRecipes > 0) app.log.info({ recipes: filledRecipes }, "Derived the recipes' foods and nutrition estimates");
  if (isSeeded) app.log.info("Seeded the demo data (first run).");
  console.log(readyLine(env, `database: ${database.kind}`));
}

/** Migrates and seeds once, before any server process exists, then supervises them. */
async function superviseAsPrimary(env: TEnv, workers: number) {
  const log = pino({ level: env.LOG_LEVEL });
  const database = await openAppDatabase(env, { poolSize: 1 });
  const { isSeeded, filledRecipes } = await migrateAndSeed({ env, database }).finally(() => database.close());
  if (filledRecipes > 0) log.info({ recipes: filledRecipes }, "Derived the recipes' foods and nutrition estimates");
  if (isSeeded) log.info("Seeded the demo data (first run).");
  log.info({ workers }, "Starting the server processes");
  superviseWorkers({
    workers,
    log,
    stopTimeoutMs: drainTimeoutMs + 5_000,
    onReady: () => console.log(readyLine(env, `database: ${database.kind}, ${workers} processes`)),
  });
}

async function serveAsWorker(env: TEnv) {
  const database = await openAppDatabase(env);
  const { serve } = await import("./runtime/serve.ts");
  await serve({ env, database, isDev: false });
  process.send?.(readyMessage);
}

main().catch((error) => {
  // Problems with the data folder are the operator's to fix: say what and where, without a stack.
  if (error instanceof DatabaseOpenError || error instanceof DataFolderLockedError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
