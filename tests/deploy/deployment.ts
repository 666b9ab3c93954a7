/**
 * What the deployment tests share: whether they can run here, a fresh PostgreSQL database on the
 * TEST_DATABASE_URL server, free ports, a process started and stopped with everything it started,
 * and sign-in through the email outbox (production has no development sign-in).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import pg from "pg";
import { afterAll } from "vitest";
import { databaseUrl, dropDatabase } from "../helpers/postgres.ts";

export const postgresUrl = process.env.TEST_DATABASE_URL ?? "";

export function hasBuild(): boolean {
  return fs.existsSync("build/node/server.js") && fs.existsSync("build/server/index.js");
}

export function hasNginx(): boolean {
  return ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].some((file) => fs.existsSync(file));
}

/** Why a deployment test cannot run here ("" when it can). */
export function missingFor({ isNginxNeeded }: { isNginxNeeded: boolean }): string {
  if (!postgresUrl) return "TEST_DATABASE_URL is not set";
  if (!hasBuild()) return "there is no build (npm run build)";
  if (isNginxNeeded && !hasNginx()) return "nginx is not installed";
  return "";
}

export interface TTestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** An empty database of its own, so the servers migrate and seed it as on a first deployment. */
export async function createEmptyDatabase(): Promise<TTestDatabase> {
  const name = `ladle_deploy_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return { url: databaseUrl(postgresUrl, name), drop: () => dropDatabase(postgresUrl, name) };
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** `count` consecutive free ports on 127.0.0.1; returns the first. */
export async function findFreePorts(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = 20_000 + Math.floor(Math.random() * 30_000);
    const ports = Array.from({ length: count }, (_, i) => first + i);
    if ((await Promise.all(ports.map(isPortFree))).every(Boolean)) return first;
  }
  throw new Error("No free ports found");
}

export interface TRunning {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** SIGTERM, then waits for the exit (SIGKILL after `timeoutMs`); resolves with the exit. */
  stop(timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Everything started and not yet stopped. A test that times out while its server starts leaves
 * that server behind: it is stopped after the file's tests, or killed when the test process ends.
 */
const started = new Set<TRunning>();
// Benchmark scripts share these helpers outside Vitest, where they stop what they start themselves.
if (process.env.VITEST) {
  afterAll(async () => {
    await Promise.all([...started].map((running) => running.stop()));
  });
}
process.once("exit", () => {
  for (const running of started) running.child.kill("SIGKILL");
});

/** Starts a command and waits until its output contains `readyText`. */
export async function startUntil(
  command: string,
  args: string[],
  { env, readyText, timeoutMs = 120_000 }: { env: NodeJS.ProcessEnv; readyText: string; timeoutMs?: number },
): Promise<TRunning> {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const running: TRunning = {
    child,
    output: () => output,
    async stop(stopTimeoutMs = 30_000) {
      if (!hasExited) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), stopTimeoutMs);
      const exit = await exited;
      clearTimeout(timer);
      started.delete(running);
      return exit;
    },
  };
  started.add(running);
  const deadline = Date.now() + timeoutMs;
  while (!output.includes(readyText)) {
    if (hasExited || Date.now() > deadline) {
      await running.stop();
      throw new Error(`${command} ${args.join(" ")} did not get ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return running;
}

/** Runs one query on `dbUrl` (a connection of its own) and returns its rows. */
export async function queryRows<TRow extends object>(dbUrl: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return (await client.query<TRow>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The sign-in code sent to `email` since `since`, read from the outbox table (no email provider is
 * set). A job delivers it a moment after the request that asked for it: waits for it.
 */
export async function readSignInCode(dbUrl: string, email: string, since: Date): Promise<string> {
  let code: string | undefined;
  await waitUntil(`a sign-in code for ${email} is in the outbox`, async () => {
    const rows = await queryRows<{ text: string }>(
      dbUrl,
      `SELECT text FROM outbox WHERE "to" = $1 AND created_at >= $2 ORDER BY created_at DESC LIMIT 1`,
      [email, since],
    );
    code = /\b(\d{6})\b/.exec(rows[0]?.text ?? "")?.[1];
    return code !== undefined;
  });
  return code as string;
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** Asks for a code through `sendVia`, signs in through `signInVia`; returns the Cookie header. */
export async function signInWithCode({
  dbUrl,
  email,
  sendVia,
  signInVia = sendVia,
  headers = {},
}: {
  dbUrl: string;
  email: string;
  sendVia: string;
  signInVia?: string;
  headers?: Record<string, string>;
}): Promise<string> {
  const since = new Date();
  const sent = await postJson(
    `${sendVia}/api/auth/email-otp/send-verification-otp`,
    { email, type: "sign-in" },
    headers,
  );
  if (!sent.ok) throw new Error(`Sending a code failed: ${sent.status} ${await sent.text()}`);
  const otp = await readSignInCode(dbUrl, email, since);
  const signedIn = await postJson(`${signInVia}/api/auth/sign-in/email-otp`, { email, otp }, headers);
  if (!signedIn.ok) throw new Error(`Signing in failed: ${signedIn.status} ${await signedIn.text()}`);
  return signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The direct children of a process (Linux). */
export function childPids(pid: number): number[] {
  try {
    const listed = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    return listed ? listed.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}

/** Polls `check` every 100 ms until it is true; fails after `timeoutMs`. */
export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
