/**
 * "Download everything you made": the user's archive (layout: #core/moving-in/ladle-archive.schema.ts),
 * written as a zip while it is sent. Recipes are read a page at a time and each photo is piped from
 * the storage, so an account of thousands of recipes never sits in memory; only what fflate has
 * compressed and the response has not yet taken is held.
 */

import { eq } from "drizzle-orm";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import {
  archiveFiles,
  ladleArchiveFormat,
  ladleArchiveVersion,
  type TArchiveManifest,
} from "#core/moving-in/ladle-archive.schema.ts";
import { writeArchiveRecipe } from "#core/moving-in/writers/json-ld.ts";
import type { TDb } from "#db/client.ts";
import { profiles } from "#db/schema.ts";
import { findKeyInUrl, type TStorage } from "#server/lib/storage/storage.ts";
import {
  listCollectionsForExport,
  listMealPlansForExport,
  listReviewsForExport,
  listShoppingListsForExport,
} from "./export-lists.ts";
import { listOwnRecipesForExport } from "./exported-recipes.ts";

/** Counts of what went into an archive (the command line prints them). */
export interface TArchiveSummary {
  recipes: number;
  photos: number;
  collections: number;
  mealPlans: number;
  shoppingLists: number;
  reviews: number;
}

const photoExtensions: Record<string, string> = {
  "image/webp": "webp",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/avif": "avif",
  "image/svg+xml": "svg",
};

/** Folders of Ladle's storage that hold recipe photos (uploads and the demo drawings). */
const photoFolders = ["recipes/", "demo/"];

/** The storage key behind a photo URL of ours; null for an image elsewhere (never fetched: it is not ours to copy). */
function findPhotoKey(url: string): string | null {
  for (const folder of photoFolders) {
    const key = findKeyInUrl(url, folder);
    if (key) return key;
  }
  return null;
}

type TEntryBody = Uint8Array | AsyncIterable<Uint8Array>;

/**
 * A zip written entry by entry into an async stream of chunks. Text is deflated; photos are stored
 * as they are (already compressed). fflate's deflate is synchronous, so after each push the chunks
 * it made are handed on before the next entry is read.
 */
class ZipStream {
  private readonly chunks: Uint8Array[] = [];
  private failure: Error | null = null;
  private readonly zip = new Zip((error, chunk) => {
    if (error) this.failure = error;
    else this.chunks.push(chunk);
  });

  async *add(name: string, body: TEntryBody, { isCompressed = false } = {}): AsyncGenerator<Uint8Array> {
    const file = isCompressed ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    this.zip.add(file);
    if (body instanceof Uint8Array) {
      file.push(body, true);
      yield* this.take();
      return;
    }
    for await (const chunk of body) {
      file.push(chunk, false);
      yield* this.take();
    }
    file.push(new Uint8Array(0), true);
    yield* this.take();
  }

  async *end(): AsyncGenerator<Uint8Array> {
    this.zip.end();
    yield* this.take();
  }

  private *take(): Generator<Uint8Array> {
    if (this.failure) throw this.failure;
    yield* this.chunks.splice(0);
  }
}

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/**
 * The archive's bytes, in order. `summary` is filled in as entries are written (complete once the
 * stream has ended).
 */
export async function* writeUserArchive({
  db,
  storage,
  userId,
  publicUrl,
  summary,
  now = new Date(),
}: {
  db: TDb;
  storage: TStorage;
  userId: string;
  publicUrl: string;
  summary: TArchiveSummary;
  now?: Date;
}): AsyncGenerator<Uint8Array> {
  const zip = new ZipStream();
  const [profile] = await db
    .select({ username: profiles.username, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  const manifest: TArchiveManifest = {
    format: ladleArchiveFormat,
    version: ladleArchiveVersion,
    exportedAt: now.toISOString(),
    user: { username: profile?.username ?? "", displayName: profile?.name ?? "" },
  };
  yield* zip.add(archiveFiles.manifest, json(manifest));

  for await (const { recipe, photoUrl } of listOwnRecipesForExport({ db, userId })) {
    const key = photoUrl ? findPhotoKey(photoUrl) : null;
    const photo = key ? await storage.read(key) : null;
    const extension = photo ? photoExtensions[photo.contentType.split(";")[0].trim()] : undefined;
    const photoPaths: string[] = [];
    if (photo && extension) {
      const path = `photos/${recipe.id}-1.${extension}`;
      yield* zip.add(path, photo.body, { isCompressed: extension !== "svg" });
      photoPaths.push(path);
      summary.photos += 1;
    } else {
      photo?.body.destroy();
    }
    const archived = writeArchiveRecipe(recipe, { url: `${publicUrl}/recipe/${recipe.id}`, photoPaths });
    yield* zip.add(`recipes/${recipe.id}.json`, json(archived));
    summary.recipes += 1;
  }

  const lists = [
    [archiveFiles.collections, "collections", listCollectionsForExport],
    [archiveFiles.mealPlans, "mealPlans", listMealPlansForExport],
    [archiveFiles.shoppingLists, "shoppingLists", listShoppingListsForExport],
    [archiveFiles.reviews, "reviews", listReviewsForExport],
  ] as const;
  for (const [name, counted, list] of lists) {
    const items: unknown[] = await list({ db, userId });
    summary[counted] = items.length;
    yield* zip.add(name, json(items));
  }
  yield* zip.end();
}

export function emptySummary(): TArchiveSummary {
  return { recipes: 0, photos: 0, collections: 0, mealPlans: 0, shoppingLists: 0, reviews: 0 };
}
