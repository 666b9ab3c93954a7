import "#web/styles/pages/common.css";
import "#web/styles/components/cards.css";
import "#web/styles/pages/search.css";
import { Lock } from "lucide-react";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { RecipeListPage } from "#web/features/recipes/components/recipe-list-page.tsx";
import { Pagination } from "#web/features/search/components/pagination.tsx";
import type { Route } from "./+types/purchased_recipes";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, {
    title: "Purchased recipes",
    description: "Every recipe your blog subscriptions open, in one place on Ladle.",
    noIndex: true,
  });

const pageSize = 24;

/** Open to everyone (spec: hybrid); a visitor sees what the page is for and a way in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) return { isSignedIn: false, recipes: [], page: 1, total: 0 };
  const page = Math.min(Math.max(1, Number(new URL(request.url).searchParams.get("page")) || 1), 1000);
  const result = await services.recipes.listPurchased({ viewerId: viewer.userId, page, pageSize });
  return { isSignedIn: true, recipes: result.items, page: result.page, total: result.total };
}

const pageHref = (n: number) => (n > 1 ? `/purchased_recipes?page=${n}` : "/purchased_recipes");

export default function PurchasedRecipesPage({ loaderData }: Route.ComponentProps) {
  const { isSignedIn, recipes, page, total } = loaderData;
  const pageCount = Math.ceil(total / pageSize);
  // An old link past the last page: the recipes are there, on an earlier page.
  const empty =
    total > 0
      ? {
          text: `You have ${total} purchased ${total === 1 ? "recipe" : "recipes"}; this page is past the last one.`,
          action: { to: pageHref(pageCount), label: "Go to the last page" },
        }
      : {
          text: "Some creators keep their best recipes for subscribers. When you subscribe to a blog, its subscriber recipes appear here, whole, ingredients and method included.",
          action: isSignedIn
            ? { to: "/discover", label: "Find creators to follow" }
            : { to: "/auth?redirectTo=%2Fpurchased_recipes", label: "Sign in to see yours" },
        };
  return (
    <RecipeListPage
      icon={Lock}
      eyebrow="Subscriptions"
      title="Purchased recipes"
      lead="Recipes you've unlocked by subscribing to a creator's blog."
      recipes={recipes}
      empty={empty}
    >
      <Pagination page={page} pageCount={pageCount} hrefFor={pageHref} />
    </RecipeListPage>
  );
}
