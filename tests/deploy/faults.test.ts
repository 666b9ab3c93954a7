/**
 * PostgreSQL restarted while cooks write and visitors search: requests and pages during the outage
 * get a quick 503 with a clear message, the server works again within 5 s of the database coming back without being restarted,
 * and no write it acknowledged is lost. The longer run with more writers is bench/faults.ts.
 */
import { describe, expect, test } from "vitest";
import { hasBuild } from "./deployment.ts";
import { hasPostgresBinaries, runPostgresRestart } from "./postgres-restart.ts";
import { runServerKill } from "./server-kill.ts";

const missing = !hasBuild()
  ? "there is no build (npm run build)"
  : !hasPostgresBinaries()
    ? "PostgreSQL is not installed"
    : "";

describe.skipIf(missing)(`PostgreSQL restarted under writes${missing ? ` (skipped: ${missing})` : ""}`, () => {
  test("outage answers are fast 503s, the server recovers by itself, and no acknowledged write is lost", async () => {
    const report = await runPostgresRestart({
      writers: 4,
      beforeSeconds: 3,
      downSeconds: 3,
      afterSeconds: 6,
      serverProcesses: 1,
    });
    const { serverLog, ...figures } = report;
    const summary = JSON.stringify(figures, null, 2);
    expect(report.isServerAlive, serverLog.slice(-2000)).toBe(true);
    expect(report.acknowledged, summary).toBeGreaterThan(20);
    expect(report.lost, summary).toBe(0);
    // Nothing but acknowledged writes and 503s (a write cut off as the database stopped may also be a 503).
    expect(Object.keys(report.statuses).sort(), summary).toEqual(["201", "503"]);
    expect(report.outageStatuses["503"], summary).toBeGreaterThan(0);
    expect(report.outageMessages, summary).toEqual([
      "UNAVAILABLE: Ladle can't reach its database for a moment. Please try again in a few seconds.",
    ]);
    // The sign-in library's routes too: a code asked for meanwhile is the same 503, not a 500.
    expect(Object.keys(report.outageCodeStatuses), summary).toEqual(["503"]);
    expect(report.outageCodeMessages, summary).toEqual(report.outageMessages);
    expect(report.outageSlowestMs, summary).toBeLessThan(6_000);
    // Pages say the same, as a page: never the error page of a bug.
    expect(Object.keys(report.outagePageStatuses), summary).toEqual(["503"]);
    expect(report.outagePageText, summary).toContain("can't reach its database for a moment");
    expect(report.recoverySeconds, summary).not.toBeNull();
    expect(report.recoverySeconds as number, summary).toBeLessThanOrEqual(5);
  }, 180_000);

  test("a server killed mid-write leaves nothing half-written, loses nothing acknowledged, and runs each job once", async () => {
    const report = await runServerKill({
      writers: 4,
      beforeSeconds: 4,
      afterSeconds: 4,
      serverProcesses: 1,
      codeRequests: 8,
    });
    const summary = JSON.stringify(report, null, 2);
    expect(report.acknowledged.plans, summary).toBeGreaterThan(0);
    expect(report.acknowledged.itemBatches, summary).toBeGreaterThan(0);
    expect(report.acknowledged.codes, summary).toBeGreaterThan(0);
    expect(report.lost, summary).toBe(0);
    expect(report.halfWritten, summary).toBe(0);
    expect(report.jobs.failed, summary).toBe(0);
    expect(report.jobs.completed, summary).toBe(report.jobs.total);
    expect(report.codesDuplicated, summary).toBe(0);
    expect(report.codesMissing, summary).toBe(0);
    expect(report.restartSeconds, summary).toBeGreaterThanOrEqual(0);
  }, 300_000);
});
