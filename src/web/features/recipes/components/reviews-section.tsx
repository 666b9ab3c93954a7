import { MessageSquareText, PenLine } from "lucide-react";
import { Link } from "react-router";
import type { TReviewList } from "#server/features/reviews/service.ts";
import { CreatorAvatar } from "#web/features/creators/components/creator-card.tsx";
import { StarRating } from "./star-rating.tsx";

/** UTC, so the server and the browser print the same day. */
const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

export function formatReviewCount(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}

export function ReviewsSection({
  recipeId,
  reviews,
  isSignedIn,
  isOwner,
  isTeaser,
}: {
  recipeId: string;
  reviews: TReviewList;
  isSignedIn: boolean;
  isOwner: boolean;
  isTeaser: boolean;
}) {
  const { summary, items, total, mine, canReview } = reviews;
  const writeHref = `/recipe/${recipeId}/review/create`;
  let action = null;
  if (canReview) {
    action = (
      <Link to={writeHref} className="button button--secondary">
        <PenLine aria-hidden="true" size={18} />
        {mine ? "Edit your review" : "Write a review"}
      </Link>
    );
  } else if (!isSignedIn && !isTeaser) {
    action = (
      <Link to={`/auth?redirectTo=${encodeURIComponent(writeHref)}`} className="button button--secondary">
        <PenLine aria-hidden="true" size={18} />
        Sign in to review
      </Link>
    );
  }

  return (
    <section id="reviews" className="reviews" aria-labelledby="reviews-title">
      <div className="reviews__header">
        <h2 id="reviews-title">Reviews</h2>
        {summary.count > 0 ? (
          <p className="reviews__summary">
            <span className="reviews__average tabular">{summary.average.toFixed(1)}</span>
            <StarRating value={summary.average} size={20} />
            <span className="muted">{formatReviewCount(summary.count)}</span>
          </p>
        ) : null}
        {action}
      </div>

      {isTeaser ? (
        <p className="muted">Reviews of members' recipes are for subscribers.</p>
      ) : items.length > 0 ? (
        <>
          <ol className="review-list">
            {items.map((review) => (
              <li key={review.id} className="review">
                <div className="review__head">
                  <CreatorAvatar name={review.author.name} avatarUrl={review.author.avatarUrl} size={40} />
                  <div>
                    <p className="review__author">
                      {review.author.username ? (
                        <Link to={`/u/${encodeURIComponent(review.author.username)}`}>{review.author.name}</Link>
                      ) : (
                        review.author.name
                      )}
                      {mine?.id === review.id ? <span className="review__mine">You</span> : null}
                    </p>
                    <p className="review__meta">
                      <StarRating value={review.rating} size={16} />
                      <time dateTime={new Date(review.updatedAt).toISOString()} className="muted">
                        {dateFormat.format(new Date(review.updatedAt))}
                      </time>
                    </p>
                  </div>
                </div>
                {review.text ? <p className="review__text">{review.text}</p> : null}
              </li>
            ))}
          </ol>
          {total > items.length ? (
            <p className="muted reviews__more">
              The newest {items.length} of {formatReviewCount(total)}.
            </p>
          ) : null}
        </>
      ) : (
        <div className="reviews__empty">
          <MessageSquareText aria-hidden="true" size={28} />
          <p>
            {isOwner
              ? "No reviews yet. Share the recipe and see what cooks say."
              : "No reviews yet. Cooked it? Tell others how it went."}
          </p>
        </div>
      )}
    </section>
  );
}
