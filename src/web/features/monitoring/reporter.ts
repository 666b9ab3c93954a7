/** What an error reporter takes: the caught error with its category and where it was seen. */
import type { TErrorCategory, TErrorSource } from "#core/monitoring/error-categories.ts";

export interface TCaughtError {
  category: TErrorCategory;
  source: TErrorSource;
  error: unknown;
  details?: Record<string, unknown>;
}

export interface TErrorReporter {
  capture(caught: TCaughtError): void;
  /** Catches uncaught errors and rejections on its own (Sentry does), so the listeners leave them to it. */
  isCatchingUncaught: boolean;
  identify(userId: string | null): void;
}
