/** The daily clean-up, the recurring job every server schedules: what it deletes and what it keeps. */
import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { jobSchedules, jobs, rateLimits, verifications } from "#db/schema.ts";
import { cleanUpExpiredRows, dailyCleanUpSchedule } from "#server/features/system/daily-clean-up.ts";
import { defineJobKind } from "#server/lib/jobs/job-kind.ts";
import { enqueueJob } from "#server/lib/jobs/job-store.ts";
import { drainJobs, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { uniqueSuffix } from "../helpers/fakes/identity-flows.ts";

const dayMs = 24 * 60 * 60 * 1000;
const kind = defineJobKind({
  type: "clean-up-test",
  maxAttempts: 1,
  timeoutMs: 1000,
  backoff: { baseMs: 1, maxMs: 1 },
});

describeEachDatabase("jobs: the daily clean-up", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;

  it("is scheduled by every server, once a day", async () => {
    getApp();
    const [row] = await db().select().from(jobSchedules).where(eq(jobSchedules.name, dailyCleanUpSchedule.name));
    expect(row).toMatchObject({ cron: "17 3 * * *" });
    expect(row.nextRunAt.getTime() - Date.now()).toBeLessThanOrEqual(dayMs);
  });

  it("deletes expired limits and codes and old finished jobs, and keeps the rest", async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const suffix = uniqueSuffix();
    await db()
      .insert(rateLimits)
      .values([
        { key: `test:old:${suffix}`, hits: [ago(2 * dayMs)], isAllowed: true, expiresAt: ago(dayMs) },
        { key: `test:new:${suffix}`, hits: [now], isAllowed: true, expiresAt: new Date(now.getTime() + 60_000) },
      ]);
    await db()
      .insert(verifications)
      .values([
        { id: `old-${suffix}`, identifier: `sign-in-otp-old.${suffix}@ladle.test`, value: "x", expiresAt: ago(1000) },
        {
          id: `new-${suffix}`,
          identifier: `sign-in-otp-new.${suffix}@ladle.test`,
          value: "x",
          expiresAt: new Date(now.getTime() + 600_000),
        },
      ]);
    const ids: Record<string, number> = {};
    for (const [name, state, finishedDaysAgo] of [
      ["oldCompleted", "completed", 8],
      ["recentCompleted", "completed", 6],
      ["oldFailed", "failed", 31],
      ["recentFailed", "failed", 29],
      ["queued", "queued", null],
    ] as const) {
      ids[name] = Number(await enqueueJob({ db: db(), kind, payload: {}, runAt: new Date(now.getTime() + dayMs) }));
      await db()
        .update(jobs)
        .set({ state, finishedAt: finishedDaysAgo === null ? null : ago(finishedDaysAgo * dayMs) })
        .where(eq(jobs.id, ids[name]));
    }

    expect(await cleanUpExpiredRows({ db: db(), now })).toMatchObject({ finishedJobs: 2 });
    const keys = (await db().select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain(`test:new:${suffix}`);
    expect(keys).not.toContain(`test:old:${suffix}`);
    const codes = await db()
      .select({ id: verifications.id })
      .from(verifications)
      .where(inArray(verifications.id, [`old-${suffix}`, `new-${suffix}`]));
    expect(codes).toEqual([{ id: `new-${suffix}` }]);
    const left = await db()
      .select({ id: jobs.id })
      .from(jobs)
      .where(inArray(jobs.id, Object.values(ids)));
    expect(left.map((row) => row.id).toSorted()).toEqual(
      [ids.recentCompleted, ids.recentFailed, ids.queued].toSorted(),
    );
  });

  it("runs as a job and records what it deleted", async () => {
    const id = await enqueueJob({ db: db(), kind: dailyCleanUpSchedule.kind, payload: {} });
    await drainJobs(getApp());
    const [row] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.id, Number(id)));
    expect(row).toMatchObject({
      state: "completed",
      result: { expiredCodes: expect.any(Number), finishedJobs: expect.any(Number), shoppingRows: expect.any(Number) },
    });
  });
});
