import type { TCollectionSummary } from "#core/collections/collection.schema.ts";
import { OrderList } from "#web/components/order-list.tsx";
import { callApi } from "#web/lib/api-client.ts";
import { notify } from "#web/lib/toast.ts";

/**
 * The collections on the blog in their order (Reorder Blog Collections, and /me/blog): drag, the
 * Move buttons or Alt with an arrow key; removing one takes it off the blog, not off Ladle.
 */
export function BlogCollectionsOrder({
  collections,
  headingId,
  onRemoved,
}: {
  collections: TCollectionSummary[];
  headingId: string;
  onRemoved: () => void;
}) {
  const saveCollections = (ids: string[], keepalive = false) =>
    callApi("PUT /blogs/mine/collections", { body: { ids }, keepalive });
  return (
    <form method="post">
      <input type="hidden" name="list" value="collections" />
      <OrderList
        items={collections.map((collection) => ({
          id: collection.id,
          title: collection.name,
          imageUrl: collection.coverUrl,
          href: `/collection/${collection.id}`,
          byline: `${collection.recipeCount} ${collection.recipeCount === 1 ? "recipe" : "recipes"}`,
        }))}
        helpId="blog-collections-help"
        headingId={headingId}
        saveOrder={async (ids, { keepalive }) => {
          await saveCollections(ids, keepalive);
        }}
        removeItem={async (item) => {
          await saveCollections(collections.map((c) => c.id).filter((id) => id !== item.id));
          notify.success(`${item.title} is off your blog.`);
          onRemoved();
        }}
      />
    </form>
  );
}
