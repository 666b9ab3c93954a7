/**
 * A preview of a fetched page carries Ladle's signature over where it came from, so the save can
 * tell a page Ladle fetched itself from an address someone typed (or pasted HTML claiming to be
 * from somewhere). Only signed imports are offered to other users in place of a copy.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export interface TSignedSource {
  url: string | null;
  canonicalUrl: string | null;
  siteName: string | null;
  author: string | null;
}

function digest(secret: string, source: TSignedSource): Buffer {
  const payload = JSON.stringify([source.url, source.canonicalUrl, source.siteName, source.author]);
  return createHmac("sha256", `ladle-import-source:${secret}`).update(payload).digest();
}

export function signSource(secret: string, source: TSignedSource): string {
  return digest(secret, source).toString("base64url");
}

export function isSourceSigned(secret: string, source: TSignedSource, token: string | null | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(token, "base64url");
  const expected = digest(secret, source);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
