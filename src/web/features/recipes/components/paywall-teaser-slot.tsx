/**
 * A paywalled recipe's teaser, whose code (with the call to subscribe) only paywalled recipes load.
 * The server loads it in the loader before rendering; in the browser, a page whose HTML holds a
 * teaser loads it before hydrating (lib/before-hydration.ts); after a navigation it loads on demand.
 */
import { lazy, Suspense } from "react";
import { loadBeforeHydration } from "#web/lib/before-hydration.ts";
import type { PaywallTeaser as TPaywallTeaser } from "./paywall-teaser.tsx";

type TPaywallTeaserProps = Parameters<typeof TPaywallTeaser>[0];

let loadedTeaser: typeof TPaywallTeaser | undefined;

export function loadPaywallTeaser(): Promise<typeof TPaywallTeaser> {
  return import("./paywall-teaser.tsx").then((module) => {
    loadedTeaser = module.PaywallTeaser;
    return module.PaywallTeaser;
  });
}

const LazyTeaser = lazy(() => loadPaywallTeaser().then((PaywallTeaser) => ({ default: PaywallTeaser })));

/** Marks the teaser in the server's HTML, for the browser to find before hydrating. */
export const teaserMarker = "data-paywall-teaser";

if (typeof document !== "undefined" && document.querySelector(`[${teaserMarker}]`)) {
  loadBeforeHydration(loadPaywallTeaser);
}

export function PaywallTeaserSlot(props: TPaywallTeaserProps) {
  if (loadedTeaser) {
    const PaywallTeaser = loadedTeaser;
    return <PaywallTeaser {...props} />;
  }
  return (
    <Suspense fallback={null}>
      <LazyTeaser {...props} />
    </Suspense>
  );
}
