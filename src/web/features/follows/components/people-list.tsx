/**
 * A list of people (followers, following, follow requests): avatar, name, @username and what can be
 * done about each one, chosen by the page (a follow button, Approve and Decline…).
 */
import "#web/styles/components/follow.css";
import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TFollowPerson } from "#core/follows/follow.schema.ts";
import { CreatorAvatar } from "#web/features/creators/components/creator-avatar.tsx";

export function PeopleList<T extends TFollowPerson>({
  people,
  label,
  renderAction,
  renderNote,
}: {
  people: T[];
  /** Names the list for screen readers ("Followers of Sam"). */
  label: string;
  renderAction?: (person: T) => ReactNode;
  renderNote?: (person: T) => ReactNode;
}) {
  return (
    <ul className="people-list" aria-label={label}>
      {people.map((person) => (
        <li key={person.id} className="person-row">
          <CreatorAvatar name={person.name} avatarUrl={person.avatarUrl} size={48} />
          <div className="person-row__text">
            <Link to={`/u/${encodeURIComponent(person.username)}`} className="person-row__name">
              {person.name}
            </Link>
            <span className="person-row__username muted">
              @{person.username}
              {person.isPublic ? null : (
                <span className="pill person-row__private">
                  <Lock aria-hidden="true" size={12} />
                  Private
                </span>
              )}
            </span>
            {renderNote ? renderNote(person) : null}
          </div>
          {renderAction ? <div className="person-row__actions">{renderAction(person)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
