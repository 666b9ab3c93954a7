/** `ladle jobs list [--state …]` and `ladle jobs retry <id>` on an embedded database. */
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, type TDatabase } from "#db/client.ts";
import { jobs } from "#db/schema.ts";
import { defineJobKind } from "#server/lib/jobs/job-kind.ts";
import { enqueueJob } from "#server/lib/jobs/job-store.ts";
import { runLadle, useTempDataDir } from "../helpers/cli.ts";

const kind = defineJobKind({
  type: "deliver-message",
  maxAttempts: 5,
  timeoutMs: 1000,
  backoff: { baseMs: 1, maxMs: 1 },
});

describe("ladle jobs", () => {
  const dataDir = useTempDataDir("jobs", { from: "migrated" });
  const env = () => ({ LADLE_DATA_DIR: dataDir() });

  /** Opens the data folder's database while no command runs (PGlite's folder takes one process). */
  async function withDataFolder<T>(work: (database: TDatabase) => Promise<T>): Promise<T> {
    const database = await openDatabase({ pgliteDir: path.join(dataDir(), "pg") });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  }

  it("lists failed jobs with their last error, and queues one again", async () => {
    const { failedId, doneId } = await withDataFolder(async ({ db }) => {
      const failedId = Number(await enqueueJob({ db, kind, payload: {} }));
      const doneId = Number(await enqueueJob({ db, kind, payload: {} }));
      await db
        .update(jobs)
        .set({
          state: "failed",
          attempts: 5,
          lastError: "Could not deliver sms: Twilio answered 503",
          finishedAt: new Date(),
        })
        .where(eq(jobs.id, failedId));
      await db.update(jobs).set({ state: "completed", attempts: 1, finishedAt: new Date() }).where(eq(jobs.id, doneId));
      return { failedId, doneId };
    });

    const failed = await runLadle(["jobs", "list", "--state", "failed"], { env: env() });
    expect(failed.code, failed.stderr).toBe(0);
    const lines = failed.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^ID\s+TYPE\s+STATE\s+TRIES\s+RUNS\/ENDED AT\s+LAST ERROR$/);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${failedId}\\s+deliver-message\\s+failed\\s+5/5\\s+\\S+Z\\s+Could not deliver sms: Twilio answered 503$`,
        ),
      ),
    ]);
    const all = await runLadle(["jobs", "list"], { env: env() });
    expect(all.stdout).toMatch(new RegExp(`^${doneId}\\s+deliver-message\\s+completed`, "m"));

    const retried = await runLadle(["jobs", "retry", String(failedId)], { env: env() });
    expect(retried.code, retried.stderr).toBe(0);
    expect(retried.stdout).toContain(`Job ${failedId} is queued again`);
    const row = await withDataFolder(async ({ db }) => (await db.select().from(jobs).where(eq(jobs.id, failedId)))[0]);
    expect(row).toMatchObject({ state: "queued", attempts: 0 });

    const done = await runLadle(["jobs", "retry", String(doneId)], { env: env() });
    expect(done.code).toBe(1);
    expect(done.stderr).toContain(`Job ${doneId} is completed; only failed or waiting jobs can be retried.`);
    const missing = await runLadle(["jobs", "retry", "999999"], { env: env() });
    expect(missing.stderr).toContain("There is no job 999999.");
    const badState = await runLadle(["jobs", "list", "--state", "dead"], { env: env() });
    expect(badState.code).toBe(1);
    expect(badState.stderr).toContain("--state must be one of queued, running, completed, failed.");
  }, 120_000);
});
