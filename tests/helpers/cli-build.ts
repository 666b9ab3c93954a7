/**
 * What the CLI tests start from, made once per run by the integration tests' global setup: the
 * command line compiled as production compiles it (scripts/build-server.mjs), and two data folders
 * to copy, one migrated and one seeded by `ladle db seed`.
 */
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { openDatabase } from "#db/client.ts";

const run = promisify(execFile);
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Compiles the server and the command line into `<folder>/node/` and returns the command line's
 * path. Starting it costs a third of what compiling the TypeScript with tsx at every start did.
 */
export async function compileCli(folder: string): Promise<string> {
  const outdir = path.join(folder, "node");
  await run(process.execPath, [path.join(projectRoot, "scripts", "build-server.mjs"), outdir], { cwd: projectRoot });
  // The compiled files import the packages from node_modules, found by walking up from them.
  await fs.symlink(path.join(projectRoot, "node_modules"), path.join(folder, "node_modules"), "dir");
  return path.join(outdir, "cli.js");
}

/** Writes the migrated PGlite template (a tar from `createPgliteTemplate`) into `<dataDir>/pg`. */
export async function writeMigratedDataDir(pgliteTemplatePath: string, dataDir: string): Promise<void> {
  const tarball = await fs.readFile(pgliteTemplatePath);
  const database = await openDatabase({
    pgliteDir: path.join(dataDir, "pg"),
    pgliteLoadDataDir: new Blob([tarball]),
  });
  await database.close();
}

/** A copy of `migratedDataDir` with the demo data, seeded as a person would: `ladle db seed`. */
export async function writeSeededDataDir(cliPath: string, migratedDataDir: string, dataDir: string): Promise<void> {
  await fs.cp(migratedDataDir, dataDir, { recursive: true });
  await run(process.execPath, ["--enable-source-maps", cliPath, "db", "seed"], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", LADLE_DATA_DIR: dataDir },
  });
}
