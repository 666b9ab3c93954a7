/**
 * Follow / Following / Requested, for author cards and creator cards. Visitors get a sign-in link
 * that comes back to this page. The change shows at once and is undone if the server refuses it.
 */
import { Check, Clock, UserPlus } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { TFollowStatus } from "#core/follows/follow.schema.ts";
import { useViewerId } from "#web/features/recipes/use-viewer-id.ts";
import { useFollow } from "./use-follow.ts";

export interface TFollowButtonProps {
  userId: string;
  name: string;
  status: TFollowStatus;
  className?: string;
}

const labels: Record<TFollowStatus, string> = { none: "Follow", following: "Following", requested: "Requested" };

export function FollowButton({ userId, name, status: loaderStatus, className = "" }: TFollowButtonProps) {
  const viewerId = useViewerId();
  const location = useLocation();
  const { status, isBusy, toggle } = useFollow(userId, loaderStatus, viewerId);

  if (!viewerId) {
    const back = encodeURIComponent(location.pathname + location.search);
    return (
      <Link to={`/auth?redirectTo=${back}`} className={`button button--secondary follow-button ${className}`}>
        <UserPlus aria-hidden="true" size={18} />
        Follow
        <span className="visually-hidden"> {name}</span>
      </Link>
    );
  }
  if (viewerId === userId) return null;

  const Icon = status === "following" ? Check : status === "requested" ? Clock : UserPlus;
  return (
    <button
      type="button"
      className={`button ${status === "none" ? "" : "button--secondary"} follow-button ${className}`}
      aria-pressed={status !== "none"}
      aria-busy={isBusy}
      onClick={toggle}
    >
      <Icon aria-hidden="true" size={18} />
      {labels[status]}
      <span className="visually-hidden"> {name}</span>
    </button>
  );
}
