import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUploads } from "./uploads.ts";

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
  await registerUploads(app, { env: { dataDir } });
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
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("serves other files with a day of caching and no sniffing", async () => {
    const response = await app.inject({ url: "/uploads/demo/dish.webp" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it.each([
    "/uploads/missing.png",
    "/uploads/.env",
    "/uploads/demo/",
    "/uploads/%2e%2e/outside.txt",
    "/uploads/demo/..%2f..%2foutside.txt",
  ])("answers %s with a plain 404", async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("CONTENT-OUTSIDE-UPLOADS");
    expect(response.body).not.toContain("SECRET");
  });
});
