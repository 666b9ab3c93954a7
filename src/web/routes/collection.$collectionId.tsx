import "#web/styles/pages/common.css";
import "#web/styles/components/cards.css";
import "#web/styles/pages/search.css";
import "#web/styles/pages/recipe/paywall.css";
import "#web/styles/pages/collections.css";
import { data } from "react-router";
import { buildItemList, recipeUrlsOf } from "#core/seo/structured-data.ts";
import { EmptyState } from "#web/components/page-section.tsx";
import { appContext } from "#web/context.ts";
import { CollectionHeader } from "#web/features/collections/components/collection-header.tsx";
import { formatRecipeCount } from "#web/features/collections/visibility.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { PaywallCard } from "#web/features/recipes/components/paywall-teaser.tsx";
import { RecipeGrid } from "#web/features/recipes/components/recipe-grid.tsx";
import { Pagination } from "#web/features/search/components/pagination.tsx";
import type { Route } from "./+types/collection.$collectionId";

const pageSize = 24;

export const meta: Route.MetaFunction = (args) => {
  const collection = args.data?.collection;
  if (!collection) return metaFor(args, { title: "Collection not found", noIndex: true });
  // A paywalled collection's description is for its subscribers: previews get the teaser's words.
  const description =
    (collection.access === "full" && collection.visibility !== "paywalled" && collection.description) ||
    `${collection.name}: ${formatRecipeCount(collection.recipeCount)} collected by ${collection.owner.name} on Ladle.`;
  return metaFor(args, {
    title: `${collection.name} · ${collection.owner.name}`,
    description,
    image: collection.cover?.url,
    noIndex: collection.visibility === "private",
    canonicalPath: `/collection/${collection.id}`,
    jsonLd: args.data?.jsonLd,
  });
};

/**
 * Rendered for each reader and never kept by the page cache: what a collection shows depends on
 * who reads it (its owner, a subscriber, a cook whose own private recipe is in it), and one made
 * private must be gone at once.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, viewer, env } = context.get(appContext);
  const page = Math.min(Math.max(1, Number(new URL(request.url).searchParams.get("page")) || 1), 1000);
  const collection = await services.collections.findForViewer({
    collectionId: params.collectionId,
    viewerId: viewer?.userId ?? null,
    page,
    pageSize,
  });
  if (!collection) throw data(null, { status: 404 });
  // Which recipes a subscribers' collection holds is part of what it sells: only public ones list them.
  const list =
    collection.access === "full" && collection.visibility === "public"
      ? buildItemList(env.publicUrl, { name: collection.name, urls: recipeUrlsOf(collection.recipes.items) })
      : null;
  return { collection, isSignedIn: viewer !== null, jsonLd: list ? [list] : [] };
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { collection, isSignedIn } = loaderData;
  if (collection.access === "teaser") {
    return (
      <div className="page collection-page">
        <CollectionHeader collection={collection} />
        <CollectionPaywall collection={collection} isSignedIn={isSignedIn} />
      </div>
    );
  }
  const { recipes } = collection;
  const pageCount = Math.ceil(recipes.total / recipes.pageSize);
  const firstName = collection.owner.name.split(/\s+/)[0] || collection.owner.username;
  return (
    <div className="page collection-page">
      <CollectionHeader collection={collection} description={collection.description} />
      <section className="collection-recipes" aria-labelledby="collection-recipes-title">
        <h2 id="collection-recipes-title" className="visually-hidden">
          Recipes in {collection.name}
        </h2>
        {recipes.items.length > 0 ? (
          <>
            <RecipeGrid recipes={recipes.items} aboveFoldCount={4} headingLevel="h3" />
            <Pagination
              page={recipes.page}
              pageCount={pageCount}
              hrefFor={(n) => `/collection/${collection.id}${n > 1 ? `?page=${n}` : ""}`}
              label={`Pages of ${collection.name}`}
            />
          </>
        ) : recipes.total > 0 ? (
          <EmptyState
            text={`This collection has ${formatRecipeCount(recipes.total)}; this page is past the last one.`}
            action={{ to: `/collection/${collection.id}`, label: "Back to the first page" }}
          />
        ) : collection.isOwner ? (
          <EmptyState
            text={`Nothing in ${collection.name} yet. Open any recipe and press Save to add it here.`}
            action={{ to: "/search", label: "Find something to cook" }}
          />
        ) : (
          <EmptyState
            text={`${firstName} hasn't added any recipes here yet.`}
            action={{ to: `/u/${collection.owner.username}`, label: `More from ${firstName}` }}
          />
        )}
      </section>
    </div>
  );
}

/** A paywalled collection for someone who has not subscribed: where its recipes would be. */
function CollectionPaywall({
  collection,
  isSignedIn,
}: {
  collection: { id: string; name: string; recipeCount: number; blog: { title: string; shortlink: string } | null };
  isSignedIn: boolean;
}) {
  return (
    <section className="paywall collection-paywall" aria-labelledby="collection-paywall-title">
      <PaywallCard
        titleId="collection-paywall-title"
        blog={collection.blog}
        isSignedIn={isSignedIn}
        action="Subscribe to open it"
        trackedAs={{ collection_id: collection.id }}
      >
        Subscribe to open all {formatRecipeCount(collection.recipeCount)} in {collection.name}.
      </PaywallCard>
    </section>
  );
}
