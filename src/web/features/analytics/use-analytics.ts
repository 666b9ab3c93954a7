/**
 * Starts the analytics sinks once the page is open: Ladle's own endpoint always, PostHog only when
 * the server is configured with a key (its code is fetched then, and never otherwise).
 */
import { useEffect } from "react";
import { startFirstPartyAnalytics } from "./first-party-sink.ts";
import type { TPostHogConfig } from "./posthog-sink.ts";

export function useAnalytics(postHog: TPostHogConfig | null) {
  useEffect(() => startFirstPartyAnalytics(), []);
  const key = postHog?.key;
  const host = postHog?.host;
  useEffect(() => {
    if (!key || !host) return;
    let stop: (() => void) | undefined;
    let isCancelled = false;
    import("./posthog-sink.ts")
      .then(({ startPostHog }) => {
        if (!isCancelled) stop = startPostHog({ key, host });
      })
      .catch(() => {
        // Analytics never breaks a page: an offline or blocked load simply sends nothing there.
      });
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, [key, host]);
}
