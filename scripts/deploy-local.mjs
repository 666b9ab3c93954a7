#!/usr/bin/env node
/**
 * Ladle deployed on one machine the way a team runs it on several: nginx (Debian's package) in
 * front of two Ladle servers, each with its own port and data folder as if on two hosts, one
 * PostgreSQL, and S3-compatible storage (s3rver). It waits until every part answers its health
 * check, prints where everything is, checks them every 10 s, and on Ctrl-C or SIGTERM stops
 * everything it started. Data stays in the state folder for the next run (--fresh starts over).
 *
 *   npm run build && node scripts/deploy-local.mjs [--port 8080] [--state-dir ./data/deploy-local]
 *                                                  [--fresh] [--env production|local]
 *   DATABASE_URL=postgres://…/ladle node scripts/deploy-local.mjs   # that server, not one of its own
 *
 * Ports: nginx on --port, the Ladle servers on the next two, storage on the one after, and the
 * script's own PostgreSQL on the next. docs/deploy.md explains each part.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startChild, stopChild, tailOf, waitForHttp } from "./deploy-local/children.mjs";
import { renderNginxConfig, startNginx } from "./deploy-local/nginx.mjs";
import { ensureDatabase, redactUrl, startOwnPostgres } from "./deploy-local/postgres.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stateMarker = ".ladle-deploy-local";
const bucket = "ladle";

const { values: options } = parseArgs({
  options: {
    port: { type: "string", default: "8080" },
    "state-dir": { type: "string", default: path.join(root, "data", "deploy-local") },
    fresh: { type: "boolean", default: false },
    env: { type: "string", default: "production" },
  },
});
const port = Number(options.port);
if (!Number.isInteger(port) || port < 1 || port > 65530) fail(`--port ${options.port} is not a port number.`);
if (!["production", "local"].includes(options.env)) fail("--env is production or local.");
const ports = { nginx: port, a: port + 1, b: port + 2, s3: port + 3, postgres: port + 4 };
const stateDir = path.resolve(options["state-dir"]);
const logDir = path.join(stateDir, "logs");
const publicUrl = `http://localhost:${ports.nginx}`;

/** Everything started, in order; stopped in reverse. */
const started = [];
let isStopping = false;

function fail(message) {
  console.error(message);
  process.exit(1);
}

function prepareStateDir() {
  if (options.fresh && fs.existsSync(stateDir)) {
    // Only a folder this script made is removed: --state-dir could name anything.
    if (!fs.existsSync(path.join(stateDir, stateMarker)))
      fail(`${stateDir} was not made by this script; not removing it.`);
    fs.rmSync(stateDir, { recursive: true, force: true });
  }
  fs.mkdirSync(logDir, { recursive: true });
  fs.writeFileSync(path.join(stateDir, stateMarker), "Made by scripts/deploy-local.mjs; --fresh removes it.\n");
}

/** One secret for both servers, kept between runs: a session signed by one is valid on the other. */
function readAuthSecret() {
  const file = path.join(stateDir, "auth-secret");
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  return fs.readFileSync(file, "utf8").trim();
}

async function startDatabase() {
  if (process.env.DATABASE_URL) {
    await ensureDatabase(process.env.DATABASE_URL);
    console.log(`PostgreSQL   ${redactUrl(process.env.DATABASE_URL)} (DATABASE_URL)`);
    return process.env.DATABASE_URL;
  }
  const dataDir = path.join(stateDir, "postgres");
  const { entry, url } = await startOwnPostgres({
    dataDir,
    port: ports.postgres,
    logFile: path.join(logDir, "postgres.log"),
  });
  started.push(entry);
  await ensureDatabase(url);
  console.log(`PostgreSQL   ${url} (data in ${dataDir})`);
  return url;
}

async function startStorage() {
  const dataDir = path.join(stateDir, "s3");
  fs.mkdirSync(dataDir, { recursive: true });
  const entry = startChild({
    name: "Storage (s3rver)",
    command: process.execPath,
    args: [
      path.join(root, "node_modules", "s3rver", "bin", "s3rver.js"),
      ...["--directory", dataDir, "--address", "127.0.0.1", "--port", String(ports.s3)],
      ...["--configure-bucket", bucket, "--silent"],
    ],
    logFile: path.join(logDir, "s3rver.log"),
  });
  started.push(entry);
  const origin = `http://127.0.0.1:${ports.s3}`;
  await waitForHttp(`${origin}/${bucket}/`, { entry, timeoutMs: 30_000 });
  console.log(
    `Storage      ${origin}, bucket "${bucket}" (s3rver, files in ${dataDir}); served at ${publicUrl}/uploads/`,
  );
  return origin;
}

