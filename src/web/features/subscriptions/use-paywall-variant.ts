/**
 * This browser's variant of the call to subscribe. Pages are copies shared by many readers, so the
 * variant is picked in the browser once the page is open: until then, and where storage is off,
 * the reader sees the control.
 */
import { useEffect, useState } from "react";
import { type TPaywallVariant, variantFor } from "#core/subscriptions/paywall-experiment.ts";
import { readVisitorId } from "#web/lib/visitor-id.ts";

export function usePaywallVariant(): TPaywallVariant {
  const [variant, setVariant] = useState<TPaywallVariant>("control");
  useEffect(() => {
    const id = readVisitorId();
    if (id) setVariant(variantFor(id));
  }, []);
  return variant;
}
