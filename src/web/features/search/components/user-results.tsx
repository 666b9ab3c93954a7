import { Lock } from "lucide-react";
import { Link } from "react-router";
import type { TUserHit as TUserSearchHit } from "#core/search/search.schema.ts";
import { CreatorAvatar } from "#web/features/creators/components/creator-avatar.tsx";
import { FollowButton } from "#web/features/follows/components/follow-button.tsx";

export function UserResults({
  users,
  onOpen,
}: {
  users: TUserSearchHit[];
  onOpen: (user: TUserSearchHit, index: number) => void;
}) {
  return (
    <ul className="user-results">
      {users.map((user, index) => (
        <li key={user.id} className="user-result">
          <CreatorAvatar name={user.name} avatarUrl={user.avatarUrl} size={56} />
          <div className="user-result__text">
            <h2 className="user-result__name">
              <Link
                to={`/u/${encodeURIComponent(user.username)}`}
                className="user-result__link"
                onClick={() => onOpen(user, index)}
              >
                {user.name}
              </Link>
              {user.isPublic ? null : (
                <span className="user-result__private">
                  <Lock aria-hidden="true" size={12} />
                  Private
                </span>
              )}
            </h2>
            <p className="user-result__username muted">@{user.username}</p>
            {user.bio ? <p className="user-result__bio">{user.bio}</p> : null}
          </div>
          {/* Results are the same for every reader: the button asks for the viewer's status itself. */}
          <FollowButton userId={user.id} name={user.name} className="user-result__follow" />
        </li>
      ))}
    </ul>
  );
}
