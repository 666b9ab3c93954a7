/** How many server processes to run, and the log line that says why when it is one. */

export interface TProcessPlan {
  /** 1: this process serves; more: it forks that many workers and supervises them. */
  workers: number;
  note?: string;
}

export function planProcesses({
  isPostgres,
  isDev,
  requested,
  cores,
}: {
  isPostgres: boolean;
  isDev: boolean;
  /** LADLE_WORKERS, when set. */
  requested?: number;
  cores: number;
}): TProcessPlan {
  const ignored = requested !== undefined && requested > 1 ? ` LADLE_WORKERS=${requested} is ignored.` : "";
  if (isDev) {
    return { workers: 1, note: ignored ? `Development runs one process (Vite lives in it).${ignored}` : undefined };
  }
  if (!isPostgres) {
    return {
      workers: 1,
      note:
        "The embedded database (PGlite) runs in one process: only one process may open its data folder, " +
        `and a lock file (ladle.pid) enforces it. Set DATABASE_URL to PostgreSQL for one process per core.${ignored}`,
    };
  }
  return { workers: requested ?? Math.max(1, cores) };
}
