/**
 * The error categories the product tracks. Each is sent as the analytics event of the same name
 * and to the error reporter; a failure that fits no other category is a "generic error".
 */
export const errorCategories = [
  "auth error",
  "auth connection error",
  "delete account error",
  "grocery delivery error",
  "link/unlink identity error",
  "meal plan generation error",
  "rate limit error",
  "recipe scraping error",
  "generic error",
] as const;

export type TErrorCategory = (typeof errorCategories)[number];

const categoryNames: ReadonlySet<string> = new Set(errorCategories);

export function isErrorCategory(name: string): name is TErrorCategory {
  return categoryNames.has(name);
}

/** Where a browser error was seen: a listener on the window, a page's error boundary, or a tracked category. */
export const errorSources = ["window error", "unhandled rejection", "error boundary", "tracked"] as const;

export type TErrorSource = (typeof errorSources)[number];
