/**
 * API authorization with the same access classes as the page route table: 401 without a session,
 * 403 when registration is unfinished or the role lacks the grant.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { rolesByAccess, type TAccessClass } from "#core/access/route-table.ts";
import { AppError } from "#core/errors.ts";
import type { TViewer } from "#server/features/identity/viewer.ts";
import type { TServices } from "#server/services.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in viewer, looked up once per request on first use. */
    getViewer(): Promise<TViewer | null>;
  }
}

/**
 * Gives every request `getViewer()`; the lookup is the identity service's, which remembers sessions
 * for a while. A write by a signed-in user may change who they are to the site (registration, a
 * new username, a blog): the answer leaves only after this process has forgotten them, so their
 * next request is looked up afresh. Other processes hear of it through the change bus.
 */
export function registerViewer(
  api: FastifyInstance,
  { findViewer, forgetViewer }: Pick<TServices["identity"], "findViewer" | "forgetViewer">,
) {
  const cache = new WeakMap<FastifyRequest, Promise<TViewer | null>>();
  api.decorateRequest("getViewer", function (this: FastifyRequest) {
    let viewer = cache.get(this);
    if (!viewer) {
      viewer = findViewer({ headers: headersOf(this) });
      cache.set(this, viewer);
    }
    return viewer;
  });
  api.addHook("onSend", async (request) => {
    if (request.method === "GET" || request.method === "HEAD") return;
    if (request.routeOptions.config?.isViewerUnchanged) return;
    const viewer = await cache.get(request)?.catch(() => null);
    if (viewer) forgetViewer({ userId: viewer.userId });
  });
}

export function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  return headers;
}

/** Returns the viewer when they may use an endpoint of this class; throws AppError otherwise. */
export async function requireAccess(request: FastifyRequest, access: Exclude<TAccessClass, "hybrid" | "public-only">) {
  const viewer = await request.getViewer();
  if (!viewer) throw new AppError("UNAUTHENTICATED");
  if (access === "private") return viewer;
  if (!viewer.isAuthenticated) throw new AppError("REGISTRATION_REQUIRED");
  if (!rolesByAccess[access].includes(viewer.role)) throw new AppError("FORBIDDEN");
  return viewer;
}
