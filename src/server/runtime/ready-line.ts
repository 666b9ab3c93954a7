/** What the primary and the server processes agree on, kept apart from the app so the primary never loads it. */
import type { TEnv } from "../env.ts";

/** In-flight requests get this long to finish once a stop is asked for. */
export const drainTimeoutMs = 10_000;

/** The line people look for in the terminal once the server answers. */
export function readyLine(env: TEnv, details: string): string {
  const shownHost = env.HOST === "0.0.0.0" || env.HOST === "127.0.0.1" ? "localhost" : env.HOST;
  return `Ladle is ready at http://${shownHost}:${env.PORT} (${details})`;
}
