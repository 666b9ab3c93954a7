import { eq } from "drizzle-orm";
import { users } from "#db/schema.ts";
import { CliError, type TCommandGroup } from "../command.ts";
import { describeDatabase, readCliEnv, withDatabase } from "../context.ts";

export const usersCommands: TCommandGroup = {
  name: "users",
  summary: "Accounts",
  commands: [
    {
      name: "admin",
      summary: "Make an account an administrator (admins can create invite codes), or stop it being one",
      arguments: "<email>",
      flags: { revoke: "take administrator rights away instead" },
      async run(args, io) {
        const email = args.positionals[0]?.trim().toLowerCase();
        if (!email) throw new CliError("Give the account's email address: ladle users admin <email>.");
        const isAdmin = !args.flags.has("revoke");
        const env = readCliEnv();
        return withDatabase(env, async (database) => {
          await database.migrate();
          const changed = await database.db
            .update(users)
            .set({ isAdmin })
            .where(eq(users.email, email))
            .returning({ id: users.id });
          if (changed.length === 0) throw new CliError(`No account uses ${email} in ${describeDatabase(env)}.`);
          io.out(isAdmin ? `${email} is now an administrator.` : `${email} is no longer an administrator.`);
          return 0;
        });
      },
    },
  ],
};
