import "#web/styles/components/cards.css";
import "#web/styles/components/collection-cards.css";
import { FolderHeart, Lock } from "lucide-react";
import { Link } from "react-router";
import type { TCollectionSummary } from "#core/collections/collection.schema.ts";
import { formatRecipeCount, visibilityLabels } from "../visibility.ts";

/** A collection's card: its cover (4:3), its name, and how many recipes; private and members' ones say so. */
export function CollectionCard({
  collection,
  isVisibilityShown = false,
  headingLevel: Heading = "h3",
}: {
  collection: TCollectionSummary;
  /** The owner's own lists say which are public. */
  isVisibilityShown?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  const isLocked = collection.visibility !== "public";
  return (
    <article className="card-tile collection-card">
      <div className="collection-card__cover">
        {collection.coverUrl ? (
          <img src={collection.coverUrl} alt="" width={400} height={300} loading="lazy" decoding="async" />
        ) : (
          <FolderHeart aria-hidden="true" size={36} strokeWidth={1.5} />
        )}
        {isLocked && (isVisibilityShown || collection.visibility === "paywalled") ? (
          <span className="recipe-card__badge">
            <Lock aria-hidden="true" size={14} />
            {visibilityLabels[collection.visibility]}
          </span>
        ) : null}
      </div>
      <div className="collection-card__body">
        <Heading className="collection-card__title line-clamp-2">
          <Link to={`/collection/${collection.id}`} className="card-tile__link">
            {collection.name}
          </Link>
        </Heading>
        <p className="muted collection-card__meta">
          {formatRecipeCount(collection.recipeCount)}
          {isVisibilityShown && collection.visibility === "public" ? " · Public" : ""}
        </p>
      </div>
    </article>
  );
}

export function CollectionGrid({
  collections,
  isVisibilityShown,
}: {
  collections: TCollectionSummary[];
  isVisibilityShown?: boolean;
}) {
  return (
    <ul className="collection-grid">
      {collections.map((collection) => (
        <li key={collection.id}>
          <CollectionCard collection={collection} isVisibilityShown={isVisibilityShown} />
        </li>
      ))}
    </ul>
  );
}
