/**
 * The server killed with SIGKILL in the middle of writes, as a crashed host would be, then started
 * again. Cooks keep creating recipes, meal plans with six recipes each, and five shopping-list items
 * at a time, and visitors ask for sign-in codes (each one a job that puts a message in the outbox).
 * Afterwards nothing may be half-written: every plan has all six recipes, every batch of items all
 * five or none; every acknowledged write is there; every job finishes, and every code asked for is
 * delivered exactly once.
 */
import { queryRows, waitUntil } from "./deployment.ts";
import { signInCookie, startOwnStack } from "./own-stack.ts";

export interface TKillOptions {
  writers: number;
  /** Seconds of writes before the kill, and after the server is back. */
  beforeSeconds: number;
  afterSeconds: number;
  serverProcesses: number;
  /** Sign-in codes asked for in all (the per-address and per-network limits allow a few dozen). */
  codeRequests: number;
}

export interface TKillReport {
  acknowledged: { recipes: number; plans: number; itemBatches: number; codes: number };
  /** Acknowledged writes missing afterwards: must be 0. */
  lost: number;
  /** Plans without all six recipes, and item batches with some but not all five items: must be 0. */
  halfWritten: number;
  jobs: { total: number; completed: number; failed: number; triedAgain: number };
  /** Codes delivered more than once, and acknowledged codes never delivered: must be 0. */
  codesDuplicated: number;
  codesMissing: number;
  /** From starting the server again to its first acknowledged write, in seconds. */
  restartSeconds: number;
}

const entriesPerPlan = 6;
const itemsPerBatch = 5;

