/**
 * A job worker in a process of its own, for the test that kills one with SIGKILL: it takes jobs of
 * the kind named on the command line, prints "started <id>" and never finishes them.
 *
 *   node --import tsx tests/helpers/job-worker-process.ts <postgres url> <job type> <lease ms>
 */
import { openDatabase } from "#db/client.ts";
import { defineJob, defineJobKind } from "#server/lib/jobs/job-kind.ts";
import { createJobWorker } from "#server/lib/jobs/worker.ts";

const [url, type, leaseMs] = process.argv.slice(2);
const database = await openDatabase({ url, poolSize: 2 });
const kind = defineJobKind({ type, maxAttempts: 3, timeoutMs: 60_000, backoff: { baseMs: 10, maxMs: 10 } });
const worker = createJobWorker({
  db: database.db,
  listen: database.listen,
  definitions: [
    defineJob(kind, async (_payload, job) => {
      console.log(`started ${job.id}`);
      await new Promise(() => {});
    }),
  ],
  logger: { info() {}, warn() {}, error() {} },
  options: { leaseMs: Number(leaseMs), pollIntervalMs: 20 },
});
await worker.start();
