import "#web/styles/pages/recipe-cards.css";

/** Placeholder with the card's final shape, so nothing jumps when the recipes arrive. */
export function RecipeCardSkeleton() {
  return (
    <div className="recipe-card recipe-card--skeleton" aria-hidden="true">
      <div className="recipe-card__media skeleton-block" />
      <div className="recipe-card__body">
        <div className="skeleton-line skeleton-line--title" />
        <div className="skeleton-line skeleton-line--short" />
        <div className="skeleton-line skeleton-line--meta" />
      </div>
    </div>
  );
}
