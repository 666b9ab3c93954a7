/**
 * Faults under load. First PostgreSQL stopped for a few seconds and started again while cooks keep
 * creating recipes. Prints how the requests during the outage were answered (status, slowest
 * answer), the seconds from the database coming back to the first acknowledged write, and how many
 * acknowledged writes are missing afterwards (must be 0). Then the server killed with SIGKILL in
 * the middle of recipe, meal-plan, shopping-list and sign-in-code writes and started again: writes
 * lost, half-written plans or item batches, jobs that failed or ran twice (all must be 0). Needs Debian's PostgreSQL binaries and a
 * build.
 *
 *   npm run build && npx tsx bench/faults.ts        (FAULT_WRITERS, FAULT_DOWN_SECONDS, FAULT_PROCESSES)
 */
import { hasPostgresBinaries, runPostgresRestart } from "../tests/deploy/postgres-restart.ts";
import { runServerKill } from "../tests/deploy/server-kill.ts";

if (!hasPostgresBinaries()) {
  console.error("PostgreSQL's binaries are not installed (apt-get install postgresql).");
  process.exit(1);
}
const options = {
  writers: Number(process.env.FAULT_WRITERS ?? 32),
  beforeSeconds: 10,
  downSeconds: Number(process.env.FAULT_DOWN_SECONDS ?? 10),
  afterSeconds: 20,
  serverProcesses: Number(process.env.FAULT_PROCESSES ?? 2),
};
console.log(
  `PostgreSQL restart: ${options.writers} writers, ${options.serverProcesses} server processes, database down ${options.downSeconds} s`,
);
const report = await runPostgresRestart(options);
const { serverLog, ...figures } = report;
console.log(JSON.stringify(figures, null, 2));
if (!report.isServerAlive) console.log(serverLog.slice(-3000));

const killOptions = {
  writers: Number(process.env.FAULT_WRITERS ?? 32),
  beforeSeconds: 10,
  afterSeconds: 10,
  serverProcesses: Number(process.env.FAULT_PROCESSES ?? 2),
  codeRequests: 25,
};
console.log(
  `\nServer killed with SIGKILL: ${killOptions.writers} writers, ${killOptions.serverProcesses} server processes`,
);
console.log(JSON.stringify(await runServerKill(killOptions), null, 2));
