/**
 * Whether an error means the database cannot be reached right now (restarting, down, or the
 * connection dropped), rather than that the request was wrong or the code is broken. Such requests
 * are answered at once with a 503 the person can retry, and the server keeps going: the pool opens
 * new connections by itself once PostgreSQL is back.
 */
import { AppError } from "#core/errors.ts";

/** Network failures between the server and PostgreSQL (node-postgres puts the errno code on the error). */
const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** SQLSTATEs of a server going away: shutting down, crashed, starting up, or a connection lost. */
const unavailableStates = new Set(["57P01", "57P02", "57P03", "53300"]);

/** node-postgres's own messages for a connection that died or never came. */
const droppedConnection =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === "string" ? candidate.code : "";
    if (networkCodes.has(code) || unavailableStates.has(code) || code.startsWith("08")) return true;
    if (typeof candidate.message === "string" && droppedConnection.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}

export const databaseUnavailableMessage =
  "Ladle can't reach its database for a moment. Please try again in a few seconds.";

/** The 503 a request gets while the database is away. */
export function databaseUnavailable(cause: unknown): AppError {
  return new AppError("UNAVAILABLE", { message: databaseUnavailableMessage, cause });
}
