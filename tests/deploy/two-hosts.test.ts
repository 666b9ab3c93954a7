/**
 * The local deployment (scripts/deploy-local.mjs): nginx in front of two Ladle servers with their
 * own ports and data folders, as on two hosts, sharing one PostgreSQL database and one
 * S3-compatible bucket. What one server does, the other must know at once; work queued through one
 * runs once, on whichever server takes it. Runs in production mode, so sign-in goes through real
 * codes, read from the outbox table.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  createEmptyDatabase,
  findFreePorts,
  missingFor,
  postJson,
  queryRows,
  signInWithCode,
  startUntil,
  type TRunning,
  type TTestDatabase,
  waitUntil,
} from "./deployment.ts";

const missing = missingFor({ isNginxNeeded: true });

/** How long a server keeps visitors' copies of a recipe and of its page (viewer-recipe.ts, the recipe route). */
const visitorCopyMs = 5_000;
const bucket = "ladle";

describe.skipIf(missing)(`two Ladle servers behind nginx${missing ? ` (skipped: ${missing})` : ""}`, () => {
  let database: TTestDatabase;
  let deployment: TRunning;
  let stateDir: string;
  let proxy: string;
  let serverA: string;
  let serverB: string;
  let storage: string;
  let creatorCookie: string;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    stateDir = fs.mkdtempSync(path.join(os.tmpdir(), "ladle-deploy-test-"));
    const port = await findFreePorts(4);
    [proxy, serverA, serverB, storage] = [
      `http://localhost:${port}`,
      `http://127.0.0.1:${port + 1}`,
      `http://127.0.0.1:${port + 2}`,
      `http://127.0.0.1:${port + 3}`,
    ];
    deployment = await startUntil(
      process.execPath,
      ["scripts/deploy-local.mjs", "--port", String(port), "--state-dir", stateDir],
      // At "info" each server logs the jobs it completes, which the job tests read.
      { env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: "info" }, readyText: "Ready:" },
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

  test("a sign-in makes a new session; signing out and deleting the account end sessions on every server at once", async () => {
    const email = "cook-sessions@example.test";
    const emailOf = async (server: string, cookie: string) => {
      const session = await fetch(`${server}/api/auth/get-session`, { headers: { cookie } });
      return ((await session.json()) as { user?: { email: string } } | null)?.user?.email ?? null;
    };
    const laptop = await signInWithCode({ dbUrl: database.url, email, sendVia: serverA });
    // A second device, an hour later as far as the per-address code limit is concerned.
    await queryRows(database.url, "DELETE FROM rate_limits WHERE key LIKE $1", [`%:${email}`]);
    // Signing in again while presenting the laptop's cookie gives a new session, never the old one back.
    const phone = await signInWithCode({ dbUrl: database.url, email, sendVia: serverB, headers: { cookie: laptop } });
    expect(phone).not.toBe(laptop);
    for (const server of [serverA, serverB, proxy]) {
      expect(await emailOf(server, laptop)).toBe(email);
      expect(await emailOf(server, phone)).toBe(email);
    }

    const signOut = await postJson(`${serverA}/api/auth/sign-out`, {}, { cookie: laptop, origin: proxy });
    expect(signOut.status).toBe(200);
    for (const server of [serverA, serverB, proxy]) {
      expect(await emailOf(server, laptop), `the laptop's session on ${server}`).toBeNull();
      expect(await emailOf(server, phone), `the phone's session on ${server}`).toBe(email);
    }

    const deleted = await postJson(`${serverB}/api/account/delete`, {}, { cookie: phone, origin: proxy });
    expect(deleted.status, await deleted.text()).toBe(200);
    for (const server of [serverA, serverB, proxy]) {
      expect(await emailOf(server, phone), `the phone's session on ${server}`).toBeNull();
      const refused = await fetch(`${server}/api/recipes/mine`, { headers: { cookie: phone } });
      expect(refused.status).toBe(401);
    }
    expect(await queryRows(database.url, "SELECT id FROM users WHERE email = $1", [email])).toEqual([]);
  });

  test("a change through one server is in the other's API answer at once", async () => {
    const recipeId = await findCreatorRecipeId();
    await titleOf(`${serverB}/api/recipes/${recipeId}`, creatorCookie);
    await renameThroughA(recipeId, "Renamed through A");
    expect(await titleOf(`${serverB}/api/recipes/${recipeId}`, creatorCookie)).toBe("Renamed through A");
  });

  /** Whether B shows visitors (no session) `title` for the recipe, on its page and in its API answer. */
  async function isShownToVisitorsByB(recipeId: string, title: string): Promise<boolean> {
    const [apiTitle, page] = await Promise.all([
      titleOf(`${serverB}/api/recipes/${recipeId}`),
      fetch(`${serverB}/recipe/${recipeId}`).then((response) => response.text()),
    ]);
    return apiTitle === title && page.includes(title);
  }

  test("a change through one server is on the other's page and API answer for visitors at once", async () => {
    const recipeId = await findCreatorRecipeId();
    const [first, second] = [`First title ${Date.now()}`, `Second title ${Date.now()}`];
    // Any copy showing the first title is made after this moment, so it would be served until at
    // least visitorCopyMs later if nothing dropped it.
    const firstSavedFrom = Date.now();
    await renameThroughA(recipeId, first);
    // B now keeps visitors' copies of the recipe and its page with the first title.
    await waitUntil("B shows visitors the first title", () => isShownToVisitorsByB(recipeId, first), visitorCopyMs);
    await renameThroughA(recipeId, second);
    // The change announced through PostgreSQL reaches B a few milliseconds after A answers: B shows
    // the second title well before its copies of the first would have run out.
    const deadline = firstSavedFrom + visitorCopyMs;
    await waitUntil(
      "B drops its copies and shows visitors the second title",
      () => isShownToVisitorsByB(recipeId, second),
      deadline - Date.now(),
    );
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

  /** Whether the bucket holds the object an `/uploads/<key>` URL names (s3rver reads without credentials). */
  async function isInBucket(url: string): Promise<boolean> {
    const key = url.replace(/^\/uploads\//, "");
    return (await fetch(`${storage}/${bucket}/${key}`, { method: "HEAD" })).status === 200;
  }

  test("an upload through one server goes to the bucket, and both servers and nginx serve it", async () => {
    const imageUrl = await uploadPhotoThroughA();
    // No S3_PUBLIC_URL: the bucket stays private and the servers serve it at /uploads/.
    expect(imageUrl).toMatch(/^\/uploads\/recipes\//);
    expect(await isInBucket(imageUrl)).toBe(true);
    for (const server of [serverA, serverB, proxy]) {
      const served = await fetch(new URL(imageUrl, server));
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    }
    // nginx keeps it: the next visitor's copy costs neither server nor the bucket a request.
    expect((await fetch(new URL(imageUrl, proxy))).headers.get("x-cache-status")).toBe("HIT");
    // Nothing went to either server's own data folder.
    for (const name of ["ladle-a", "ladle-b"]) expect(fs.existsSync(path.join(stateDir, name, "uploads"))).toBe(false);
  });

  test("the demo images are in the bucket and served by both servers", async () => {
    const mine = await fetch(`${serverA}/api/recipes/mine?pageSize=48`, { headers: { cookie: creatorCookie } });
    // The least recently changed: the other tests changed the first one's photo.
    const recipe = ((await mine.json()) as { items: { imageUrl: string }[] }).items.at(-1);
    if (!recipe) throw new Error("The demo creator has no recipe");
    expect(recipe.imageUrl).toMatch(/^\/uploads\/demo\//);
    expect(await isInBucket(recipe.imageUrl)).toBe(true);
    const statuses = await Promise.all(
      [serverA, serverB].map(async (server) => (await fetch(new URL(recipe.imageUrl, server))).status),
    );
    expect(statuses).toEqual([200, 200]);
  });

  test("rate limits are shared: a code asked for through one server counts on the other", async () => {
    const body = { email: "limited@example.test", type: "sign-in" };
    expect((await postJson(`${serverA}/api/auth/email-otp/send-verification-otp`, body)).status).toBe(200);
    // One code per address per minute, wherever it is asked for.
    expect((await postJson(`${serverB}/api/auth/email-otp/send-verification-otp`, body)).status).toBe(429);
  });

  /** The servers (A, B) whose log says they completed job `id`. */
  function findServersThatCompleted(id: number): string[] {
    return ["a", "b"].filter((name) =>
      fs
        .readFileSync(path.join(stateDir, "logs", `ladle-${name}.log`), "utf8")
        .split("\n")
        .some((line) => line.includes('"msg":"job completed"') && line.includes(`"jobId":${id},`)),
    );
  }

  /** Waits until every job in `ids` has completed, then checks each ran once: one try, on one server. */
  async function expectEachRanOnce(ids: number[]) {
    type TJobRow = { id: string; state: string; attempts: number };
    let rows: TJobRow[] = [];
    await waitUntil("the jobs have completed", async () => {
      rows = await queryRows<TJobRow>(database.url, "SELECT id, state, attempts FROM jobs WHERE id = ANY($1)", [ids]);
      return rows.length === ids.length && rows.every((row) => row.state !== "queued" && row.state !== "running");
    });
    // One try each: a second claim, by either server, would have counted a second attempt.
    for (const row of rows) expect(row).toEqual({ id: row.id, state: "completed", attempts: 1 });
    // The log line is written just after the row is marked done.
    await waitUntil("both logs are written", () => ids.every((id) => findServersThatCompleted(id).length > 0));
    for (const id of ids) expect(findServersThatCompleted(id), `job ${id}`).toHaveLength(1);
  }

  test("a job runs once although both servers take jobs", async () => {
    const emails = Array.from({ length: 8 }, (_, i) => `queued-${i}@example.test`);
    // Each code asked for through A queues a job that delivers it; both servers' workers are woken.
    const statuses = await Promise.all(
      emails.map(
        async (email) =>
          (await postJson(`${serverA}/api/auth/email-otp/send-verification-otp`, { email, type: "sign-in" })).status,
      ),
    );
    expect(statuses).toEqual(emails.map(() => 200));
    type TDelivered = { to: string; delivery_key: string };
    let delivered: TDelivered[] = [];
    await waitUntil("every code is delivered", async () => {
      delivered = await queryRows<TDelivered>(
        database.url,
        `SELECT "to", delivery_key FROM outbox WHERE "to" = ANY($1)`,
        [emails],
      );
      return delivered.length >= emails.length;
    });
    // One message each, and each written by its own job ("ladle-message-<job id>").
    expect(delivered.map((row) => row.to).sort()).toEqual([...emails].sort());
    await expectEachRanOnce(delivered.map((row) => Number(row.delivery_key.replace("ladle-message-", ""))));
  });

  test("a recurring job comes due once across both servers", async () => {
    // The daily clean-up, made due now. Each server looks for due schedules every 10 s.
    const [{ due }] = await queryRows<{ due: Date }>(
      database.url,
      `UPDATE job_schedules SET next_run_at = date_trunc('milliseconds', now())
       WHERE name = 'daily-clean-up' RETURNING next_run_at AS due`,
    );
    type TRun = { id: string; key: string };
    let runs: TRun[] = [];
    await waitUntil(
      "the clean-up is queued",
      async () => {
        runs = await queryRows<TRun>(database.url, "SELECT id, key FROM jobs WHERE type = 'daily-clean-up'");
        return runs.length > 0;
      },
      25_000,
    );
    expect(runs).toEqual([{ id: runs[0].id, key: `daily-clean-up@${due.toISOString()}` }]);
    // The server that queued it moved the schedule to tomorrow's run in the same transaction, so
    // neither finds it due again (and the run's key would refuse a second row all the same).
    const [schedule] = await queryRows<{ next_run_at: Date; last_run_at: Date }>(
      database.url,
      "SELECT next_run_at, last_run_at FROM job_schedules WHERE name = 'daily-clean-up'",
    );
    expect(schedule.last_run_at).toEqual(due);
    expect(schedule.next_run_at.getTime()).toBeGreaterThan(Date.now());
    await expectEachRanOnce([Number(runs[0].id)]);
  }, 45_000);

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
