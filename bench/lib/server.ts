/** Starts a production Ladle server on loopback for a benchmark and stops it afterwards. */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface TBenchServer {
  url: string;
  database: string;
  /** The process started: the server itself, or the primary that forked the server processes. */
  pid: number;
  /** Milliseconds from spawning the process until /api/health answered. */
  startMs: number;
  stop(): Promise<void>;
}

/** How the server is started: the compiled build (`npm start`), or TypeScript through tsx. */
export type TServerEntry = "compiled" | "tsx";

const entryArgs: Record<TServerEntry, string[]> = {
  compiled: ["--enable-source-maps", "build/node/server.js"],
  tsx: ["--import", "tsx", "src/server/main.ts"],
};

export async function startServer({
  port,
  databaseUrl,
  workers,
  entry = "compiled",
  dataDir,
}: {
  port: number;
  databaseUrl?: string;
  /** LADLE_WORKERS (PostgreSQL only); unset: as the environment says, or one process per core. */
  workers?: number;
  entry?: TServerEntry;
  /** A data folder to reuse (kept afterwards); a fresh temporary one otherwise. */
  dataDir?: string;
}): Promise<TBenchServer> {
  for (const file of ["build/server/index.js", "build/node/server.js"]) {
    if (!fs.existsSync(file)) throw new Error("No build: run `npm run build` first.");
  }
  const folder = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "ladle-bench-"));
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, entryArgs[entry], {
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      LADLE_ENV: "local",
      PORT: String(port),
      HOST: "127.0.0.1",
      LADLE_DATA_DIR: folder,
      LOG_LEVEL: "warn",
      API_RATE_LIMIT: "100000000",
      // Unset here: LADLE_WORKERS from the environment, or one process per core.
      ...(workers ? { LADLE_WORKERS: String(workers) } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: "" }),
    },
  });
  // The ready line comes once every server process listens; /api/health answers with the first.
  let isReady = false;
  child.stdout?.on("data", (chunk: Buffer) => {
    if (chunk.toString().includes("Ladle is ready")) isReady = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  let database = "";
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  while (Date.now() < deadline && !exited) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) {
        database = ((await response.json()) as { database: string }).database;
        break;
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  const startMs = performance.now() - started;
  while (database && !isReady && !exited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (!database || !isReady) {
    child.kill("SIGKILL");
    throw new Error("The server did not start (see its output above).");
  }
  return {
    url,
    database,
    pid: child.pid as number,
    startMs,
    async stop() {
      if (!exited) {
        const hasExited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await hasExited;
      }
      if (!dataDir) fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** CPU seconds used so far by a process and its direct children (Linux /proc; 0 elsewhere). */
function cpuSecondsOf(pid: number): number {
  const ticksPerSecond = 100;
  const cpuOf = (stat: string) => {
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  };
  let total = 0;
  for (const entry of fs.existsSync("/proc") ? fs.readdirSync("/proc") : []) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (Number(entry) === pid || parent === pid) total += cpuOf(stat);
    } catch {
      // The process ended while being read.
    }
  }
  return total;
}

/**
 * Waits until the server has finished the work it starts on its own (a fresh demo site renders its
 * share images and estimates nutrition for a minute or so after it answers): measured while that
 * runs, a page load competes with it for the cores. Quiet means under 5% of a core for `quietMs`
 * (that work starts some seconds after the server answers, so a short quiet spell proves nothing).
 */
export async function waitUntilIdle(server: TBenchServer, { quietMs = 20_000, maxMs = 240_000 } = {}): Promise<number> {
  const started = Date.now();
  let quietSince = Date.now();
  let last = cpuSecondsOf(server.pid);
  while (Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = cpuSecondsOf(server.pid);
    if (now - last > 0.05) quietSince = Date.now();
    last = now;
    if (Date.now() - quietSince >= quietMs) break;
  }
  return Date.now() - started;
}
