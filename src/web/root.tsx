// Side-effect imports: React Router links them in the server-rendered HTML (no flash of unstyled
// text). Toast styles load with the toast container (components/shell/toast-container.tsx).
import "@fontsource-variable/fraunces/wght.css";
import "@fontsource-variable/inter/index.css";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/shell.css";
// Two small stylesheets of parts that load after the page has hydrated (the update prompt, the
// Follow button), kept in the shell's stylesheet: a stylesheet added to a page that is already
// drawn makes the browser restyle and lay out the whole page, a long task on a phone.
import "./styles/components/update-prompt.css";
import "./styles/components/follow.css";
import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { type ReactNode, useEffect, useState } from "react";
import {
  Form,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { signInRedirect } from "#core/access/guard.ts";
import { matchRoute } from "#core/access/route-table.ts";
import { toPublicViewer } from "#core/identity/public-viewer.ts";
import type { Route } from "./+types/root";
import { HydrateLater } from "./components/hydrate-later.tsx";
import { markPageHydrated, whenPageSettled } from "./components/hydration-queue.ts";
import { AppShell } from "./components/shell/app-shell.tsx";
import { appContext } from "./context.ts";
import { useAnalytics } from "./features/analytics/use-analytics.ts";
import { AppStateProvider } from "./features/app-state/app-state.tsx";
import { AuthProvider } from "./features/identity/auth-provider.tsx";
import { ClientGuard } from "./features/identity/client-guard.tsx";
import { guardMiddleware } from "./features/identity/guard.server.ts";
import { PersonalStateProvider, useSharedCopyViewer } from "./features/identity/personal-state.tsx";
import { toBrowserTools } from "./features/monitoring/browser-tools.server.ts";
import { reportError } from "./features/monitoring/error-reporting.ts";
import { PageTools } from "./features/monitoring/page-tools.tsx";
import { listGroceryPartners } from "./features/shopping/grocery-partners.server.ts";
import { pageMeta, type TPageHandle } from "./lib/page.ts";
import { createQueryPersister, getQueryClient, persistMaxAge } from "./lib/query-client.ts";

export const middleware: Route.MiddlewareFunction[] = [guardMiddleware];

export const links: Route.LinksFunction = () => [
  // Latin text is on every page: fetch its fonts with the stylesheet, so text does not reflow later.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: frauncesLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // The installed app: name, icons, start page (/starting) and colours.
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { viewer, env, nonce, isSharedCopy } = context.get(appContext);
  return {
    viewer: viewer && toPublicViewer(viewer),
    /** The copy every signed-in visitor shares: the page asks who the viewer is once open. */
    isSharedCopy,
    publicUrl: env.publicUrl,
    /** Support, bugs and general contact addresses (footer, help pages). */
    contacts: env.contacts,
    /** Ladle's social profiles that are configured (INSTAGRAM_URL…), linked from the footer. */
    socialProfiles: env.socialProfiles,
    /** The share of each subscription payment Ladle keeps (PLATFORM_FEE_PERCENT), told to creators. */
    platformFeePercent: env.PLATFORM_FEE_PERCENT,
    nonce,
    isProduction: env.isProduction,
    /** Where the shopping list can be sent (public links, from the configuration). */
    groceryPartners: listGroceryPartners(env),
    /** The error reporter, pixel and page-analytics tag as configured (the same for every visitor). */
    browserTools: toBrowserTools(env),
    /** PostHog's public key and host, when configured (src/web/features/analytics). */
    postHog: env.postHog,
  };
}

/**
 * Defaults for pages without their own `meta`: the route table's title (none on the home page), the
 * product name and the preview image; error pages get their heading as title and are not indexed,
 * nor are pages that need a session.
 */
export const meta: Route.MetaFunction = ({ loaderData, location, error }) => {
  const entry = matchRoute(location.pathname)?.entry;
  const status = error ? (isRouteErrorResponse(error) ? error.status : 500) : null;
  return pageMeta({
    title: status !== null ? errorCopyFor(status).title : entry && entry.path !== "/" ? entry.title : undefined,
    publicUrl: loaderData?.publicUrl ?? "",
    pathname: location.pathname,
    noIndex: status !== null || (entry !== undefined && entry.access !== "hybrid"),
  });
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // Once every part has had its turn, parts render at once (components/hydration-queue.ts).
  useEffect(markPageHydrated, []);
  return (
    <html lang="en">
      {/* The head hydrates in a task of its own, after the router (components/hydrate-later.tsx). */}
      <HydrateLater as="none">
        <DocumentHead nonce={data?.nonce || undefined} />
      </HydrateLater>
      <body>
        {children}
        <PageTools tools={data?.browserTools} />
        <Scripts nonce={data?.nonce || undefined} />
      </body>
    </html>
  );
}

function DocumentHead({ nonce }: { nonce: string | undefined }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
      <meta name="theme-color" content="#FFFBF5" media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content="#16130F" media="(prefers-color-scheme: dark)" />
      <meta name="mobile-web-app-capable" content="yes" />
      <meta name="apple-mobile-web-app-title" content="Ladle" />
      <Meta />
      <Links nonce={nonce} />
    </head>
  );
}

