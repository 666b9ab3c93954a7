import { CookingPot } from "lucide-react";

/** A small picture and title of the recipe a form is about (save, review). */
export function RecipeThumb({
  title,
  imageUrl,
  byline,
}: {
  title: string;
  imageUrl: string | null;
  byline: string | null;
}) {
  return (
    <div className="recipe-thumb">
      {imageUrl ? (
        <img src={imageUrl} alt="" width={96} height={72} decoding="async" />
      ) : (
        <span className="recipe-thumb__placeholder" aria-hidden="true">
          <CookingPot size={28} strokeWidth={1.5} />
        </span>
      )}
      <div>
        <p className="recipe-thumb__title">{title}</p>
        {byline ? <p className="recipe-thumb__byline muted">by {byline}</p> : null}
      </div>
    </div>
  );
}
