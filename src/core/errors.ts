/** The one error type services throw. The server turns it into `{code, message}` with its status. */
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  REGISTRATION_REQUIRED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** Saving over a newer version than the one the writer read (a stale tab or device). */
  EDIT_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  // Recipe import: each failure the user can act on has its own code.
  IMPORT_INVALID_URL: 400,
  IMPORT_REFUSED_ADDRESS: 400,
  IMPORT_BLOCKED: 400,
  IMPORT_NOT_RECIPE: 400,
  IMPORT_TOO_LARGE: 413,
  IMPORT_TIMEOUT: 400,
  IMPORT_UNREACHABLE: 400,
} as const;

export type TErrorCode = keyof typeof errorStatus;

/**
 * Marks an AppError whichever copy of this module made it: the server's page bundle carries its own
 * copy of core, while the services its loaders call throw the source copy's AppError, and a plain
 * `instanceof` would turn their 403s and 404s into 500s.
 */
const appErrorBrand = Symbol.for("ladle.app-error");

export class AppError extends Error {
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && appErrorBrand in value;
  }

  readonly [appErrorBrand] = true;
  readonly code: TErrorCode;
  readonly status: number;

  constructor(code: TErrorCode, options: { message?: string; status?: number; cause?: unknown } = {}) {
    super(options.message ?? defaultMessages[code], { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = options.status ?? errorStatus[code];
  }
}

export const defaultMessages: Record<TErrorCode, string> = {
  BAD_REQUEST: "That request could not be understood.",
  VALIDATION_FAILED: "Some fields need another look.",
  UNAUTHENTICATED: "Please sign in to continue.",
  REGISTRATION_REQUIRED: "Please finish creating your account first.",
  FORBIDDEN: "You don't have access to that.",
  NOT_FOUND: "We couldn't find that.",
  CONFLICT: "That conflicts with something that already exists.",
  EDIT_CONFLICT: "This was changed somewhere else after you opened it, so nothing was saved.",
  PAYLOAD_TOO_LARGE: "That is too large.",
  UNSUPPORTED_MEDIA_TYPE: "That content type is not supported.",
  // The client keys on 'Rate limit' in the message: the product shows its own text for it.
  RATE_LIMITED: "Rate limit reached. Please try again later.",
  INTERNAL: "Something went wrong.",
  UNAVAILABLE: "Ladle is temporarily unavailable.",
  IMPORT_INVALID_URL: "That doesn't look like a web page address. Check that it starts with http:// or https://.",
  IMPORT_REFUSED_ADDRESS: "We can't import from that address. Use the link of a public web page.",
  IMPORT_BLOCKED: "That site didn't let us read the page. You can paste the page's HTML or the recipe text instead.",
  IMPORT_NOT_RECIPE: "We couldn't read a recipe on that page. You can paste the recipe text instead.",
  IMPORT_TOO_LARGE: "That page is too large to import (over 5 MB).",
  IMPORT_TIMEOUT: "That site took too long to answer. Try again, or paste the recipe text instead.",
  IMPORT_UNREACHABLE: "We couldn't reach that site. Check the link, or paste the recipe text instead.",
};

/** Maps an HTTP status to the closest code, for errors that did not start as AppError. */
export function codeForStatus(status: number): TErrorCode {
  // The generic code for each status: a bare 403 is FORBIDDEN, not REGISTRATION_REQUIRED.
  const generic: Record<number, TErrorCode> = {
    400: "BAD_REQUEST",
    401: "UNAUTHENTICATED",
    403: "FORBIDDEN",
    404: "NOT_FOUND",
    409: "CONFLICT",
    413: "PAYLOAD_TOO_LARGE",
    415: "UNSUPPORTED_MEDIA_TYPE",
    429: "RATE_LIMITED",
    500: "INTERNAL",
    503: "UNAVAILABLE",
  };
  return generic[status] ?? (status >= 500 ? "INTERNAL" : "BAD_REQUEST");
}
