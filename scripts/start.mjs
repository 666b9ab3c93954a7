#!/usr/bin/env node
/**
 * `npm start`: installs what is missing, builds when the sources changed, and runs Ladle's compiled
 * server (build/node/server.js). The server itself migrates the database and seeds the demo data on
 * first run; with DATABASE_URL it runs one process per core (LADLE_WORKERS).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed.`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

// 1. Dependencies: install when missing or when the lockfile is newer than the last install.
const installedMarker = path.join(root, "node_modules", ".package-lock.json");
if (!fs.existsSync(installedMarker) || newestMtime("package-lock.json") > newestMtime(installedMarker)) {
  console.log("Installing dependencies…");
  run(npm, ["install", "--no-audit", "--no-fund"]);
}

// 2. Build: when there is none, or a source the build depends on is newer than it. The pages'
// build (build/server) and the compiled server (build/node) are made by one `npm run build`.
const serverEntry = path.join("build", "node", "server.js");
const buildStamps = [path.join("build", "server", "index.js"), serverEntry];
const sources = [
  "src",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
  "scripts/build-server.mjs",
];
const builtAt = Math.min(...buildStamps.map(newestMtime));
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log("Building Ladle…");
  run(npm, ["run", "--silent", "build"], { ...process.env, NODE_ENV: "production" });
}

// 3. Serve. NODE_ENV=production gives React's fast server renderer; LADLE_ENV stays as configured.
// Source maps make stack traces in the log name the TypeScript files.
const child = spawn(process.execPath, ["--enable-source-maps", serverEntry], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
