/**
 * `ladle import <url> [--user <email>] [--public]`: imports a recipe for real, through the same
 * SSRF-safe fetcher and service as the import page, into the database the server uses
 * (DATABASE_URL, or PGlite in $LADLE_DATA_DIR/pg; photos in $LADLE_DATA_DIR/uploads or the S3 bucket).
 */
import { eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import { describeMissingParts } from "#core/recipes/publishing.ts";
import { users } from "#db/schema.ts";
import { demoAccounts } from "#db/seed/index.ts";
import { importFromUrl, type TImportStep } from "#server/features/import/service.ts";
import { CliError, flagValue, type TCommandGroup } from "../command.ts";
import { describeDatabase, readCliEnv, storageOf, withDatabase } from "../context.ts";

const stepLabels: Record<TImportStep, string> = {
  checking: "Checking",
  fetching: "Fetching",
  reading: "Reading the recipe",
  parsing: "Parsing ingredients",
  saving: "Saving",
  photo: "Storing the photo",
};

const outcomeText = {
  created: "new recipe",
  existing: "you had imported this page already",
  saved: "already on Ladle; saved to your collection",
} as const;

export const importCommands: TCommandGroup = {
  name: "import",
  summary: "Import a recipe from a web page",
  commands: [
    {
      name: "",
      summary: "Fetch a recipe page, read it and save it as a recipe",
      arguments: "<url> [--user <email>] [--public]",
      flags: {
        user: `the account that owns the recipe (default ${demoAccounts.cook})`,
        public: "make the recipe public (imports are private by default)",
      },
      async run(args, io) {
        const email = (flagValue(args.argv ?? [], "user") ?? demoAccounts.cook).toLowerCase();
        const urls = args.positionals.filter((p) => p.toLowerCase() !== email);
        if (urls.length !== 1) {
          io.err("Usage: npm run --silent ladle -- import <url> [--user <email>] [--public]");
          return 1;
        }
        const env = readCliEnv();
        return withDatabase(env, async (database) => {
          await database.migrate();
          const [user] = await database.db
            .select({ id: users.id, isRegistered: users.completedRegistration })
            .from(users)
            .where(eq(users.email, email))
            .limit(1);
          if (!user) {
            throw new CliError(
              `No account with the email ${email} in ${describeDatabase(env)}. Sign up first, run \`ladle db seed\`, or pass --user <email>.`,
            );
          }
          io.out(`Importing ${urls[0]} for ${email}`);
          const started = performance.now();
          try {
            const result = await importFromUrl({
              db: database.db,
              env,
              storage: storageOf(env),
              userId: user.id,
              url: urls[0],
              visibility: args.flags.has("public") ? "public" : "private",
              onProgress: (step, detail) => io.out(`  ${stepLabels[step]}${detail ? ` ${detail}` : ""}`),
            });
            const ms = Math.round(performance.now() - started);
            const photo =
              result.imageStatus === "stored"
                ? ", photo stored"
                : result.imageStatus === "failed"
                  ? ", photo not available"
                  : "";
            io.out(`Done in ${ms} ms: "${result.title}" (${outcomeText[result.outcome]}${photo}).`);
            if (result.keptPrivateFor.length > 0) {
              io.out(`Kept private: it has ${describeMissingParts(result.keptPrivateFor)} yet.`);
            }
            io.out(`${env.publicUrl}/recipe/${result.recipeId}`);
            return 0;
          } catch (error) {
            if (error instanceof AppError) {
              io.err(`Could not import (${error.code}): ${error.message}`);
              return 1;
            }
            throw error;
          }
        });
      },
    },
  ],
};
