/**
 * Runs once before the integration tests: builds the migrated templates each test file clones
 * (tests/helpers/db.ts), and removes them afterwards.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
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
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "ladle-test-"));
  const pgliteTemplatePath = path.join(dir, "pglite-template.tar");
  const postgresUrl = process.env.TEST_DATABASE_URL ?? "";
  const postgresTemplate = newTemplateDatabaseName();

  await Promise.all([
    createPgliteTemplate(pgliteTemplatePath),
    postgresUrl && createTemplateDatabase(postgresUrl, postgresTemplate),
  ]);
  project.provide("pgliteTemplatePath", pgliteTemplatePath);
  project.provide("postgresUrl", postgresUrl);
  project.provide("postgresTemplate", postgresTemplate);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (postgresUrl) await dropDatabase(postgresUrl, postgresTemplate);
  };
}
