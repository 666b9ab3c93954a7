/**
 * Maps failures to the spec's user-facing texts in one place (spec §8). Raw server text is never
 * shown in a toast.
 */
import { track } from "./analytics.ts";
import { notify } from "./toast.ts";

export const errorTexts = {
  rateLimited: "Too many requests. Please try again later.",
  profile: "Could not get profile",
  identities: "Could not get user identities",
  noCurrentUser: "No current user",
  generic: "Something went wrong",
} as const;

/** An API failure with the server's `{code, message}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function isRateLimitError(error: unknown): boolean {
  if (error instanceof ApiError && (error.status === 429 || error.code === "RATE_LIMITED")) return true;
  return error instanceof Error && error.message.includes("Rate limit");
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

/** fetch for the JSON API: throws ApiError with the server's code on a non-2xx answer. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body && !headers.has("content-type")) headers.set("content-type", "application/json");
  const response = await fetch(path, { ...init, headers, credentials: "same-origin" });
  const text = await response.text();
  const body = text ? safeJson(text) : null;
  if (!response.ok) {
    const { code, message } = (body ?? {}) as { code?: string; message?: string };
    throw new ApiError(response.status, code ?? "UNKNOWN", message ?? response.statusText);
  }
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
