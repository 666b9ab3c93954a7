/**
 * Starts the analytics sinks once the page is open: Ladle's own endpoint always, PostHog only when
 * the server is configured with a key (its code is fetched then, and never otherwise).
 */
import { useEffect } from "react";
import { loadWhenOnline } from "#web/lib/chunk-loading.ts";
import { startFirstPartyAnalytics } from "./first-party-sink.ts";
import type { TPostHogConfig } from "./posthog-sink.ts";

export function useAnalytics(postHog: TPostHogConfig | null) {
  useEffect(() => startFirstPartyAnalytics(), []);
  const key = postHog?.key;
  const host = postHog?.host;
  useEffect(() => {
    if (!key || !host) return;
    let stop: (() => void) | undefined;
    // Analytics never breaks a page: offline, PostHog starts once the network is back.
    const stopLoading = loadWhenOnline(
      () => import("./posthog-sink.ts"),
      ({ startPostHog }) => {
        stop = startPostHog({ key, host });
      },
    );
    return () => {
      stopLoading();
      stop?.();
    };
  }, [key, host]);
}
