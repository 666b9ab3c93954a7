/**
 * PostgreSQL for scripts/deploy-local.mjs: a cluster of its own in the state folder (Debian's
 * binaries), or the server DATABASE_URL names. Either way the Ladle database is created if missing.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { startChild, stopChild } from "./children.mjs";

/** Debian installs each major version under /usr/lib/postgresql/<version>/bin; the newest wins. */
export function findPostgresBin() {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((version) => fs.existsSync(path.join(root, version, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error("PostgreSQL is not installed (apt-get install postgresql), and DATABASE_URL is not set.");
  }
  return path.join(root, versions[0], "bin");
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user. */
function clusterOwner() {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

/** Every folder above the cluster must let its owner through, or PostgreSQL cannot open it. */
function checkReachable(dataDir, owner) {
  if (owner.uid === undefined) return;
  for (let folder = path.dirname(dataDir); folder !== path.dirname(folder); folder = path.dirname(folder)) {
    const stat = fs.statSync(folder);
    if (stat.uid !== owner.uid && (stat.mode & 0o001) === 0) {
      throw new Error(
        `The postgres user cannot reach ${dataDir}: ${folder} is closed to others. Choose another --state-dir, ` +
          "run `chmod o+x` on that folder, or set DATABASE_URL to a PostgreSQL server.",
      );
    }
  }
}

/** Starts (after creating, on the first run) a cluster in `dataDir`, listening on 127.0.0.1:`port`. */
export async function startOwnPostgres({ dataDir, port, logFile }) {
  const bin = findPostgresBin();
  const owner = clusterOwner();
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  checkReachable(dataDir, owner);
  if (owner.uid !== undefined) fs.chownSync(dataDir, owner.uid, owner.gid);
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    execFileSync(path.join(bin, "initdb"), ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"], {
      ...owner,
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  const entry = startChild({
    name: "PostgreSQL",
    command: path.join(bin, "postgres"),
    args: ["-D", dataDir, "-p", String(port), "-k", dataDir, "-c", "listen_addresses=127.0.0.1"],
    logFile,
    ...owner,
  });
  // Fast shutdown (SIGINT): open sessions are ended; the default (SIGTERM) would wait for them.
  entry.stop = () => stopChild(entry, "SIGINT", 30_000);
  const url = `postgres://postgres@127.0.0.1:${port}/ladle`;
  await waitForPostgres(databaseUrlFor(url, "postgres"), entry);
  return { entry, url };
}

async function waitForPostgres(url, entry) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (entry.hasExited) throw new Error(`PostgreSQL exited while starting (see ${entry.logFile}).`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`PostgreSQL did not accept connections within 60 s (see ${entry.logFile}).`);
}

function databaseUrlFor(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Creates the database `url` names when it does not exist (connecting to the server's "postgres" database). */
export async function ensureDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name) throw new Error("DATABASE_URL names no database (…/ladle at its end).");
  const client = new pg.Client({ connectionString: databaseUrlFor(url, "postgres") });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** The address without its password, for the terminal. */
export function redactUrl(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "…";
  return parsed.toString();
}
