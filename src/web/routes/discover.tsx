import "#web/styles/pages/common.css";
import "#web/styles/pages/search.css";
import "#web/styles/components/cards.css";
import { data, useLocation } from "react-router";
import type { TFollowStatus } from "#core/follows/follow.schema.ts";
import { pageCacheHeader } from "#core/http/page-cache.ts";
import { EmptyState } from "#web/components/page-section.tsx";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { CreatorCard } from "#web/features/creators/components/creator-card.tsx";
import { NoCreatorsYet } from "#web/features/creators/components/no-creators-yet.tsx";
import { FollowButton } from "#web/features/follows/components/follow-button.tsx";
import { Pagination } from "#web/features/search/components/pagination.tsx";
import type { Route } from "./+types/discover";

/** Discover Creators, at /discover and /bloggers. */
export const meta: Route.MetaFunction = (args) =>
  metaFor(args, {
    title: "Discover creators",
    description: "Food bloggers to follow on Ladle, ranked by followers and what they've cooked lately.",
    canonicalPath: "/discover",
  });

const pageSize = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  const page = Math.min(Math.max(1, Number(new URL(request.url).searchParams.get("page")) || 1), 1000);
  const creators = await services.creators.list({ page, pageSize });
  const follows: Record<string, TFollowStatus> = viewer
    ? await services.follows.findStatuses({ followerId: viewer.userId, followeeIds: creators.items.map((c) => c.id) })
    : {};
  const result = { creators: creators.items, total: creators.total, page, follows };
  // A visitor's page (no follow buttons lit) is the same for all: the server may reuse it briefly.
  return data(result, { headers: viewer ? {} : { [pageCacheHeader]: "5" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function DiscoverCreatorsPage({ loaderData }: Route.ComponentProps) {
  const { creators, total, page, follows } = loaderData;
  const { pathname } = useLocation();
  const pageHref = (n: number) => (n > 1 ? `${pathname}?page=${n}` : pathname);
  return (
    <div className="page list-page">
      <header className="list-page__header">
        <h1>Discover creators</h1>
        {/* Everyone listed has a blog: a cook without one is found by name in search. */}
        <p className="muted">Food bloggers worth following, busiest and best-loved first.</p>
      </header>
      {creators.length > 0 ? (
        <>
          <ul className="creator-grid">
            {creators.map((creator) => (
              <li key={creator.id} className="creator-grid__item">
                <CreatorCard creator={creator} headingLevel="h2" />
                <div className="creator-grid__follow">
                  <FollowButton userId={creator.id} name={creator.name} status={follows[creator.id] ?? "none"} />
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={Math.ceil(total / pageSize)} hrefFor={pageHref} label="Creator pages" />
        </>
      ) : total > 0 ? (
        // An old link past the last page: the creators are there, on an earlier page.
        <EmptyState
          text={`${total} ${total === 1 ? "creator is" : "creators are"} on Ladle; this page is past the last one.`}
          action={{ to: pageHref(Math.ceil(total / pageSize)), label: "Go to the last page" }}
        />
      ) : (
        <NoCreatorsYet />
      )}
    </div>
  );
}
