import { MessageSquareText, PenLine } from "lucide-react";
import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { TReviewList } from "#core/reviews/review.schema.ts";
import { lazyPart, PartUnavailable } from "#web/components/lazy-part.tsx";
import { useFocusFirstNew } from "#web/lib/use-focus-first-new.ts";
import { formatReviewCount, MoreReviewsBar, ReviewItem } from "./review-item.tsx";
import { StarRating } from "./star-rating.tsx";

/**
 * Loaded with "Show more reviews": most readers never ask. When that cannot load, the items add
 * nothing to the list and the controls say why in place of the button.
 */
const loadMoreReviews = () => import("./more-reviews.tsx");
const MoreReviewItems = lazyPart(
  () => loadMoreReviews().then((module) => module.MoreReviewItems),
  () => null,
);
const MoreReviewsControls = lazyPart(
  () => loadMoreReviews().then((module) => module.MoreReviewsControls),
  ({ isOffline, retry, hasFailedAgain }) => (
    <TakesLostFocus>
      <PartUnavailable
        isOffline={isOffline}
        hasFailedAgain={hasFailedAgain}
        retry={() => {
          MoreReviewItems.retry();
          retry();
        }}
        offline="More reviews need a connection. They'll load as soon as you're back online."
        failed="More reviews didn't load."
      />
    </TakesLostFocus>
  ),
);

/**
 * In place of the "Show more reviews" just pressed: takes the focus the page lost with the button
 * (its own button, else itself), so a keyboard or screen-reader user hears why and stays here.
 */
function TakesLostFocus({ children }: { children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    const element = wrapper.current;
    (element?.querySelector<HTMLElement>("button") ?? element)?.focus();
  }, []);
  return (
    <div ref={wrapper} tabIndex={-1} className="reviews__unavailable">
      {children}
    </div>
  );
}

export function ReviewsSection({
  recipeId,
  reviews,
  isSignedIn,
  isOwner,
  isTeaser,
  isOnlyForOwner = false,
}: {
  recipeId: string;
  reviews: TReviewList;
  isSignedIn: boolean;
  isOwner: boolean;
  isTeaser: boolean;
  /** A private recipe or a draft: no one else can read it, so no one else can review it yet. */
  isOnlyForOwner?: boolean;
}) {
  const { summary, items, total, mine, canReview } = reviews;
  const [isMoreWanted, setIsMoreWanted] = useState(false);
  // "Show more reviews" moves focus to the first of the reviews it brings.
  const { list, expectMore } = useFocusFirstNew<HTMLOListElement>();
  const more = { recipeId, pageSize: items.length };
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
        <p className="muted">Reviews of this recipe are for subscribers.</p>
      ) : items.length > 0 ? (
        <>
          <ol className="review-list" ref={list}>
            {items.map((review) => (
              <ReviewItem key={review.id} review={review} isMine={mine?.id === review.id} />
            ))}
            {isMoreWanted ? (
              <Suspense fallback={null}>
                <MoreReviewItems {...more} mineId={mine?.id} />
              </Suspense>
            ) : null}
          </ol>
          {total <= items.length ? null : isMoreWanted ? (
            <Suspense fallback={<MoreReviewsBar shown={items.length} total={total} isLoading isReplacingPressed />}>
              <MoreReviewsControls {...more} total={total} onMore={expectMore} />
            </Suspense>
          ) : (
            <MoreReviewsBar
              shown={items.length}
              total={total}
              isLoading={false}
              onMore={() => {
                expectMore();
                setIsMoreWanted(true);
              }}
            />
          )}
        </>
      ) : (
        <div className="reviews__empty">
          <MessageSquareText aria-hidden="true" size={28} />
          <p>
            {isOwner
              ? isOnlyForOwner
                ? "No reviews yet. Only you can see this recipe: once you make it public, cooks can review it."
                : "No reviews yet. Share the recipe and see what cooks say."
              : "No reviews yet. Cooked it? Tell others how it went."}
          </p>
        </div>
      )}
    </section>
  );
}
