/**
 * `ladle import-file <file> --user <email>` as benchmarks call it: one JSON object on stdout, the
 * same import as the upload's job, and a clear refusal for an unknown account.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.ts";
import { insertRegisteredUser } from "#db/factories/index.ts";
import { runLadle, useTempDataDir } from "../helpers/cli.ts";
import { paprikaArchive } from "../helpers/moving-in-archives.ts";

describe("ladle import-file", () => {
  const dataDir = useTempDataDir("import-file", { from: "migrated" });
  const email = "mover@example.test";
  let archivePath: string;

  beforeAll(async () => {
    const database = await openDatabase({ pgliteDir: path.join(dataDir(), "pg") });
    await insertRegisteredUser(database.db, { email });
    await database.close();
    archivePath = path.join(dataDir(), "My Recipes.paprikarecipes");
    fs.writeFileSync(archivePath, paprikaArchive());
  }, 60_000);

  it("imports a Paprika archive and prints one JSON report", async () => {
    const run = await runLadle(["import-file", archivePath, "--user", email], { env: { LADLE_DATA_DIR: dataDir() } });
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ format: "paprika", duplicates: [], failed: [] });
    expect(report.imported.map((r: { title: string }) => r.title)).toEqual([
      "Ginger Beef Stir-Fry",
      "Lemon Drizzle Cake",
    ]);
    expect(report.imported[0].id).toMatch(/^[0-9a-f-]{36}$/);
  }, 120_000);

  it("refuses an unknown account with a message", async () => {
    const run = await runLadle(["import-file", archivePath, "--user", "nobody@example.test"], {
      env: { LADLE_DATA_DIR: dataDir() },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("No account with the email nobody@example.test");
  }, 120_000);
});
