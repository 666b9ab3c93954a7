/**
 * The pieces of the reviews section that its first page (reviews-section.tsx) and the further pages
 * loaded on request (more-reviews.tsx) both show.
 */
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import type { TReviewList } from "#core/reviews/review.schema.ts";
import { formatShortDate } from "#core/text/dates.ts";
import { CreatorAvatar } from "#web/features/creators/components/creator-avatar.tsx";
import type { TApiResponse } from "#web/lib/api-client.ts";
import { StarRating } from "./star-rating.tsx";

/** From the loader dates arrive as dates, from the API as strings: the item reads either. */
export type TReview = TReviewList["items"][number] | TApiResponse<"GET /recipes/:id/reviews">["items"][number];

export function formatReviewCount(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}

export function ReviewItem({ review, isMine }: { review: TReview; isMine: boolean }) {
  return (
    <li className="review">
      <div className="review__head">
        <CreatorAvatar name={review.author.name} avatarUrl={review.author.avatarUrl} size={40} />
        <div>
          <p className="review__author">
            {review.author.username ? (
              <Link to={`/u/${encodeURIComponent(review.author.username)}`}>{review.author.name}</Link>
            ) : (
              review.author.name
            )}
            {isMine ? <span className="review__mine">You</span> : null}
          </p>
          <p className="review__meta">
            <StarRating value={review.rating} size={16} />
            <time dateTime={new Date(review.updatedAt).toISOString()} className="muted">
              {formatShortDate(review.updatedAt)}
            </time>
          </p>
        </div>
      </div>
      {review.text ? <p className="review__text">{review.text}</p> : null}
    </li>
  );
}

/**
 * "Showing 10 of 12 reviews." and the button for the next page, with why the last page did not
 * load when it did not. While a page loads the button stays focusable (aria-disabled, not
 * disabled), and a bar that replaces the one just pressed takes the focus the page lost with it,
 * so focus never drops to the top of the page, whether the reviews come or not.
 */
export function MoreReviewsBar({
  shown,
  total,
  isLoading,
  onMore,
  problem = null,
  isReplacingPressed = false,
}: {
  shown: number;
  total: number;
  isLoading: boolean;
  onMore?: () => void;
  /** What went wrong with the last page asked for. */
  problem?: string | null;
  /** Shown in place of the bar whose button was just pressed. */
  isReplacingPressed?: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const problemId = useId();
  useEffect(() => {
    if (!isReplacingPressed) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body) button.current?.focus();
  }, [isReplacingPressed]);
  return (
    <div className="reviews__more">
      <p className="muted" aria-live="polite">
        Showing {shown} of {formatReviewCount(total)}.
      </p>
      {problem ? (
        <p id={problemId} className="reviews__more-problem">
          {problem}
        </p>
      ) : null}
      <button
        ref={button}
        type="button"
        className="button button--secondary"
        aria-disabled={isLoading || undefined}
        aria-describedby={problem ? problemId : undefined}
        onClick={isLoading ? undefined : onMore}
      >
        {isLoading ? "Loading reviews…" : "Show more reviews"}
      </button>
    </div>
  );
}
