import { useInfiniteQuery } from "@tanstack/react-query";
import { MessageSquareText, PenLine } from "lucide-react";
import { Link } from "react-router";
import type { TReviewList } from "#core/reviews/review.schema.ts";
import { CreatorAvatar } from "#web/features/creators/components/creator-avatar.tsx";
import { callApi, type TApiResponse } from "#web/lib/api-client.ts";
import { showErrorToast } from "#web/lib/errors.ts";
import { StarRating } from "./star-rating.tsx";

/** From the loader dates arrive as dates, from the API as strings: the item reads either. */
type TReview = TReviewList["items"][number] | TApiResponse<"GET /recipes/:id/reviews">["items"][number];

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
  const more = useMoreReviews(recipeId, items.length);
  const shown = items.length + more.items.length;
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
            {[...items, ...more.items].map((review) => (
              <ReviewItem key={review.id} review={review} isMine={mine?.id === review.id} />
            ))}
          </ol>
          {total > shown ? (
            <div className="reviews__more">
              <p className="muted" aria-live="polite">
                Showing {shown} of {formatReviewCount(total)}.
              </p>
              <button type="button" className="button button--secondary" onClick={more.load} disabled={more.isLoading}>
                {more.isLoading ? "Loading reviews…" : "Show more reviews"}
              </button>
            </div>
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

/**
 * Older reviews, a page at a time after the ones the page was rendered with. The first page the
 * server sent had `firstPageSize` reviews, so page n + 1 of that size follows it. Like the page's
 * own reviews they are fetched afresh on each visit: the cache drops them when the section goes
 * and never saves them.
 */
function useMoreReviews(recipeId: string, firstPageSize: number) {
  const query = useInfiniteQuery({
    queryKey: ["recipe-reviews", recipeId, { after: 1, pageSize: firstPageSize }],
    queryFn: ({ pageParam, signal }) =>
      callApi("GET /recipes/:id/reviews", {
        params: { id: recipeId },
        query: { page: pageParam, pageSize: firstPageSize },
        signal,
      }),
    initialPageParam: 2,
    getNextPageParam: (_last, pages) => pages.length + 2,
    // Fetched only when asked for, by "Show more reviews".
    enabled: false,
    gcTime: 0,
    meta: { isPersisted: false },
  });
  async function load() {
    if (query.isFetching || firstPageSize === 0) return;
    const result = await query.fetchNextPage();
    if (result.isError) showErrorToast(result.error);
  }
  return {
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    isLoading: query.isFetching,
    load,
  };
}

function ReviewItem({ review, isMine }: { review: TReview; isMine: boolean }) {
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
              {dateFormat.format(new Date(review.updatedAt))}
            </time>
          </p>
        </div>
      </div>
      {review.text ? <p className="review__text">{review.text}</p> : null}
    </li>
  );
}
