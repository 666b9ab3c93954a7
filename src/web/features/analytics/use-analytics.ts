/**
 * Starts the analytics sinks once the page is open: Ladle's own endpoint always, PostHog only when
 * the server is configured with a key (its code is fetched then, and never otherwise). Both load
 * when the browser is idle after the page has loaded, as modules of their own, so that neither adds
 * to what a page runs before it is interactive; the events tracked before then wait in
 * `window.dataLayer`, and each sink sends them when it starts.
 */
import { useEffect } from "react";
import { whenIdle } from "#web/lib/when-idle.ts";
import type { TPostHogConfig } from "./posthog-sink.ts";

export function useAnalytics(postHog: TPostHogConfig | null) {
  useEffect(
    () => startWhenIdle(() => import("./first-party-sink.ts").then((module) => module.startFirstPartyAnalytics)),
    [],
  );
  const key = postHog?.key;
  const host = postHog?.host;
  useEffect(() => {
    if (!key || !host) return;
    return startWhenIdle(() => import("./posthog-sink.ts").then((module) => () => module.startPostHog({ key, host })));
  }, [key, host]);
}

/** Loads a sink's module when the browser is idle and starts it; the returned function cancels or stops it. */
function startWhenIdle(load: () => Promise<() => () => void>): () => void {
  let stop: (() => void) | undefined;
  let isCancelled = false;
  const cancelWait = whenIdle(() => {
    load()
      .then((start) => {
        if (!isCancelled) stop = start();
      })
      .catch(() => {
        // Analytics never breaks a page: an offline or blocked load simply sends nothing there.
      });
  });
  return () => {
    isCancelled = true;
    cancelWait();
    stop?.();
  };
}
