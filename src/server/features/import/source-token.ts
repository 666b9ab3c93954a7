/**
 * A preview of a fetched page carries Ladle's signature over where it came from and what it said
 * (`importContentOf`), so the save can tell a page Ladle fetched itself, saved as it was read, from
 * an address someone typed, pasted HTML claiming to be from somewhere, or a recipe changed in review.
 * Only recipes saved as read are offered to other users in place of a copy.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export interface TSignedSource {
  url: string | null;
  canonicalUrl: string | null;
  siteName: string | null;
  author: string | null;
}

function digest(secret: string, source: TSignedSource, content: string): Buffer {
  const payload = JSON.stringify([source.url, source.canonicalUrl, source.siteName, source.author, content]);
  return createHmac("sha256", `ladle-import-source:${secret}`).update(payload).digest();
}

export function signSource(secret: string, source: TSignedSource, content: string): string {
  return digest(secret, source, content).toString("base64url");
}

export function isSourceSigned(
  secret: string,
  source: TSignedSource,
  content: string,
  token: string | null | undefined,
): boolean {
  if (!token) return false;
  const given = Buffer.from(token, "base64url");
  const expected = digest(secret, source, content);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
