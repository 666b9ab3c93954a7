/**
 * Sending the list to a grocery partner: the items still to buy, written as a shopper reads them
 * and appended to the partner's link by the food module's encoding. Nothing to send is an error the
 * page shows; a list too long for one link sends its first items and says how many were left out.
 */
import { encodePartnerLink } from "../food/partner-link.ts";

/** A delivery service, and two ways to shop one online retailer. */
export const groceryPartnerIds = ["delivery", "retail", "retail-second"] as const;
export type TGroceryPartnerId = (typeof groceryPartnerIds)[number];

export interface TGroceryPartner {
  id: TGroceryPartnerId;
  name: string;
  /** The link the encoded items are appended to. */
  prefix: string;
}

/** An item as the list holds it: its food and total, or no food (not known, or added or edited offline). */
export interface TPartnerItem {
  text: string;
  food: string | null;
  quantity: number | null;
  unit: string | null;
}

export type TPartnerLink =
  | { isOk: true; url: string; included: number; omitted: number }
  | { isOk: false; reason: "empty" | "too-long" };

export function buildPartnerLink(partner: TGroceryPartner, items: readonly TPartnerItem[]): TPartnerLink {
  if (items.length === 0) return { isOk: false, reason: "empty" };
  // An item without a food (one Ladle does not know, or not merged yet) goes in its own words.
  const link = encodePartnerLink(
    partner.prefix,
    items.map(({ text, food, quantity, unit }) =>
      food === null ? { food: text, quantity: null, unit: null } : { food, quantity, unit },
    ),
  );
  if (link.included === 0) return { isOk: false, reason: "too-long" };
  return { isOk: true, ...link };
}
