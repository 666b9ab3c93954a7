/** Links and dates used by the content pages. */

/** When the policies last changed; shown at the top of each legal page. */
export const legalUpdatedOn = "22 November 2026";

/** The privacy policy's own latest version: what creators receive about their subscribers and followers. */
export const privacyUpdatedOn = "28 November 2026";

/** Who a contact address is for: help with Ladle, reporting a bug, anything else. */
export type TContactKind = "support" | "bugs" | "general";

/** Fallback when the root loader's addresses are unavailable (they mirror the configuration's defaults). */
export const defaultContacts: Record<TContactKind, string> = {
  support: "support@ladle.test",
  bugs: "bugs@ladle.test",
  general: "hello@ladle.test",
};
