/** Runs the `ladle` command line as a user would, in its own process, with a throwaway data folder. */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, inject } from "vitest";

const run = promisify(execFile);
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const timeoutMs = 60_000;

export interface TCliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `ladle <args>` as `node build/node/cli.js <args>` runs it in production: the command line
 * compiled once for the test run (tests/helpers/global-setup.ts), which starts far faster than
 * `npm run --silent ladle`, which compiles the TypeScript at every start (cli-help tests that one
 * prints the same). Only PATH, a silent log level and `env` reach the process, so a DATABASE_URL
 * in the caller's environment cannot point it at a real database. `input` is written to stdin,
 * which is then closed (commands that read it would wait).
 */
export function runLadle(
  args: string[],
  options: { env?: Record<string, string>; input?: string } = {},
): Promise<TCliResult> {
  return runCommand(process.execPath, ["--enable-source-maps", inject("ladleCliPath"), ...args], options);
}

/** Runs a command in the checkout with only PATH, a silent log level and `env` in its environment. */
export async function runCommand(
  command: string,
  args: string[],
  options: { env?: Record<string, string>; input?: string } = {},
): Promise<TCliResult> {
  const running = run(command, args, {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", ...options.env },
    timeout: timeoutMs,
  });
  running.child.stdin?.end(options.input ?? "");
  try {
    const { stdout, stderr } = await running;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code?: number; killed?: boolean; stdout?: string; stderr?: string };
    // Killed at the time limit: say so, instead of an exit code 1 with nothing on stderr.
    const stopped = failure.killed ? `\n(stopped after ${timeoutMs / 1000} s: ${[command, ...args].join(" ")})` : "";
    return { code: failure.code ?? 1, stdout: failure.stdout ?? "", stderr: `${failure.stderr ?? ""}${stopped}` };
  }
}

/**
 * A fresh LADLE_DATA_DIR for this test file, removed after its tests: empty, or a copy of a data
 * folder the global setup prepared, "migrated" (an empty database) or "seeded" (after `ladle db seed`).
 */
export function useTempDataDir(name: string, { from }: { from?: "migrated" | "seeded" } = {}): () => string {
  let dataDir: string | undefined;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ladle-cli-${name}-`));
    if (from)
      fs.cpSync(inject(from === "migrated" ? "migratedDataDir" : "seededDataDir"), dataDir, { recursive: true });
  });
  afterAll(() => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!dataDir) throw new Error("The data folder exists only inside tests and hooks.");
    return dataDir;
  };
}
