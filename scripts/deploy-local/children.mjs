/**
 * The processes scripts/deploy-local.mjs starts: each one's output goes to its own log file, and
 * each is stopped with the signal that makes that program shut down cleanly.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";

/** Starts a program in the background; its output goes to `logFile`. */
export function startChild({ name, command, args, env = process.env, logFile, uid, gid, cwd }) {
  const log = fs.openSync(logFile, "a");
  const child = spawn(command, args, { env, cwd, uid, gid, stdio: ["ignore", log, log] });
  fs.closeSync(log);
  const entry = { name, child, logFile, hasExited: false, exit: null };
  entry.exited = new Promise((resolve) => {
    child.once("exit", (code, signal) => {
      entry.hasExited = true;
      entry.exit = { code, signal };
      resolve(entry.exit);
    });
    child.once("error", (error) => {
      entry.hasExited = true;
      entry.exit = { code: null, signal: null, error };
      resolve(entry.exit);
    });
  });
  return entry;
}

/** Sends `signal`, waits up to `timeoutMs`, then kills. */
export async function stopChild(entry, signal = "SIGTERM", timeoutMs = 15_000) {
  if (entry.hasExited) return;
  entry.child.kill(signal);
  const timer = setTimeout(() => entry.child.kill("SIGKILL"), timeoutMs);
  await entry.exited;
  clearTimeout(timer);
}

/** Waits until `url` answers 2xx; fails early when `entry` exits, or after `timeoutMs`. */
export async function waitForHttp(url, { entry, timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (entry?.hasExited) throw new Error(`${entry.name} exited before answering (see ${entry.logFile}).`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s${entry ? ` (see ${entry.logFile})` : ""}.`);
}

/** The last lines of a log, for error messages. */
export function tailOf(file, lines = 15) {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}
