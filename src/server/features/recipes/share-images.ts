/**
 * Share images: JPEG renditions of a recipe's image, 1200 pixels wide in 16:9, 4:3 and 1:1, for
 * link previews (og:image) and Google's recipe results, which want raster images in those shapes.
 * They are made by the job queue, from whatever the image is (a demo drawing in SVG, an uploaded
 * or imported photo), and kept under the recipe's own storage prefix, so deleting the recipe
 * removes them with its photos.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import sharp, { type Sharp } from "sharp";
import type { TShareImage } from "#core/recipes/recipe-view.schema.ts";
import { shareImageShapes } from "#core/recipes/share-images.ts";
import type { TDb } from "#db/client.ts";
import { jobs, recipes } from "#db/schema.ts";
import { demoFolder } from "#db/seed/index.ts";
import { defineJob } from "#server/lib/jobs/job-kind.ts";
import { enqueueJob } from "#server/lib/jobs/job-store.ts";
import { findKeyInUrl, type TStorage } from "#server/lib/storage/storage.ts";
import { keysUnder, recipeImageKeyPrefix } from "./images.ts";
import { fillShareImagesKind, recipeShareImagesKind } from "./share-image-jobs.ts";
import { forgetRecipeCopies } from "./viewer-recipe.ts";

/** Larger sources are refused: no photo Ladle stores comes near this. */
const maxSourceBytes = 30 * 1024 * 1024;
const jpegQuality = 82;

/** The three renditions as JPEG; null when the bytes are not an image sharp can read. */
export async function renderShareImages(
  image: Buffer,
): Promise<{ shape: (typeof shareImageShapes)[number]; data: Buffer }[] | null> {
  try {
    const base = await rasterize(image);
    return await Promise.all(
      shareImageShapes.map(async (shape) => ({
        shape,
        data: await base
          .clone()
          .resize({ width: shape.width, height: shape.height, fit: "cover" })
          // Transparent parts of a drawing or a PNG would turn black in a JPEG.
          .flatten({ background: "#ffffff" })
          .jpeg({ quality: jpegQuality, progressive: true })
          .toBuffer(),
      })),
    );
  } catch {
    return null;
  }
}

/**
 * The source as pixels once: a photo as it is (turned upright), a drawing at the density the
 * largest rendition needs, since SVG's nominal 72 dpi would be blurred by enlarging.
 */
