/**
 * The route guard in the browser. The server already redirects real requests; this
 * covers state that changes on the client, such as signing out.
 */
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { decideAccess } from "#core/access/guard.ts";
import { matchRoute } from "#core/access/route-table.ts";
import { Spinner } from "#web/components/spinner.tsx";
import { useAuth } from "./auth-provider.tsx";

export function ClientGuard({ children }: { children: ReactNode }) {
  const { state, isAuthenticated, role } = useAuth();
  const location = useLocation();
  const match = matchRoute(location.pathname);
  if (!match) return children;
  const decision = decideAccess(
    match.entry.access,
    { status: state.status, isAuthenticated, role: isAuthenticated ? role : null },
    location.pathname + location.search,
  );
  if (decision.type === "loading") {
    return (
      <div className="page-loader">
        <Spinner label="Checking your session" />
      </div>
    );
  }
  if (decision.type === "redirect") return <Navigate to={decision.to} replace />;
  return children;
}
