/**
 * Start-up time.
 *
 * Without arguments: seconds from `npm start` until http://127.0.0.1:PORT/api/health answers, once
 * on a fresh clone (no node_modules, no build, no data — the cold start) and once more on the same
 * clone (warm).
 *
 *   npx tsx bench/startup.ts            # clones HEAD into a temporary folder
 *   BENCH_CLONE_DIR=../fresh npx tsx bench/startup.ts
 *
 * With --server: the server process alone on this checkout's build, compiled (what `npm start`
 * runs) against TypeScript through tsx (what it ran before), on an already seeded data folder:
 * the median of BENCH_RUNS starts (default 5) until /api/health answers, and the memory of the
 * process and its children at rest (after a few pages were served). With BENCH_DATABASE_URL the
 * same on PostgreSQL, one server process.
 *
 *   npm run build && npx tsx bench/startup.ts --server
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describeMemory } from "./lib/memory.ts";
import { findPublicRecipeId } from "./lib/recipes.ts";
import { startServer, type TServerEntry } from "./lib/server.ts";

const port = Number(process.env.BENCH_PORT ?? 3610);

async function timeStart(dir: string, label: string) {
  const started = Date.now();
  const child = spawn("npm", ["start"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    detached: true,
  });
  let seconds = Number.NaN;
  while (Date.now() - started < 600_000) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        seconds = (Date.now() - started) / 1000;
        break;
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  process.kill(-(child.pid as number), "SIGTERM");
  await new Promise((r) => child.once("exit", r));
  console.log(`${label.padEnd(5)} npm start → answering in ${seconds.toFixed(1)} s`);
}

async function benchCloneStart() {
  const dir = path.resolve(process.env.BENCH_CLONE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "ladle-clone-")));
  if (!fs.existsSync(path.join(dir, "package.json"))) {
    fs.rmSync(dir, { recursive: true, force: true });
    const cloned = spawnSync("git", ["clone", "--quiet", process.cwd(), dir], { stdio: "inherit" });
    if (cloned.status !== 0) throw new Error("git clone failed");
  }
  await timeStart(dir, "cold");
  await timeStart(dir, "warm");
  console.log(`(clone at ${dir})`);
}

/** Serves a few pages so the page code is loaded, then lets the process settle. */
async function settle(url: string) {
  const recipeId = await findPublicRecipeId(url);
  for (let i = 0; i < 5; i++) {
    for (const page of ["/", `/recipe/${recipeId}`, `/api/recipes/${recipeId}`, "/search?q=soup"]) {
      await (await fetch(`${url}${page}${page.includes("?") ? "&" : "?"}settle=${i}`)).arrayBuffer();
    }
  }
  await new Promise((r) => setTimeout(r, 3000));
}

async function benchServerStart() {
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const targets = [{ label: "pglite", databaseUrl: undefined as string | undefined }];
  if (process.env.BENCH_DATABASE_URL)
    targets.push({ label: "postgresql", databaseUrl: process.env.BENCH_DATABASE_URL });
  for (const target of targets) {
    // The first start migrates and seeds; the timed ones find the folder (or database) ready.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ladle-bench-startup-"));
    const common = { port, databaseUrl: target.databaseUrl, workers: 1, dataDir };
    await (await startServer(common)).stop();
    // Taking turns, so a machine that gets busier or quieter meanwhile weighs on both alike.
    const entries: TServerEntry[] = ["tsx", "compiled"];
    const times = new Map<TServerEntry, number[]>(entries.map((entry) => [entry, []]));
    const memory = new Map<TServerEntry, string>();
    for (let run = 0; run < runs; run++) {
      for (const entry of entries) {
        const server = await startServer({ ...common, entry });
        times.get(entry)?.push(server.startMs);
        if (run === runs - 1) {
          await settle(server.url);
          memory.set(entry, describeMemory(server.pid));
        }
        await server.stop();
      }
    }
    for (const entry of entries) {
      const sorted = (times.get(entry) ?? []).sort((a, b) => a - b);
      const seconds = (ms: number) => (ms / 1000).toFixed(2);
      console.log(
        `${target.label.padEnd(10)} ${entry.padEnd(8)} start → answering: median ${seconds(sorted[Math.floor(runs / 2)])} s ` +
          `(min ${seconds(sorted[0])}, max ${seconds(sorted[runs - 1])}, ${runs} runs); memory at rest ${memory.get(entry)}`,
      );
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes("--server")) await benchServerStart();
else await benchCloneStart();
