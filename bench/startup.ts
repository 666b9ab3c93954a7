/**
 * Seconds from `npm start` until http://127.0.0.1:PORT/api/health answers: once on a fresh clone
 * (no node_modules, no build, no data — the cold start) and once more on the same clone (warm).
 *
 *   npx tsx bench/startup.ts            # clones HEAD into a temporary folder
 *   BENCH_CLONE_DIR=../fresh npx tsx bench/startup.ts
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const port = Number(process.env.BENCH_PORT ?? 3610);
const dir = path.resolve(process.env.BENCH_CLONE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "ladle-clone-")));
if (!fs.existsSync(path.join(dir, "package.json"))) {
  fs.rmSync(dir, { recursive: true, force: true });
  const cloned = spawnSync("git", ["clone", "--quiet", process.cwd(), dir], { stdio: "inherit" });
  if (cloned.status !== 0) throw new Error("git clone failed");
}

async function timeStart(label: string) {
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

await timeStart("cold");
await timeStart("warm");
console.log(`(clone at ${dir})`);
