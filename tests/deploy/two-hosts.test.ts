/**
 * The local deployment (scripts/deploy-local.mjs): nginx in front of two Ladle servers with their
 * own ports and data folders, as on two hosts, sharing one PostgreSQL database and the storage.
 * What one server does, the other must know at once. Runs in production mode, so sign-in goes
 * through real codes, read from the outbox table.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  createEmptyDatabase,
  expectToFailUntil,
  findFreePorts,
  missingFor,
  postJson,
  signInWithCode,
  startUntil,
  type TRunning,
  type TTestDatabase,
} from "./deployment.ts";

const missing = missingFor({ isNginxNeeded: true });

describe.skipIf(missing)(`two Ladle servers behind nginx${missing ? ` (skipped: ${missing})` : ""}`, () => {
  let database: TTestDatabase;
  let deployment: TRunning;
  let stateDir: string;
  let proxy: string;
  let serverA: string;
  let serverB: string;
  let creatorCookie: string;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    stateDir = fs.mkdtempSync(path.join(os.tmpdir(), "ladle-deploy-test-"));
    const port = await findFreePorts(4);
    [proxy, serverA, serverB] = [
      `http://localhost:${port}`,
      `http://127.0.0.1:${port + 1}`,
      `http://127.0.0.1:${port + 2}`,
    ];
    deployment = await startUntil(
      process.execPath,
      ["scripts/deploy-local.mjs", "--port", String(port), "--state-dir", stateDir],
      { env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: "warn" }, readyText: "Ready:" },
    );
    // Both started on the empty database at once: one migrated and seeded, the other waited.
    creatorCookie = await signInWithCode({ dbUrl: database.url, email: "creator@demo.ladle.test", sendVia: serverA });
  }, 120_000);

  afterAll(async () => {
    const exit = await deployment?.stop();
    await database?.drop();
    fs.rmSync(stateDir, { recursive: true, force: true });
    expect(exit?.code, deployment?.output()).toBe(0);
  }, 60_000);

  async function findCreatorRecipeId(): Promise<string> {
    const mine = await fetch(`${serverA}/api/recipes/mine?pageSize=48`, { headers: { cookie: creatorCookie } });
    const { items } = (await mine.json()) as { items: { id: string; visibility: string; isPaywalled: boolean }[] };
    const recipe = items.find((item) => item.visibility === "public" && !item.isPaywalled);
    if (!recipe) throw new Error("The demo creator has no public recipe");
    return recipe.id;
  }

  async function renameThroughA(recipeId: string, title: string) {
    const response = await fetch(`${serverA}/api/recipes/${recipeId}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie: creatorCookie },
      body: JSON.stringify({ title }),
    });
    expect(response.status).toBe(200);
  }

  const titleOf = async (url: string, cookie = "") =>
    ((await (await fetch(url, { headers: cookie ? { cookie } : {} })).json()) as { title: string }).title;

  test("a session made through one server works on the other, and through nginx", async () => {
    const cookie = await signInWithCode({ dbUrl: database.url, email: "cook-a@example.test", sendVia: serverA });
    for (const server of [serverB, proxy]) {
      const session = await fetch(`${server}/api/auth/get-session`, { headers: { cookie } });
      expect(((await session.json()) as { user: { email: string } }).user.email).toBe("cook-a@example.test");
    }
  });

  test("a change through one server is in the other's API answer at once", async () => {
    const recipeId = await findCreatorRecipeId();
    await titleOf(`${serverB}/api/recipes/${recipeId}`, creatorCookie);
    await renameThroughA(recipeId, "Renamed through A");
    expect(await titleOf(`${serverB}/api/recipes/${recipeId}`, creatorCookie)).toBe("Renamed through A");
  });

  test("a change through one server is on the other's page for visitors at once (no stale copy)", async () => {
    const recipeId = await findCreatorRecipeId();
    const title = `Renamed for visitors ${Date.now()}`;
    // B has the visitors' copies in its caches when the change is made.
    await titleOf(`${serverB}/api/recipes/${recipeId}`);
    expect((await fetch(`${serverB}/recipe/${recipeId}`)).status).toBe(200);
    await renameThroughA(recipeId, title);
    const [visitorTitle, visitorPage] = await Promise.all([
      titleOf(`${serverB}/api/recipes/${recipeId}`),
      fetch(`${serverB}/recipe/${recipeId}`).then((response) => response.text()),
    ]);
    // TODO: make these plain assertions once cross-process cache invalidation (PostgreSQL
    // LISTEN/NOTIFY) lands; until then B answers visitors from its own copies for a few seconds.
    await expectToFailUntil("cross-process cache invalidation", () => {
      expect(visitorTitle).toBe(title);
      expect(visitorPage).toContain(title);
    });
  });

  async function uploadPhotoThroughA(): Promise<string> {
    const recipeId = await findCreatorRecipeId();
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c84" } })
      .png()
      .toBuffer();
    const response = await fetch(`${serverA}/api/recipes/${recipeId}/image`, {
      method: "POST",
      headers: { "content-type": "image/png", cookie: creatorCookie },
      body: photo,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { imageUrl: string }).imageUrl;
  }

  test("an upload through one server is stored and served", async () => {
    const imageUrl = await uploadPhotoThroughA();
    const served = await fetch(new URL(imageUrl, serverA));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
  });

  test("an upload through one server is served by the other", async () => {
    const imageUrl = await uploadPhotoThroughA();
    // A stored file's address is absolute (S3_PUBLIC_URL: nginx serves the bucket) or a path,
    // asked of the other server.
    const status = (await fetch(new URL(imageUrl, serverB))).status;
    // TODO: make this a plain assertion once uploads go to the S3-compatible storage (S3_*
    // settings); until then each server keeps uploads in its own data folder.
    await expectToFailUntil("uploads in shared storage", () => expect(status).toBe(200));
  });

  test("the demo images are served by both servers", async () => {
    const mine = await fetch(`${serverA}/api/recipes/mine?pageSize=48`, { headers: { cookie: creatorCookie } });
    // The least recently changed: the other tests changed the first one's photo.
    const recipe = ((await mine.json()) as { items: { imageUrl: string }[] }).items.at(-1);
    if (!recipe) throw new Error("The demo creator has no recipe");
    const statuses = await Promise.all(
      [serverA, serverB].map(async (server) => (await fetch(new URL(recipe.imageUrl, server))).status),
    );
    // TODO: a plain assertion with the storage change: until then the demo images are written
    // where the server that seeded keeps its files, and only that server has them.
    await expectToFailUntil("uploads in shared storage", () => expect(statuses).toEqual([200, 200]));
  });

  test("rate limits are shared: a code asked for through one server counts on the other", async () => {
    const body = { email: "limited@example.test", type: "sign-in" };
    expect((await postJson(`${serverA}/api/auth/email-otp/send-verification-otp`, body)).status).toBe(200);
    // One code per address per minute, wherever it is asked for.
    expect((await postJson(`${serverB}/api/auth/email-otp/send-verification-otp`, body)).status).toBe(429);
  });

  // TODO: once the job queue lands: enqueue a job through A (or let a scheduled one come due),
  // wait until it has run, and check it ran exactly once although both servers take jobs.
  test.todo("a job runs once although both servers take jobs");

  test("nginx spreads requests over both servers and keeps hashed assets for a year", async () => {
    const html = await (await fetch(`${proxy}/`)).text();
    for (let i = 0; i < 6; i++) await (await fetch(`${proxy}/api/health`)).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const first = await fetch(`${proxy}${asset}`, { headers: { "accept-encoding": "br" } });
    const again = await fetch(`${proxy}${asset}`, { headers: { "accept-encoding": "br" } });
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(again.headers.get("x-cache-status")).toBe("HIT");
    expect(again.headers.get("content-encoding")).toBe("br");
    const plain = await fetch(`${proxy}${asset}`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();

    const accessLog = fs.readFileSync(path.join(stateDir, "logs", "nginx-access.log"), "utf8");
    for (const server of [serverA, serverB]) expect(accessLog).toContain(`upstream=${new URL(server).host}`);
  });

  test("behind nginx a client cannot make up its own address", async () => {
    const spoofed = { "x-forwarded-for": "203.0.113.9" };
    const cookie = await signInWithCode({
      dbUrl: database.url,
      email: "cook-proxy@example.test",
      sendVia: proxy,
      headers: spoofed,
    });
    const session = await fetch(`${proxy}/api/auth/get-session`, { headers: { cookie } });
    expect(((await session.json()) as { session: { ipAddress: string } }).session.ipAddress).toBe("127.0.0.1");
  });
});
