/** The one error type services throw. The server turns it into `{code, message}` with its status. */
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  REGISTRATION_REQUIRED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type TErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
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
  PAYLOAD_TOO_LARGE: "That is too large.",
  UNSUPPORTED_MEDIA_TYPE: "That content type is not supported.",
  // The client keys on 'Rate limit' in the message (spec §8).
  RATE_LIMITED: "Rate limit reached. Please try again later.",
  INTERNAL: "Something went wrong.",
  UNAVAILABLE: "Ladle is temporarily unavailable.",
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
