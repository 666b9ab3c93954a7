/**
 * "New from people you follow" on the home page: their latest recipes and meal plans, newest first,
 * with "Show more" for older ones. It is the viewer's own, so it is asked for once the page is
 * open (the home page itself is one copy for every reader) and never part of that copy.
 */
import "#web/styles/pages/meal-plans.css";
import "#web/styles/components/follow.css";
import { Users } from "lucide-react";
import { useEffect, useState } from "react";
import { EmptyState, PageSection } from "#web/components/page-section.tsx";
import { Spinner } from "#web/components/spinner.tsx";
import { PlanCard } from "#web/features/meal-plans/components/plan-card.tsx";
import { RecipeCard } from "#web/features/recipes/components/recipe-card.tsx";
import { useViewerId } from "#web/features/recipes/use-viewer-id.ts";
import { callApi, type TApiResponse } from "#web/lib/api-client.ts";
import { showErrorToast } from "#web/lib/errors.ts";
import { useFocusFirstNew } from "#web/lib/use-focus-first-new.ts";

const pageSize = 8;

type TFeedState = TApiResponse<"GET /feed">;

export function FollowingFeed() {
  const viewerId = useViewerId();
  const [feed, setFeed] = useState<TFeedState | null>(null);
  const [isLoadingMore, setLoadingMore] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  // "Show more" moves focus to the first of the new cards.
  const { list, expectMore } = useFocusFirstNew<HTMLUListElement>();

  useEffect(() => {
    setFeed(null);
    setFailed(false);
    if (!viewerId) return;
    let isCurrent = true;
    callApi("GET /feed", { query: { pageSize } })
      .then((page) => isCurrent && setFeed(page))
      .catch(() => isCurrent && setFailed(true));
    return () => {
      isCurrent = false;
    };
  }, [viewerId]);

  if (!viewerId) return null;

  const showMore = async () => {
    if (!feed?.nextCursor || isLoadingMore) return;
    setLoadingMore(true);
    expectMore();
    try {
      const page = await callApi("GET /feed", { query: { pageSize, cursor: feed.nextCursor } });
      setFeed({ items: [...feed.items, ...page.items], nextCursor: page.nextCursor });
    } catch (error) {
      showErrorToast(error);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <PageSection id="home-followed-title" title="New from people you follow">
      {hasFailed ? (
        <EmptyState text="We couldn't load your feed just now. Reload the page to try again." />
      ) : !feed ? (
        <div className="following-feed__loading">
          <Spinner size={32} label="Loading what the people you follow made" />
        </div>
      ) : feed.items.length === 0 ? (
        <EmptyState
          icon={<Users aria-hidden="true" size={32} className="muted" />}
          text="Nothing here yet. Follow cooks and bloggers you like and their new recipes and meal plans land here."
          action={{ to: "/discover", label: "Discover creators" }}
        />
      ) : (
        <>
          <ul className="recipe-grid following-feed" ref={list}>
            {feed.items.map((item) => (
              <li key={item.kind === "recipe" ? item.recipe.id : item.plan.id}>
                {item.kind === "recipe" ? (
                  <RecipeCard recipe={item.recipe} />
                ) : (
                  <div className="following-feed__plan">
                    <p className="following-feed__caption muted">Meal plan by {item.owner.name}</p>
                    <PlanCard plan={{ ...item.plan, updatedAt: new Date(item.plan.updatedAt) }} />
                  </div>
                )}
              </li>
            ))}
          </ul>
          {feed.nextCursor ? (
            <div className="following-feed__more">
              <button
                type="button"
                className="button button--secondary"
                onClick={showMore}
                aria-disabled={isLoadingMore || undefined}
                aria-busy={isLoadingMore}
              >
                {isLoadingMore ? "Loading…" : "Show more"}
              </button>
            </div>
          ) : null}
        </>
      )}
    </PageSection>
  );
}
