import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { appContext } from "./context.ts";
import { guardMiddleware } from "./features/access/guard.server.ts";
import type { TPublicViewer } from "./features/access/viewer.ts";

export const middleware: Route.MiddlewareFunction[] = [guardMiddleware];

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
  return { viewer: publicViewer, publicUrl: env.publicUrl, contactEmail: env.CONTACT_EMAIL, nonce };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main>
      <h1>{status === 404 ? "Page not found" : "Something went wrong"}</h1>
    </main>
  );
}