/** The settings both servers share; only the port and the data folder differ. */
function ladleEnv({ databaseUrl, s3Origin, authSecret }) {
  return {
    ...process.env,
    NODE_ENV: "production",
    LADLE_ENV: options.env,
    HOST: "127.0.0.1",
    PUBLIC_URL: publicUrl,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: authSecret,
    // Only nginx, on this machine, may say who the client is and whether it came over https.
    TRUST_PROXY: "127.0.0.1",
    LADLE_WORKERS: process.env.LADLE_WORKERS ?? "1",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
    S3_ENDPOINT: s3Origin,
    S3_BUCKET: bucket,
    // s3rver's fixed credentials.
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_REGION: "us-east-1",
    S3_FORCE_PATH_STYLE: "true",
    // No S3_PUBLIC_URL: the bucket stays private and Ladle serves it at /uploads/, cached by nginx
    // (docs/deploy.md says why).
    S3_PUBLIC_URL: undefined,
  };
}

async function startLadleServers(sharedEnv) {
  const servers = ["a", "b"].map((name) => {
    const dataDir = path.join(stateDir, `ladle-${name}`);
    const entry = startChild({
      name: `Ladle ${name.toUpperCase()}`,
      command: process.execPath,
      args: ["--enable-source-maps", path.join(root, "build", "node", "server.js")],
      cwd: root,
      env: { ...sharedEnv, PORT: String(ports[name]), LADLE_DATA_DIR: dataDir },
      logFile: path.join(logDir, `ladle-${name}.log`),
    });
    started.push(entry);
    return { entry, dataDir, url: `http://127.0.0.1:${ports[name]}` };
  });
  // Both start at once; the first to take PostgreSQL's lock migrates and seeds, the other waits.
  await Promise.all(servers.map(({ entry, url }) => waitForHttp(`${url}/api/health`, { entry })));
  for (const { entry, url, dataDir } of servers) console.log(`${entry.name.padEnd(12)} ${url} (data in ${dataDir})`);
  return servers;
}

async function startProxy() {
  const nginxDir = path.join(stateDir, "nginx");
  const config = renderNginxConfig({
    listen: `127.0.0.1:${ports.nginx}`,
    ladlePorts: [ports.a, ports.b],
    nginxDir,
    logDir,
  });
  const entry = startNginx({ config, nginxDir, logDir });
  started.push(entry);
  await waitForHttp(`${publicUrl}/api/health`, { entry, timeoutMs: 30_000 });
  console.log(`nginx        ${publicUrl} (configuration in ${path.join(nginxDir, "nginx.conf")})`);
}

async function stopAll(exitCode) {
  if (isStopping) return;
  isStopping = true;
  console.log("Stopping everything this script started…");
  for (const entry of [...started].reverse()) await (entry.stop ? entry.stop() : stopChild(entry));
  console.log("Stopped.");
  process.exit(exitCode);
}

/** Health checks every 10 s; a change (down, or back) is printed. nginx routes around a server that is down. */
function watchHealth(checks) {
  const isHealthy = new Map(checks.map(({ name }) => [name, true]));
  setInterval(async () => {
    for (const { name, url } of checks) {
      const isUp = await fetch(url, { signal: AbortSignal.timeout(3000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (isUp !== isHealthy.get(name))
        console.log(`${name}: ${isUp ? "answering again" : "not answering its health check"}`);
      isHealthy.set(name, isUp);
    }
  }, 10_000).unref();
}

/** A part that exits on its own takes the deployment down with it, with its log's last lines. */
function watchExits() {
  for (const entry of started) {
    entry.exited.then((exit) => {
      if (isStopping) return;
      console.error(`${entry.name} exited (${exit.signal ?? `code ${exit.code}`}). Last lines of ${entry.logFile}:`);
      console.error(tailOf(entry.logFile));
      void stopAll(1);
    });
  }
}

async function main() {
  for (const file of ["build/server/index.js", "build/node/server.js"]) {
    if (!fs.existsSync(path.join(root, file))) fail("No build: run `npm run build` first.");
  }
  prepareStateDir();
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stopAll(0));

  const databaseUrl = await startDatabase();
  const s3Origin = await startStorage();
  const servers = await startLadleServers(ladleEnv({ databaseUrl, s3Origin, authSecret: readAuthSecret() }));
  await startProxy();

  const deployment = {
    url: publicUrl,
    ladle: servers.map(({ url, dataDir }) => ({ url, dataDir })),
    storage: { endpoint: s3Origin, bucket, servedAt: `${publicUrl}/uploads/` },
    database: redactUrl(databaseUrl),
    logs: logDir,
    pid: process.pid,
  };
  fs.writeFileSync(path.join(stateDir, "deployment.json"), `${JSON.stringify(deployment, null, 2)}\n`);
  watchExits();
  watchHealth([
    ...servers.map(({ entry, url }) => ({ name: entry.name, url: `${url}/api/health` })),
    { name: "nginx", url: `${publicUrl}/api/health` },
  ]);
  console.log(`Ready: ${publicUrl} (logs in ${logDir}). Ctrl-C stops everything.`);
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
});
