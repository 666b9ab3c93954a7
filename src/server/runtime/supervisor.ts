/**
 * The primary process when Ladle runs on PostgreSQL: it forks the server processes (they all
 * listen on one port; Node's cluster module hands each new connection to the next one), starts a
 * new one when one dies, and on SIGTERM or SIGINT asks each to finish its requests and waits for
 * them all. The primary serves nothing itself, so a crash in page code never takes it down.
 */
import cluster, { type Worker } from "node:cluster";

/** What a server process sends the primary once it listens. */
export const readyMessage = { type: "ladle:ready" } as const;

export interface TSupervisorLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface TSupervisorOptions {
  workers: number;
  log: TSupervisorLog;
  /** Called once, when every first process listens. */
  onReady: () => void;
  /** How long processes get to drain before they are killed. */
  stopTimeoutMs: number;
}

/**
 * The first crash in a minute restarts at once, then 1 s, 2 s, 4 s… up to 30 s: a process that
 * dies on every start must not spin the machine.
 */
export function restartDelayMs(crashesInLastMinute: number): number {
  return crashesInLastMinute <= 1 ? 0 : Math.min(1000 * 2 ** (crashesInLastMinute - 2), 30_000);
}

export function superviseWorkers({ workers, log, onReady, stopTimeoutMs }: TSupervisorOptions): void {
  const live = new Map<number, Worker>();
  const ready = new Set<number>();
  let crashTimes: number[] = [];
  let hasStarted = false;
  let isStopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    live.set(worker.id, worker);
    worker.on("message", (message: unknown) => {
      if ((message as { type?: unknown })?.type !== readyMessage.type) return;
      ready.add(worker.id);
      if (hasStarted) {
        log.info({ workerPid: worker.process.pid }, "The new server process is ready");
      } else if (ready.size === workers) {
        hasStarted = true;
        onReady();
      }
    });
  };

  const stop = (code: number) => {
    if (isStopping) return;
    isStopping = true;
    exitCode = code;
    if (live.size === 0) process.exit(exitCode);
    for (const worker of live.values()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      log.error({ workerPids: [...live.values()].map((w) => w.process.pid) }, "Server processes did not stop in time");
      for (const worker of live.values()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, stopTimeoutMs).unref();
  };

  cluster.on("exit", (worker, code, signal) => {
    live.delete(worker.id);
    const wasReady = ready.delete(worker.id);
    if (isStopping) {
      if (live.size === 0) process.exit(exitCode);
      return;
    }
    const details = { workerPid: worker.process.pid, code, signal };
    // A process that never listened is a configuration problem (port taken, database refused):
    // starting it again would fail the same way, so the whole server stops and says so.
    if (!hasStarted) {
      log.error(details, "A server process failed to start; stopping");
      stop(1);
      return;
    }
    const now = Date.now();
    crashTimes = [...crashTimes.filter((time) => now - time < 60_000), now];
    const restartInMs = restartDelayMs(crashTimes.length);
    log.error({ ...details, wasReady, restartInMs }, "A server process exited; starting a new one");
    setTimeout(() => {
      if (!isStopping) fork();
    }, restartInMs);
  });

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (!isStopping) log.info({ signal }, "Stopping: each server process finishes its requests");
      stop(0);
    });
  }
  for (let i = 0; i < workers; i++) fork();
}
