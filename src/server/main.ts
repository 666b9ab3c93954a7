/** Boots Ladle: configuration, database, migrations, demo data on first run, then the server. */
import path from "node:path";
import { DatabaseOpenError, openDatabase } from "#db/client.ts";
import { DataFolderLockedError } from "#db/data-folder-lock.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import { buildApp } from "./app.ts";
import { EnvError, parseEnv } from "./env.ts";
import { createStorage } from "./lib/storage/create-storage.ts";

async function main() {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const isDev = process.argv.includes("--dev");
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: path.join(env.dataDir, "pg") });
  await database.migrate();
  const seeded = await seedIfEmpty({ db: database.db, storage: createStorage({ env }) });

  const app = await buildApp({
    env,
    database,
    ssr: isDev ? "development" : "production",
    logger: {
      level: env.LOG_LEVEL,
      transport: isDev ? { target: "pino/file", options: { destination: 1 } } : undefined,
    },
  });
  if (seeded) app.log.info("Seeded the demo data (first run).");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "Shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      app.log.error("Shutdown took longer than 10 s; exiting.");
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "Shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: env.PORT, host: env.HOST });
  const shownHost = env.HOST === "0.0.0.0" || env.HOST === "127.0.0.1" ? "localhost" : env.HOST;
  console.log(`Ladle is ready at http://${shownHost}:${env.PORT} (database: ${database.kind})`);
}

main().catch((error) => {
  // Problems with the data folder are the operator's to fix: say what and where, without a stack.
  if (error instanceof DatabaseOpenError || error instanceof DataFolderLockedError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
