/**
 * A PostgreSQL cluster of the fault tests' own (Debian's binaries, so it can be stopped and started
 * without touching anyone else's database) and the compiled server on it, in a temporary folder.
 * Shared by the fault scenarios (postgres-restart.ts, server-kill.ts) and bench/faults.ts.
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
// @ts-expect-error: a plain ES module without types, shared with scripts/deploy-local.mjs
import { ensureDatabase, findPostgresBin, startOwnPostgres } from "../../scripts/deploy-local/postgres.mjs";
import { childPids, findFreePorts, startUntil, type TRunning } from "./deployment.ts";

export interface TOwnStack {
  base: string;
  databaseUrl: string;
  server: TRunning;
  stopPostgres(): Promise<void>;
  startPostgres(): Promise<void>;
  /** SIGKILL to the server and every process it started, as a host crash would. */
  killServer(): void;
  startServer(): Promise<void>;
  /** Stops everything and removes the folder. */
  close(): Promise<void>;
}

export function hasPostgresBinaries(): boolean {
  try {
    findPostgresBin();
    return true;
  } catch {
    return false;
  }
}

function processTree(pid: number): number[] {
  return [pid, ...childPids(pid).flatMap(processTree)];
}

export async function startOwnStack({ serverProcesses }: { serverProcesses: number }): Promise<TOwnStack> {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), "ladle-fault-"));
  // The postgres user owns the cluster and must reach its folder.
  fs.chmodSync(stateDir, 0o755);
  const [pgPort, serverPort] = [await findFreePorts(1), await findFreePorts(1)];
  const pgDir = path.join(stateDir, "postgres");
  const logFile = path.join(stateDir, "postgres.log");
  let postgres = await startOwnPostgres({ dataDir: pgDir, port: pgPort, logFile });
  await ensureDatabase(postgres.url);
  const databaseUrl: string = postgres.url;
  const start = () =>
    startUntil(process.execPath, ["build/node/server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        LADLE_ENV: "test",
        PORT: String(serverPort),
        HOST: "127.0.0.1",
        LADLE_DATA_DIR: path.join(stateDir, "data"),
        DATABASE_URL: databaseUrl,
        LADLE_WORKERS: String(serverProcesses),
        LOG_LEVEL: "warn",
        // The scenarios write from one address as fast as the server answers: the per-address
        // limit of a minute (600 by default) is not what they measure.
        API_RATE_LIMIT: "100000",
        AUTH_RATE_LIMITS: "false",
      },
      readyText: "Ladle is ready",
    });
  const stack: TOwnStack = {
    base: `http://127.0.0.1:${serverPort}`,
    databaseUrl,
    server: await start(),
    stopPostgres: () => postgres.entry.stop(),
    async startPostgres() {
      postgres = await startOwnPostgres({ dataDir: pgDir, port: pgPort, logFile });
    },
    killServer() {
      const pid = stack.server.child.pid;
      if (pid === undefined) return;
      for (const each of processTree(pid).reverse()) {
        try {
          process.kill(each, "SIGKILL");
        } catch {
          // Already gone.
        }
      }
    },
    async startServer() {
      await stack.server.stop();
      // A killed server's last process can hold the port a moment longer than the one it was started as.
      await waitForFreePort(serverPort);
      stack.server = await start();
    },
    async close() {
      await stack.server.stop();
      await postgres.entry.stop();
      fs.rmSync(stateDir, { recursive: true, force: true });
    },
  };
  return stack;
}

/** Signs in through the development route (the server runs with LADLE_ENV=test); the Cookie header. */
export async function signInCookie(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/dev/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`Dev sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Resolves once nothing listens on the port; fails after 15 s. */
async function waitForFreePort(port: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await canListen(port))) {
    if (Date.now() > deadline) throw new Error(`Port ${port} is still in use 15 s after its server stopped.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}
