import { useState } from "react";
import { Link, useLocation } from "react-router";
import { registrationPath } from "#core/access/guard.ts";
import { useAuth } from "#web/features/identity/auth-provider.tsx";
import { track } from "#web/lib/analytics.ts";
import { callApi } from "#web/lib/api-client.ts";
import { ApiError, messageForError } from "#web/lib/errors.ts";
import { reportRateLimitShown } from "#web/lib/rate-limit-report.ts";
import { paymentFailureNote } from "../payment-failures.ts";
import { usePaywallVariant } from "../use-paywall-variant.ts";
import {
  describeSubscribeCall,
  readerNote,
  registrationNote,
  type TSubscribeCallProps,
  visitorNote,
} from "./subscribe-call-copy.ts";

/**
 * "Subscribe for $5/month": starts a checkout for the blog and goes to the payment page, which
 * brings the reader back here. Visitors sign in first, and readers who have not finished creating
 * their account finish it first; both come back to this page. Shows nothing
 * when the blog has no prices yet. Pages load it after they are interactive
 * (deferred-subscribe-call.tsx).
 */
export function SubscribeCall({ blogId, blogName, prices, isSignedIn }: TSubscribeCallProps) {
  const location = useLocation();
  const variant = usePaywallVariant();
  const { isAuthenticated } = useAuth();
  const [busy, setBusy] = useState<"month" | "year" | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!prices) return null;
  const here = `${location.pathname}${location.search}`;
  const { primary, primaryLabel, secondary } = describeSubscribeCall(prices, variant);
  const onClick = (interval: "month" | "year" = primary) =>
    track("subscription get-started click", {
      blog_id: blogId,
      blog_name: blogName,
      interval,
      paywall_variant: variant,
    });

  if (!isSignedIn || !isAuthenticated) {
    // Checkout takes a finished account: a reader who has not finished it does that first.
    const first = isSignedIn ? registrationPath : "/auth";
    return (
      <div className="subscribe-call">
        <Link to={`${first}?redirectTo=${encodeURIComponent(here)}`} className="button" onClick={() => onClick()}>
          {primaryLabel}
        </Link>
        <p className="subscribe-call__note muted">{isSignedIn ? registrationNote : visitorNote}</p>
      </div>
    );
  }

  async function start(interval: "month" | "year") {
    onClick(interval);
    setBusy(interval);
    setError(null);
    try {
      const { url } = await callApi("POST /blogs/:blogId/checkout", {
        params: { blogId },
        body: { interval, returnTo: here },
      });
      window.location.assign(url);
    } catch (caught) {
      setBusy(null);
      reportRateLimitShown(caught, "subscribe");
      setError(describeFailure(caught));
    }
  }

  return (
    <div className="subscribe-call">
      <div className="subscribe-call__buttons">
        <button
          type="button"
          className="button"
          onClick={() => start(primary)}
          disabled={busy !== null}
          aria-busy={busy === primary}
        >
          {primaryLabel}
        </button>
        {secondary ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => start(secondary.interval)}
            disabled={busy !== null}
            aria-busy={busy === secondary.interval}
          >
            Or {secondary.label}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : (
        <p className="subscribe-call__note muted">{readerNote}</p>
      )}
    </div>
  );
}

function describeFailure(caught: unknown): string {
  if (caught instanceof ApiError && caught.code === "CONFLICT") {
    return "You already subscribe to this blog, or it isn't taking subscriptions right now.";
  }
  return paymentFailureNote(caught) ?? messageForError(caught);
}
