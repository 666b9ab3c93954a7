import { jobStates, type TJobState } from "#db/schema.ts";
import { findJobState, listJobs, retryJob } from "#server/lib/jobs/job-store.ts";
import { CliError, flagValue, type TCliIo, type TCommandGroup } from "../command.ts";
import { describeDatabase, readCliEnv, withDatabase } from "../context.ts";

type TJobRow = Awaited<ReturnType<typeof listJobs>>[number];

/** One line per job: id, type, state, tries, when it runs or ended, and the last error. */
function printJobs(rows: TJobRow[], io: TCliIo) {
  const lines = rows.map((row) => [
    String(row.id),
    row.type,
    row.state,
    `${row.attempts}/${row.maxAttempts}`,
    (row.finishedAt ?? row.runAt).toISOString().replace(/\.\d+Z$/, "Z"),
    (row.lastError ?? "").replace(/\s+/g, " ").slice(0, 100),
  ]);
  const header = ["ID", "TYPE", "STATE", "TRIES", "RUNS/ENDED AT", "LAST ERROR"];
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  for (const line of [header, ...lines]) {
    io.out(
      line
        .map((cell, i) => (i === line.length - 1 ? cell : cell.padEnd(widths[i])))
        .join("  ")
        .trimEnd(),
    );
  }
}

function parseState(value: string | null): TJobState | undefined {
  if (value === null) return undefined;
  if (!(jobStates as readonly string[]).includes(value)) {
    throw new CliError(`--state must be one of ${jobStates.join(", ")}.`);
  }
  return value as TJobState;
}

export const jobsCommands: TCommandGroup = {
  name: "jobs",
  summary: "Background jobs (message deliveries, the daily clean-up)",
  commands: [
    {
      name: "list",
      summary: "List the newest jobs; failed ones are out of tries and show their last error",
      // Declared so that `--state failed` (a value after a space) reaches the command.
      arguments: "[--state <state>] [--limit <n>]",
      flags: {
        state: `only jobs in this state (${jobStates.join(", ")})`,
        limit: "how many to list (default 50)",
      },
      async run(args, io) {
        const stateValue = flagValue(args.argv ?? [], "state");
        const limitValue = flagValue(args.argv ?? [], "limit");
        const stray = args.positionals.find((word) => word !== stateValue && word !== limitValue);
        if (stray !== undefined) throw new CliError(`Unknown argument "${stray}" for "jobs list".`);
        const state = parseState(stateValue);
        const limit = Number(limitValue ?? 50);
        if (!Number.isInteger(limit) || limit < 1) throw new CliError("--limit must be a whole number above 0.");
        const env = readCliEnv();
        return withDatabase(env, async (database) => {
          await database.migrate();
          const rows = await listJobs({ db: database.db, state, limit });
          if (rows.length === 0) io.out(state ? `No ${state} jobs in ${describeDatabase(env)}.` : "No jobs.");
          else printJobs(rows, io);
          return 0;
        });
      },
    },
    {
      name: "retry",
      summary: "Run a failed job again now, with a fresh set of tries",
      arguments: "<id>",
      async run(args, io) {
        const id = Number(args.positionals[0]);
        if (!Number.isSafeInteger(id) || id < 1) throw new CliError("Give the job's id: ladle jobs retry <id>.");
        const env = readCliEnv();
        return withDatabase(env, async (database) => {
          await database.migrate();
          if (!(await retryJob({ db: database.db, id }))) {
            const state = await findJobState({ db: database.db, id });
            throw new CliError(
              state ? `Job ${id} is ${state}; only failed or waiting jobs can be retried.` : `There is no job ${id}.`,
            );
          }
          io.out(
            env.DATABASE_URL
              ? `Job ${id} is queued again; a running server picks it up at once.`
              : `Job ${id} is queued again; it runs when the server starts.`,
          );
          return 0;
        });
      },
    },
  ],
};
