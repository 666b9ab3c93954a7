/** PKCE (RFC 7636) with S256, which Kit's OAuth server supports, and the OAuth state value. */
import { createHash, randomBytes } from "node:crypto";

/** 43 characters from the unreserved set: 32 random bytes, base64url. */
export function createRandomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function computeCodeChallenge(codeVerifier: string): string {
  return createHash("sha256").update(codeVerifier, "ascii").digest("base64url");
}

export function hashText(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64url");
}
