/**
 * Reads an uploaded collection and saves its recipes, in batches. Every item's outcome is a row
 * written in the same transaction as the recipes of its batch, so progress is exactly what was
 * saved: a run that stops (a crash, a deploy, the job's timeout) resumes after the last row, and
 * the rows' primary key refuses a second copy of an item if two runs ever overlapped. The job and
 * `ladle import-file` both run this.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import { fingerprintRecipe } from "#core/moving-in/fingerprint.ts";
import { openUpload, type TOpenedCollection } from "#core/moving-in/formats/index.ts";
import { ladleListsOf } from "#core/moving-in/formats/ladle-archive.ts";
import type { TMovedRecipe } from "#core/moving-in/moved-recipe.ts";
import type { TDb } from "#db/client.ts";
import { movingInImports, movingInItems, recipes } from "#db/schema.ts";
import type { TStorage } from "#server/lib/storage/storage.ts";
import type { TPhotoFetchOptions } from "./fetch-moved-photo.ts";
import { restoreLadleArchiveLists } from "./restore-ladle-archive.ts";
import { fingerprintMoved, saveMovedRecipe, storeMovedPhoto } from "./save-moved-recipe.ts";

/** Items per transaction: small enough to keep a transaction short, large enough to be quick. */
export const movingInBatchSize = 25;
const photoConcurrency = 4;

export interface TRunOptions {
  db: TDb;
  storage: TStorage;
  importId: string;
  /** The upload's bytes (the command line has them); otherwise read from the storage. */
  bytes?: Uint8Array;
  signal?: AbortSignal;
  batchSize?: number;
  /** How photos given as web addresses are fetched (the test-only loopback allowance, tighter limits in tests). */
  photoFetch?: TPhotoFetchOptions;
}

type TItemRow = typeof movingInItems.$inferInsert;

async function readStoredArchive(storage: TStorage, key: string): Promise<Uint8Array> {
  const object = await storage.read(key);
  if (!object) throw new AppError("NOT_FOUND", { message: "The uploaded file is no longer stored. Upload it again." });
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return new Uint8Array(Buffer.concat(chunks));
}

/** The cook's recipes by fingerprint, to recognise duplicates (those imported before a restart included). */
async function loadFingerprints(db: TDb, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: recipes.id, title: recipes.title, ingredientGroups: recipes.ingredientGroups })
    .from(recipes)
    .where(eq(recipes.authorId, userId));
  const known = new Map<string, string>();
  for (const row of rows) {
    const lines = row.ingredientGroups.flatMap((group) => group.lines.map((line) => line.text));
    known.set(fingerprintRecipe(row.title, lines), row.id);
  }
  return known;
}

/** Photos of recipes saved before a stop whose photo was not stored yet. */
async function storePendingPhotos(options: TRunOptions, userId: string, collection: TOpenedCollection) {
  const { db, importId } = options;
  const pending = await db
    .select({ position: movingInItems.position, recipeId: movingInItems.recipeId })
    .from(movingInItems)
    .where(and(eq(movingInItems.importId, importId), eq(movingInItems.isPhotoPending, true)));
  for (const item of pending) {
    const read = await collection.read(item.position);
    const stored =
      read.recipe && item.recipeId
        ? await storeMovedPhoto({ ...photoTarget(options, userId), recipeId: item.recipeId, recipe: read.recipe })
        : { note: null };
    await db
      .update(movingInItems)
      .set({ isPhotoPending: false, note: stored.note })
      .where(and(eq(movingInItems.importId, importId), eq(movingInItems.position, item.position)));
  }
}

function photoTarget(options: TRunOptions, userId: string) {
  const { db, storage, signal, photoFetch } = options;
  return { db, storage, userId, photoFetch: { ...photoFetch, signal } };
}

/** Photos of a batch just saved, a few at a time: resizing runs on sharp's threads, fetching and storing wait on the network. */
async function storeBatchPhotos(
  options: TRunOptions,
  userId: string,
  saved: { recipeId: string; recipe: TMovedRecipe }[],
) {
  const { db, importId } = options;
  for (let at = 0; at < saved.length; at += photoConcurrency) {
    await Promise.all(
      saved.slice(at, at + photoConcurrency).map(async ({ recipeId, recipe }) => {
        const stored = await storeMovedPhoto({ ...photoTarget(options, userId), recipeId, recipe });
        await db
          .update(movingInItems)
          .set({ isPhotoPending: false, note: stored.note })
          .where(and(eq(movingInItems.importId, importId), eq(movingInItems.recipeId, recipeId)));
      }),
    );
  }
}

interface TBatchEntry {
  position: number;
  name: string;
  fingerprint?: string;
  recipe?: TMovedRecipe;
  row?: TItemRow;
}

/** Reads a batch and decides each item: failed, a duplicate, or to save. */
async function readBatch(
  collection: TOpenedCollection,
  importId: string,
  positions: number[],
  known: Map<string, string>,
): Promise<TBatchEntry[]> {
  const entries: TBatchEntry[] = [];
  for (const position of positions) {
    const name = collection.items[position];
    const read = await collection.read(position);
    if (read.failure) {
      entries.push({
        position,
        name,
        row: { importId, position, name, outcome: "failed", reason: read.failure.reason },
      });
      continue;
    }
    const fingerprint = fingerprintMoved(read.recipe);
    const existing = known.get(fingerprint);
    if (existing !== undefined) {
      const title = read.recipe.title.slice(0, 200);
      const row: TItemRow = { importId, position, name, outcome: "duplicate", title };
      entries.push({ position, name, fingerprint, row });
      continue;
    }
    // Claimed now, so a second copy later in this batch is a duplicate of this one.
    known.set(fingerprint, "");
    entries.push({ position, name, fingerprint, recipe: read.recipe });
  }
  return entries;
}

