import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Avatar } from "#web/components/shell/account-menu.tsx";

const numberFormat = new Intl.NumberFormat("en-GB");

/** Avatar, name, @username, bio and follower counts: the top of /me and /u/:username. */
export function ProfileHeader({
  name,
  username,
  avatarUrl,
  bio,
  counts,
  isPrivate,
  actions,
  headingId,
}: {
  name: string;
  username: string;
  avatarUrl: string | null;
  bio?: string;
  counts?: { recipes: number; followers: number; following: number };
  isPrivate?: boolean;
  actions?: ReactNode;
  headingId?: string;
}) {
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
              <strong className="tabular">{numberFormat.format(counts.followers)}</strong>{" "}
              {counts.followers === 1 ? "follower" : "followers"}
            </li>
            <li>
              <strong className="tabular">{numberFormat.format(counts.following)}</strong> following
            </li>
          </ul>
        ) : null}
        {actions ? <div className="profile-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
