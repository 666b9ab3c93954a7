import "#web/styles/pages/common.css";
import "#web/styles/components/cards.css";
import "#web/styles/pages/search.css";
import { History } from "lucide-react";
import { data } from "react-router";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { RecipeListPage } from "#web/features/recipes/components/recipe-list-page.tsx";
import type { Route } from "./+types/recipes.recent";

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Recently viewed", noIndex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  return { recipes: await services.recipes.listRecentlyViewed({ userId: viewer.userId }) };
}

export default function RecentlyViewedPage({ loaderData }: Route.ComponentProps) {
  const { recipes } = loaderData;
  return (
    <RecipeListPage
      icon={History}
      eyebrow="Your history"
      title="Recently viewed"
      lead={`The last ${recipes.length > 1 ? recipes.length : ""} recipes you opened, newest first.`}
      recipes={recipes}
      empty={{
        text: "Recipes you open will show up here, so you can find them again.",
        action: { to: "/recipes/trending", label: "See what's trending" },
      }}
    />
  );
}
