/**
 * The items of a list as the text a grocery partner's link carries: stands in for the food module's
 * encoding until it is in place (partner-link.ts is the one caller).
 */
export function encodePartnerLink(prefix: string, items: readonly { text: string }[]): string {
  return prefix + encodeURIComponent(items.map((item) => item.text.trim()).join(", "));
}
