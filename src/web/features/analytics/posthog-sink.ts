/**
 * PostHog, when Ladle is configured with a project key: loaded by a dynamic import after the page
 * is interactive, so it is never part of a page's first load. Pages' own events go to it as they
 * go everywhere (named as the product names them); PostHog adds its automatic page views. Nothing
 * beyond the configured host is loaded: session replay and surveys would fetch scripts from
 * elsewhere, which the content security policy does not allow.
 */
import posthog from "posthog-js";
import { addAnalyticsSink } from "#web/lib/analytics.ts";

export interface TPostHogConfig {
  key: string;
  host: string;
}

export function startPostHog({ key, host }: TPostHogConfig): () => void {
  posthog.init(key, {
    api_host: host,
    persistence: "localStorage",
    capture_pageview: "history_change",
    person_profiles: "identified_only",
    disable_external_dependency_loading: true,
  });
  // What happened before PostHog loaded (the first page view at least).
  for (const entry of window.dataLayer ?? []) posthog.capture(entry.event, entry.properties);
  syncIdentity(window.ladleAnalyticsIdentity ?? null);
  return addAnalyticsSink({
    track: (event, properties) => posthog.capture(event, properties),
    identify: syncIdentity,
  });
}

/** Identify on sign-in; forget the person on sign-out, and only then (a visitor keeps their anonymous id). */
function syncIdentity(userId: string | null) {
  if (userId) {
    if (posthog.get_distinct_id() !== userId) posthog.identify(userId);
  } else if (posthog.get_property("$user_state") === "identified") {
    posthog.reset();
  }
}
