import "@fontsource-variable/fraunces/wght.css";
import "@fontsource-variable/inter/index.css";
import "react-toastify/ReactToastify.css";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/shell.css";
import "./styles/toasts.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { type ReactNode, useState } from "react";
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
import type { Route } from "./+types/root";
import { AppShell } from "./components/shell/app-shell.tsx";
import { appContext } from "./context.ts";
import { guardMiddleware } from "./features/access/guard.server.ts";
import type { TPublicViewer } from "./features/access/viewer.ts";
import { AppStateProvider } from "./features/app-state/app-state.tsx";
import { AuthProvider } from "./features/auth/auth-provider.tsx";
import { ClientGuard } from "./features/auth/client-guard.tsx";
import { pageMeta, type TPageHandle } from "./lib/page.ts";
import { createQueryClient, createQueryPersister, persistMaxAge } from "./lib/query-client.ts";

export const middleware: Route.MiddlewareFunction[] = [guardMiddleware];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { viewer, env, nonce } = context.get(appContext);
  const publicViewer: TPublicViewer | null = viewer && {
    userId: viewer.userId,
    email: viewer.email,
    isAuthenticated: viewer.isAuthenticated,
    completedRegistration: viewer.completedRegistration,
    role: viewer.role,
    profile: viewer.profile,
    blog: viewer.blog && { shortlink: viewer.blog.shortlink, has_paywalled_content: viewer.blog.has_paywalled_content },
  };
  return {
    viewer: publicViewer,
    publicUrl: env.publicUrl,
    contactEmail: env.CONTACT_EMAIL,
    nonce,
    isProduction: env.isProduction,
  };
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  pageMeta({ publicUrl: data?.publicUrl ?? "", pathname: location.pathname });

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#FFFBF5" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#16130F" media="(prefers-color-scheme: dark)" />
        <Meta />
        <Links nonce={data?.nonce || undefined} />
      </head>
      <body>
        {children}
        <Scripts nonce={data?.nonce || undefined} />
      </body>
    </html>
  );
}

/** The deepest matched route's page props (spec §3), with the spec's defaults. */
function usePageProps() {
  const matches = useMatches();
  const handle = (matches[matches.length - 1]?.handle ?? {}) as TPageHandle;
  return { hasPageLayout: handle.hasPageLayout ?? true, hasScrollContainer: handle.hasScrollContainer ?? true };
}

function Providers({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const [queryClient] = useState(createQueryClient);
  const [persister] = useState(() => (typeof window === "undefined" ? null : createQueryPersister()));
  const inner = (
    <AuthProvider viewer={data ? data.viewer : undefined}>
      <AppStateProvider>{children}</AppStateProvider>
    </AuthProvider>
  );
  if (!persister) return <QueryClientProvider client={queryClient}>{inner}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={{ persister, maxAge: persistMaxAge }}>
      {inner}
    </PersistQueryClientProvider>
  );
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>("root");
  const { hasPageLayout, hasScrollContainer } = usePageProps();
  return (
    <Providers>
      <AppShell
        exposeTestHooks={data ? !data.isProduction : false}
        hasPageLayout={hasPageLayout}
        hasScrollContainer={hasScrollContainer}
        contactEmail={data?.contactEmail ?? "hello@ladle.test"}
      >
        <ClientGuard>
          <Outlet />
        </ClientGuard>
      </AppShell>
    </Providers>
  );
}

const errorCopy: Record<number, { title: string; line: string }> = {
  403: { title: "That page isn't open to you", line: "You may need to sign in with a different account." },
  404: { title: "We couldn't find that page", line: "It may have moved, or the link may be mistyped." },
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const copy = errorCopy[status] ?? {
    title: "Something went wrong",
    line: "We couldn't load this page. Please try again in a moment.",
  };
  if (status >= 500 && !isRouteErrorResponse(error)) console.error(error);
  return (
    <Providers>
      <AppShell hasPageLayout hasScrollContainer contactEmail={data?.contactEmail ?? "hello@ladle.test"}>
        <title>{`${copy.title} · Ladle`}</title>
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
            <Link to="/" className="button button--secondary">
              Go to the home page
            </Link>
            {status >= 500 && (
              <a href={location.pathname + location.search} className="button button--ghost">
                Try again
              </a>
            )}
          </div>
        </section>
      </AppShell>
    </Providers>
  );
}
