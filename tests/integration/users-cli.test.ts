/** `ladle users admin <email>`: grants and takes back administrator rights, and explains a wrong address. */
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { runLadle, useTempDataDir } from "../helpers/cli.ts";

const ladle = (args: string[], dataDir: string) => runLadle(args, { env: { LADLE_DATA_DIR: dataDir } });

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
  // The demo data, as `ladle db seed` leaves it.
  const getDataDir = useTempDataDir("users", { from: "seeded" });

  it("makes an account an administrator and takes it back", async () => {
    const dataDir = getDataDir();
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
    const dataDir = getDataDir();
    const unknown = await ladle(["users", "admin", "nobody@ladle.test"], dataDir);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No account uses nobody@ladle.test");
    const missing = await ladle(["users", "admin"], dataDir);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Give the account's email address");
  }, 60_000);
});
