import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AppError } from "#core/errors.ts";
import { createLocalStorage } from "#server/lib/storage/local-storage.ts";
import { registerUploads } from "./uploads.ts";

const quietLogger = { error: vi.fn() };

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ladle-uploads-"));
  const uploads = path.join(dataDir, "uploads");
  fs.mkdirSync(path.join(uploads, "demo"), { recursive: true });
  fs.writeFileSync(path.join(uploads, "demo", "dish.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(uploads, "demo", "dish.webp"), "webp");
  fs.writeFileSync(path.join(uploads, ".env"), "SECRET=1");
  fs.writeFileSync(path.join(dataDir, "outside.txt"), "CONTENT-OUTSIDE-UPLOADS");
  app = Fastify();
  await registerUploads(app, { storage: createLocalStorage({ rootDir: uploads, logger: quietLogger }) });
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("uploads", () => {
  it("serves SVGs as images with a CSP that blocks scripts", async () => {
    const response = await app.inject({ url: "/uploads/demo/dish.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("serves other files for a year (keys are never reused) and no sniffing", async () => {
    const response = await app.inject({ url: "/uploads/demo/dish.webp" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-length"]).toBe("4");
    expect(response.body).toBe("webp");
  });

  it("answers HEAD with the headers alone", async () => {
    const response = await app.inject({ method: "HEAD", url: "/uploads/demo/dish.webp" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["content-length"]).toBe("4");
    expect(response.body).toBe("");
  });

  it.each([
    "/uploads/missing.png",
    "/uploads/.env",
    "/uploads/demo/",
    "/uploads/%2e%2e/outside.txt",
    "/uploads/demo/..%2f..%2foutside.txt",
    "/uploads/demo/.hidden",
    "/uploads/",
  ])("answers %s with a plain 404", async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("CONTENT-OUTSIDE-UPLOADS");
    expect(response.body).not.toContain("SECRET");
  });
});

describe("uploads when the storage is down", () => {
  it("answers a plain 503, not a stack", async () => {
    const failing = createLocalStorage({ rootDir: dataDir, logger: quietLogger });
    failing.read = () => Promise.reject(new AppError("UNAVAILABLE"));
    const down = Fastify();
    await registerUploads(down, { storage: failing });
    const response = await down.inject({ url: "/uploads/demo/dish.webp" });
    await down.close();
    expect(response.statusCode).toBe(503);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe("File storage is not answering; try again in a minute.");
  });
});
