/** Links and dates used by the content pages. */

/**
 * Store listings for the mobile apps (one link per store). The apps are
 * not published yet: these are placeholders that point at no real app. Replace them with the
 * listings' addresses on release.
 */
export const appStoreUrl = "https://apps.apple.com/app/ladle/id0000000000";
export const playStoreUrl = "https://play.google.com/store/apps/details?id=test.ladle.app";

/** When the policies last changed; shown at the top of each legal page. */
export const legalUpdatedOn = "22 November 2026";

/** Fallback when the root loader's contact address is unavailable (it mirrors env CONTACT_EMAIL's default). */
export const defaultContactEmail = "hello@ladle.test";
