/**
 * The browser's one way to call the JSON API. An endpoint is named by its route key
 * (`"PATCH /recipes/:id"`); the request and response types come from the API contract in
 * src/core/api through a type-only import, so a change to a server schema fails this typecheck and
 * no schema code is downloaded. A non-2xx answer throws `ApiError` with the server's `{code, message}`;
 * the UI turns codes into texts (errors.ts) and never shows the message itself.
 */

import type { TApiRoutes } from "#core/api/contract.ts";
import type { TRequestOf, TResponseOf } from "#core/api/endpoint.ts";
import { ApiError } from "./api-error.ts";

export type TApiRoute = keyof TApiRoutes & string;
export type TApiRequest<K extends TApiRoute> = TRequestOf<TApiRoutes[K]>;
export type TApiResponse<K extends TApiRoute> = TResponseOf<TApiRoutes[K]>;

export { ApiError };

interface TCallOptions {
  signal?: AbortSignal;
  /** Sent even as the page unloads (a change saved on the way out); small bodies only. */
  keepalive?: boolean;
}

type TArgs<K extends TApiRoute> = keyof TApiRequest<K> extends never
  ? [request?: TApiRequest<K> & TCallOptions]
  : [request: TApiRequest<K> & TCallOptions];

export async function callApi<K extends TApiRoute>(route: K, ...[request]: TArgs<K>): Promise<TApiResponse<K>> {
  const { params, query, body, signal, keepalive } = (request ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
  } & TCallOptions;
  const [method, pattern] = route.split(" ") as [string, string];
  const headers = new Headers({ accept: "application/json" });
  let payload: BodyInit | undefined;
  if (body instanceof Blob) {
    payload = body;
    headers.set("content-type", body.type || "application/octet-stream");
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers.set("content-type", "application/json");
  } else if (method !== "GET" && method !== "DELETE") {
    // Some endpoints take no body; an empty JSON object keeps every POST a JSON request.
    payload = "{}";
    headers.set("content-type", "application/json");
  }
  return (await sendRequest(`/api${toPath(pattern, params)}${toQueryString(query)}`, {
    method,
    headers,
    body: payload,
    signal,
    keepalive,
  })) as TApiResponse<K>;
}

export function toPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${pattern}.`);
    return encodeURIComponent(value);
  });
}

export function toQueryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

async function sendRequest(url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: "same-origin" });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError("NETWORK_ERROR", { message: "The network request failed.", cause });
  }
  const text = await response.text();
  const body = text ? parseJson(text) : null;
  if (!response.ok) {
    const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
    throw new ApiError(typeof code === "string" ? code : "UNKNOWN", {
      message: typeof message === "string" ? message : response.statusText,
      status: response.status,
    });
  }
  return body;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
