/** Builds the app on an open database, listens, and drains on SIGTERM or SIGINT. */
import type { FastifyInstance } from "fastify";
import type { TDatabase } from "#db/client.ts";
import { buildApp } from "../app.ts";
import type { TEnv } from "../env.ts";
import { drainTimeoutMs } from "./ready-line.ts";

export async function serve({
  env,
  database,
  isDev,
}: {
  env: TEnv;
  database: TDatabase;
  isDev: boolean;
}): Promise<FastifyInstance> {
  const app = await buildApp({
    env,
    database,
    ssr: isDev ? "development" : "production",
    logger: {
      level: env.LOG_LEVEL,
      transport: isDev ? { target: "pino/file", options: { destination: 1 } } : undefined,
    },
  });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, "Shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      app.log.error(`Shutdown took longer than ${drainTimeoutMs / 1000} s; exiting.`);
      process.exit(1);
    }, drainTimeoutMs);
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
  return app;
}
