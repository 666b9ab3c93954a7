import "#web/styles/pages/common.css";
import "#web/styles/components/cards.css";
import "#web/styles/pages/search.css";
import { Flame } from "lucide-react";
import { pageCacheHeader } from "#core/http/page-cache.ts";
import { buildItemList, recipeUrlsOf } from "#core/seo/structured-data.ts";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { RecipeListPage } from "#web/features/recipes/components/recipe-list-page.tsx";
import type { Route } from "./+types/recipes.trending";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, {
    title: "Trending recipes",
    description: "What cooks on Ladle are opening and saving this week.",
    jsonLd: args.data?.jsonLd,
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { services, env } = context.get(appContext);
  const recipes = await services.recipes.listTrendingPage();
  const list = buildItemList(env.publicUrl, { name: "Trending recipes", urls: recipeUrlsOf(recipes) });
  return { recipes, jsonLd: list ? [list] : [] };
}

/** The same page for every visitor: the server may reuse it for a few seconds. */
export const headers: Route.HeadersFunction = () => ({ [pageCacheHeader]: "5" });

export default function TrendingRecipesPage({ loaderData }: Route.ComponentProps) {
  return (
    <RecipeListPage
      icon={Flame}
      eyebrow="This week"
      title="Trending recipes"
      lead="What cooks are opening and saving most over the last seven days."
      recipes={loaderData.recipes}
      empty={{
        text: "Nothing is trending yet. Be the first to share a recipe.",
        action: { to: "/recipe/new", label: "Add a recipe" },
      }}
    />
  );
}
