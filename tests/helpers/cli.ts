/** Runs the `ladle` command line as a user would, in its own process, with a throwaway data folder. */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll } from "vitest";

const run = promisify(execFile);
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface TCliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `npm run --silent ladle -- <args>` without npm in between. Only PATH, a silent log level and
 * `env` reach the process, so a DATABASE_URL in the caller's environment cannot point it at a real
 * database. `input` is written to stdin, which is then closed (commands that read it would wait).
 */
export async function runLadle(
  args: string[],
  options: { env?: Record<string, string>; input?: string } = {},
): Promise<TCliResult> {
  const running = run(process.execPath, ["--import", "tsx", "src/cli/main.ts", ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", ...options.env },
    timeout: 60_000,
  });
  running.child.stdin?.end(options.input ?? "");
  try {
    const { stdout, stderr } = await running;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failure.code ?? 1, stdout: failure.stdout ?? "", stderr: failure.stderr ?? "" };
  }
}

/** A fresh LADLE_DATA_DIR for this test file, removed after its tests. */
export function useTempDataDir(name: string): () => string {
  let dataDir: string | undefined;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ladle-cli-${name}-`));
  });
  afterAll(() => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!dataDir) throw new Error("The data folder exists only inside tests and hooks.");
    return dataDir;
  };
}
