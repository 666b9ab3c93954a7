/**
 * On the author's own recipe: what they kept from the app they moved in from (their stars, their
 * tags, their notes as written). Theirs alone, so it is never in a page other readers share: it
 * comes from the page's loader (a page rendered for the author) or from the author's personal
 * state, and its code is one of the author's parts of the page (owner-parts-slot.tsx). Its styles
 * are the recipe page's (styles/pages/recipe/kept-details.css).
 */
import { Lock } from "lucide-react";
import { Link } from "react-router";
import type { TKeptDetailsView } from "#core/moving-in/kept-details.schema.ts";
import { ownerPartsMarker } from "#web/features/recipes/components/owner-parts-marker.ts";

function describeRating(rating: number): string {
  return `${String(rating).replace(/\.5$/, "½")} ${rating === 1 ? "star" : "stars"}`;
}

export function KeptDetailsCard({ kept, editHref }: { kept: TKeptDetailsView; editHref: string | null }) {
  const { rating, notes, tags, fromApp } = kept;
  return (
    <section className="kept-details" aria-labelledby="kept-details-title" {...{ [ownerPartsMarker]: "" }}>
      <div className="kept-details__head">
        <h2 id="kept-details-title">Your notes</h2>
        <p className="kept-details__private muted">
          <Lock aria-hidden="true" size={14} />
          Only you see these{fromApp ? `, kept from ${fromApp}` : ", kept when you moved in"}
        </p>
      </div>
      {rating ? (
        <p className="kept-details__rating">
          {/* The stars of star-rating.tsx, drawn here: importing it would split it from the page's first chunk. */}
          <span
            className="star-rating"
            role="img"
            aria-label={`You gave it ${describeRating(rating)} out of 5`}
            style={{ "--star-size": "18px", "--star-fill": `${(rating / 5) * 100}%` } as React.CSSProperties}
          />
          <span className="muted">Your rating{fromApp ? ` in ${fromApp}` : ""}</span>
        </p>
      ) : null}
      {tags.length > 0 ? (
        <ul className="diet-chips kept-details__tags" aria-label="Your tags">
          {tags.map((tag) => (
            <li key={tag} className="diet-chip">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {notes ? <p className="kept-details__notes">{notes}</p> : null}
      {editHref ? (
        <Link to={`${editHref}#kept-details`} className="button button--secondary kept-details__edit">
          Edit your notes
        </Link>
      ) : null}
    </section>
  );
}
