import { describe, expect, it } from "vitest";
import { restartDelayMs } from "./supervisor.ts";

describe("restartDelayMs", () => {
  it("restarts the first crash at once, then backs off to 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([0, 1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
