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

/** Forks the server processes and keeps them running; see the top of this file. */
export function superviseWorkers(options: TSupervisorOptions): void {
  const supervisor = new WorkerSupervisor(options);
  cluster.on("exit", (worker, code, signal) => supervisor.handleExit(worker, code, signal));
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => supervisor.stop(0, signal));
  }
  for (let i = 0; i < options.workers; i++) supervisor.fork();
}

class WorkerSupervisor {
  private readonly live = new Map<number, Worker>();
  private readonly ready = new Set<number>();
  private crashTimes: number[] = [];
  private hasStarted = false;
  private isStopping = false;
  private exitCode = 0;

  constructor(private readonly options: TSupervisorOptions) {}

  fork(): void {
    const worker = cluster.fork();
    this.live.set(worker.id, worker);
    worker.on("message", (message: unknown) => {
      if ((message as { type?: unknown })?.type === readyMessage.type) this.markReady(worker);
    });
  }

  private markReady(worker: Worker): void {
    this.ready.add(worker.id);
    if (this.hasStarted) {
      this.options.log.info({ workerPid: worker.process.pid }, "The new server process is ready");
    } else if (this.ready.size === this.options.workers) {
      this.hasStarted = true;
      this.options.onReady();
    }
  }

  handleExit(worker: Worker, code: number | null, signal: string | null): void {
    this.live.delete(worker.id);
    const wasReady = this.ready.delete(worker.id);
    if (this.isStopping) {
      if (this.live.size === 0) process.exit(this.exitCode);
      return;
    }
    const details = { workerPid: worker.process.pid, code, signal };
    // A process that never listened is a configuration problem (port taken, database refused):
    // starting it again would fail the same way, so the whole server stops and says so.
    if (!this.hasStarted) {
      this.options.log.error(details, "A server process failed to start; stopping");
      this.stop(1);
      return;
    }
    const now = Date.now();
    this.crashTimes = [...this.crashTimes.filter((time) => now - time < 60_000), now];
    const restartInMs = restartDelayMs(this.crashTimes.length);
    this.options.log.error({ ...details, wasReady, restartInMs }, "A server process exited; starting a new one");
    setTimeout(() => {
      if (!this.isStopping) this.fork();
    }, restartInMs);
  }

  /** Asks every process to drain; kills what is left after the timeout. */
  stop(code: number, signal?: string): void {
    if (this.isStopping) return;
    this.isStopping = true;
    this.exitCode = code;
    if (signal) this.options.log.info({ signal }, "Stopping: each server process finishes its requests");
    if (this.live.size === 0) process.exit(code);
    for (const worker of this.live.values()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      const workerPids = [...this.live.values()].map((worker) => worker.process.pid);
      this.options.log.error({ workerPids }, "Server processes did not stop in time");
      for (const worker of this.live.values()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, this.options.stopTimeoutMs).unref();
  }
}
