/**
 * `ladle import-file <file> --user <email>`: imports a whole collection from another app (any
 * format the import page takes) for that account, right away, with the same code as the upload's
 * job, and prints one JSON object: the format, the recipes imported, the duplicates skipped and
 * what could not be read.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { movingInImports, movingInItems, users } from "#db/schema.ts";
import { runMovingIn } from "#server/features/moving-in/run-import.ts";
import { loopbackAllowanceFor } from "#server/net/safe-fetch.ts";
import { CliError, flagValue, type TCommandGroup } from "../command.ts";
import { describeDatabase, readCliEnv, storageOf, withDatabase } from "../context.ts";

export const movingInCommands: TCommandGroup = {
  name: "import-file",
  summary: "Import a collection exported from another recipe app",
  commands: [
    {
      name: "",
      summary: "Import a Paprika, Mealie, Tandoor, RecipeSage/JSON-LD, Cooklang, Markdown or text file; prints JSON",
      arguments: "<file> --user <email>",
      flags: { user: "the account the recipes are imported for" },
      async run(args, io) {
        const email = flagValue(args.argv ?? [], "user")?.toLowerCase();
        const files = args.positionals.filter((p) => p.toLowerCase() !== email);
        if (!email || files.length !== 1) {
          io.err("Usage: npm run --silent ladle -- import-file <file> --user <email>");
          return 1;
        }
        let bytes: Uint8Array;
        try {
          bytes = new Uint8Array(await readFile(files[0]));
        } catch (error) {
          throw new CliError(`Could not read ${files[0]}: ${(error as Error).message}`);
        }
        const env = readCliEnv();
        return withDatabase(env, async (database) => {
          await database.migrate();
          const { db } = database;
          const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
          if (!user) throw new CliError(`No account with the email ${email} in ${describeDatabase(env)}.`);
          const [upload] = await db
            .insert(movingInImports)
            .values({ userId: user.id, fileName: path.basename(files[0]), sizeBytes: bytes.length })
            .returning();
          const photoFetch = { allowLoopback: loopbackAllowanceFor(env) };
          await runMovingIn({ db, storage: storageOf(env), importId: upload.id, bytes, photoFetch });
          const [finished] = await db.select().from(movingInImports).where(eq(movingInImports.id, upload.id));
          const items = await db
            .select()
            .from(movingInItems)
            .where(eq(movingInItems.importId, upload.id))
            .orderBy(asc(movingInItems.position));
          const report = {
            format: finished.format,
            imported: items.flatMap((i) =>
              i.outcome === "imported" ? [{ id: i.recipeId, title: i.title, ...(i.note && { note: i.note }) }] : [],
            ),
            duplicates: items.flatMap((i) =>
              i.outcome === "duplicate" ? [{ name: i.name, title: i.title, recipeId: i.recipeId }] : [],
            ),
            failed: [
              ...finished.problems,
              ...items.flatMap((i) => (i.outcome === "failed" ? [{ name: i.name, reason: i.reason }] : [])),
            ],
          };
          io.out(JSON.stringify(report));
          return 0;
        });
      },
    },
  ],
};
