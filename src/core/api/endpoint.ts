/**
 * The API contract: each endpoint of Ladle's JSON API is described once, here in core, by its
 * method, path and zod schemas. The server registers its handler from this description (validation,
 * response shaping and OpenAPI all come from the same schemas), and the browser's client derives its
 * request and response types from it with a type-only import, so no schema code reaches the bundle.
 * See docs/architecture.md, "The API".
 */
import type { z } from "zod";

export type THttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface TEndpoint {
  method: THttpMethod;
  /** Path under /api in Fastify's syntax (`/recipes/:id`). */
  path: string;
  summary: string;
  description?: string;
  /** Documents that the endpoint needs a session (cookie or bearer); the handler still authorizes. */
  isSignedIn?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is a file's bytes (a photo), sent as is with its own Content-Type. */
  hasRawBody?: boolean;
  /** The success status; 200 unless said. A 204 answers `null`; a 202 says the work is queued. */
  status?: 200 | 201 | 202 | 204;
  response: z.ZodType;
  /**
   * Failures worth their own entry in the OpenAPI document, with what they mean there (every
   * failure's body is `{code, message}`; the description still tells the rest).
   */
  failures?: Partial<Record<400 | 403 | 404 | 409, string>>;
  /**
   * Answered by the sign-in library mounted at /api/auth, not by a Ladle handler: described here so
   * the browser's calls are typed like every other, never registered as a route.
   */
  isAuthLibrary?: boolean;
}

export interface TEndpointGroup<T extends Record<string, TEndpoint> = Record<string, TEndpoint>> {
  /** The OpenAPI tag the group's endpoints are listed under. */
  tag: string;
  endpoints: T;
}

/** Declares a feature's endpoints; `const` keeps each method and path literal for the client's types. */
export function defineEndpoints<const T extends Record<string, TEndpoint>>(
  tag: string,
  endpoints: T,
): TEndpointGroup<T> {
  return { tag, endpoints };
}

/** `"GET /recipes/:id"`: how the browser names an endpoint. */
export type TRouteKeyOf<E extends TEndpoint> = `${E["method"]} ${E["path"]}`;

/** A group's endpoints keyed by route key. */
export type TRoutesOf<G extends TEndpointGroup> = {
  [K in keyof G["endpoints"] as TRouteKeyOf<G["endpoints"][K]>]: G["endpoints"][K];
};

type TSchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;
type TSchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler receives after validation. */
export type TParamsOf<E extends TEndpoint> = TSchemaOutput<E["params"]>;
export type TQueryOf<E extends TEndpoint> = TSchemaOutput<E["query"]>;
export type TBodyOf<E extends TEndpoint> = E["hasRawBody"] extends true
  ? Uint8Array | undefined
  : TSchemaOutput<E["body"]>;
/** What a handler returns: the response schema's input (the serializer shapes it). */
export type THandlerResultOf<E extends TEndpoint> = z.input<E["response"]>;

/** What a caller sends: the schemas' input types. */
export type TRequestOf<E extends TEndpoint> = TOptionalIfEmpty<
  (E["params"] extends z.ZodType ? { params: TSchemaInput<E["params"]> } : unknown) &
    (E["query"] extends z.ZodType ? { query: TSchemaInput<E["query"]> } : unknown) &
    (E["body"] extends z.ZodType ? { body: TSchemaInput<E["body"]> } : unknown) &
    (E["hasRawBody"] extends true ? { body: Blob } : unknown)
>;

type TOptionalIfEmpty<T> = { [K in keyof T]: T[K] };

/** JSON on the wire: dates arrive as ISO strings. */
export type TJson<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? TJson<U>[]
    : T extends object
      ? { [K in keyof T]: TJson<T[K]> }
      : T;

/** What a caller gets back. */
export type TResponseOf<E extends TEndpoint> = TJson<z.output<E["response"]>>;
