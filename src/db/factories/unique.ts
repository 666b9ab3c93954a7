import { randomBytes } from "node:crypto";

/**
 * A per-process random run id plus a counter: parallel test workers (separate processes) and
 * repeated calls in one process never produce the same value.
 */
const runId = randomBytes(3).toString("hex");
let counter = 0;

/** A short unique token of lowercase letters and digits, safe for emails, usernames and shortlinks. */
export function uniqueToken(): string {
  counter += 1;
  return `${counter.toString(36)}${runId}`;
}

/** Drops keys whose value is undefined, so optional options never overwrite a factory default. */
export function definedOnly<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}
