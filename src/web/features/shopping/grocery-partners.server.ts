/** The grocery partners from the configuration, as the browser may see them (names and public links). */
import type { TGroceryPartner } from "#core/shopping/partner-link.ts";
import type { TEnv } from "#server/env.ts";

export function listGroceryPartners(env: TEnv): TGroceryPartner[] {
  return [
    { id: "delivery", name: env.GROCERY_DELIVERY_NAME, prefix: env.GROCERY_DELIVERY_LINK_PREFIX },
    { id: "retail", name: env.GROCERY_RETAIL_NAME, prefix: env.GROCERY_RETAIL_LINK_PREFIX },
    { id: "retail-second", name: env.GROCERY_RETAIL_SECOND_NAME, prefix: env.GROCERY_RETAIL_SECOND_LINK_PREFIX },
  ];
}