async function rasterize(image: Buffer): Promise<Sharp> {
  const options = { limitInputPixels: 60_000_000, animated: false } as const;
  const metadata = await sharp(image, options).metadata();
  if (metadata.format !== "svg" || !metadata.width || !metadata.height) return sharp(image, options).rotate();
  const { width, height } = metadata;
  const scale = Math.max(...shareImageShapes.map((shape) => Math.max(shape.width / width, shape.height / height)));
  const { data, info } = await sharp(image, { ...options, density: 72 * scale })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/**
 * Where the image's bytes are in Ladle's storage: the widest upload of the recipe's own, or a demo
 * drawing. Null for an image elsewhere (an address on another site), which Ladle does not fetch.
 */
export function findSourceKey({
  recipeId,
  imageUrl,
  imageVariants,
}: {
  recipeId: string;
  imageUrl: string;
  imageVariants: readonly { width: number; url: string }[];
}): string | null {
  const prefix = recipeImageKeyPrefix(recipeId);
  const widest = [...imageVariants].sort((a, b) => b.width - a.width);
  const [uploaded] = keysUnder(prefix, widest);
  return uploaded ?? findKeyInUrl(imageUrl, prefix) ?? findKeyInUrl(imageUrl, demoFolder);
}

async function readSource(storage: TStorage, key: string): Promise<Buffer | null> {
  const object = await storage.read(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of object.body) {
    size += (chunk as Buffer).length;
    if (size > maxSourceBytes) {
      object.body.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export type TShareImagesOutcome = "made" | "unrenderable" | "current" | "stale";

/**
 * Makes the renditions of the recipe's current image and keeps them on its row, then removes the
 * previous set. Safe to run twice: a recipe whose set is already for its image is left alone, and
 * the row is only changed while its image is still the one rendered.
 */
export async function makeRecipeShareImages({
  db,
  storage,
  recipeId,
  imageUrl: expectedUrl,
}: {
  db: TDb;
  storage: TStorage;
  recipeId: string;
  /** Only for this image (a job queued for it); any current image when absent. */
  imageUrl?: string;
}): Promise<TShareImagesOutcome> {
  const [row] = await db
    .select({ imageUrl: recipes.imageUrl, imageVariants: recipes.imageVariants, shareImages: recipes.shareImages })
    .from(recipes)
    .where(eq(recipes.id, recipeId))
    .limit(1);
  if (!row?.imageUrl || (expectedUrl && row.imageUrl !== expectedUrl)) return "stale";
  const source = row.imageUrl;
  if (row.shareImages?.source === source) return "current";
  const key = findSourceKey({ recipeId, imageUrl: source, imageVariants: row.imageVariants });
  const bytes = key ? await readSource(storage, key) : null;
  const rendered = bytes ? await renderShareImages(bytes) : null;
  const images = rendered ? await storeRenditions({ storage, recipeId, rendered }) : [];
  const updated = await db
    .update(recipes)
    // Not an edit of the recipe: its updated time (dateModified to search engines) stays.
    .set({ shareImages: { source, images }, updatedAt: sql`${recipes.updatedAt}` })
    .where(and(eq(recipes.id, recipeId), eq(recipes.imageUrl, source)))
    .returning({ id: recipes.id });
  const ownKeys = (list: readonly TShareImage[]) => keysUnder(recipeImageKeyPrefix(recipeId), list);
  if (updated.length === 0) {
    // The image changed while these were made: the job queued for the new one makes its own.
    await storage.removeUnreferenced(ownKeys(images));
    return "stale";
  }
  forgetRecipeCopies({ db, recipeId });
  await storage.removeUnreferenced(ownKeys(row.shareImages?.images ?? []));
  return images.length > 0 ? "made" : "unrenderable";
}

async function storeRenditions({
  storage,
  recipeId,
  rendered,
}: {
  storage: TStorage;
  recipeId: string;
  rendered: NonNullable<Awaited<ReturnType<typeof renderShareImages>>>;
}): Promise<TShareImage[]> {
  const base = `${recipeImageKeyPrefix(recipeId)}${randomBytes(6).toString("hex")}-share`;
  const stored = await Promise.allSettled(
    rendered.map(async ({ shape, data }) => {
      const key = `${base}-${shape.ratio.replace(":", "x")}.jpg`;
      const url = await storage.put({ key, body: data, contentType: "image/jpeg" });
      return { ...shape, url };
    }),
  );
  const images = stored.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const failure = stored.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failure) {
    await storage.removeUnreferenced(keysUnder(recipeImageKeyPrefix(recipeId), images));
    throw failure.reason;
  }
  return images;
}

const fillDelayMs = 10_000;

/** Recipes with an image whose renditions are missing or were made from another image. */
const isMissingShareImages = and(
  isNotNull(recipes.imageUrl),
  or(sql`${recipes.shareImages} is null`, sql`${recipes.shareImages}->>'source' is distinct from ${recipes.imageUrl}`),
);

/**
 * At start-up (after the seed, or an upgrade that brought this column): queues the fill job when
 * some recipe lacks renditions and none is queued or running already. Runs under the boot lock, so
 * servers starting together queue one.
 */
export async function queueMissingShareImages({
  db,
  delayMs = fillDelayMs,
}: {
  db: TDb;
  /** A little after the start, so that starting and the first pages do not share the cores with it. */
  delayMs?: number;
}): Promise<boolean> {
  const [missing] = await db.select({ id: recipes.id }).from(recipes).where(isMissingShareImages).limit(1);
  if (!missing) return false;
  const [pending] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.type, fillShareImagesKind.type), sql`${jobs.state} in ('queued', 'running')`))
    .limit(1);
  if (pending) return false;
  await enqueueJob({ db, kind: fillShareImagesKind, payload: {}, runAt: new Date(Date.now() + delayMs) });
  return true;
}

/** Makes the missing renditions one recipe at a time; a repeated try carries on where the last stopped. */
export async function fillMissingShareImages({
  db,
  storage,
  signal,
}: {
  db: TDb;
  storage: TStorage;
  signal?: AbortSignal;
}): Promise<number> {
  const batchSize = 50;
  let done = 0;
  // Unrenderable images get an empty set, so every pass moves on: no recipe is found twice.
  for (;;) {
    const batch = await db.select({ id: recipes.id }).from(recipes).where(isMissingShareImages).limit(batchSize);
    for (const { id } of batch) {
      signal?.throwIfAborted();
      await makeRecipeShareImages({ db, storage, recipeId: id });
      done += 1;
    }
    if (batch.length < batchSize) return done;
  }
}

/** The two kinds' handlers, for the server's job list (src/server/jobs.ts). */
export function createShareImagesJobs({ db, storage }: { db: TDb; storage: TStorage }) {
  return [
    defineJob(recipeShareImagesKind, async ({ recipeId, imageUrl }) => {
      await makeRecipeShareImages({ db, storage, recipeId, imageUrl });
    }),
    defineJob(fillShareImagesKind, async (_payload, job) => {
      await fillMissingShareImages({ db, storage, signal: job.signal });
    }),
  ];
}
