/**
 * Encrypts small secrets for storage (a creator's OAuth tokens): AES-256-GCM with a fresh 96-bit
 * nonce per value. The key is derived with HKDF from configuration, so the database alone never
 * reveals a token. Each value is bound to a context (whose token, which field) as associated data:
 * a ciphertext copied onto another row or field fails to open instead of being used there.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const version = "v1";
const nonceBytes = 12;
const tagBytes = 16;

export interface TSecretBox {
  seal(plaintext: string, context: string): string;
  /** Throws when the value was changed, sealed with another key or for another context. */
  open(sealed: string, context: string): string;
}

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SecretBoxError";
  }
}

/** A box keyed from `secret` (at least 32 characters of key material). */
export function createSecretBox(secret: string): TSecretBox {
  if (secret.length < 32) throw new SecretBoxError("The encryption secret must be at least 32 characters.");
  const key = Buffer.from(hkdfSync("sha256", secret, "ladle-secret-box", "token encryption v1", 32));
  return {
    seal(plaintext, context) {
      const nonce = randomBytes(nonceBytes);
      const cipher = createCipheriv("aes-256-gcm", key, nonce, { authTagLength: tagBytes });
      cipher.setAAD(Buffer.from(context, "utf8"));
      const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return [version, nonce, cipher.getAuthTag(), data].map(encodePart).join(".");
    },
    open(sealed, context) {
      const [tag, nonceText, authTagText, dataText, ...rest] = sealed.split(".");
      if (tag !== version || !nonceText || !authTagText || dataText === undefined || rest.length > 0) {
        throw new SecretBoxError("Not a sealed value.");
      }
      const nonce = Buffer.from(nonceText, "base64url");
      const authTag = Buffer.from(authTagText, "base64url");
      if (nonce.length !== nonceBytes || authTag.length !== tagBytes) throw new SecretBoxError("Not a sealed value.");
      const decipher = createDecipheriv("aes-256-gcm", key, nonce, { authTagLength: tagBytes });
      decipher.setAAD(Buffer.from(context, "utf8"));
      decipher.setAuthTag(authTag);
      try {
        return Buffer.concat([decipher.update(Buffer.from(dataText, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        throw new SecretBoxError("The sealed value could not be opened (wrong key, context or a changed value).");
      }
    },
  };
}

function encodePart(part: string | Buffer): string {
  return typeof part === "string" ? part : part.toString("base64url");
}
