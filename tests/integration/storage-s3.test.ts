/**
 * Uploads in S3-compatible object storage, against a real S3-compatible server (s3rver) on
 * 127.0.0.1: avatars, recipe photos with their widths, replacing and deleting them, deleting an
 * account, objects served through /uploads/ when the bucket has no public URL, the pages' image
 * policy, `ladle db reset` and `ladle db backup`, and storage that is down (a 503 with Ladle's `{code, message}`, and
 * nothing deleted).
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRegisteredUser } from "#db/factories/index.ts";
import { recipes, users } from "#db/schema.ts";
import { signInForTest, useTestApp } from "../helpers/app.ts";
import { runLadle, useTempDataDir } from "../helpers/cli.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { startFakeS3, type TFakeS3, unreachableS3Env } from "../helpers/fakes/s3.ts";

const immutable = "public, max-age=31536000, immutable";

let s3: TFakeS3;
// Filled before any app is built (outer hooks run first); the apps read them when they start.
const directEnv: Record<string, string> = {};
const proxiedEnv: Record<string, string> = {};
const downEnv: Record<string, string> = {};

beforeAll(async () => {
  s3 = await startFakeS3();
  Object.assign(directEnv, s3.env({ publicUrl: true }));
  Object.assign(proxiedEnv, s3.env());
  Object.assign(downEnv, await unreachableS3Env());
});
afterAll(async () => {
  await s3?.close();
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c84" } })
    .png()
    .toBuffer();

describeEachDatabase("uploads in S3-compatible storage", (getCtx) => {
  // A recipe's photo widths; its share images (made by a job, whenever it runs) share the prefix.
  const listPhotoKeys = async (recipeId: string) =>
    (await s3.listKeys(`recipes/${recipeId}-`)).filter((key) => !key.includes("-share-"));
  const direct = useTestApp(() => getCtx().database, directEnv);
  const proxied = useTestApp(() => getCtx().database, proxiedEnv);
  const down = useTestApp(() => getCtx().database, downEnv);
  const db = () => getCtx().database.db;
  const bucketUrl = () => `${s3.endpoint}/${s3.bucket}/`;
  const keyOf = (url: string) => url.slice(bucketUrl().length);

  async function cook() {
    const account = await insertRegisteredUser(db());
    return { userId: account.user.id, cookie: await signInForTest(direct(), account.user.email) };
  }
  const uploadAvatar = (app = direct(), cookie: string, image: Buffer) =>
    app.inject({
      method: "POST",
      url: "/api/profiles/me/avatar",
      headers: { cookie, "content-type": "image/png" },
      payload: image,
    });
  const uploadPhoto = (app = direct(), cookie: string, recipeId: string, image: Buffer) =>
    app.inject({
      method: "POST",
      url: `/api/recipes/${recipeId}/image`,
      headers: { cookie, "content-type": "image/png" },
      payload: image,
    });
  async function createRecipe(cookie: string): Promise<string> {
    const created = await direct().inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie },
      payload: {
        title: "Bucket Soup",
        servings: 2,
        ingredientGroups: [{ name: null, lines: ["1 l water"] }],
        instructionSections: [{ name: null, steps: ["Boil."] }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id;
  }
  async function expectStoredWebp(url: string) {
    const object = await fetch(url);
    expect(object.status).toBe(200);
    expect(object.headers.get("content-type")).toBe("image/webp");
    expect(object.headers.get("cache-control")).toBe(immutable);
    return sharp(Buffer.from(await object.arrayBuffer())).metadata();
  }

  it("stores an avatar in the bucket, served from its public URL, and removes the one it replaces", async () => {
    const me = await cook();
    const first = await uploadAvatar(direct(), me.cookie, await png(500, 300));
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl: string = first.json().avatar_url;
    expect(firstUrl).toMatch(new RegExp(`^${bucketUrl()}avatars/${me.userId}-[0-9a-f]{12}\\.webp$`));
    expect(await expectStoredWebp(firstUrl)).toMatchObject({ format: "webp", width: 256, height: 256 });

    const second = await uploadAvatar(direct(), me.cookie, await png(300, 300));
    expect(second.statusCode).toBe(200);
    expect(await s3.listKeys(`avatars/${me.userId}-`)).toEqual([keyOf(second.json().avatar_url)]);
  });

  it("stores a recipe photo at three widths and removes the old objects when it is replaced", async () => {
    const me = await cook();
    const recipeId = await createRecipe(me.cookie);
    const first = await uploadPhoto(direct(), me.cookie, recipeId, await png(1600, 1000));
    expect(first.statusCode, first.body).toBe(200);
    const variants: { width: number; url: string }[] = first.json().imageVariants;
    expect(variants.map((v) => v.width)).toEqual([400, 800, 1200]);
    expect(first.json().imageUrl).toBe(variants[1].url);
    expect(first.json().srcset).toBe(variants.map((v) => `${v.url} ${v.width}w`).join(", "));
    for (const variant of variants) {
      expect(variant.url.startsWith(`${bucketUrl()}recipes/${recipeId}-`)).toBe(true);
      expect((await expectStoredWebp(variant.url)).width).toBe(variant.width);
    }
    const [row] = await db().select().from(recipes).where(eq(recipes.id, recipeId));
    expect(row.imageVariants).toEqual(variants);

    const second = await uploadPhoto(direct(), me.cookie, recipeId, await png(900, 600));
    expect(second.statusCode).toBe(200);
    const secondKeys = (second.json().imageVariants as { url: string }[]).map((v) => keyOf(v.url));
    expect(secondKeys).toHaveLength(3);
    expect(await listPhotoKeys(recipeId)).toEqual([...secondKeys].sort());
  });

  it("deletes a recipe's objects with the recipe", async () => {
    const me = await cook();
    const recipeId = await createRecipe(me.cookie);
    expect((await uploadPhoto(direct(), me.cookie, recipeId, await png(800, 500))).statusCode).toBe(200);
    expect(await listPhotoKeys(recipeId)).toHaveLength(2);
    // Deleted where the bucket has no public URL: rows keep the address they were stored with.
    const deleted = await proxied().inject({
      method: "DELETE",
      url: `/api/recipes/${recipeId}`,
      headers: { cookie: me.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await s3.listKeys(`recipes/${recipeId}-`)).toEqual([]);
  });

  it("deletes the avatar and every recipe photo with the account", async () => {
    const me = await cook();
    const recipeIds = [await createRecipe(me.cookie), await createRecipe(me.cookie)];
    expect((await uploadAvatar(direct(), me.cookie, await png(100, 100))).statusCode).toBe(200);
    for (const id of recipeIds)
      expect((await uploadPhoto(direct(), me.cookie, id, await png(500, 500))).statusCode).toBe(200);
    const other = await cook();
    const othersRecipe = await createRecipe(other.cookie);
    expect((await uploadPhoto(direct(), other.cookie, othersRecipe, await png(500, 500))).statusCode).toBe(200);

    const deleted = await direct().inject({
      method: "POST",
      url: "/api/account/delete",
      headers: { cookie: me.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await s3.listKeys(`avatars/${me.userId}-`)).toEqual([]);
    for (const id of recipeIds) expect(await s3.listKeys(`recipes/${id}-`)).toEqual([]);
    expect(await listPhotoKeys(othersRecipe), "someone else's photo stays").toHaveLength(2);
  });

  it("serves objects through /uploads/ when the bucket has no public URL", async () => {
    const me = await cook();
    const recipeId = await createRecipe(me.cookie);
    const uploaded = await uploadPhoto(proxied(), me.cookie, recipeId, await png(1000, 700));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url: string = uploaded.json().imageUrl;
    expect(url).toMatch(new RegExp(`^/uploads/recipes/${recipeId}-[0-9a-f]{12}-800\\.webp$`));
    const served = await proxied().inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      "content-type": "image/webp",
      "cache-control": immutable,
      "x-content-type-options": "nosniff",
    });
    const inBucket = await s3.fetchObject(url.slice("/uploads/".length));
    expect(served.rawPayload.equals(Buffer.from(await inBucket.arrayBuffer()))).toBe(true);
    expect((await proxied().inject({ url: `/uploads/recipes/${recipeId}-missing.webp` })).statusCode).toBe(404);
  });

  it("lets pages load images from the bucket's own origin, even over http", async () => {
    const imgSrc = (csp: string) => csp.split(";").find((part) => part.trim().startsWith("img-src"));
    const directCsp = String((await direct().inject({ url: "/api/health" })).headers["content-security-policy"]);
    expect(imgSrc(directCsp)).toBe(`img-src 'self' data: blob: https: ${s3.endpoint}`);
    const proxiedCsp = String((await proxied().inject({ url: "/api/health" })).headers["content-security-policy"]);
    expect(imgSrc(proxiedCsp)).toBe("img-src 'self' data: blob: https:");
  });

  describe("when the storage is down", () => {
    const isUnavailable = (response: { statusCode: number; json(): unknown }) => {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: "UNAVAILABLE",
        message: "Ladle's file storage isn't answering right now. Please try again in a minute.",
      });
    };

    it("answers uploads with a 503 and changes nothing", async () => {
      const me = await cook();
      const recipeId = await createRecipe(me.cookie);
      const before = await uploadPhoto(direct(), me.cookie, recipeId, await png(500, 500));
      const avatarBefore = await uploadAvatar(direct(), me.cookie, await png(100, 100));
      isUnavailable(await uploadAvatar(down(), me.cookie, await png(100, 100)));
      isUnavailable(await uploadPhoto(down(), me.cookie, recipeId, await png(500, 500)));
      const [row] = await db().select().from(recipes).where(eq(recipes.id, recipeId));
      expect(row.imageVariants).toEqual(before.json().imageVariants);
      const [user] = await db().select({ image: users.image }).from(users).where(eq(users.id, me.userId));
      expect(user.image).toBe(avatarBefore.json().avatar_url);
      const served = await down().inject({ url: "/uploads/recipes/anything-400.webp" });
      expect(served.statusCode).toBe(503);
      expect(served.headers["content-type"]).toBe("text/plain; charset=utf-8");
    });

    it("keeps a recipe with photos and an account with uploads until their objects can go", async () => {
      const me = await cook();
      const recipeId = await createRecipe(me.cookie);
      expect((await uploadPhoto(direct(), me.cookie, recipeId, await png(500, 500))).statusCode).toBe(200);
      isUnavailable(
        await down().inject({ method: "DELETE", url: `/api/recipes/${recipeId}`, headers: { cookie: me.cookie } }),
      );
      isUnavailable(
        await down().inject({ method: "POST", url: "/api/account/delete", headers: { cookie: me.cookie } }),
      );
      expect(await db().select({ id: recipes.id }).from(recipes).where(eq(recipes.id, recipeId))).toHaveLength(1);
      expect(await db().select({ id: users.id }).from(users).where(eq(users.id, me.userId))).toHaveLength(1);

      // A recipe without an upload of its own does not wait for the storage.
      const plain = await createRecipe(me.cookie);
      const deleted = await down().inject({
        method: "DELETE",
        url: `/api/recipes/${plain}`,
        headers: { cookie: me.cookie },
      });
      expect(deleted.statusCode).toBe(204);
    });
  });
});

describe("ladle db reset with S3 storage", () => {
  const dataDir = useTempDataDir("s3-reset");

  it("empties Ladle's folders in the bucket and seeds the demo images into it", async () => {
    const stray = await fetch(`${s3.endpoint}/${s3.bucket}/avatars/gone-1.webp`, { method: "PUT", body: "x" });
    expect(stray.status).toBe(200);
    const result = await runLadle(["db", "reset"], { env: { LADLE_DATA_DIR: dataDir(), ...directEnv } });
    expect(result.code, result.stderr).toBe(0);
    const [, images] = result.stdout.match(/^Wrote (\d+) images to s3:\/\/ladle-test\/demo\.$/m) ?? [];
    expect(Number(images)).toBeGreaterThanOrEqual(64);
    expect(await s3.listKeys("avatars/gone-")).toEqual([]);
    const demo = await s3.listKeys("demo/");
    expect(demo).toHaveLength(Number(images));
    const object = await s3.fetchObject(demo[0]);
    expect(object.headers.get("content-type")).toBe("image/svg+xml");
    expect(object.headers.get("cache-control")).toBe(immutable);
  }, 120_000);

  it("ladle db backup takes every object in the bucket along", async () => {
    const file = `${dataDir()}/site.zip`;
    const result = await runLadle(["db", "backup", file], { env: { LADLE_DATA_DIR: dataDir(), ...directEnv } });
    expect(result.code, result.stderr).toBe(0);
    const [, files] = result.stdout.match(/ and (\d+) files /) ?? [];
    expect(Number(files)).toBe((await s3.listKeys("")).length);
    expect(Number(files)).toBeGreaterThanOrEqual(64);
  }, 120_000);
});
