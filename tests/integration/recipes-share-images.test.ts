/**
 * Share images: JPEG renditions of a recipe's image (16:9, 4:3 and 1:1, 1200 wide) made by the job
 * queue from an uploaded photo or a demo drawing, served like uploads, replaced with the image,
 * and removed with the recipe. The queue is drained instead of waited for.
 */
import sharp from "sharp";
import { expect, it } from "vitest";
import { insertRecipe } from "#db/factories/index.ts";
import { drawDishIllustration } from "#db/seed/illustration.ts";
import { deleteRecipe } from "#server/features/recipes/editing.ts";
import { recipeImageKeyPrefix } from "#server/features/recipes/images.ts";
import { makeRecipeShareImages, queueMissingShareImages } from "#server/features/recipes/share-images.ts";
import { createStorage } from "#server/lib/storage/create-storage.ts";
import type { TStorage } from "#server/lib/storage/storage.ts";
import { buildTestEnv, drainJobs, injectAs, insertSignedInUser, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { recipeInput } from "../helpers/recipe-input.ts";

interface TShareImageBody {
  ratio: string;
  width: number;
  height: number;
  url: string;
}

describeEachDatabase("recipes: share images", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;
  const storage = createStorage({ env: buildTestEnv() });

  const readRecipe = async (id: string) =>
    (await injectAs(getApp(), undefined, { method: "GET", url: `/api/recipes/${id}` })).json();

  async function expectJpeg(image: TShareImageBody) {
    const file = await getApp().inject({ method: "GET", url: image.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/jpeg");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const metadata = await sharp(file.rawPayload).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: "jpeg",
      width: image.width,
      height: image.height,
    });
  }

  async function uploadPhoto(id: string, cookie: string, colour: string) {
    const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const response = await getApp().inject({
      method: "POST",
      url: `/api/recipes/${id}/image`,
      payload: png,
      headers: { cookie, "content-type": "image/png" },
    });
    expect(response.statusCode).toBe(200);
  }

  it("makes three JPEG renditions of an uploaded photo, and new ones when the photo is replaced", async () => {
    const author = await insertSignedInUser(getApp(), db());
    const id = (
      await injectAs(getApp(), author.cookie, { method: "POST", url: "/api/recipes", payload: recipeInput() })
    ).json().id;
    await uploadPhoto(id, author.cookie, "#c84");
    // Until the job has run, there are none: pages fall back to the photo itself.
    expect((await readRecipe(id)).shareImages).toEqual([]);
    await drainJobs(getApp());
    const first = (await readRecipe(id)).shareImages as TShareImageBody[];
    expect(first.map(({ ratio, width, height }) => ({ ratio, width, height }))).toEqual([
      { ratio: "16:9", width: 1200, height: 675 },
      { ratio: "4:3", width: 1200, height: 900 },
      { ratio: "1:1", width: 1200, height: 1200 },
    ]);
    for (const image of first) {
      expect(image.url).toMatch(new RegExp(`^/uploads/recipes/${id}-[0-9a-f]+-share-\\d+x\\d+\\.jpg$`));
      await expectJpeg(image);
    }

    await uploadPhoto(id, author.cookie, "#48c");
    await drainJobs(getApp());
    const second = (await readRecipe(id)).shareImages as TShareImageBody[];
    expect(second).toHaveLength(3);
    expect(second.map((image) => image.url)).not.toContain(first[0].url);
    // The first set's files went once the second was in place.
    expect((await getApp().inject({ method: "GET", url: first[0].url })).statusCode).toBe(404);

    const deleted = await injectAs(getApp(), author.cookie, { method: "DELETE", url: `/api/recipes/${id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await getApp().inject({ method: "GET", url: second[0].url })).statusCode).toBe(404);
  });

  it("renders a demo drawing (SVG), queued once at start-up for recipes that lack them", async () => {
    const author = await insertSignedInUser(getApp(), db());
    const svg = drawDishIllustration({ seed: "share-test", title: "Share test", ingredients: ["tomato", "basil"] });
    const key = `demo/share-test-${Date.now().toString(36)}.svg`;
    const imageUrl = await storage.put({ key, body: svg, contentType: "image/svg+xml" });
    const drawn = await insertRecipe(db(), { authorId: author.user.id, imageUrl });
    // An image on another site is not fetched: the recipe keeps it, with no renditions.
    const elsewhere = await insertRecipe(db(), { authorId: author.user.id, imageUrl: "https://example.com/dish.jpg" });

    expect(await queueMissingShareImages({ db: db(), delayMs: 0 })).toBe(true);
    // Already queued: a second server starting finds the job and queues none.
    expect(await queueMissingShareImages({ db: db() })).toBe(false);
    await drainJobs(getApp());

    const images = (await readRecipe(drawn.id)).shareImages as TShareImageBody[];
    expect(images).toHaveLength(3);
    for (const image of images) await expectJpeg(image);

    const external = await readRecipe(elsewhere.id);
    expect(external.imageUrl).toBe("https://example.com/dish.jpg");
    expect(external.shareImages).toEqual([]);
    // Nothing is missing any more: the next start queues nothing.
    expect(await queueMissingShareImages({ db: db() })).toBe(false);
  });

  it("leaves no renditions behind when the share-images job finishes while its recipe is deleted", async () => {
    const author = await insertSignedInUser(getApp(), db());
    const id = (
      await injectAs(getApp(), author.cookie, { method: "POST", url: "/api/recipes", payload: recipeInput() })
    ).json().id;
    await uploadPhoto(id, author.cookie, "#8c4");
    const prefix = recipeImageKeyPrefix(id);
    const keysOfRecipe = async () => {
      const keys: string[] = [];
      for await (const key of storage.listKeys()) if (key.startsWith(prefix)) keys.push(key);
      return keys;
    };
    expect(await keysOfRecipe()).not.toEqual([]);

    // The job queued by the upload has read the photo and made its renditions; it stores them just
    // as the deletion has removed the recipe's photos, before the deletion is over (given a moment:
    // it may have to wait for the deletion).
    let hasRendered = () => {};
    const rendered = new Promise<void>((resolve) => (hasRendered = resolve));
    let havePhotosGone = () => {};
    const photosGone = new Promise<void>((resolve) => (havePhotosGone = resolve));
    const job = makeRecipeShareImages({
      db: db(),
      recipeId: id,
      storage: {
        ...storage,
        async put(object) {
          hasRendered();
          await photosGone;
          return storage.put(object);
        },
      },
    });
    const racing: TStorage = {
      ...storage,
      async removePrefix(keyPrefix) {
        await rendered;
        await storage.removePrefix(keyPrefix);
        havePhotosGone();
        await Promise.race([job, new Promise((resolve) => setTimeout(resolve, 1500))]);
      },
    };
    await deleteRecipe({ db: db(), userId: author.user.id, recipeId: id, storage: racing });
    const outcome = await job;
    expect(await keysOfRecipe()).toEqual([]);
    // It found no recipe to point at them, so it removed what it made.
    expect(outcome).toBe("stale");
  });
});
