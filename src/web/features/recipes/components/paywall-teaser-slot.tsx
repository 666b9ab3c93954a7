/**
 * A paywalled recipe's teaser, whose code (with the call to subscribe) only paywalled recipes load.
 * The server loads it in the loader before rendering; in the browser, a page whose HTML holds a
 * teaser loads it before hydrating (lib/before-hydration.ts); after a navigation it loads on demand.
 * Offline before it loaded, a short note stands in until the network is back.
 */
import { Suspense } from "react";
import { lazyPart } from "#web/components/lazy-part.tsx";
import { loadBeforeHydration } from "#web/lib/before-hydration.ts";
import type { PaywallTeaser as TPaywallTeaser } from "./paywall-teaser.tsx";

type TPaywallTeaserProps = Parameters<typeof TPaywallTeaser>[0];

const PaywallTeaser = lazyPart(() => import("./paywall-teaser.tsx").then((module) => module.PaywallTeaser));

/** Loads the teaser, so that it renders at once (on the server, and while the page hydrates). */
export function loadPaywallTeaser(): Promise<void> {
  return PaywallTeaser.preload();
}

/** Marks the teaser in the server's HTML, for the browser to find before hydrating. */
export const teaserMarker = "data-paywall-teaser";

if (typeof document !== "undefined" && document.querySelector(`[${teaserMarker}]`)) {
  loadBeforeHydration(loadPaywallTeaser);
}

export function PaywallTeaserSlot(props: TPaywallTeaserProps) {
  // Loaded before rendering (above), the teaser needs no boundary: the page is drawn as it was.
  if (PaywallTeaser.isLoaded()) return <PaywallTeaser {...props} />;
  return (
    <Suspense fallback={null}>
      <PaywallTeaser {...props} />
    </Suspense>
  );
}
