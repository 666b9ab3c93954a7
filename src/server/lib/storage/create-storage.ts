import path from "node:path";
import type { TEnv } from "#server/env.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import type { TStorage, TStorageLogger } from "./storage.ts";

const consoleLogger: TStorageLogger = { error: (details, message) => console.error(message, details) };

/** S3 when S3_BUCKET and its companions are set; otherwise the `uploads` folder in the data folder. */
export function createStorage({
  env,
  logger = consoleLogger,
}: {
  env: Pick<TEnv, "dataDir" | "s3">;
  logger?: TStorageLogger;
}): TStorage {
  if (env.s3) return createS3Storage({ settings: env.s3, logger });
  return createLocalStorage({ rootDir: path.join(env.dataDir, "uploads"), logger });
}
