/**
 * `ladle export --user <email> <file>`: writes the account's archive to a file, the same archive
 * "Download everything you made" sends, and prints one line of JSON saying what went in.
 */
import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import { eq } from "drizzle-orm";
import { users } from "#db/schema.ts";
import { openUserArchive } from "#server/features/moving-in/export.ts";
import { CliError, flagValue, type TCommandGroup } from "../command.ts";
import { describeDatabase, readCliEnv, storageOf, withDatabase } from "../context.ts";

const usage = "Usage: npm run --silent ladle -- export --user <email> <file>";

export const exportCommands: TCommandGroup = {
  name: "export",
  summary: "Export an account",
  commands: [
    {
      name: "",
      summary: "Write everything an account made (recipes with photos, collections, plans, lists, reviews) to a zip",
      arguments: "--user <email> <file>",
      flags: { user: "the account to export" },
      async run(args, io) {
        const email = flagValue(args.argv ?? [], "user")
          ?.trim()
          .toLowerCase();
        const files = args.positionals.filter((p) => p.toLowerCase() !== email);
        if (!email || files.length !== 1) {
          io.err(usage);
          return 1;
        }
        const env = readCliEnv();
        return withDatabase(env, async (database) => {
          await database.migrate();
          const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
          if (!user) throw new CliError(`No account with the email ${email} in ${describeDatabase(env)}.`);
          const archive = openUserArchive({ db: database.db, env, storage: storageOf(env), userId: user.id });
          await pipeline(archive.body, fs.createWriteStream(files[0]));
          io.out(JSON.stringify({ file: files[0], ...archive.summary }));
          return 0;
        });
      },
    },
  ],
};
