/**
 * The shape every format reader has. A reader opens an upload and lists its recipes without reading
 * them all, then reads them one at a time: a collection of thousands of recipes with photos is
 * never all in memory, and an import that stopped resumes at the item it had reached.
 */
import type { TArchiveLimits } from "../archive-limits.ts";
import type { TMovedRecipe } from "../moved-recipe.ts";

/** The file a cook uploaded: its name as they chose it and its bytes. */
export interface TUploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** Something that could not be read, with a reason a person understands. */
export interface TReadFailure {
  name: string;
  reason: string;
}

/** One item of an opened collection: a recipe, or why it could not be read. */
export type TReadItem = { recipe: TMovedRecipe; failure?: undefined } | { recipe?: undefined; failure: TReadFailure };

/** An upload, opened: what it holds, in a stable order (the same bytes always list the same items). */
export interface TOpenedCollection {
  /** The reader's name, e.g. "paprika". */
  format: string;
  /** One name per recipe (an entry name, or "database.json #12"), in reading order. */
  items: readonly string[];
  /** Reads item `index`; never throws: a bad item comes back as a failure. */
  read(index: number): Promise<TReadItem>;
  /** Problems found while opening (a cut-short archive, a file that is not a recipe), reported once. */
  failed: TReadFailure[];
}

export interface TOpenOptions {
  /** Tighter limits than the defaults (tests, the fuzz test). */
  limits?: Partial<TArchiveLimits>;
}

export interface TFormatReader {
  /** Machine name, and the report's `format`: "paprika", "mealie"… */
  name: string;
  /** The app's name as cooks know it: "Paprika". */
  label: string;
  /**
   * Whether this reader takes the upload: by its file name and first bytes (magic numbers), and for a
   * zip archive by the names of the entries inside (`entryNames`, null when the upload is not a zip).
   */
  detect(name: string, head: Uint8Array, entryNames?: readonly string[] | null): boolean;
  /** Opens the upload; never throws: a file it cannot open gives no items and one failure. */
  open(file: TUploadedFile, options?: TOpenOptions): Promise<TOpenedCollection>;
}
