/**
 * Object storage that hangs, against s3rver behind a pass-through told to stop answering: a photo
 * upload gets Ladle's 503 within the storage timeout and changes nothing; an image served from the
 * bucket gets a 503 within it too, or is cut off when its bytes stop coming; and requests that do
 * not need the bucket answer at once meanwhile.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertRegisteredUser } from "#db/factories/index.ts";
import { recipes } from "#db/schema.ts";
import { signInForTest, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { startFakeS3, type TFakeS3 } from "../helpers/fakes/s3.ts";
import { expectPromptWhileInFlight, timed } from "../helpers/outages.ts";

/**
 * The storage's limit for one call in these tests (production's is 10 s): long enough that a plain
 * request on a busy machine clearly answers before it.
 */
const timeoutMs = 2500;
const storageMessage = "Ladle's file storage isn't answering right now. Please try again in a minute.";

let s3: TFakeS3;
// Filled before the app is built (outer hooks run first); the app reads it when it starts.
const s3Env: Record<string, string> = { S3_TIMEOUT_MS: String(timeoutMs) };
beforeAll(async () => {
  s3 = await startFakeS3();
  Object.assign(s3Env, s3.env());
});
afterAll(async () => {
  await s3?.close();
});

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: "#6a4" } })
    .png()
    .toBuffer();

describeEachDatabase("uploads while the object storage hangs", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database, s3Env);
  const db = () => getCtx().database.db;

  async function cookWithPhoto(app: FastifyInstance) {
    const account = await insertRegisteredUser(db());
    const cookie = await signInForTest(app, account.user.email);
    const created = await app.inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie },
      payload: {
        title: "Patient Broth",
        servings: 2,
        ingredientGroups: [{ name: null, lines: ["1 l water"] }],
        instructionSections: [{ name: null, steps: ["Simmer."] }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const recipeId: string = created.json().id;
    const photo = await uploadPhoto(app, cookie, recipeId);
    expect(photo.statusCode, photo.body).toBe(200);
    return { cookie, recipeId, imageUrl: photo.json().imageUrl as string };
  }
  const uploadPhoto = async (app: FastifyInstance, cookie: string, recipeId: string) =>
    app.inject({
      method: "POST",
      url: `/api/recipes/${recipeId}/image`,
      headers: { cookie, "content-type": "image/png" },
      payload: await png(600),
    });

  it("answers a photo upload with a 503 within the timeout, changes nothing, and slows nothing else", async () => {
    const app = getApp();
    const { cookie, recipeId, imageUrl } = await cookWithPhoto(app);
    const keysBefore = await s3.listKeys(`recipes/${recipeId}-`);
    s3.isHanging = true;
    try {
      const upload = timed(uploadPhoto(app, cookie, recipeId));
      await expectPromptWhileInFlight(upload, () => app.inject({ url: `/api/recipes/${recipeId}` }));
      await expectPromptWhileInFlight(upload, () => app.inject({ url: "/api/health" }));
      const { response, elapsedMs } = await upload;
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toEqual({ code: "UNAVAILABLE", message: storageMessage });
      // It waited for the storage (a hang, not a refused connection), and no longer than its limit.
      expect(elapsedMs).toBeGreaterThanOrEqual(timeoutMs - 50);
      expect(elapsedMs).toBeLessThan(timeoutMs + 4000);
    } finally {
      s3.isHanging = false;
    }
    const [row] = await db().select({ imageUrl: recipes.imageUrl }).from(recipes).where(eq(recipes.id, recipeId));
    expect(row.imageUrl).toBe(imageUrl);
    expect(await s3.listKeys(`recipes/${recipeId}-`)).toEqual(keysBefore);
  });

  it("answers an image from the bucket with a 503 within the timeout while the bucket hangs", async () => {
    const app = getApp();
    const { imageUrl } = await cookWithPhoto(app);
    expect(imageUrl.startsWith("/uploads/recipes/")).toBe(true);
    s3.isHanging = true;
    try {
      const served = timed(app.inject({ url: imageUrl }));
      await expectPromptWhileInFlight(served, () => app.inject({ url: "/api/health" }));
      const { response, elapsedMs } = await served;
      expect(response.statusCode).toBe(503);
      expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(response.body).toBe("File storage is not answering; try again in a minute.");
      expect(elapsedMs).toBeLessThan(timeoutMs + 4000);
    } finally {
      s3.isHanging = false;
    }
    expect((await app.inject({ url: imageUrl })).statusCode).toBe(200);
  });

  it("cuts off an image whose bytes stop coming, within the timeout", async () => {
    const app = getApp();
    const { imageUrl } = await cookWithPhoto(app);
    s3.isStallingBodies = true;
    try {
      // Over a real connection: the status and headers have left, so ending the connection is the
      // only way to tell the browser the image is incomplete.
      const address = await app.listen({ host: "127.0.0.1", port: 0 });
      const startedAt = performance.now();
      const outcome = await fetch(`${address}${imageUrl}`)
        .then((response) => response.arrayBuffer())
        .then(
          () => "complete",
          () => "cut off",
        );
      expect(outcome).toBe("cut off");
      expect(performance.now() - startedAt).toBeLessThan(timeoutMs + 4000);
    } finally {
      s3.isStallingBodies = false;
    }
  });
});
