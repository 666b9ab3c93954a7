import "#web/styles/components/cards.css";
import { CookingPot, Lock, PenLine, Star } from "lucide-react";
import { Link } from "react-router";
import type { TRecipeVisibility } from "#core/recipes/recipe.schema.ts";
import type { TRecipeCard } from "#core/recipes/recipe-view.schema.ts";
import type { TTextSegment } from "#core/search/search.schema.ts";
import { Highlighted } from "#web/features/search/components/highlighted.tsx";
import { track } from "#web/lib/analytics.ts";
import { formatDiet, formatMinutes, formatRecipeVisibility } from "../format.ts";

export interface TRecipeCardProps {
  recipe: TRecipeCard;
  /** Cards in the first screenful load their image at once; the rest load lazily. */
  isAboveFold?: boolean;
  /** Heading level of the title inside its section. */
  headingLevel?: "h2" | "h3" | "h4";
  /** Search results: the title with its matches marked, and a passage around them. */
  titleSegments?: readonly TTextSegment[];
  snippet?: readonly TTextSegment[];
  /** Called when the card's link is followed, after the "recipe click" event (analytics). */
  onOpen?: () => void;
  /** On its author's own list: a private recipe or a draft says so (nobody else sees those). */
  visibility?: TRecipeVisibility;
}

const maxDietChips = 3;

/** The recipe card: 4:3 photo, two-line title, one muted line of author, time and rating. */
export function RecipeCard({
  recipe,
  isAboveFold = false,
  headingLevel: Heading = "h3",
  titleSegments,
  snippet,
  onOpen,
  visibility,
}: TRecipeCardProps) {
  const details: { key: string; node: React.ReactNode }[] = [];
  if (recipe.author) details.push({ key: "author", node: recipe.author.name });
  if (recipe.totalMinutes) details.push({ key: "time", node: formatMinutes(recipe.totalMinutes) });
  if (recipe.rating && recipe.rating.count > 0) {
    const average = recipe.rating.average.toFixed(1);
    const reviews = `${recipe.rating.count} ${recipe.rating.count === 1 ? "review" : "reviews"}`;
    details.push({
      key: "rating",
      node: (
        <span className="recipe-card__rating" role="img" aria-label={`Rated ${average} out of 5 from ${reviews}`}>
          <Star aria-hidden="true" size={14} />
          {average}
        </span>
      ),
    });
  }
  const diets = recipe.diets.slice(0, maxDietChips);
  const ownStatus = !recipe.isPaywalled && (visibility === "private" || visibility === "draft") ? visibility : null;
  const open = () => {
    track("recipe click", { recipe_id: recipe.id, recipe_title: recipe.title });
    onOpen?.();
  };

  return (
    <article className="card-tile recipe-card">
      <div className="recipe-card__media">
        {recipe.imageUrl ? (
          <img
            src={recipe.imageUrl}
            alt=""
            width={400}
            height={300}
            loading={isAboveFold ? "eager" : "lazy"}
            decoding="async"
          />
        ) : (
          <div className="recipe-card__no-image" aria-hidden="true">
            <CookingPot size={40} strokeWidth={1.5} />
          </div>
        )}
        {recipe.isPaywalled ? (
          <span className="recipe-card__badge">
            <Lock aria-hidden="true" size={14} />
            Subscribers
          </span>
        ) : ownStatus ? (
          <span className="recipe-card__badge" aria-hidden="true">
            {ownStatus === "draft" ? <PenLine size={14} /> : <Lock size={14} />}
            {formatRecipeVisibility(ownStatus)}
          </span>
        ) : null}
      </div>
      <div className="recipe-card__body">
        <Heading className="card-tile__title line-clamp-2">
          <Link to={`/recipe/${recipe.id}`} className="card-tile__link" onClick={open}>
            {titleSegments && titleSegments.length > 0 ? <Highlighted segments={titleSegments} /> : recipe.title}
            {recipe.isPaywalled ? <span className="visually-hidden"> (for subscribers)</span> : null}
            {ownStatus ? <span className="visually-hidden"> ({formatRecipeVisibility(ownStatus)})</span> : null}
          </Link>
        </Heading>
        {snippet && snippet.length > 0 ? (
          <p className="recipe-card__snippet">
            <Highlighted segments={snippet} />
          </p>
        ) : null}
        {details.length ? (
          <p className="recipe-card__meta">
            {details.map((detail, index) => (
              <span key={detail.key}>
                {index > 0 ? (
                  <span className="recipe-card__dot" aria-hidden="true">
                    {" · "}
                  </span>
                ) : null}
                {detail.node}
              </span>
            ))}
          </p>
        ) : null}
        {diets.length ? (
          <ul className="diet-chips" aria-label="Diets">
            {diets.map((diet) => (
              <li key={diet} className="diet-chip">
                {formatDiet(diet)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
