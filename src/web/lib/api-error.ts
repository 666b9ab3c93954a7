/**
 * What a failed API call (`callApi`) throws: the
 * server's `{code, message}` and the HTTP status. The UI turns codes into texts (errors.ts) and
 * never shows the message itself. In its own module so that pages which only check errors do not
 * download the client.
 */
export class ApiError extends Error {
  readonly code: string;
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;

  constructor(code: string, options: { message?: string; status?: number; cause?: unknown } = {}) {
    super(options.message ?? code, { cause: options.cause });
    this.name = "ApiError";
    this.code = code;
    this.status = options.status ?? 0;
  }
}
