import { describe, expect, it } from "vitest";
import { isUuid } from "./uuid.ts";

describe("isUuid", () => {
  it("accepts a row id in either case", () => {
    expect(isUuid("0b8f4a52-3c1d-4e2f-9a6b-7c8d9e0f1a2b")).toBe(true);
    expect(isUuid("0B8F4A52-3C1D-4E2F-9A6B-7C8D9E0F1A2B")).toBe(true);
  });

  it("refuses shortlinks, truncated ids and ids with anything around them", () => {
    expect(isUuid("weeknight-dinners")).toBe(false);
    expect(isUuid("0b8f4a52-3c1d-4e2f-9a6b-7c8d9e0f1a2")).toBe(false);
    expect(isUuid(" 0b8f4a52-3c1d-4e2f-9a6b-7c8d9e0f1a2b")).toBe(false);
    expect(isUuid("0b8f4a52-3c1d-4e2f-9a6b-7c8d9e0f1a2b/edit")).toBe(false);
    expect(isUuid("")).toBe(false);
  });
});
