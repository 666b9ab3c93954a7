/** How long a failed job waits before its next try. */

export interface TBackoff {
  /** The wait after the first failed try, before jitter. */
  baseMs: number;
  /** No wait is longer than this. */
  maxMs: number;
}

/**
 * Exponential backoff with "equal jitter": the n-th failure waits between half and all of
 * base·2^(n−1) (capped). The random half spreads retries of jobs that failed together (a provider
 * outage) so they do not all come back in the same instant; the fixed half keeps each wait at least
 * as long as the previous one could have been, so waits grow.
 */
export function computeRetryDelayMs(failedAttempts: number, backoff: TBackoff, random: () => number = Math.random) {
  const exponent = Math.min(Math.max(failedAttempts, 1) - 1, 30);
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
