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
