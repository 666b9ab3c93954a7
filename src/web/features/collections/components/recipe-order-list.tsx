/**
 * Edit Collection's recipes in their order (the shared OrderList): each move is saved with
 * `PUT /api/collections/:id/order`, a removal with `DELETE /api/collections/:id/recipes/:recipeId`.
 */
import { useRevalidator } from "react-router";
import type { TRecipeCard } from "#core/recipes/recipe-view.schema.ts";
import { OrderList, type TOrderItem } from "#web/components/order-list.tsx";
import { callApi } from "#web/lib/api-client.ts";
import { notify } from "#web/lib/toast.ts";

type TRow = Pick<TRecipeCard, "id" | "title" | "imageUrl" | "author">;

export function RecipeOrderList({ collectionId, recipes }: { collectionId: string; recipes: TRow[] }) {
  const revalidator = useRevalidator();
  const items: TOrderItem[] = recipes.map((recipe) => ({
    id: recipe.id,
    title: recipe.title,
    imageUrl: recipe.imageUrl,
    href: `/recipe/${recipe.id}`,
    byline: recipe.author?.name ?? null,
  }));
  return (
    <OrderList
      items={items}
      helpId="collection-order-help"
      headingId="collection-order-title"
      saveOrder={async (ids, { keepalive }) => {
        await callApi("PUT /collections/:id/order", {
          params: { id: collectionId },
          body: { recipeIds: ids },
          keepalive,
        });
        // A new order is a new version of the collection, and the details form names the version it
        // saves over: the order counts as saved once the page has it.
        if (!keepalive) await revalidator.revalidate();
      }}
      removeItem={async (item) => {
        await callApi("DELETE /collections/:id/recipes/:recipeId", {
          params: { id: collectionId, recipeId: item.id },
        });
        notify.success(`Removed ${item.title}.`);
        revalidator.revalidate();
      }}
    />
  );
}