export async function runServerKill(options: TKillOptions): Promise<TKillReport> {
  const stack = await startOwnStack({ serverProcesses: options.serverProcesses });
  const { base } = stack;
  try {
    const startedAt = new Date();
    const cookie = await signInCookie(base, "cook@demo.ladle.test");
    const json = { "content-type": "application/json", cookie };
    const trending = (await (await fetch(`${base}/api/recipes/trending?limit=24`)).json()) as {
      items: { id: string; isPaywalled: boolean }[];
    };
    const recipeIds = trending.items.filter((r) => !r.isPaywalled).map((r) => r.id);
    const list = (await (await fetch(`${base}/api/shopping-list`, { headers: { cookie } })).json()) as { id: string };

    const acknowledged = {
      recipes: [] as string[],
      plans: [] as string[],
      itemBatches: [] as number[],
      codes: [] as string[],
    };
    let n = 0;
    let codesAsked = 0;
    let isRunning = true;
    let firstAfterRestart: number | null = null;
    let restartedAt = Number.POSITIVE_INFINITY;
    const post = async (path: string, body: unknown, headers: Record<string, string> = json) => {
      const response = await fetch(`${base}${path}`, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      }).catch(() => null);
      if (response?.ok && Date.now() >= restartedAt) firstAfterRestart ??= Date.now();
      return response?.ok ? ((await response.json().catch(() => ({}))) as { id?: string }) : null;
    };
    const write = async () => {
      while (isRunning) {
        const k = n++;
        const kind = k % 4;
        if (kind === 0) {
          const created = await post("/api/recipes", {
            title: `Kill stew ${k}`,
            servings: 2,
            ingredientGroups: [
              { name: null, lines: ["2 leeks", "1 l stock"] },
              { name: "To serve", lines: ["bread"] },
            ],
            instructionSections: [{ name: null, steps: ["Simmer the leeks in the stock."] }],
          });
          if (created?.id) acknowledged.recipes.push(created.id);
        } else if (kind === 1) {
          const entries = Array.from({ length: entriesPerPlan }, (_, i) => ({
            day: i,
            slot: "dinner",
            recipeId: recipeIds[(k + i) % recipeIds.length],
            servings: 2,
          }));
          const created = await post("/api/meal-plans", { title: `Kill plan ${k}`, dayCount: 7, entries });
          if (created?.id) acknowledged.plans.push(created.id);
        } else if (kind === 2) {
          const texts = Array.from({ length: itemsPerBatch }, (_, i) => `kill batch ${k} item ${i}`);
          if (await post(`/api/shopping-lists/${list.id}/items`, { texts })) acknowledged.itemBatches.push(k);
        } else if (codesAsked < options.codeRequests) {
          codesAsked++;
          const email = `kill-${k}@example.test`;
          const sent = await post(
            "/api/auth/email-otp/send-verification-otp",
            { email, type: "sign-in" },
            { "content-type": "application/json", origin: base },
          );
          if (sent) acknowledged.codes.push(email);
        }
        if (!isRunning) break;
      }
    };
    const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const writers = Array.from({ length: options.writers }, write);
    await pause(options.beforeSeconds);
    stack.killServer();
    await pause(1);
    restartedAt = Date.now();
    await stack.startServer();
    await pause(options.afterSeconds);
    isRunning = false;
    await Promise.all(writers);

    // The jobs this run made, the deliveries of its codes (their payloads are erased once sent, so
    // they are told by type and time), all finish: one the killed server was running is taken back
    // when its lease ends.
    const ownJobs = "FROM jobs WHERE type = 'deliver-message' AND created_at >= $1";
    await waitUntil(
      "every job of the run has finished",
      async () => {
        const [row] = await queryRows<{ n: number }>(
          stack.databaseUrl,
          `SELECT count(*)::int AS n ${ownJobs} AND state IN ('queued', 'running')`,
          [startedAt],
        );
        return row.n === 0;
      },
      180_000,
    );
    const db = stack.databaseUrl;
    const recipes = new Set(
      (await queryRows<{ id: string }>(db, "SELECT id FROM recipes WHERE title LIKE 'Kill stew %'")).map((r) => r.id),
    );
    const plans = await queryRows<{ id: string; entries: number }>(
      db,
      `SELECT p.id, count(e.id)::int AS entries FROM meal_plans p LEFT JOIN meal_plan_entries e ON e.meal_plan_id = p.id
       WHERE p.title LIKE 'Kill plan %' GROUP BY p.id`,
    );
    const batches = await queryRows<{ batch: string; items: number }>(
      db,
      `SELECT substring(text from 'kill batch (\\d+) item') AS batch, count(*)::int AS items
       FROM shopping_list_items WHERE text LIKE 'kill batch %' GROUP BY 1`,
    );
    const deliveries = await queryRows<{ to: string; n: number }>(
      db,
      `SELECT "to", count(*)::int AS n FROM outbox WHERE "to" LIKE 'kill-%@example.test' GROUP BY 1`,
    );
    const jobs = await queryRows<{ state: string; attempts: number }>(db, `SELECT state, attempts ${ownJobs}`, [
      startedAt,
    ]);
    const planIds = new Set(plans.map((p) => p.id));
    const batchIds = new Set(batches.map((b) => Number(b.batch)));
    const delivered = new Map(deliveries.map((d) => [d.to, d.n]));
    return {
      acknowledged: {
        recipes: acknowledged.recipes.length,
        plans: acknowledged.plans.length,
        itemBatches: acknowledged.itemBatches.length,
        codes: acknowledged.codes.length,
      },
      lost:
        acknowledged.recipes.filter((id) => !recipes.has(id)).length +
        acknowledged.plans.filter((id) => !planIds.has(id)).length +
        acknowledged.itemBatches.filter((k) => !batchIds.has(k)).length,
      halfWritten:
        plans.filter((p) => p.entries !== entriesPerPlan).length +
        batches.filter((b) => b.items !== itemsPerBatch).length,
      jobs: {
        total: jobs.length,
        completed: jobs.filter((j) => j.state === "completed").length,
        failed: jobs.filter((j) => j.state === "failed").length,
        triedAgain: jobs.filter((j) => j.attempts > 1).length,
      },
      codesDuplicated: deliveries.filter((d) => d.n > 1).length,
      codesMissing: acknowledged.codes.filter((email) => !delivered.has(email)).length,
      restartSeconds: firstAfterRestart === null ? -1 : ((firstAfterRestart as number) - restartedAt) / 1000,
    };
  } finally {
    await stack.close();
  }
}
