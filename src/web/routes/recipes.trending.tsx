import "#web/styles/pages/common.css";
import "#web/styles/components/cards.css";
import "#web/styles/pages/search.css";
import { Flame } from "lucide-react";
import { Link } from "react-router";
import { pageCacheHeader } from "#core/http/page-cache.ts";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { RecipeGrid } from "#web/features/recipes/components/recipe-grid.tsx";
import type { TPageHandle } from "#web/lib/page.ts";
import type { Route } from "./+types/recipes.trending";

export const handle: TPageHandle = { pageName: "Trending Recipes" };

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, {
    title: "Trending recipes",
    description: "What cooks on Ladle are opening and saving this week.",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return { recipes: await services.recipes.listTrendingPage() };
}

/** The same page for every visitor: the server may reuse it for a few seconds. */
export const headers: Route.HeadersFunction = () => ({ [pageCacheHeader]: "5" });

export default function TrendingRecipesPage({ loaderData }: Route.ComponentProps) {
  const { recipes } = loaderData;
  return (
    <div className="page list-page">
      <header className="list-page__header">
        <p className="list-page__eyebrow">
          <Flame aria-hidden="true" size={16} />
          This week
        </p>
        <h1>Trending recipes</h1>
        <p className="muted">What cooks are opening and saving most over the last seven days.</p>
      </header>
      {recipes.length > 0 ? (
        <RecipeGrid recipes={recipes} aboveFoldCount={4} headingLevel="h2" />
      ) : (
        <div className="empty-state">
          <p>Nothing is trending yet. Be the first to share a recipe.</p>
          <Link to="/recipe/new" className="button">
            Add a recipe
          </Link>
        </div>
      )}
    </div>
  );
}
