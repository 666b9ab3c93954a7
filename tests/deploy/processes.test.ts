/**
 * The compiled server as `npm start` runs it: with PostgreSQL one primary migrates and seeds, then
 * forks LADLE_WORKERS server processes on one port, replaces one that dies, and drains them all on
 * SIGTERM; the embedded PGlite stays one process and says why.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  childPids,
  createEmptyDatabase,
  findFreePorts,
  hasBuild,
  missingFor,
  startUntil,
  type TRunning,
  type TTestDatabase,
  waitUntil,
} from "./deployment.ts";

const serverArgs = ["--enable-source-maps", "build/node/server.js"];

function serverEnv(port: number, dataDir: string, extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    LADLE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    LADLE_DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    DATABASE_URL: "",
    LADLE_WORKERS: "",
    ...extra,
  };
}

const missing = missingFor({ isNginxNeeded: false });

describe.skipIf(missing)(`one server process per core on PostgreSQL${missing ? ` (skipped: ${missing})` : ""}`, () => {
  let database: TTestDatabase;
  let server: TRunning;
  let url: string;
  let dataDir: string;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ladle-processes-test-"));
    const port = await findFreePorts(1);
    url = `http://127.0.0.1:${port}`;
    server = await startUntil(process.execPath, serverArgs, {
      env: serverEnv(port, dataDir, { DATABASE_URL: database.url, LADLE_WORKERS: "2" }),
      readyText: "Ladle is ready",
    });
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const primaryPid = () => server.child.pid as number;

  test("the primary migrates and seeds once, then forks the server processes", () => {
    expect(server.output()).toContain("(database: postgresql, 2 processes)");
    expect(childPids(primaryPid())).toHaveLength(2);
    expect(server.output().match(/Seeded the demo data/g)).toHaveLength(1);
  });

  test("a server process that dies is replaced, and the port answers meanwhile", async () => {
    const [victim, survivor] = childPids(primaryPid());
    process.kill(victim, "SIGKILL");
    // A connection the primary handed to the process as it died is lost with it (clients and
    // nginx time out and retry); the next ones go to the survivor.
    await waitUntil("the survivor answers", async () => {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
      return response?.status === 200;
    });
    await waitUntil(
      "a new server process is ready",
      () => server.output().includes("The new server process is ready"),
      45_000,
    );
    const now = childPids(primaryPid());
    expect(now).toHaveLength(2);
    expect(now).toContain(survivor);
    expect(now).not.toContain(victim);
  }, 60_000);

  test("SIGTERM drains every server process, and the primary exits cleanly", async () => {
    const workers = childPids(primaryPid());
    const exit = await server.stop();
    expect(exit).toEqual({ code: 0, signal: null });
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    expect(server.output().match(/Shutting down: finishing in-flight requests/g)).toHaveLength(2);
  });
});

describe.skipIf(!hasBuild())("the embedded database", () => {
  test("stays one process, and the log says why", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ladle-processes-test-"));
    const port = await findFreePorts(1);
    const server = await startUntil(process.execPath, serverArgs, {
      env: serverEnv(port, dataDir, { LADLE_WORKERS: "2" }),
      readyText: "Ladle is ready",
    });
    try {
      expect(server.output()).toContain("(database: pglite)");
      // The log is written asynchronously: the note may come just after the ready line.
      await waitUntil("the log says why", () => server.output().includes("only one process may open its data folder"));
      expect(server.output()).toContain("LADLE_WORKERS=2 is ignored");
      expect(childPids(server.child.pid as number)).toEqual([]);
    } finally {
      expect(await server.stop()).toEqual({ code: 0, signal: null });
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // Migrating and seeding the embedded database takes a while on a busy machine.
  }, 120_000);
});
