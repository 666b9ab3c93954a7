/**
 * `ladle import-file <file> --user <email>` as benchmarks call it: one JSON object on stdout, the
 * same import as the upload's job, duplicates on a second run, and a clear refusal for bad input.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.ts";
import { insertRegisteredUser } from "#db/factories/index.ts";
import { runLadle, useTempDataDir } from "../helpers/cli.ts";
import { paprikaArchive } from "../helpers/moving-in-archives.ts";

describe("ladle import-file", () => {
  const dataDir = useTempDataDir("import-file");
  const email = "mover@example.test";
  let archivePath: string;

  beforeAll(async () => {
    const database = await openDatabase({ pgliteDir: path.join(dataDir(), "pg") });
    await database.migrate();
    await insertRegisteredUser(database.db, { email });
    await database.close();
    archivePath = path.join(dataDir(), "My Recipes.paprikarecipes");
    fs.writeFileSync(archivePath, paprikaArchive());
  }, 60_000);

  it("imports a Paprika archive and prints one JSON report; a second run finds duplicates", async () => {
    const first = await runLadle(["import-file", archivePath, "--user", email], { env: { LADLE_DATA_DIR: dataDir() } });
    expect(first.code, first.stderr).toBe(0);
    const report = JSON.parse(first.stdout);
    expect(report.format).toBe("paprika");
    expect(report.imported.map((r: { title: string }) => r.title)).toEqual([
      "Ginger Beef Stir-Fry",
      "Lemon Drizzle Cake",
    ]);
    expect(report.imported[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(report.failed).toEqual([]);

    const second = await runLadle(["import-file", archivePath, "--user", email], {
      env: { LADLE_DATA_DIR: dataDir() },
    });
    const again = JSON.parse(second.stdout);
    expect(again.imported).toEqual([]);
    expect(again.duplicates).toHaveLength(2);
  }, 60_000);

  it("refuses an unknown account and a missing file with a message", async () => {
    const env = { env: { LADLE_DATA_DIR: dataDir() } };
    const noUser = await runLadle(["import-file", archivePath, "--user", "nobody@example.test"], env);
    expect(noUser.code).toBe(1);
    expect(noUser.stderr).toContain("No account with the email nobody@example.test");
    const noFile = await runLadle(["import-file", path.join(dataDir(), "missing.zip"), "--user", email], env);
    expect(noFile.code).toBe(1);
    expect(noFile.stderr).toContain("Could not read");
  }, 60_000);
});
