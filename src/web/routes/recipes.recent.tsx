import "#web/styles/pages/common.css";
import "#web/styles/components/cards.css";
import "#web/styles/pages/search.css";
import { History } from "lucide-react";
import { data, Link } from "react-router";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { RecipeGrid } from "#web/features/recipes/components/recipe-grid.tsx";
import type { TPageHandle } from "#web/lib/page.ts";
import type { Route } from "./+types/recipes.recent";

export const handle: TPageHandle = { pageName: "Recently Viewed Recipes" };

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Recently viewed", noIndex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  return { recipes: await services.recipes.listRecentlyViewed({ userId: viewer.userId }) };
}

export default function RecentlyViewedPage({ loaderData }: Route.ComponentProps) {
  const { recipes } = loaderData;
  return (
    <div className="page list-page">
      <header className="list-page__header">
        <p className="list-page__eyebrow">
          <History aria-hidden="true" size={16} />
          Your history
        </p>
        <h1>Recently viewed</h1>
        <p className="muted">The last {recipes.length > 1 ? recipes.length : ""} recipes you opened, newest first.</p>
      </header>
      {recipes.length > 0 ? (
        <RecipeGrid recipes={recipes} aboveFoldCount={4} headingLevel="h2" />
      ) : (
        <div className="empty-state">
          <p>Recipes you open will show up here, so you can find them again.</p>
          <Link to="/recipes/trending" className="button">
            See what's trending
          </Link>
        </div>
      )}
    </div>
  );
}
