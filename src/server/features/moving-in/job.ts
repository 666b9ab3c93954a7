/**
 * The `moving-in` job: runs an uploaded collection's import to the end. A try that stops (a crash,
 * the timeout, a deploy) is retried and resumes where the rows say it stopped; after the last try
 * the import is marked failed so the cook is not left watching a bar that never moves.
 */

import { AppError } from "#core/errors.ts";
import type { TDb } from "#db/client.ts";
import type { TEnv } from "#server/env.ts";
import { defineJob, defineJobKind, PermanentJobError } from "#server/lib/jobs/job-kind.ts";
import type { TStorage } from "#server/lib/storage/storage.ts";
import { loopbackAllowanceFor } from "#server/net/safe-fetch.ts";
import { failMovingIn, runMovingIn } from "./run-import.ts";

export const movingInKind = defineJobKind<{ importId: string }>({
  type: "moving-in",
  maxAttempts: 5,
  // Thousands of recipes with photos take minutes; a try cut short resumes, so this bounds a stuck one.
  timeoutMs: 30 * 60_000,
  backoff: { baseMs: 5000, maxMs: 5 * 60_000 },
});

export function createMovingInJob({
  db,
  storage,
  env,
}: {
  db: TDb;
  storage: TStorage;
  env: Pick<TEnv, "LADLE_ENV" | "IMPORT_ALLOW_LOOPBACK_FOR_TESTS">;
}) {
  const photoFetch = { allowLoopback: loopbackAllowanceFor(env) };
  return defineJob(movingInKind, async ({ importId }, job) => {
    try {
      await runMovingIn({ db, storage, importId, signal: job.signal, photoFetch });
    } catch (error) {
      // The file is gone (or another problem a retry cannot fix): say so now rather than after five tries.
      if (error instanceof AppError && error.status < 500) {
        await failMovingIn(db, importId, error.message);
        throw new PermanentJobError(error.message, { cause: error });
      }
      if (job.attempt >= job.maxAttempts) {
        await failMovingIn(
          db,
          importId,
          "We couldn't finish reading this file. The recipes listed were saved; try the file again for the rest.",
        );
      }
      throw error;
    }
  });
}
