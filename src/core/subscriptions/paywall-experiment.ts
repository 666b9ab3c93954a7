/**
 * The paywalled-blog experiment: which call to subscribe a reader is shown. Each browser keeps one
 * random id, and the id alone decides the variant, so a reader sees the same call on every visit
 * and every paywalled page, and the variants split readers evenly.
 */
export const paywallVariants = ["control", "value", "yearly-first"] as const;
export type TPaywallVariant = (typeof paywallVariants)[number];

/** FNV-1a, 32 bits: a stable, evenly spread hash of the id. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function variantFor(visitorId: string): TPaywallVariant {
  return paywallVariants[hashOf(`paywall:${visitorId}`) % paywallVariants.length];
}
