/**
 * The `ladle` command line: `npm run --silent ladle -- <group> <command> [--flags]`.
 * Add a command group by writing src/cli/commands/<group>.ts and listing it in `groups`.
 */

import { AppError } from "#core/errors.ts";
import { DataFolderLockedError } from "#db/data-folder-lock.ts";
import { DatabaseOpenError } from "#db/errors.ts";
import { CliError, parseArgs, type TCliIo, type TCommandGroup } from "./command.ts";

/**
 * Each group's module is loaded only when one of its commands runs (all of them for the full
 * usage): `ladle extract` starts without the database driver the other groups load.
 */
const groups: Record<string, () => Promise<TCommandGroup>> = {
  db: async () => (await import("./commands/db.ts")).dbCommands,
  extract: async () => (await import("./commands/extract.ts")).extractCommands,
  ingredients: async () => (await import("./commands/ingredients.ts")).ingredientsCommands,
  grocery: async () => (await import("./commands/grocery.ts")).groceryCommands,
  import: async () => (await import("./commands/import.ts")).importCommands,
  users: async () => (await import("./commands/users.ts")).usersCommands,
  jobs: async () => (await import("./commands/jobs.ts")).jobsCommands,
  "import-file": async () => (await import("./commands/moving-in.ts")).movingInCommands,
  plan: async () => (await import("./commands/plan.ts")).planCommands,
  export: async () => (await import("./commands/export.ts")).exportCommands,
};

const loadGroup = (name: string): Promise<TCommandGroup> | null =>
  Object.hasOwn(groups, name) ? groups[name]() : null;
const loadAllGroups = () => Promise.all(Object.values(groups).map((load) => load()));

const io: TCliIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

function usage(shown: TCommandGroup[], { isFull = false } = {}): string {
  const lines = ["Usage: npm run --silent ladle -- <command> [options]", "", "Commands:"];
  const only = shown.length === 1;
  const width = Math.max(...shown.flatMap((g) => g.commands.map((c) => `${g.name} ${c.name}`.length)), 4) + 2;
  for (const group of shown) {
    for (const command of group.commands) {
      const name = `${group.name} ${command.name}`.trimEnd();
      lines.push(`  ${name.padEnd(width)}${command.summary}`);
      if (command.arguments) lines.push(`  ${"".padEnd(width)}  usage: ${name} ${command.arguments}`);
      for (const [flag, help] of Object.entries(command.flags ?? {})) {
        lines.push(`  ${"".padEnd(width)}  --${flag}: ${help}`);
      }
    }
  }
  if (!only) lines.push(`  ${"help".padEnd(width)}Show this text`);
  if (!isFull) return lines.join("\n");
  lines.push(
    "",
    "Configuration comes from the environment, as for the server: DATABASE_URL (PostgreSQL), otherwise",
    "PGlite in $LADLE_DATA_DIR/pg (default ./data/pg); uploads in $LADLE_DATA_DIR/uploads, or in the S3 bucket",
    "when S3_BUCKET and its companions are set.",
    "Stop the server before `db reset` on PGlite: only one process may open its data folder.",
  );
  return lines.join("\n");
}

async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  const [groupName, commandName, ...rest] = args.positionals;
  if (!groupName) {
    if (args.flags.has("help")) {
      io.out(usage(await loadAllGroups(), { isFull: true }));
      return 0;
    }
    io.err(usage(await loadAllGroups(), { isFull: true }));
    return 1;
  }
  if (groupName === "help") {
    const group = commandName ? await loadGroup(commandName) : null;
    io.out(usage(group ? [group] : await loadAllGroups(), { isFull: true }));
    return 0;
  }
  const group = await loadGroup(groupName);
  if (!group) {
    io.err(`Unknown command "${groupName}".\n`);
    io.err(usage(await loadAllGroups()));
    return 1;
  }
  // A command named "" is the group's default: `ladle extract --jsonl`, `ladle import <url>`.
  const fallback = group.commands.find((c) => c.name === "");
  let command = group.commands.find((c) => c.name === commandName);
  if (!command && (commandName === undefined || fallback?.arguments)) {
    command = fallback;
    if (commandName !== undefined) rest.unshift(commandName);
  }
  if (!command) {
    if (commandName === undefined && args.flags.has("help")) {
      io.out(usage([group], { isFull: true }));
      return 0;
    }
    io.err(commandName ? `Unknown command "${group.name} ${commandName}".\n` : `"${group.name}" needs a command.\n`);
    io.err(usage([group]));
    return 1;
  }
  if (args.flags.has("help")) {
    io.out(usage([group], { isFull: true }));
    return 0;
  }
  const unknownFlags = [...args.flags].filter((flag) => !(flag.split("=")[0] in (command.flags ?? {})));
  if (unknownFlags.length > 0 || (rest.length > 0 && !command.arguments)) {
    const problem = unknownFlags.length > 0 ? `option --${unknownFlags[0]}` : `argument "${rest[0]}"`;
    io.err(`Unknown ${problem} for "${group.name} ${command.name}".\n`);
    io.err(usage([group]));
    return 1;
  }
  return command.run({ positionals: rest, flags: args.flags, argv }, io);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    // Problems the operator can fix (including object storage that is down): the message, no stack.
    const isStorageDown = error instanceof AppError && error.code === "UNAVAILABLE";
    if (
      isStorageDown ||
      error instanceof CliError ||
      error instanceof DatabaseOpenError ||
      error instanceof DataFolderLockedError
    ) {
      io.err(error.message);
    } else io.err(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  },
);
