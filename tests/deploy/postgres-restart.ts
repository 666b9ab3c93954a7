/**
 * PostgreSQL restarted under a stream of writes: a cluster of Ladle's own (Debian's binaries, so it
 * can be stopped and started without touching anyone else's database), the compiled server on it,
 * and cooks creating recipes as fast as the server answers. The database is stopped for a few
 * seconds and started again. What a person would want to know comes back: how the requests during
 * the outage were answered and how fast, how long the server took to work again once the database
 * was back, and whether every write the server acknowledged is still there.
 *
 * Used by tests/deploy/faults.test.ts (short) and bench/faults.ts (longer, with more writers).
 */
import { queryRows } from "./deployment.ts";
import { signInCookie, startOwnStack } from "./own-stack.ts";

export { hasPostgresBinaries } from "./own-stack.ts";

export interface TRestartOptions {
  writers: number;
  /** Seconds of writes before the database stops, while it is down, and after it is back. */
  beforeSeconds: number;
  downSeconds: number;
  afterSeconds: number;
  serverProcesses: number;
}

interface TAttempt {
  startedAt: number;
  endedAt: number;
  status: number;
  code: string | null;
  message: string | null;
  id: string | null;
}

export interface TRestartReport {
  attempts: number;
  acknowledged: number;
  /** Acknowledged writes missing afterwards: must be 0. */
  lost: number;
  /** Every answer of the run, by status ("no answer" when the request itself failed). */
  statuses: Record<string, number>;
  /** Answers to requests sent while the database was down, by status. */
  outageStatuses: Record<string, number>;
  outageMessages: string[];
  /** Search pages (never cached) asked for while the database was down, by status. */
  outagePageStatuses: Record<string, number>;
  /** What such a page said. */
  outagePageText: string;
  /** Sign-in code requests (the sign-in library's own routes) sent while the database was down. */
  outageCodeStatuses: Record<string, number>;
  outageCodeMessages: string[];
  /** The slowest answer to a request sent while the database was down, in ms. */
  outageSlowestMs: number;
  /** From the database accepting connections again to the first acknowledged write, in seconds. */
  recoverySeconds: number | null;
  /** Whether the server was still the same process at the end. */
  isServerAlive: boolean;
  serverLog: string;
}

const recipeBody = (n: number) => ({
  title: `Restart soup ${n}`,
  servings: 2,
  ingredientGroups: [{ name: null, lines: ["1 l water", "2 carrots"] }],
  instructionSections: [{ name: null, steps: ["Boil the carrots in the water."] }],
});

