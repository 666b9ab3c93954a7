/**
 * What identity pages say when a call fails. Codes map to our own sentences; the only server text
 * shown is a field message the server addresses to a form field ("username: That username is
 * taken."), which is written for people (src/server/features/identity/profiles.ts).
 */
import { track } from "#web/lib/analytics.ts";
import { ApiError, errorTexts, isRateLimitError, showErrorToast } from "#web/lib/errors.ts";

const codeMessages: Record<string, string> = {
  NETWORK: "We couldn't reach Ladle. Check your connection and try again.",
  NETWORK_ERROR: "We couldn't reach Ladle. Check your connection and try again.",
  INVALID_OTP: "That code isn't right. Check it and try again.",
  OTP_EXPIRED: "That code has expired. Send a new one.",
  OTP_NOT_FOUND: "That code has expired. Send a new one.",
  TOO_MANY_ATTEMPTS: "Too many wrong tries. Send a new code.",
  INVALID_EMAIL: "Enter a valid email address, like you@example.com.",
  INVALID_PHONE_NUMBER: "Enter the number with its country code, like +44 7700 900123.",
  PHONE_NUMBER_EXIST: "That phone number belongs to another account.",
  DELIVERY_FAILED: "We couldn't send your code just now. Please try again in a minute.",
  LAST_IDENTITY: "This is your only way to sign in. Link another one before removing it.",
  SESSION_NOT_FRESH: "For your security, sign in again before doing this.",
  PROVIDER_NOT_FOUND: "That sign-in method isn't available right now.",
  INVALID_TOKEN: "We couldn't confirm that sign-in. Please try again.",
  UNAUTHENTICATED: "Your session has ended. Sign in again to continue.",
  UNAUTHORIZED: "Your session has ended. Sign in again to continue.",
};

/** A field's error from the server ("field: message"), when the failure is about one field. */
export function fieldErrorFrom(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code !== "VALIDATION_FAILED" && error.code !== "CONFLICT" && error.code !== "BAD_REQUEST") return null;
  const match = /^([a-z_]+(?:\.[a-z_0-9]+)*): (.+)$/i.exec(error.message);
  return match ? { field: match[1], message: match[2] } : null;
}

/** The sentence shown next to a sign-in or identity form for this failure. */
export function identityErrorMessage(error: unknown): string {
  if (isRateLimitError(error)) return errorTexts.rateLimited;
  if (error instanceof TypeError) return codeMessages.NETWORK;
  if (error instanceof ApiError) {
    const known = codeMessages[error.code];
    if (known) return known;
    if (error.code === "VALIDATION_FAILED" || error.code === "VALIDATION_ERROR") {
      return fieldErrorFrom(error)?.message ?? "Some fields need another look.";
    }
  }
  return `${errorTexts.generic}. Please try again.`;
}

/**
 * Reports a failed sign-in step: a rate limit raises the rate-limit toast and event; a request that
 * never got an answer (offline, a dropped connection) is an auth connection error; anything else is
 * tracked in its category. The form shows its own inline message.
 */
export function reportAuthError(error: unknown, category: "auth error" | "link/unlink identity error" = "auth error") {
  if (isRateLimitError(error)) {
    showErrorToast(error);
    return;
  }
  if (error instanceof ApiError) track(category, { code: error.code });
  else track("auth connection error", { code: "NETWORK", during: category });
}
