import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TProfileView } from "#core/identity/profile.schema.ts";
import { Avatar } from "#web/components/shell/account-menu.tsx";

const numberFormat = new Intl.NumberFormat("en-GB");

/**
 * Avatar, name, @username, bio and follower counts (links to the lists): the top of /me and /u/:username. A private
 * profile the viewer may not see (restricted) shows its name, username and avatar only.
 */
export function ProfileHeader({
  profile,
  recipeTotal,
  actions,
  headingId,
}: {
  profile: TProfileView;
  /** Given, the numbers row shows: recipes, followers, following. */
  recipeTotal?: number;
  actions?: ReactNode;
  headingId?: string;
}) {
  const { name, username, avatar_url: avatarUrl } = profile;
  const peopleHref = `/u/${encodeURIComponent(username)}`;
  const isPrivate = !profile.is_public;
  const bio = profile.is_restricted ? undefined : profile.bio;
  const counts =
    profile.is_restricted || recipeTotal === undefined
      ? undefined
      : { recipes: recipeTotal, followers: profile.followers_count, following: profile.following_count };
  return (
    <header className="profile-header">
      <Avatar name={name} url={avatarUrl} size={112} />
      <div className="profile-header__text">
        <h1 id={headingId} className="profile-header__name">
          {name}
        </h1>
        <p className="profile-header__username">
          @{username}
          {isPrivate ? (
            <span className="chip profile-header__private">
              <Lock aria-hidden="true" size={14} />
              Private
            </span>
          ) : null}
        </p>
        {bio ? <p className="profile-header__bio">{bio}</p> : null}
        {counts ? (
          <ul className="profile-counts" aria-label="Numbers">
            <li>
              <strong className="tabular">{numberFormat.format(counts.recipes)}</strong>{" "}
              {counts.recipes === 1 ? "recipe" : "recipes"}
            </li>
            <li>
              <Link to={`${peopleHref}/followers`} className="profile-counts__link">
                <strong className="tabular">{numberFormat.format(counts.followers)}</strong>{" "}
                {counts.followers === 1 ? "follower" : "followers"}
              </Link>
            </li>
            <li>
              <Link to={`${peopleHref}/following`} className="profile-counts__link">
                <strong className="tabular">{numberFormat.format(counts.following)}</strong> following
              </Link>
            </li>
          </ul>
        ) : null}
        {actions ? <div className="profile-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
