/**
 * The Follow button for pages that must stay small on first load (a recipe, a blog, a profile). Until the page
 * has hydrated, and while the button's module loads after that, a look-alike stands in: for a
 * visitor the same sign-in link, for a reader a button that waits, as the real one does until it
 * knows the status (and, offline, until the network is back). The real button never takes part in
 * hydration, so nothing is rendered twice.
 */
import "#web/styles/components/follow.css";
import { Check, UserPlus } from "lucide-react";
import { Suspense } from "react";
import { Link, useLocation } from "react-router";
import { lazyPart } from "#web/components/lazy-part.tsx";
import { useHydrated } from "#web/features/recipes/use-hydrated.ts";
import { useViewerId } from "#web/features/recipes/use-viewer-id.ts";
import type { TFollowButtonProps } from "./follow-button.tsx";

/** Offline before its module loaded, the look-alike stays until the network is back. */
const FollowButton = lazyPart(
  () => import("./follow-button.tsx").then((module) => module.FollowButton),
  FollowButtonStandIn,
);

export function DeferredFollowButton(props: TFollowButtonProps) {
  const isHydrated = useHydrated();
  const standIn = <FollowButtonStandIn {...props} />;
  if (!isHydrated) return standIn;
  return (
    <Suspense fallback={standIn}>
      <FollowButton {...props} />
    </Suspense>
  );
}

function FollowButtonStandIn({ userId, name, status, className = "" }: TFollowButtonProps) {
  const viewerId = useViewerId();
  const location = useLocation();
  if (viewerId === userId) return null;
  // A page rendered for its reader knows their status: the stand-in says it, as the button will.
  const shown = viewerId ? (status ?? "none") : "none";
  // The button's own clock for Requested stays with its code; the shell already has the check.
  const Icon = shown === "following" ? Check : UserPlus;
  const content = (
    <>
      <Icon aria-hidden="true" size={18} />
      {standInLabels[shown]}
      <span className="visually-hidden"> {name}</span>
    </>
  );
  if (!viewerId) {
    const back = encodeURIComponent(location.pathname + location.search);
    return (
      <Link to={`/auth?redirectTo=${back}`} className={`button button--secondary follow-button ${className}`}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={`button ${shown === "none" ? "" : "button--secondary"} follow-button ${status ? "" : "follow-button--unknown"} ${className}`}
      aria-pressed={status ? shown !== "none" : undefined}
      aria-busy
      disabled
    >
      {content}
    </button>
  );
}

const standInLabels = { none: "Follow", following: "Following", requested: "Requested" } as const;
