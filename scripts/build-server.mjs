#!/usr/bin/env node
/**
 * Compiles the server entry and the command line into build/node/ (run by `npm run build` after
 * React Router's build), so production starts plain JavaScript instead of compiling TypeScript at
 * every start. Our modules, including the `#core/*`-style imports, are bundled into one file per
 * entry; packages stay in node_modules and are imported from there as they are under tsx.
 *
 * `node scripts/build-server.mjs <folder>` compiles into another folder instead: the integration tests
 * run the command line compiled this way (tests/helpers/global-setup.ts). Outside the checkout, the
 * folder needs a `node_modules` link to the checkout's for the packages to be found.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, "build", "node");

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { server: "src/server/main.ts", cli: "src/cli/main.ts" },
  outdir,
  bundle: true,
  // The app is a chunk of its own, imported by server processes only: the primary process that
  // forks them loads configuration, the migrator and the seed, and stays small.
  splitting: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20.19",
  // Stack traces point at the TypeScript sources.
  sourcemap: "linked",
  logLevel: "warning",
});
// The migrator reads its SQL files from beside the module that opens the database: after bundling
// that module is one of the files in build/node/ (entries and chunks all land there), so the
// migrations are shipped next to them.
fs.cpSync(path.join(root, "src", "db", "migrations"), path.join(outdir, "migrations"), { recursive: true });
