/**
 * A recipe's older reviews, a page at a time after the ones the page was rendered with. Loaded only
 * when a reader asks for them, so the recipe page's first load goes without the query code.
 *
 * The first page the server sent had `pageSize` reviews, so page n + 1 of that size follows it.
 * Like the page's own reviews they are fetched afresh on each visit: the cache drops them when the
 * section goes and never saves them.
 */
import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { callApi } from "#web/lib/api-client.ts";
import { errorTexts, isRateLimitError, showErrorToast } from "#web/lib/errors.ts";
import { MoreReviewsBar, ReviewItem } from "./review-item.tsx";

interface TMoreReviewsProps {
  recipeId: string;
  /** How many reviews the page was rendered with: the size of every page. */
  pageSize: number;
}

function useMoreReviews({ recipeId, pageSize }: TMoreReviewsProps) {
  return useInfiniteQuery({
    queryKey: ["recipe-reviews", recipeId, { after: 1, pageSize }],
    queryFn: ({ pageParam, signal }) =>
      callApi("GET /recipes/:id/reviews", { params: { id: recipeId }, query: { page: pageParam, pageSize }, signal }),
    initialPageParam: 2,
    // A short page is the last one.
    getNextPageParam: (last, pages) => (last.items.length < pageSize ? undefined : pages.length + 2),
    gcTime: 0,
    meta: { isPersisted: false },
  });
}

/** The further reviews, inside the section's list. */
export function MoreReviewItems({ mineId, ...props }: TMoreReviewsProps & { mineId: string | undefined }) {
  const { data } = useMoreReviews(props);
  return (
    data?.pages.flatMap((page) =>
      page.items.map((review) => <ReviewItem key={review.id} review={review} isMine={review.id === mineId} />),
    ) ?? null
  );
}

/**
 * Under the list: how many are shown, and the button for the next page while there is one;
 * `onMore` is told when that button is pressed.
 */
export function MoreReviewsControls({
  total,
  onMore,
  ...props
}: TMoreReviewsProps & { total: number; onMore: () => void }) {
  const { error, data, isFetching, isPaused, hasNextPage, fetchNextPage } = useMoreReviews(props);
  useEffect(() => {
    if (error) showErrorToast(error);
  }, [error]);
  const shown = props.pageSize + (data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0);
  if (shown >= total || (data && !hasNextPage)) return null;
  return (
    <MoreReviewsBar
      shown={shown}
      total={total}
      isLoading={isFetching}
      problem={isPaused ? offlineProblem : error && !isFetching ? problemOf(error) : null}
      isReplacingPressed
      onMore={() => {
        onMore();
        void fetchNextPage();
      }}
    />
  );
}

/** Offline, the request waits for the connection and goes as soon as it is back. */
const offlineProblem = "You're offline. More reviews will load as soon as you're back online.";

/** Why the next reviews did not come, beside the button that asks again. */
function problemOf(error: unknown): string {
  return isRateLimitError(error) ? errorTexts.rateLimited : "More reviews didn't load. Please try again.";
}