export async function runPostgresRestart(options: TRestartOptions): Promise<TRestartReport> {
  const stack = await startOwnStack({ serverProcesses: options.serverProcesses });
  const base = stack.base;
  try {
    const cookie = await signInCookie(base, "cook@demo.ladle.test");

    const attempts: TAttempt[] = [];
    let next = 0;
    let isRunning = true;
    const write = async () => {
      while (isRunning) {
        const startedAt = Date.now();
        const attempt: TAttempt = { startedAt, endedAt: 0, status: 0, code: null, message: null, id: null };
        try {
          const response = await fetch(`${base}/api/recipes`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie },
            body: JSON.stringify(recipeBody(next++)),
            signal: AbortSignal.timeout(20_000),
          });
          attempt.status = response.status;
          const body = (await response.json().catch(() => ({}))) as { id?: string; code?: string; message?: string };
          if (response.status === 201) attempt.id = body.id ?? null;
          attempt.code = body.code ?? null;
          attempt.message = body.message ?? null;
        } catch (error) {
          attempt.message = (error as Error).message;
        }
        attempt.endedAt = Date.now();
        attempts.push(attempt);
        // A refused request is retried after a short pause, as a browser's person would.
        if (attempt.status !== 201) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const pages: { startedAt: number; endedAt: number; status: number; text: string }[] = [];
    const readPages = async () => {
      while (isRunning) {
        const startedAt = Date.now();
        const response = await fetch(`${base}/search?q=restart-${next++}`, {
          signal: AbortSignal.timeout(20_000),
        }).catch(() => null);
        const text = (await response?.text().catch(() => "")) ?? "";
        pages.push({ startedAt, endedAt: Date.now(), status: response?.status ?? 0, text });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const codeRequests: TAttempt[] = [];
    const requestCodes = async () => {
      while (isRunning) {
        const attempt: TAttempt = { startedAt: Date.now(), endedAt: 0, status: 0, code: null, message: null, id: null };
        const response = await fetch(`${base}/api/auth/email-otp/send-verification-otp`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: `restart-${next++}@example.test`, type: "sign-in" }),
          signal: AbortSignal.timeout(20_000),
        }).catch(() => null);
        const body = (await response?.json().catch(() => ({}))) as { code?: string; message?: string } | undefined;
        Object.assign(attempt, {
          status: response?.status ?? 0,
          code: body?.code ?? null,
          message: body?.message ?? null,
        });
        attempt.endedAt = Date.now();
        codeRequests.push(attempt);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const writers = [...Array.from({ length: options.writers }, write), readPages(), requestCodes()];
    const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

    await pause(options.beforeSeconds);
    await stack.stopPostgres();
    const downAt = Date.now();
    await pause(options.downSeconds);
    // The outage ends when PostgreSQL starts again: a request waiting for a connection then may
    // succeed before the start is noticed here.
    const restartingAt = Date.now();
    await stack.startPostgres();
    const backAt = Date.now();
    await pause(options.afterSeconds);
    isRunning = false;
    await Promise.all(writers);

    const acknowledged = attempts.filter((a) => a.id);
    const stored = new Set(
      (
        await queryRows<{ id: string }>(stack.databaseUrl, "SELECT id FROM recipes WHERE title LIKE 'Restart soup %'")
      ).map((row) => row.id),
    );
    const duringOutage = attempts.filter((a) => a.startedAt >= downAt + 200 && a.endedAt <= restartingAt);
    const countStatuses = (list: TAttempt[]) => {
      const counts: Record<string, number> = {};
      for (const a of list) counts[a.status || "no answer"] = (counts[a.status || "no answer"] ?? 0) + 1;
      return counts;
    };
    const codesDuringOutage = codeRequests.filter((a) => a.startedAt >= downAt + 200 && a.endedAt <= restartingAt);
    const pagesDuringOutage = pages.filter((p) => p.startedAt >= downAt + 200 && p.endedAt <= restartingAt);
    const firstAfter = attempts.filter((a) => a.id && a.startedAt >= backAt).sort((a, b) => a.endedAt - b.endedAt)[0];
    const isServerAlive = stack.server.child.exitCode === null && stack.server.child.signalCode === null;
    return {
      attempts: attempts.length,
      acknowledged: acknowledged.length,
      lost: acknowledged.filter((a) => !stored.has(a.id as string)).length,
      statuses: countStatuses(attempts),
      outageStatuses: countStatuses(duringOutage),
      outagePageStatuses: countStatuses(pagesDuringOutage.map((p) => ({ ...p, code: null, message: null, id: null }))),
      outagePageText: /<p>([^<]*)<\/p>/.exec(pagesDuringOutage[0]?.text ?? "")?.[1] ?? "",
      outageMessages: [...new Set(duringOutage.map((a) => `${a.code}: ${a.message}`))],
      outageCodeStatuses: countStatuses(codesDuringOutage),
      outageCodeMessages: [...new Set(codesDuringOutage.map((a) => `${a.code}: ${a.message}`))],
      outageSlowestMs: Math.max(0, ...[...duringOutage, ...codesDuringOutage].map((a) => a.endedAt - a.startedAt)),
      recoverySeconds: firstAfter ? (firstAfter.endedAt - backAt) / 1000 : null,
      isServerAlive,
      serverLog: stack.server.output(),
    };
  } finally {
    await stack.close();
  }
}