/** Saves a batch in one transaction; returns the recipes saved with their photos to store. */
async function saveBatch(
  db: TDb,
  userId: string,
  importId: string,
  entries: TBatchEntry[],
  known: Map<string, string>,
) {
  const saved: { recipeId: string; recipe: TMovedRecipe }[] = [];
  await db.transaction(async (tx) => {
    for (const entry of entries) {
      if (entry.row) {
        // A duplicate points at the recipe it repeats (one saved earlier in this batch too).
        const recipeId = entry.fingerprint ? known.get(entry.fingerprint) || null : null;
        await tx.insert(movingInItems).values({ ...entry.row, recipeId });
        continue;
      }
      const recipe = entry.recipe as TMovedRecipe;
      try {
        const created = await tx.transaction((savepoint) =>
          saveMovedRecipe({ db: savepoint as unknown as TDb, userId, importId, recipe }),
        );
        known.set(entry.fingerprint as string, created.id);
        const hasPhoto = recipe.photos.length > 0 || recipe.photoUrls.length > 0;
        await tx.insert(movingInItems).values({
          importId,
          position: entry.position,
          name: entry.name,
          outcome: "imported",
          title: created.title,
          recipeId: created.id,
          isPhotoPending: hasPhoto,
        });
        if (hasPhoto) saved.push({ recipeId: created.id, recipe });
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        known.delete(entry.fingerprint as string);
        await tx
          .insert(movingInItems)
          .values({ importId, position: entry.position, name: entry.name, outcome: "failed", reason: error.message });
      }
    }
  });
  return saved;
}

/**
 * Ladle's own archive also carries collections, meal plans and a shopping list: they are made for
 * the importer once every recipe is in, pointing at the recipes just saved (or at the copy a
 * duplicate matched).
 */
async function restoreLists(db: TDb, userId: string, importId: string, collection: TOpenedCollection) {
  const lists = ladleListsOf(collection);
  if (!lists) return;
  const rows = await db
    .select({ position: movingInItems.position, recipeId: movingInItems.recipeId })
    .from(movingInItems)
    .where(eq(movingInItems.importId, importId));
  const recipeIds = new Map<string, string>();
  for (const row of rows) {
    if (!row.recipeId) continue;
    const exportedId = (await collection.read(row.position)).recipe?.ladle?.id;
    if (exportedId) recipeIds.set(exportedId, row.recipeId);
  }
  await restoreLadleArchiveLists({ db, userId, lists, recipeIds });
}

async function finish(
  db: TDb,
  storage: TStorage,
  upload: { id: string; userId: string; archiveKey: string | null },
  collection: TOpenedCollection,
) {
  // The lists and the import's end in one transaction: a job resumed after a crash never makes them twice.
  await db.transaction(async (tx) => {
    await restoreLists(tx as unknown as TDb, upload.userId, upload.id, collection);
    await tx
      .update(movingInImports)
      .set({ state: "completed", finishedAt: new Date(), archiveKey: null })
      .where(eq(movingInImports.id, upload.id));
  });
  const archiveKey = upload.archiveKey;
  // The cook's file is not kept once its recipes are in.
  if (archiveKey) await storage.remove([archiveKey]);
}

/** Runs (or resumes) one import to the end. Throws when it must stop; running it again resumes. */
export async function runMovingIn(options: TRunOptions): Promise<void> {
  const { db, storage, importId, signal } = options;
  const [upload] = await db.select().from(movingInImports).where(eq(movingInImports.id, importId)).limit(1);
  if (!upload || upload.state === "completed" || upload.state === "failed") return;
  await db.update(movingInImports).set({ state: "running" }).where(eq(movingInImports.id, importId));

  const bytes = options.bytes ?? (upload.archiveKey ? await readStoredArchive(storage, upload.archiveKey) : null);
  if (!bytes) throw new AppError("NOT_FOUND", { message: "The uploaded file is no longer stored. Upload it again." });
  const collection = await openUpload({ name: upload.fileName, bytes });
  await db
    .update(movingInImports)
    .set({ format: collection.format, total: collection.items.length, problems: collection.failed })
    .where(eq(movingInImports.id, importId));

  await storePendingPhotos(options, upload.userId, collection);
  const doneRows = await db
    .select({ position: movingInItems.position })
    .from(movingInItems)
    .where(eq(movingInItems.importId, importId))
    .orderBy(asc(movingInItems.position));
  const done = new Set(doneRows.map((row) => row.position));
  const remaining = collection.items.map((_name, position) => position).filter((position) => !done.has(position));
  const known = await loadFingerprints(db, upload.userId);
  const batchSize = options.batchSize ?? movingInBatchSize;

  // A batch's photos are resized while the next batch is read and saved: sharp works on its own
  // threads while the database works on the rows. A stop waits for them (their rows say what is done).
  let photos: Promise<void> = Promise.resolve();
  try {
    for (let start = 0; start < remaining.length; start += batchSize) {
      signal?.throwIfAborted();
      const entries = await readBatch(collection, importId, remaining.slice(start, start + batchSize), known);
      const saved = await saveBatch(db, upload.userId, importId, entries, known);
      await photos;
      photos = storeBatchPhotos(options, upload.userId, saved);
      // Handled here so that a failure waits for an await rather than ending the process.
      photos.catch(() => {});
    }
  } finally {
    await photos.catch(() => {});
  }
  await photos;
  await finish(db, storage, upload, collection);
}

/** Marks an import as stopped for good, with the reason shown to the cook. */
export async function failMovingIn(db: TDb, importId: string, reason: string): Promise<void> {
  await db
    .update(movingInImports)
    .set({ state: "failed", error: reason, finishedAt: sql`now()` })
    .where(eq(movingInImports.id, importId));
}
