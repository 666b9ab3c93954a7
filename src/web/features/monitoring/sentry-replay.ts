/** Sentry's session replay, added after the SDK starts; text and media are recorded as they are. */
import { replayIntegration } from "@sentry/react-router";

export function createReplay() {
  return replayIntegration({ maskAllText: false, blockAllMedia: false });
}
