/**
 * The analytics events Ladle sends, spelled exactly as the product names them. The first-party
 * endpoint accepts these and no others, and `track()` in the browser is typed by them.
 */
import { errorCategories } from "../monitoring/error-categories.ts";

/** The product's named events. */
export const productEventNames = [
  "add meal plan dietary",
  "add meal plan goal",
  "add meal plan request",
  "add recipe success",
  "auth completed",
  "follow user success",
  "grocery delivery tap",
  "meal plan generation success",
  "phone confirm completed",
  "recipe click",
  "regenerate meal plan",
  "registration completed",
  "replaced recipe",
  "save meal plan",
  "search converted",
  "search results",
  "search user convert",
  "subscription get-started click",
  "swap recipe",
  "text me recipe",
  "web page view",
] as const;

/** The product's tracked error categories, each an event of its own (src/core/monitoring). */
export const errorEventNames = errorCategories;

/**
 * Events of Ladle's own, for what the product does without naming an event: saving a recipe to a
 * collection is the last step of the search funnel (search → recipe view → save).
 */
export const ladleEventNames = ["save recipe success"] as const;

export const analyticsEventNames = [...productEventNames, ...errorEventNames, ...ladleEventNames] as const;

export type TAnalyticsEventName = (typeof analyticsEventNames)[number];

/** The page view event; its `page` names the page (src/core/access/route-table.ts). */
export const pageViewEvent = "web page view" satisfies TAnalyticsEventName;
