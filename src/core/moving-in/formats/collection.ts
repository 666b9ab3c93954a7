/** What the readers share: an opened archive, and a collection of items read one at a time. */
import { ArchiveLimitError, createBudget, type TInflateBudget } from "../archive-limits.ts";
import { findMissingParts, reasonOf } from "../moved-fields.ts";
import type { TMovedRecipe } from "../moved-recipe.ts";
import { listZip, readZipEntry, type TZipEntry } from "../safe-zip.ts";
import type { TOpenedCollection, TOpenOptions, TReadFailure, TReadItem } from "./reader.ts";

export interface TArchive {
  bytes: Uint8Array;
  entries: TZipEntry[];
  byName: Map<string, TZipEntry>;
  budget: TInflateBudget;
  /** 0 for the upload, 1 for a zip inside it. */
  depth: number;
  problem: string | null;
}

export function openArchive(bytes: Uint8Array, budget: TInflateBudget, depth = 0): TArchive {
  const listing = listZip(bytes, budget.limits.maxEntries);
  return {
    bytes,
    entries: listing.entries,
    byName: new Map(listing.entries.map((entry) => [entry.name, entry])),
    budget,
    depth,
    problem: listing.problem,
  };
}

export function openUploadArchive(bytes: Uint8Array, options: TOpenOptions = {}): TArchive {
  return openArchive(bytes, createBudget(options.limits));
}

export function readEntry(archive: TArchive, entry: TZipEntry): Uint8Array {
  return readZipEntry(archive.bytes, entry, archive.budget);
}

/** A zip inside a zip, opened only while the nesting limit allows. */
export function openNestedArchive(archive: TArchive, entry: TZipEntry): TArchive {
  if (archive.depth + 1 > archive.budget.limits.maxNesting) {
    throw new ArchiveLimitError("it is an archive inside an archive inside an archive, deeper than we open");
  }
  return openArchive(readEntry(archive, entry), archive.budget, archive.depth + 1);
}

export interface TItem {
  name: string;
  read: () => TMovedRecipe | Promise<TMovedRecipe>;
}

/** Reads an item; an error or a recipe with nothing in it becomes a failure with its reason. */
async function readItem(item: TItem): Promise<TReadItem> {
  try {
    const recipe = await item.read();
    const missing = findMissingParts(recipe);
    return missing ? { failure: { name: item.name, reason: missing } } : { recipe };
  } catch (error) {
    return { failure: { name: item.name, reason: reasonOf(error) } };
  }
}

export function collectionOf(format: string, items: TItem[], failed: TReadFailure[] = []): TOpenedCollection {
  return {
    format,
    items: items.map((item) => item.name),
    failed,
    read: async (index) => {
      const item = items[index];
      if (!item) return { failure: { name: `item ${index + 1}`, reason: "there is no such item in the file" } };
      return readItem(item);
    },
  };
}

/** A file that cannot be opened at all: no items, one failure. */
export function failedCollection(format: string, name: string, reason: string): TOpenedCollection {
  return collectionOf(format, [], [{ name, reason }]);
}

/** The archive's own problem (cut short, damaged), as a failure of the upload. */
export function archiveFailures(archive: TArchive, uploadName: string): TReadFailure[] {
  return archive.problem ? [{ name: uploadName, reason: archive.problem }] : [];
}

export function extensionOf(name: string): string {
  const match = name.toLowerCase().match(/\.([a-z0-9]+)$/);
  return match ? match[1] : "";
}
