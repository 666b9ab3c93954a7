/**
 * fetch for the JSON API. A non-2xx answer throws `ApiError` with the server's `{code, message}`;
 * the UI turns codes into texts in `errors.ts` and never shows the message itself.
 */
import { ApiError } from "./api-error.ts";

export { ApiError };

export async function fetchJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (!headers.has("accept")) headers.set("accept", "application/json");
  if (init.body && typeof init.body === "string" && !headers.has("content-type")) {
    headers.set("content-type", "application/json");
  }
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers, credentials: "same-origin" });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError("NETWORK_ERROR", { message: "The network request failed.", cause });
  }
  const text = await response.text();
  const body = text ? safeJson(text) : null;
  if (!response.ok) {
    const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
    throw new ApiError(typeof code === "string" ? code : "UNKNOWN", {
      message: typeof message === "string" ? message : response.statusText,
      status: response.status,
    });
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
