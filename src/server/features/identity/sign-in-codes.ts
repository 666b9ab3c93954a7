/**
 * One-time sign-in codes: 6 digits, 10 minutes, single use, 5 wrong tries kill a code, stored as a
 * keyed hash and compared in constant time (docs/decisions/004).
 *
 * better-auth's email-otp plugin does all of that itself given our `hashCode`. Its phone-number
 * plugin stores codes in plain text with no option to hash them, so for phones we hash
 * the value in a database hook before it is written and check codes with our own `verifyPhoneCode`.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { APIError } from "better-auth/api";

export const codeLength = 6;
export const codeLifetimeSeconds = 10 * 60;
export const allowedWrongAttempts = 5;

/** The identifier the phone-number plugin stores its sign-in codes under. */
export const phoneCodeIdentifierPrefix = "phone-number-otp-";

const hashedPrefix = "h1.";

/** A keyed hash: a leaked table of 6-digit codes cannot be reversed by trying all million. */
export function createCodeHasher(secret: string) {
  return (code: string) =>
    `${hashedPrefix}${createHmac("sha256", secret).update(`ladle-otp:${code}`).digest("base64url")}`;
}

export type TCodeHasher = ReturnType<typeof createCodeHasher>;

/** Stored values are `<code>:<wrong attempts>`; this hashes the code part of a plain one. */
export function hashStoredPhoneCode(value: string, hash: TCodeHasher): string {
  if (value.startsWith(hashedPrefix)) return value;
  const [code, attempts = "0"] = splitAtLastColon(value);
  return `${hash(code)}:${attempts}`;
}

function splitAtLastColon(value: string): [string, string | undefined] {
  const index = value.lastIndexOf(":");
  return index === -1 ? [value, undefined] : [value.slice(0, index), value.slice(index + 1)];
}

function isSameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

interface TVerificationRow {
  value: string;
  expiresAt: Date;
}

/** The slice of better-auth's internal adapter that code checks need. */
export interface TVerificationStore {
  findVerificationValue(identifier: string): Promise<TVerificationRow | null | undefined>;
  consumeVerificationValue(identifier: string): Promise<TVerificationRow | null | undefined>;
  deleteVerificationByIdentifier(identifier: string): Promise<void>;
  createVerificationValue(data: { identifier: string; value: string; expiresAt: Date }): Promise<unknown>;
}

/**
 * Checks a phone code the way better-auth checks email codes: the row is consumed atomically
 * (two racing correct guesses cannot both win), a wrong guess puts it back with one more attempt,
 * and a code with 5 wrong attempts is gone for good.
 */
export async function verifyPhoneCode({
  store,
  phoneNumber,
  code,
  hash,
}: {
  store: TVerificationStore;
  phoneNumber: string;
  code: string;
  hash: TCodeHasher;
}): Promise<true> {
  const identifier = `${phoneCodeIdentifierPrefix}${phoneNumber}`;
  const existing = await store.findVerificationValue(identifier);
  if (existing && existing.expiresAt < new Date()) {
    await store.deleteVerificationByIdentifier(identifier);
    throw APIError.from("BAD_REQUEST", { code: "OTP_EXPIRED", message: "OTP expired" });
  }
  const consumed = await store.consumeVerificationValue(identifier);
  if (!consumed) throw APIError.from("BAD_REQUEST", { code: "INVALID_OTP", message: "Invalid OTP" });
  const [storedHash, rawAttempts] = splitAtLastColon(consumed.value);
  const attempts = Number.parseInt(rawAttempts ?? "0", 10) || 0;
  if (attempts >= allowedWrongAttempts) {
    throw APIError.from("FORBIDDEN", { code: "TOO_MANY_ATTEMPTS", message: "Too many attempts" });
  }
  if (!/^\d+$/.test(code) || !isSameHash(hash(code), storedHash)) {
    await store.createVerificationValue({
      identifier,
      value: `${storedHash}:${attempts + 1}`,
      expiresAt: consumed.expiresAt,
    });
    throw APIError.from("BAD_REQUEST", { code: "INVALID_OTP", message: "Invalid OTP" });
  }
  return true;
}
