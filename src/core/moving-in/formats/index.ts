/**
 * The format readers, in the order detection asks them (the most specific first), and the one
 * entry point that picks a reader for an upload.
 */
import { createBudget } from "../archive-limits.ts";
import type { TMovingInReport } from "../moved-recipe.ts";
import { isZip, listZip } from "../safe-zip.ts";
import { collectionOf } from "./collection.ts";
import { cooklangReader } from "./cooklang.ts";
import { jsonLdReader } from "./json-ld.ts";
import { ladleArchiveReader } from "./ladle-archive.ts";
import { mealieReader } from "./mealie.ts";
import { paprikaReader } from "./paprika.ts";
import { plainTextReader } from "./plain-text.ts";
import type { TFormatReader, TOpenedCollection, TOpenOptions, TUploadedFile } from "./reader.ts";
import { tandoorReader } from "./tandoor.ts";

export type {
  TFormatReader,
  TOpenedCollection,
  TOpenOptions,
  TReadFailure,
  TReadItem,
  TUploadedFile,
} from "./reader.ts";

export const readers: TFormatReader[] = [
  // Ladle's own archive first: its recipes/*.json would otherwise pass for a Mealie export.
  ladleArchiveReader,
  paprikaReader,
  tandoorReader,
  mealieReader,
  cooklangReader,
  jsonLdReader,
  plainTextReader,
];

export { readableExtensions, readableFormats } from "../readable-formats.ts";

/** What a file no reader recognises is told. */
export const notRecognised =
  "We couldn't tell which app this file comes from. We read exports from Ladle, Paprika, Mealie, Tandoor and RecipeSage, schema.org JSON-LD, Cooklang, Markdown and plain text.";

/** The reader for an upload, by its name, first bytes and (for a zip) the names inside; null when none fits. */
export function detectReader(file: TUploadedFile, options: TOpenOptions = {}): TFormatReader | null {
  const head = file.bytes.subarray(0, 64);
  const entryNames = isZip(head)
    ? listZip(file.bytes, createBudget(options.limits).limits.maxEntries).entries.map((entry) => entry.name)
    : null;
  return readers.find((reader) => reader.detect(file.name, head, entryNames)) ?? null;
}

/** Opens an upload with the reader that fits it; never throws. */
export async function openUpload(file: TUploadedFile, options: TOpenOptions = {}): Promise<TOpenedCollection> {
  try {
    const reader = detectReader(file, options);
    if (!reader) return collectionOf("unknown", [], [{ name: file.name, reason: notRecognised }]);
    return await reader.open(file, options);
  } catch (error) {
    // Readers catch their own errors; this is the last guard, so one bad file never breaks an import.
    const reason = error instanceof Error && error.message ? error.message : "it could not be read";
    return collectionOf("unknown", [], [{ name: file.name, reason }]);
  }
}

/** Reads a whole upload at once: every recipe and every failure (tests and small files). */
export async function readUpload(file: TUploadedFile, options: TOpenOptions = {}): Promise<TMovingInReport> {
  const collection = await openUpload(file, options);
  const report: TMovingInReport = { format: collection.format, recipes: [], failed: [...collection.failed] };
  for (let index = 0; index < collection.items.length; index++) {
    const item = await collection.read(index);
    if (item.recipe) report.recipes.push(item.recipe);
    else report.failed.push(item.failure);
  }
  return report;
}
