/**
 * Maps failures to the product's user-facing texts in one place (docs/product-rules.md). Raw server text is never
 * shown in a toast.
 */
import { track } from "./analytics.ts";
import { ApiError } from "./api-error.ts";
import { notify } from "./toast.ts";

export const errorTexts = {
  rateLimited: "Too many requests. Please try again later.",
  profile: "Could not get profile",
  identities: "Could not get user identities",
  noCurrentUser: "No current user",
  generic: "Something went wrong",
} as const;

export { ApiError };

/** A rate limit anywhere in the error or the errors it wraps (`cause`), by status, code or the spec's 'Rate limit' text. */
export function isRateLimitError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current instanceof ApiError && (current.status === 429 || current.code === "RATE_LIMITED")) return true;
    if (current.message.includes("Rate limit")) return true;
    current = current.cause;
  }
  return false;
}

/**
 * What a form says when the server refused what it sent: the server's sentence, except a rate limit,
 * which the product says in its own words ("Too many requests. Please try again later.").
 */
export function formMessageOf(error: { code?: string; message: string }): string {
  return error.code === "RATE_LIMITED" || error.message.includes("Rate limit") ? errorTexts.rateLimited : error.message;
}

export type TErrorContext = "profile" | "identities" | "generic";

/** The text a toast shows for this failure. */
export function messageForError(error: unknown, context: TErrorContext = "generic"): string {
  if (isRateLimitError(error)) return errorTexts.rateLimited;
  if (context === "profile") return errorTexts.profile;
  if (context === "identities") return errorTexts.identities;
  return errorTexts.generic;
}

export function showErrorToast(error: unknown, context: TErrorContext = "generic") {
  if (isRateLimitError(error)) {
    track("rate limit error", { context });
  } else {
    track("generic error", { context, message: error instanceof Error ? error.message : String(error) });
  }
  notify.error(messageForError(error, context));
}
