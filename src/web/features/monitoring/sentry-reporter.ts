/**
 * Sentry in the browser, loaded only when a DSN is configured and only after the page is
 * interactive (a chunk of its own, so pages without it download nothing). Every error is sent, a
 * tenth of sessions are recorded for replay (all of those with an error), and every page load and
 * navigation is traced. Replays show text and media as they are.
 */
import {
  addIntegration,
  captureException,
  captureMessage,
  init,
  reactRouterTracingIntegration,
  setUser,
} from "@sentry/react-router";
import type { TErrorReporter } from "./reporter.ts";

export const sentryRates = {
  sampleRate: 1,
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;

export function startSentry(settings: {
  dsn: string;
  tunnel: string | null;
  environment: string;
  release: string | null;
}): TErrorReporter {
  init({
    dsn: settings.dsn,
    tunnel: settings.tunnel ?? undefined,
    environment: settings.environment,
    release: settings.release ?? undefined,
    ...sentryRates,
    integrations: [reactRouterTracingIntegration()],
  });
  // Session replay is the larger part of the SDK: it follows in a chunk of its own, so errors and
  // traces are reported sooner.
  import("./sentry-replay.ts").then(
    ({ createReplay }) => addIntegration(createReplay()),
    () => {},
  );
  return {
    isCatchingUncaught: true,
    capture({ category, source, error, details }) {
      const context = { tags: { category, source }, extra: details };
      // A tracked category is an event name, not a thrown error: it is sent as a message.
      if (source === "tracked") captureMessage(category, { ...context, level: "warning" });
      else captureException(error, context);
    },
    identify(userId) {
      setUser(userId ? { id: userId } : null);
    },
  };
}
