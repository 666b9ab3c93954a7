/**
 * /u/{username}/followers and /u/{username}/following: who follows a cook and whom they follow,
 * newest first, a page at a time. A private profile shows them to its owner and the followers they
 * approved; anyone else sees why not and can ask to follow. Rendered for each reader (the follow
 * buttons show the reader's own status), so it is never shared.
 */
import "#web/styles/pages/common.css";
import "#web/styles/pages/profile.css";
import "#web/styles/pages/search.css";
import { ArrowLeft, Lock, Users } from "lucide-react";
import { data, Link } from "react-router";
import { AppError } from "#core/errors.ts";
import type { TFollowStatus } from "#core/follows/follow.schema.ts";
import { EmptyState } from "#web/components/page-section.tsx";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { FollowButton } from "#web/features/follows/components/follow-button.tsx";
import { PeopleList } from "#web/features/follows/components/people-list.tsx";
import { throwAsPageError } from "#web/features/recipes/page-errors.server.ts";
import type { Route } from "./+types/u.$username.people";

const pageSize = 24;
type TSide = "followers" | "following";

export const meta: Route.MetaFunction = (args) => {
  const owner = args.data?.owner;
  if (!owner) return metaFor(args, { title: "People", noIndex: true });
  const title = args.data?.side === "following" ? `People ${owner.name} follows` : `${owner.name}'s followers`;
  const description =
    args.data?.side === "following"
      ? `The cooks and food bloggers ${owner.name} (@${owner.username}) follows on Ladle.`
      : `The people who follow ${owner.name} (@${owner.username}) on Ladle.`;
  return metaFor(args, { title, description, noIndex: true });
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  const url = new URL(request.url);
  // One module serves both paths; a navigation in the browser asks for `…/following.data`.
  const side: TSide = /\/following(?:\.data)?\/?$/.test(url.pathname) ? "following" : "followers";
  const page = Math.min(Math.max(Number(url.searchParams.get("page")) || 1, 1), 1000);
  const viewerId = viewer?.userId ?? null;
  const query = { username: params.username, viewerId, page, pageSize };
  try {
    const list = await (side === "followers"
      ? services.follows.listFollowers(query)
      : services.follows.listFollowing(query));
    const statuses: Record<string, TFollowStatus> = viewerId
      ? await services.follows.findStatuses({ followerId: viewerId, followeeIds: list.items.map((p) => p.id) })
      : {};
    return { side, ...list, statuses, isOwner: viewerId === list.owner.id, isRestricted: false, ownerStatus: null };
  } catch (error) {
    if (!(error instanceof AppError && error.code === "FORBIDDEN")) throwAsPageError(error);
    // A private profile: who they are shows (as on their profile page), and a way to ask.
    const profile = await services.profiles.find({ username: params.username, viewerId });
    if (!profile) throw data(null, { status: 404 });
    const ownerStatus = viewerId
      ? await services.follows.findStatus({ followerId: viewerId, followeeId: profile.id })
      : "none";
    const owner = { id: profile.id, name: profile.name, username: profile.username };
    return data(
      {
        side,
        owner,
        items: [],
        page,
        pageSize,
        total: 0,
        statuses: {} as Record<string, TFollowStatus>,
        isOwner: false,
        isRestricted: true,
        ownerStatus,
      },
      { status: 403 },
    );
  }
}

export default function PeoplePage({ loaderData }: Route.ComponentProps) {
  const { side, owner, items, total, page, statuses, isOwner, isRestricted, ownerStatus } = loaderData;
  const profileHref = `/u/${encodeURIComponent(owner.username)}`;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const heading = side === "followers" ? "Followers" : "Following";
  return (
    <div className="page people-page">
      <Link to={profileHref} className="people-page__back">
        <ArrowLeft aria-hidden="true" size={18} />
        {isOwner ? "Your profile" : owner.name}
      </Link>
      <h1 className="people-page__title">
        {heading}
        <span className="muted people-page__who"> · @{owner.username}</span>
      </h1>
      <nav className="search-tabs" aria-label="Lists">
        <Link
          to={`${profileHref}/followers`}
          className="search-tabs__tab"
          aria-current={side === "followers" ? "page" : undefined}
        >
          Followers
        </Link>
        <Link
          to={`${profileHref}/following`}
          className="search-tabs__tab"
          aria-current={side === "following" ? "page" : undefined}
        >
          Following
        </Link>
      </nav>

      {isRestricted ? (
        <div className="empty-state">
          <Lock aria-hidden="true" size={32} className="muted" />
          <p>{owner.name}'s profile is private: only people they approve see who follows them and whom they follow.</p>
          <FollowButton userId={owner.id} name={owner.name} status={ownerStatus ?? "none"} />
        </div>
      ) : items.length > 0 ? (
        <PeopleList
          people={items}
          label={side === "followers" ? `Followers of ${owner.name}` : `People ${owner.name} follows`}
          renderAction={(person) => (
            <FollowButton userId={person.id} name={person.name} status={statuses[person.id] ?? "none"} />
          )}
        />
      ) : (
        <EmptyState
          icon={<Users aria-hidden="true" size={32} className="muted" />}
          text={emptyText(side, isOwner, owner.name)}
          action={isOwner && side === "following" ? { to: "/discover", label: "Discover creators" } : undefined}
        />
      )}

      {lastPage > 1 ? (
        <nav className="people-page__pages cluster" aria-label="Pages">
          {page > 1 ? <Link to={`?page=${page - 1}`}>Newer</Link> : null}
          <span className="muted">
            Page {page} of {lastPage}
          </span>
          {page < lastPage ? <Link to={`?page=${page + 1}`}>Older</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}

function emptyText(side: TSide, isOwner: boolean, name: string): string {
  if (side === "followers")
    return isOwner ? "No followers yet. Share a recipe or two and they'll come." : `Nobody follows ${name} yet.`;
  return isOwner
    ? "You don't follow anyone yet. Follow cooks you like and their new recipes show on your home page."
    : `${name} doesn't follow anyone yet.`;
}