/** The deepest matched route's page props, with the product's defaults (a page layout and a scroll container). */
function usePageProps() {
  const matches = useMatches();
  const handle = (matches[matches.length - 1]?.handle ?? {}) as TPageHandle;
  return { hasPageLayout: handle.hasPageLayout ?? true, hasScrollContainer: handle.hasScrollContainer ?? true };
}

function Providers({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // One client for the page's life in the browser, a fresh one per server render.
  const [queryClient] = useState(getQueryClient);
  // The same provider on both sides keeps hydration identical; on the server the persister is a no-op.
  // The saved copy is read once the first page has hydrated as the server drew it.
  const [persistOptions] = useState(() => ({
    persister: createQueryPersister(whenPageSettled),
    maxAge: persistMaxAge,
  }));
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <PersonalStateProvider isSharedCopy={data?.isSharedCopy === true}>
        <ViewerProvider>{children}</ViewerProvider>
      </PersonalStateProvider>
    </PersistQueryClientProvider>
  );
}

/** The viewer from the root loader, or on a shared copy from the open page's own request. */
function ViewerProvider({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const sharedCopyViewer = useSharedCopyViewer();
  const viewer = data?.isSharedCopy ? sharedCopyViewer : data ? data.viewer : undefined;
  return (
    <AuthProvider viewer={viewer}>
      <AppStateProvider>{children}</AppStateProvider>
    </AuthProvider>
  );
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>("root");
  const { hasPageLayout, hasScrollContainer } = usePageProps();
  useAnalytics(data?.postHog ?? null);
  return (
    <Providers>
      {/* The router and the document hydrate first, the shell in the next task, then each part of
          the page in one of its own (components/hydrate-later.tsx). */}
      <HydrateLater as="none">
        <AppShell
          exposeTestHooks={data ? !data.isProduction : false}
          hasPageLayout={hasPageLayout}
          hasScrollContainer={hasScrollContainer}
          contacts={data?.contacts}
        >
          <ClientGuard>
            <Outlet />
          </ClientGuard>
        </AppShell>
      </HydrateLater>
    </Providers>
  );
}

const errorCopy: Record<number, { title: string; line: string }> = {
  401: { title: "Please sign in to see this page", line: "Sign in and we'll bring you straight back." },
  403: { title: "That page isn't open to you", line: "You may need to sign in with a different account." },
  404: { title: "We couldn't find that page", line: "It may have moved, or the link may be mistyped." },
};

function errorCopyFor(status: number) {
  return (
    errorCopy[status] ?? {
      title: "Something went wrong",
      line: "We couldn't load this page. Please try again in a moment.",
    }
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const copy = errorCopyFor(status);
  const isUnexpected = status >= 500 && !isRouteErrorResponse(error);
  if (isUnexpected) console.error(error);
  useEffect(() => {
    // In the browser only: the server logs its own render errors.
    if (isUnexpected) reportError({ category: "generic error", source: "error boundary", error });
  }, [error, isUnexpected]);
  // Developers see what broke; production never shows a stack trace.
  const details = import.meta.env.DEV && error instanceof Error ? `${error.message}\n\n${error.stack ?? ""}` : null;
  return (
    <Providers>
      <AppShell hasPageLayout hasScrollContainer contacts={data?.contacts}>
        <section className="error-page" aria-labelledby="error-title">
          <p className="error-page__code" aria-hidden="true">
            {status}
          </p>
          <h1 id="error-title">{copy.title}</h1>
          <p className="muted">{copy.line}</p>
          {status === 404 && (
            <Form method="get" action="/search" role="search" className="error-page__search">
              <label htmlFor="error-search" className="visually-hidden">
                Search recipes
              </label>
              <input id="error-search" className="input" type="search" name="q" placeholder="Search recipes" />
              <button type="submit" className="button">
                Search
              </button>
            </Form>
          )}
          <div className="cluster">
            {status === 401 && (
              <Link to={signInRedirect(location.pathname + location.search)} className="button">
                Sign in
              </Link>
            )}
            <Link to="/" className="button button--secondary">
              Go to the home page
            </Link>
            {status >= 500 && (
              // A full reload: the retry should not lean on the client state that just failed.
              <a href={location.pathname + location.search} className="button button--ghost">
                Try again
              </a>
            )}
          </div>
          {details && <pre className="error-page__details">{details}</pre>}
        </section>
      </AppShell>
    </Providers>
  );
}
