/**
 * Route tests below the browser: a page's real loader and component, rendered with React Router's
 * route stub inside the real root route, against this file's test database. The loader finds the
 * same services in its context as on the server, so what the test sees is what the page shows.
 */
import { configure, render } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import type { ComponentType } from "react";
import { createRoutesStub, RouterContextProvider } from "react-router";
import type { TDatabase } from "#db/client.ts";
import { createServiceDeps, createServices, type TServices } from "#server/services.ts";
import { appContext } from "#web/context.ts";
import * as rootModule from "#web/root.tsx";
import { buildTestEnv } from "./app.ts";

// biome-ignore lint/suspicious/noExplicitAny: route modules' loaders and components have their own argument types.
type TAnyFunction = (...args: any[]) => any;

export interface TRouteModule {
  default: ComponentType<never>;
  loader?: TAnyFunction;
  action?: TAnyFunction;
  ErrorBoundary?: ComponentType<never>;
}

export interface TPageStubOptions {
  database: TDatabase;
  /** The route's pattern as in src/web/routes.ts, e.g. "/u/:username". */
  path: string;
  module: TRouteModule;
  url: string;
  /** The Cookie header of a signed-in viewer; none for a visitor. */
  cookie?: string;
  /** Render the copy every signed-in visitor shares (no viewer; the page asks for its own state). */
  isSharedCopy?: boolean;
  /** The API the page's own requests go to (widgets, beacons); without it they fail like a network error. */
  app?: FastifyInstance;
}

const servicesByDatabase = new WeakMap<
  TDatabase,
  { services: TServices; deps: Parameters<typeof createServices>[0] }
>();

/** The same services the server builds, on the test database (one set per database). */
export function servicesFor(database: TDatabase) {
  let entry = servicesByDatabase.get(database);
  if (!entry) {
    const deps = createServiceDeps({ database, env: buildTestEnv() });
    entry = { services: createServices(deps), deps };
    servicesByDatabase.set(database, entry);
  }
  return entry;
}

// Loaders run real queries on a machine that may be busy: wait for the page longer than the default 1 s.
configure({ asyncUtilTimeout: 15_000 });

/** The stub renders in the browser's way: nothing until the loaders have answered. */
function NothingYet() {
  return null;
}

/** Renders the page at `url` and returns Testing Library's queries for it. */
export async function renderPage({ database, path, module, url, cookie, app, isSharedCopy = false }: TPageStubOptions) {
  answerPageRequestsWith(app, cookie);
  const { services, deps } = servicesFor(database);
  const viewer = cookie ? await services.identity.findViewer({ headers: new Headers({ cookie }) }) : null;
  const context = new RouterContextProvider();
  context.set(appContext, {
    services,
    env: deps.env,
    viewer: isSharedCopy ? null : viewer,
    isSharedCopy,
    requestId: "route-test",
    nonce: "",
    clientIp: "127.0.0.1",
  });
  const Stub = createRoutesStub(
    [
      {
        id: "root",
        path: "/",
        loader: rootModule.loader,
        Component: rootModule.default as ComponentType,
        ErrorBoundary: rootModule.ErrorBoundary as ComponentType,
        HydrateFallback: NothingYet,
        children: [
          {
            path: path.replace(/^\//, ""),
            loader: module.loader,
            action: module.action,
            Component: module.default as ComponentType,
            ErrorBoundary: (module.ErrorBoundary ?? rootModule.ErrorBoundary) as ComponentType,
          },
        ],
      },
    ],
    context,
  );
  return render(<Stub initialEntries={[url]} />);
}

/**
 * The page's requests to /api go to the test app (with the viewer's cookie), as in the browser.
 * Beacons are sent the same way, and whatever else the page asks for fails as offline.
 */
function answerPageRequestsWith(app: FastifyInstance | undefined, cookie: string | undefined) {
  const send = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    if (!app || !url.pathname.startsWith("/api/")) throw new TypeError("Failed to fetch");
    const headers = Object.fromEntries(new Headers(init.headers));
    const response = await app.inject({
      method: (init.method ?? "GET") as "GET",
      url: url.pathname + url.search,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      payload: typeof init.body === "string" ? init.body : undefined,
    });
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: response.headers as Record<string, string>,
    });
  };
  globalThis.fetch = send as typeof fetch;
  Object.defineProperty(globalThis.navigator, "sendBeacon", {
    configurable: true,
    value: (target: string) => {
      void send(target, { method: "POST" }).catch(() => {});
      return true;
    },
  });
}
