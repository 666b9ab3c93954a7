/**
 * Uploads in a folder on this host (`<LADLE_DATA_DIR>/uploads`), served by Ladle at /uploads/.
 * Right for one host; several hosts need object storage (s3-storage.ts), since a file written on
 * one host is missing on the others.
 */
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import {
  assertValidKey,
  assertValidPrefix,
  completeStorage,
  isValidKey,
  type TStorage,
  type TStorageLogger,
  uploadsPath,
} from "./storage.ts";

/** A folder keeps no content type, so it comes from the key's extension, on writing and on reading. */
const contentTypes: Record<string, string> = {
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".avif": "image/avif",
};

export function contentTypeOfKey(key: string): string {
  return contentTypes[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}

export function createLocalStorage({ rootDir, logger }: { rootDir: string; logger: TStorageLogger }): TStorage {
  const root = path.resolve(rootDir);
  const fileOf = (key: string) => path.join(root, assertValidKey(key));

  return completeStorage(
    {
      location: root,
      imageOrigins: [],
      async put({ key, body, contentType }) {
        const file = fileOf(key);
        if (contentTypeOfKey(key) !== contentType) {
          throw new Error(`The key ${key} does not end in the extension of ${contentType}`);
        }
        await fs.mkdir(path.dirname(file), { recursive: true });
        // Written beside and renamed into place, so a half-written file is never served. The
        // temporary name starts with a dot, which no key may, so it is never served either.
        const temporary = path.join(path.dirname(file), `.${randomBytes(6).toString("hex")}.tmp`);
        try {
          await fs.writeFile(temporary, body);
          await fs.rename(temporary, file);
        } catch (error) {
          await fs.rm(temporary, { force: true });
          throw error;
        }
        return `${uploadsPath}${key}`;
      },
      async read(key) {
        const file = fileOf(key);
        const stat = await fs.stat(file).catch(() => null);
        if (!stat?.isFile()) return null;
        return { body: createReadStream(file), contentType: contentTypeOfKey(key), size: stat.size };
      },
      async remove(keys) {
        await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
      },
      async removePrefix(prefix) {
        assertValidPrefix(prefix);
        if (prefix.endsWith("/")) {
          await fs.rm(path.join(root, prefix), { recursive: true, force: true });
          return;
        }
        const dir = path.join(root, path.posix.dirname(prefix));
        const start = path.posix.basename(prefix);
        const names = await fs.readdir(dir).catch(() => [] as string[]);
        // Like an S3 prefix, "de" also takes a folder "demo" with everything in it.
        const matching = names.filter((name) => name.startsWith(start));
        await Promise.all(matching.map((name) => fs.rm(path.join(dir, name), { recursive: true, force: true })));
      },
      urlOf(key) {
        return `${uploadsPath}${assertValidKey(key)}`;
      },
      async *listKeys() {
        const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          if (!entry.isFile()) continue;
          const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
          // Half-written temporaries (".<random>.tmp") and anything else that is not a key stay out.
          if (isValidKey(key)) yield key;
        }
      },
    },
    logger,
  );
}
