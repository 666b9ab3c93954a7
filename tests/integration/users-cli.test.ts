/** `ladle users admin <email>`: grants and takes back administrator rights, and explains a wrong address. */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.ts";
import { users } from "#db/schema.ts";

const run = promisify(execFile);

async function ladle(args: string[], dataDir: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "src/cli/main.ts", ...args], {
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", LADLE_DATA_DIR: dataDir },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failure.code ?? 1, stdout: failure.stdout ?? "", stderr: failure.stderr ?? "" };
  }
}

/** Reads the flag with the CLI's processes closed (PGlite's folder takes one process at a time). */
async function isAdmin(dataDir: string, email: string): Promise<boolean> {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "pg") });
  try {
    const [row] = await database.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.email, email));
    return row.isAdmin;
  } finally {
    await database.close();
  }
}

describe("ladle users admin", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ladle-cli-users-"));
    const seeded = await ladle(["db", "seed"], dataDir);
    expect(seeded.code, seeded.stderr).toBe(0);
  }, 120_000);
  afterAll(() => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("makes an account an administrator and takes it back", async () => {
    const email = "fan@demo.ladle.test";
    expect(await isAdmin(dataDir, email)).toBe(false);
    const granted = await ladle(["users", "admin", "Fan@Demo.Ladle.test"], dataDir);
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toContain(`${email} is now an administrator.`);
    expect(await isAdmin(dataDir, email)).toBe(true);
    const revoked = await ladle(["users", "admin", email, "--revoke"], dataDir);
    expect(revoked.stdout).toContain(`${email} is no longer an administrator.`);
    expect(await isAdmin(dataDir, email)).toBe(false);
  }, 60_000);

  it("says so when no account uses the address, and asks for one when it is missing", async () => {
    const unknown = await ladle(["users", "admin", "nobody@ladle.test"], dataDir);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No account uses nobody@ladle.test");
    const missing = await ladle(["users", "admin"], dataDir);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Give the account's email address");
  }, 60_000);
});
