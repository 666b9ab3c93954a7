/** "web page view" events, named by the route table (src/core/access/route-table.ts). */
import { pageNameFor } from "#core/access/route-table.ts";
import { track } from "./analytics.ts";

/**
 * A page view of `pathname`, in a named state of the page when given one. A dialog or panel the
 * product names as a page (Text Me Recipe, Shopping List) reports one when it opens.
 */
export function trackPageView(pathname: string, state: string | null = null) {
  track("web page view", { page: pageNameFor(pathname, state), path: pathname, ...(state ? { state } : {}) });
}

/** A page view for a state the open page enters (a dialog, a panel, a step of a form). */
export function trackVirtualPageView(state: string) {
  trackPageView(window.location.pathname, state);
}
