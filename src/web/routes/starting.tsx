import "#web/styles/pages/starting.css";
import { Search, ShoppingBasket } from "lucide-react";
import { Link, redirect } from "react-router";
import { landingRouteFor } from "#core/access/roles.ts";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import type { TPageHandle } from "#web/lib/page.ts";
import type { Route } from "./+types/starting";

/**
 * Where the installed app opens (the manifest's start URL). A signed-in cook goes straight on to
 * their landing page, someone halfway through sign-up to their profile form; a visitor gets a
 * welcome screen with the two ways in.
 */
export const handle: TPageHandle = { hasPageLayout: false };

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, { title: "Ladle", description: "Open Ladle: your recipes, plans and list.", noIndex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const { viewer, isSharedCopy } = context.get(appContext);
  // The copy every signed-in reader shares knows nobody: it is never kept for this page (no cache
  // header), so the server renders again for the person asking.
  if (viewer && !isSharedCopy) {
    throw redirect(viewer.completedRegistration ? landingRouteFor(viewer.role) : "/auth/registration");
  }
  return null;
}

export default function StartingPage() {
  return (
    <div className="starting">
      <div className="starting__card">
        <svg className="starting__mark" viewBox="0 0 32 32" width="72" height="72" aria-hidden="true">
          <circle cx="12" cy="19" r="9" fill="currentColor" />
          <path d="M17.5 12.5 27 3" stroke="currentColor" strokeWidth="3.2" strokeLinecap="round" />
        </svg>
        <h1 className="starting__title">Welcome to Ladle</h1>
        <p className="starting__lead">Recipes worth keeping, a plan for the week and a list that writes itself.</p>
        <div className="starting__actions">
          <Link to="/auth" className="button starting__button">
            Sign in or create an account
          </Link>
          <Link to="/" className="button button--secondary starting__button">
            Look around first
          </Link>
        </div>
        <ul className="starting__shortcuts" aria-label="Shortcuts">
          <li>
            <Link to="/search">
              <Search aria-hidden="true" size={18} /> Search recipes
            </Link>
          </li>
          <li>
            <Link to="/shopping-list">
              <ShoppingBasket aria-hidden="true" size={18} /> Shopping list
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
