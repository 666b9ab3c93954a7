/** Starts a production Ladle server on loopback for a benchmark and stops it afterwards. */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface TBenchServer {
  url: string;
  database: string;
  stop(): Promise<void>;
}

export async function startServer({
  port,
  databaseUrl,
}: {
  port: number;
  databaseUrl?: string;
}): Promise<TBenchServer> {
  if (!fs.existsSync("build/server/index.js")) throw new Error("No build: run `npm run build` first.");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ladle-bench-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      LADLE_ENV: "local",
      PORT: String(port),
      HOST: "127.0.0.1",
      LADLE_DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      API_RATE_LIMIT: "100000000",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: "" }),
    },
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
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!database) {
    child.kill("SIGKILL");
    throw new Error("The server did not start (see its output above).");
  }
  return {
    url,
    database,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
