import { FolderHeart, Lock, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TCollectionCover, TCollectionOwner, TCollectionVisibility } from "#core/collections/collection.schema.ts";
import { formatRecipeCount, visibilityLabels } from "../visibility.ts";

/** The top of the Collection page: cover, name, owner, size, description, and Edit for its owner. */
export function CollectionHeader({
  collection,
  description,
  children,
}: {
  collection: {
    id: string;
    name: string;
    visibility: TCollectionVisibility;
    owner: TCollectionOwner;
    cover: TCollectionCover | null;
    recipeCount: number;
    isOwner: boolean;
  };
  /** Left out of a paywalled collection's teaser. */
  description?: string;
  children?: ReactNode;
}) {
  const { owner, cover } = collection;
  return (
    <header className="collection-hero">
      <div className="collection-hero__cover">
        {cover ? (
          <img
            src={cover.url}
            srcSet={cover.srcset ?? undefined}
            sizes={cover.srcset ? "(min-width: 860px) 480px, 100vw" : undefined}
            width={1200}
            height={900}
            alt=""
            fetchPriority="high"
            decoding="async"
          />
        ) : (
          <FolderHeart aria-hidden="true" size={64} strokeWidth={1.25} />
        )}
      </div>
      <div className="collection-hero__body">
        <p className="eyebrow collection-hero__eyebrow">
          Collection
          {collection.visibility !== "public" ? (
            <span className="collection-hero__badge">
              <Lock aria-hidden="true" size={14} />
              {visibilityLabels[collection.visibility]}
            </span>
          ) : null}
        </p>
        <h1 className="collection-hero__title">{collection.name}</h1>
        <p className="collection-hero__byline">
          <Link to={`/u/${owner.username}`} className="collection-hero__owner">
            {owner.avatarUrl ? (
              <img src={owner.avatarUrl} alt="" width={32} height={32} className="collection-hero__avatar" />
            ) : (
              <span className="collection-hero__avatar collection-hero__avatar--initial" aria-hidden="true">
                {owner.name.charAt(0).toUpperCase()}
              </span>
            )}
            <span>
              <span className="visually-hidden">By </span>
              {owner.name}
            </span>
          </Link>
          <span aria-hidden="true" className="muted">
            ·
          </span>
          <span className="muted">{formatRecipeCount(collection.recipeCount)}</span>
        </p>
        {description ? <p className="collection-hero__description">{description}</p> : null}
        {collection.isOwner ? (
          <div className="collection-hero__actions">
            <Link to={`/collection/${collection.id}/edit`} className="button button--secondary">
              <Pencil aria-hidden="true" size={18} />
              Edit collection
            </Link>
          </div>
        ) : null}
        {children}
      </div>
    </header>
  );
}
