/**
 * Runs once before the integration tests: builds the migrated templates each test file clones
 * (tests/helpers/db.ts), compiles the command line the CLI tests run, and prepares the data folders
 * they copy (tests/helpers/cli.ts); removes all of it afterwards.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { compileCli, writeMigratedDataDir, writeSeededDataDir } from "./cli-build.ts";
import { createPgliteTemplate } from "./pglite.ts";
import { createTemplateDatabase, dropDatabase, newTemplateDatabaseName } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite data directory as a tar file. */
    pgliteTemplatePath: string;
    /** TEST_DATABASE_URL when PostgreSQL tests run, "" otherwise. */
    postgresUrl: string;
    /** This run's migrated template database on that server. */
    postgresTemplate: string;
    /** The command line compiled as `npm run build` compiles it (build/node/cli.js there). */
    ladleCliPath: string;
    /** A LADLE_DATA_DIR whose PGlite is migrated and empty, to copy. */
    migratedDataDir: string;
    /** A LADLE_DATA_DIR after `ladle db seed`: the demo accounts, recipes and images, to copy. */
    seededDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "ladle-test-"));
  const pgliteTemplatePath = path.join(dir, "pglite-template.tar");
  const postgresUrl = process.env.TEST_DATABASE_URL ?? "";
  const postgresTemplate = newTemplateDatabaseName();
  const migratedDataDir = path.join(dir, "data-migrated");
  const seededDataDir = path.join(dir, "data-seeded");

  const [ladleCliPath] = await Promise.all([
    compileCli(path.join(dir, "cli")),
    createPgliteTemplate(pgliteTemplatePath),
    postgresUrl && createTemplateDatabase(postgresUrl, postgresTemplate),
  ]);
  await writeMigratedDataDir(pgliteTemplatePath, migratedDataDir);
  await writeSeededDataDir(ladleCliPath, migratedDataDir, seededDataDir);
  project.provide("pgliteTemplatePath", pgliteTemplatePath);
  project.provide("postgresUrl", postgresUrl);
  project.provide("postgresTemplate", postgresTemplate);
  project.provide("ladleCliPath", ladleCliPath);
  project.provide("migratedDataDir", migratedDataDir);
  project.provide("seededDataDir", seededDataDir);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (postgresUrl) await dropDatabase(postgresUrl, postgresTemplate);
  };
}
