/**
 * Registers the handler of one endpoint of the API contract (src/core/api): method, path, validation,
 * response shaping and OpenAPI documentation all come from the contract, so a handler is only what it
 * does: authorize, call a service, return the result.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { TBodyOf, TEndpoint, TEndpointGroup, THandlerResultOf, TParamsOf, TQueryOf } from "#core/api/endpoint.ts";
import { AppError } from "#core/errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** See `TRouteOptions.isViewerUnchanged`. */
    isViewerUnchanged?: boolean;
  }
}

/** OpenAPI `security` for endpoints that need a signed-in user: the web's cookie or a bearer token. */
export const signedInSecurity: Record<string, string[]>[] = [{ session: [] }, { bearer: [] }];

/** Every failure leaves as `{code, message}` (plugins/errors.ts). */
const ZFailure = z.object({ code: z.string(), message: z.string() });

export type TRouteRequest<E extends TEndpoint> = Omit<FastifyRequest, "params" | "query" | "body"> & {
  params: TParamsOf<E>;
  query: TQueryOf<E>;
  body: TBodyOf<E>;
};

export type TRouteHandler<E extends TEndpoint> = (
  request: TRouteRequest<E>,
  reply: FastifyReply,
) => Promise<THandlerResultOf<E>>;

export interface TRouteOptions {
  /** Overrides the app's 1 MB body limit (uploads, autosaved forms). */
  bodyLimit?: number;
  /** Content types the route accepts when its body is not JSON (documented in OpenAPI). */
  consumes?: string[];
  /**
   * A write that changes nothing about who the viewer is or what is theirs (counting a page view):
   * the viewer's remembered state survives it (plugins/access.ts).
   */
  isViewerUnchanged?: boolean;
  /** Runs before validation, for a check whose answer must win over a complaint about the input. */
  preValidation?: (request: FastifyRequest) => Promise<void>;
}

export function route<G extends TEndpointGroup, K extends keyof G["endpoints"] & string>(
  api: FastifyInstance,
  group: G,
  name: K,
  handler: TRouteHandler<G["endpoints"][K]>,
  options: TRouteOptions = {},
): void {
  const endpoint = group.endpoints[name];
  if (endpoint.isAuthLibrary)
    throw new Error(`${endpoint.method} ${endpoint.path} is answered by the sign-in library.`);
  const status = endpoint.status ?? 200;
  // A write that may create or replace answers 201 or 200 with the same body.
  const success =
    status === 204
      ? { 204: endpoint.response }
      : status === 202
        ? { 202: endpoint.response }
        : { 200: endpoint.response, 201: endpoint.response };
  const failures = Object.fromEntries(
    Object.entries(endpoint.failures ?? {}).map(([code, meaning]) => [code, ZFailure.describe(meaning)]),
  );
  const response = { ...success, ...failures };
  api.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: options.bodyLimit,
    config: { isViewerUnchanged: options.isViewerUnchanged === true },
    // Who is asking comes before what they sent: a visitor gets 401, not a list of field errors.
    // A route's own check runs first, so it can word the refusal its own way.
    preValidation: [
      ...(options.preValidation ? [options.preValidation] : []),
      ...(endpoint.isSignedIn ? [requireSession] : []),
    ],
    // Only the parts the endpoint has: Fastify warns about a schema key that is present but empty.
    schema: withoutUndefined({
      tags: [group.tag],
      summary: endpoint.summary,
      description: endpoint.description,
      security: endpoint.isSignedIn ? signedInSecurity : undefined,
      consumes: options.consumes,
      params: endpoint.params,
      querystring: endpoint.query,
      body: endpoint.body,
      response,
    }),
    async handler(request, reply) {
      reply.status(status);
      const result = await handler(request as unknown as TRouteRequest<G["endpoints"][K]>, reply);
      return status === 204 ? reply.send(null) : result;
    },
  });
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

async function requireSession(request: FastifyRequest) {
  if (!(await request.getViewer())) throw new AppError("UNAUTHENTICATED");
}
