/**
 * Two hosts against one: the local deployment (scripts/deploy-local.mjs: nginx in front of two Ladle
 * servers of one process each, one PostgreSQL, S3-compatible storage) under a read mix, first
 * against one server directly, then through nginx to both. Prints requests/s, p50/p99 and errors of
 * each and the ratio. On one machine the "hosts" share its cores and PostgreSQL, so the ratio says
 * how much a second server adds when there is CPU to spare, and what nginx costs, not what two
 * machines would give.
 *
 *   npm run build && npx tsx bench/two-hosts.ts        BENCH_SECONDS (30) per side, BENCH_CONNECTIONS (100)
 *
 * The mix: half recipe pages rendered for each request (a new query string each time), a quarter
 * search pages, a quarter recipe reads from the API, all as visitors.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const port = Number(process.env.BENCH_PORT ?? 3520);
const words = ["soup", "chicken", "cake", "salad", "pasta", "curry", "bread", "tart", "rice", "beans"];

function startDeployment(stateDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ["scripts/deploy-local.mjs", "--port", String(port), "--state-dir", stateDir],
    // The limit per address is for people; the load comes from one.
    { env: { ...process.env, API_RATE_LIMIT: "10000000", LOG_LEVEL: "warn" }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The deployment did not start:\n${output}`)), 180_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready:")) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.on("exit", (code) => reject(new Error(`The deployment exited (${code}):\n${output}`)));
  });
}

async function listRecipeIds(base: string): Promise<string[]> {
  const response = await fetch(`${base}/api/recipes/trending?limit=48`);
  const { items } = (await response.json()) as { items: { id: string; isPaywalled: boolean }[] };
  return items.filter((item) => !item.isPaywalled).map((item) => item.id);
}

async function measure(base: string, recipeIds: string[]) {
  let n = 0;
  const next = () => {
    n++;
    const recipeId = recipeIds[n % recipeIds.length];
    if (n % 4 === 0) return { path: `/search?q=${words[n % words.length]}&page=${n % 3}` };
    if (n % 4 === 1) return { path: `/api/recipes/${recipeId}` };
    return { path: `/recipe/${recipeId}?bench=${n}` };
  };
  const options = { url: base, connections, requests: [{ setupRequest: (r: object) => ({ ...r, ...next() }) }] };
  // Each side warms up first: the JIT, the caches of the server or servers it reaches, PostgreSQL.
  await autocannon({ ...options, duration: 15 });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

// A folder the script makes itself (it refuses to empty one it did not make).
const stateDir = path.join(os.tmpdir(), `ladle-two-hosts-${process.pid}`);
const deployment = await startDeployment(stateDir);
try {
  const proxy = `http://localhost:${port}`;
  const serverA = `http://127.0.0.1:${port + 1}`;
  const recipeIds = await listRecipeIds(serverA);
  // Both servers warmed through nginx before either side is measured, so the first side measured
  // does not pay for the cold start alone.
  await measure(proxy, recipeIds);
  const one = await measure(serverA, recipeIds);
  const two = await measure(proxy, recipeIds);
  const line = (label: string, f: typeof one) =>
    `${label.padEnd(26)} ${f.requestsPerSecond} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  errors ${f.errors}, non-2xx ${f.non2xx}`;
  console.log(`${connections} connections, ${seconds} s each, ${os.cpus().length} cores`);
  console.log(line("one server, directly", one));
  console.log(line("two servers behind nginx", two));
  console.log(`ratio two/one: ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}`);
} finally {
  deployment.kill("SIGTERM");
  await new Promise((resolve) => deployment.once("exit", resolve));
  fs.rmSync(stateDir, { recursive: true, force: true });
}
