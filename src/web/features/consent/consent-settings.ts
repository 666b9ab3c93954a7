/**
 * Reopening the consent choice from anywhere on the page ("Cookie settings" in the footer and on the
 * privacy policy). Kept apart from the banner, which is loaded only when a tool needs consent.
 */
const settingsListeners = new Set<() => void>();
/** A request made before the banner's chunk had loaded: it opens as soon as it mounts. */
let isRequestPending = false;

/** Opens the choice again (the footer's "Cookie settings", the privacy policy's button). */
export function openConsentSettings() {
  if (settingsListeners.size === 0) isRequestPending = true;
  for (const listener of settingsListeners) listener();
}

export function isConsentSettingsRequested(): boolean {
  const wasRequested = isRequestPending;
  isRequestPending = false;
  return wasRequested;
}

export function onConsentSettingsOpened(listener: () => void): () => void {
  settingsListeners.add(listener);
  return () => {
    settingsListeners.delete(listener);
  };
}
