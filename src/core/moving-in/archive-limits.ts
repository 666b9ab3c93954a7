/**
 * Limits on what an uploaded archive may unpack to. A zip's directory can lie about sizes, so the
 * bytes are counted while they are inflated, and reading stops the moment a limit is passed.
 */
export interface TArchiveLimits {
  /** Inflated bytes over the whole import (every entry, nested archives included). */
  maxTotalBytes: number;
  /** Inflated bytes of one entry. */
  maxEntryBytes: number;
  /** Entries in one archive. */
  maxEntries: number;
  /** Archives inside archives: 1 = a zip may hold zips (Tandoor), whose own zips are not opened. */
  maxNesting: number;
}

export const defaultArchiveLimits: TArchiveLimits = {
  maxTotalBytes: 2 * 1024 ** 3,
  maxEntryBytes: 64 * 1024 ** 2,
  maxEntries: 20_000,
  maxNesting: 1,
};

/** The running count of inflated bytes, shared by every entry of one import. */
export interface TInflateBudget {
  limits: TArchiveLimits;
  inflatedBytes: number;
}

export function createBudget(limits: Partial<TArchiveLimits> = {}): TInflateBudget {
  return { limits: { ...defaultArchiveLimits, ...limits }, inflatedBytes: 0 };
}

/** Thrown inside the readers when a limit is passed; readers turn it into a failure of that entry. */
export class ArchiveLimitError extends Error {}

function formatBytes(bytes: number): string {
  return bytes >= 1024 ** 3 ? `${Math.round(bytes / 1024 ** 3)} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;
}

/** Counts `size` more inflated bytes of one entry that has produced `entrySoFar`; throws past a limit. */
export function countInflated(budget: TInflateBudget, size: number, entrySoFar: number): void {
  const { limits } = budget;
  if (entrySoFar + size > limits.maxEntryBytes) {
    throw new ArchiveLimitError(
      `the file unpacks to more than ${formatBytes(limits.maxEntryBytes)}, more than one recipe needs`,
    );
  }
  budget.inflatedBytes += size;
  if (budget.inflatedBytes > limits.maxTotalBytes) {
    throw new ArchiveLimitError(`the archive unpacks to more than ${formatBytes(limits.maxTotalBytes)} in all`);
  }
}
