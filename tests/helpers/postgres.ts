/** PostgreSQL test databases: one migrated template, and a cheap copy of it per test file. */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type TDatabase } from "#db/client.ts";

/** A template per test run, so two runs on one server (two checkouts, CI beside a developer) never clash. */
export function newTemplateDatabaseName(): string {
  return `ladle_test_template_${randomBytes(5).toString("hex")}`;
}

/** The same server and credentials as `baseUrl`, another database. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(baseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates (or recreates) the template database and runs the migrations in it. */
export async function createTemplateDatabase(baseUrl: string, templateName: string): Promise<void> {
  await dropDatabase(baseUrl, templateName);
  await createDatabase(baseUrl, templateName);
  const template = await openDatabase({ url: databaseUrl(baseUrl, templateName), poolSize: 1 });
  try {
    await template.migrate();
  } finally {
    // CREATE DATABASE … TEMPLATE refuses a template with open connections.
    await template.close();
  }
}

/** An empty database of that name on the server. */
export async function createDatabase(baseUrl: string, name: string): Promise<void> {
  await withAdminClient(baseUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
}

export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  await withAdminClient(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** A fresh, migrated database for one test file; `close` drops it. */
export async function clonePostgresDatabase(baseUrl: string, templateName: string): Promise<TDatabase> {
  const name = `ladle_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(baseUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`));
  const database = await openDatabase({ url: databaseUrl(baseUrl, name), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(baseUrl, name);
    },
  };
}
