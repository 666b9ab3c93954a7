/**
 * The call to subscribe for pages that must stay small on first load (a paywalled recipe, a
 * paywalled blog). Until the page has hydrated, and while the call's module loads after that, a
 * look-alike stands in: for a visitor the same sign-in link, for a reader the same buttons, waiting.
 * The real call never takes part in hydration, so nothing is rendered twice. The stand-in shows the
 * experiment's control, as the server's copy of the page does.
 */
import "#web/styles/components/subscribe-call.css";
import { Suspense } from "react";
import { Link, useLocation } from "react-router";
import { lazyPart } from "#web/components/lazy-part.tsx";
import { useHydrated } from "#web/features/recipes/use-hydrated.ts";
import { describeSubscribeCall, readerNote, type TSubscribeCallProps, visitorNote } from "./subscribe-call-copy.ts";

/** Offline before its module loaded, the look-alike stays until the network is back. */
const SubscribeCall = lazyPart(
  () => import("./subscribe-call.tsx").then((module) => module.SubscribeCall),
  SubscribeCallStandIn,
);

export function DeferredSubscribeCall(props: TSubscribeCallProps) {
  const isHydrated = useHydrated();
  const standIn = <SubscribeCallStandIn {...props} />;
  if (!isHydrated) return standIn;
  return (
    <Suspense fallback={standIn}>
      <SubscribeCall {...props} />
    </Suspense>
  );
}

function SubscribeCallStandIn({ prices, isSignedIn }: TSubscribeCallProps) {
  const location = useLocation();
  if (!prices) return null;
  const { primaryLabel, secondary } = describeSubscribeCall(prices, "control");
  if (!isSignedIn) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <div className="subscribe-call">
        <Link to={`/auth?redirectTo=${back}`} className="button">
          {primaryLabel}
        </Link>
        <p className="subscribe-call__note muted">{visitorNote}</p>
      </div>
    );
  }
  return (
    <div className="subscribe-call">
      <div className="subscribe-call__buttons">
        <button type="button" className="button" disabled aria-busy>
          {primaryLabel}
        </button>
        {secondary ? (
          <button type="button" className="button button--secondary" disabled aria-busy>
            Or {secondary.label}
          </button>
        ) : null}
      </div>
      <p className="subscribe-call__note muted">{readerNote}</p>
    </div>
  );
}
