/**
 * Outside services that hang, in integration tests: how long a request took, and whether other
 * requests still answer at once while it waits.
 */
import { expect } from "vitest";

/** Starts timing now; settles with the request's response and how long it took. */
export function timed<T>(request: Promise<T>): Promise<{ response: T; elapsedMs: number }> {
  const startedAt = performance.now();
  return request.then((response) => ({ response, elapsedMs: performance.now() - startedAt }));
}

/**
 * Sends a plain request while `waiting` (a request held up by a silent service) has not settled,
 * and expects it answered promptly: a 200 in under `limitMs`, and before the held-up one settles.
 * The limit is generous for a busy machine; what matters is that it did not wait for the silence.
 */
export async function expectPromptWhileInFlight(
  waiting: Promise<unknown>,
  send: () => Promise<{ statusCode: number; body: string }>,
  limitMs = 2000,
): Promise<void> {
  let hasSettled = false;
  const mark = () => {
    hasSettled = true;
  };
  waiting.then(mark, mark);
  expect(hasSettled, "the held-up request had already settled").toBe(false);
  const startedAt = performance.now();
  const response = await send();
  const elapsedMs = performance.now() - startedAt;
  expect(response.statusCode, response.body).toBe(200);
  expect(elapsedMs).toBeLessThan(limitMs);
  expect(hasSettled, "the plain request waited for the held-up one").toBe(false);
}
