/**
 * Sending the list to a grocery partner: the items still to buy, encoded and appended to the
 * partner's link. Nothing to send, or a list too long for a link, is an error the page shows.
 */
import { encodePartnerLink } from "./partner-encoding.ts";

/** A delivery service, and two ways to shop one online retailer. */
export const groceryPartnerIds = ["delivery", "retail", "retail-second"] as const;
export type TGroceryPartnerId = (typeof groceryPartnerIds)[number];

export interface TGroceryPartner {
  id: TGroceryPartnerId;
  name: string;
  /** The link the encoded items are appended to. */
  prefix: string;
}

/** Browsers and partners' servers cope with links up to about this long. */
export const maxPartnerLinkLength = 2000;

export type TPartnerLink = { isOk: true; url: string } | { isOk: false; reason: "empty" | "too-long" };

export function buildPartnerLink(partner: TGroceryPartner, items: readonly { text: string }[]): TPartnerLink {
  if (items.length === 0) return { isOk: false, reason: "empty" };
  const url = encodePartnerLink(partner.prefix, items);
  return url.length > maxPartnerLinkLength ? { isOk: false, reason: "too-long" } : { isOk: true, url };
}
