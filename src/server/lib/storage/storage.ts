/**
 * Where uploaded files live: one small interface with two implementations, a folder on this host
 * (`local-storage.ts`) and S3-compatible object storage (`s3-storage.ts`); `create-storage.ts`
 * picks one from the configuration. Services name objects by key ("recipes/<id>-<random>-800.webp")
 * and store the URL the storage gives for it, so pages never know where a file is kept.
 */
import type { Readable } from "node:stream";

/**
 * Every object's cache header. Keys carry random parts and are never reused (a new photo gets a
 * new key), so an object never changes and browsers and CDNs may keep it for a year.
 */
export const objectCacheControl = "public, max-age=31536000, immutable";

/** The path Ladle serves objects at (from the data folder, or from a bucket without a public URL). */
export const uploadsPath = "/uploads/";

/** Keys under this are never served at /uploads/ (a cook's uploaded archive waiting to be read). */
export const privateKeyPrefix = "private/";

/** The top-level folders Ladle writes: what `ladle db reset` empties. */
export const storageFolders = ["avatars/", "recipes/", "collections/", "blogs/", "demo/", privateKeyPrefix] as const;

export interface TStoredObject {
  body: Readable;
  contentType: string;
  /** In bytes, when the storage says. */
  size: number | null;
}

export interface TStorageLogger {
  error(details: object, message: string): void;
}

export interface TStorage {
  /** Where objects are kept, for messages: a folder or `s3://<bucket>`. */
  readonly location: string;
  /** Origins other than Ladle's own that pages load objects from (for the img-src policy). */
  readonly imageOrigins: readonly string[];
  /** Stores the object (replacing any with that key) and returns its public URL. */
  put(object: { key: string; body: Buffer | string; contentType: string }): Promise<string>;
  /** The object, or null when there is none with that key. */
  read(key: string): Promise<TStoredObject | null>;
  /** Removes these objects; missing ones are no error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Removes every object whose key starts with `prefix` ("recipes/<id>-", or a folder "demo/"). */
  removePrefix(prefix: string): Promise<void>;
  /**
   * Removes objects no row points at any more (a replaced photo). The change that dropped them is
   * already saved, so a failure is logged with the keys, to remove by hand, instead of failing it.
   */
  removeUnreferenced(keys: readonly string[]): Promise<void>;
  /** The URL pages load the object from. */
  urlOf(key: string): string;
  /** Every object's key, in no particular order (for backups). */
  listKeys(): AsyncIterable<string>;
}

/** What each implementation provides; `completeStorage` adds the rest. */
export type TStorageBackend = Omit<TStorage, "removeUnreferenced">;

export function completeStorage(backend: TStorageBackend, logger: TStorageLogger): TStorage {
  return {
    ...backend,
    async removeUnreferenced(keys) {
      if (keys.length === 0) return;
      try {
        await backend.remove(keys);
      } catch (error) {
        logger.error({ err: error, keys }, "could not remove objects no row points at; remove them by hand");
      }
    },
  };
}

/**
 * Keys are lowercase path segments of letters, digits, dots, underscores and hyphens, none
 * starting with a dot: no way out of the storage's folder, no hidden files, and the same key works
 * as a file name and as an S3 key.
 */
const keyPattern = /^[a-z0-9_-][a-z0-9._-]*(?:\/[a-z0-9_-][a-z0-9._-]*)*$/;

export function isValidKey(key: string): boolean {
  return key.length <= 512 && keyPattern.test(key);
}

export function assertValidKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Not a valid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** A prefix is a key, or a folder ending in "/". */
export function assertValidPrefix(prefix: string): string {
  assertValidKey(prefix.endsWith("/") ? prefix.slice(0, -1) : prefix);
  return prefix;
}

/**
 * The key at the end of an upload's URL, when it starts with `prefix` ("recipes/<id>-"), whatever
 * the URL's base: /uploads/ of the data folder or of a bucket, a bucket's or a CDN's own address, or
 * one configured before. Rows keep the URL they were given, so a key is found by its own shape;
 * the prefix names the owner, so only their objects are ever touched. Null for any other URL (a
 * seed image, a sign-in provider's picture).
 */
export function findKeyInUrl(url: string, prefix: string): string | null {
  const start = url.lastIndexOf(`/${prefix}`);
  if (start < 0) return null;
  const key = url.slice(start + 1);
  return isValidKey(key) ? key : null;
}
