/**
 * Follow / Following / Requested, for anywhere a person is shown. Visitors get a sign-in link that
 * comes back to this page. A click shows its result at once and is undone if the server refuses:
 * Following and Requested unfollow (withdraw) on click, and a second click follows again.
 *
 * Pages rendered for the viewer pass `status`; a page every reader shares leaves it out and the
 * button asks the server itself (one request for all the buttons on the page), so it can be
 * dropped into any page.
 */
import "#web/styles/components/follow.css";
import { Check, Clock, UserPlus } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { TFollowStatus } from "#core/follows/follow.schema.ts";
import { useViewerId } from "#web/features/recipes/use-viewer-id.ts";
import { useFollow } from "../use-follow.ts";

export interface TFollowButtonProps {
  userId: string;
  /** Their name, for screen readers ("Follow Sam Cook"). */
  name: string;
  /** The viewer's status as the page's loader knew it; left out, the button asks. */
  status?: TFollowStatus;
  className?: string;
}

const labels: Record<TFollowStatus, string> = { none: "Follow", following: "Following", requested: "Requested" };
const hints: Record<TFollowStatus, string> = {
  none: "",
  following: "Click to unfollow.",
  requested: "Waiting for their approval. Click to withdraw the request.",
};

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

  const shown = status ?? "none";
  const Icon = shown === "following" ? Check : shown === "requested" ? Clock : UserPlus;
  return (
    <button
      type="button"
      className={`button ${shown === "none" ? "" : "button--secondary"} follow-button ${status ? "" : "follow-button--unknown"} ${className}`}
      aria-pressed={shown !== "none"}
      aria-busy={isBusy || !status}
      disabled={!status}
      title={hints[shown] || undefined}
      onClick={toggle}
    >
      <Icon aria-hidden="true" size={18} />
      {labels[shown]}
      <span className="visually-hidden"> {name}</span>
    </button>
  );
}
