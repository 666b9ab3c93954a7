import { describe, expect, it, vi } from "vitest";
import { createS3Storage, findCallLimitMs } from "./s3-storage.ts";

const settings = {
  endpoint: "http://127.0.0.1:9000",
  region: "us-east-1",
  bucket: "ladle",
  accessKeyId: "key",
  secretAccessKey: "secret",
  isPathStyle: true,
  publicUrl: null,
  timeoutMs: 10_000,
};
const logger = { error: vi.fn() };

// Reading and writing against a real S3-compatible server: tests/integration/storage-s3.test.ts.
describe("S3 storage URLs", () => {
  it("serves objects through Ladle at /uploads/ without a public URL", () => {
    const storage = createS3Storage({ settings, logger });
    expect(storage.urlOf("recipes/r1-a-800.webp")).toBe("/uploads/recipes/r1-a-800.webp");
    expect(storage.imageOrigins).toEqual([]);
    expect(storage.location).toBe("s3://ladle");
  });

  it("gives URLs at the public address when there is one, and names its origin for the image policy", () => {
    const storage = createS3Storage({ settings: { ...settings, publicUrl: "https://cdn.example/ladle" }, logger });
    expect(storage.urlOf("avatars/u1-a.webp")).toBe("https://cdn.example/ladle/avatars/u1-a.webp");
    expect(storage.imageOrigins).toEqual(["https://cdn.example"]);
  });
});

describe("S3 storage time limits", () => {
  it("gives a call the storage's limit, and an upload the time its bytes need at 1 MB a second", () => {
    expect(findCallLimitMs(10_000, 0)).toBe(10_000);
    // A photo's width: a fraction of a second more.
    expect(findCallLimitMs(10_000, 150_000)).toBe(10_144);
    // An archive of 200 MB moving in: over three minutes more, so a slow link is not cut off.
    expect(findCallLimitMs(10_000, 200 * 1024 ** 2)).toBe(210_000);
  });
});
