/**
 * The visitor's answer to "may Ladle load the advertising pixel and the page-analytics tag?",
 * remembered in this browser (local storage). Nothing outside Ladle loads until the answer is yes.
 * The server does not need the answer (pages are the same for everyone), so no cookie is set.
 */
export type TConsentChoice = "granted" | "denied";

export const consentStorageKey = "ladle-consent";
/** A stored answer from an older set of tools is asked again. */
export const consentVersion = 1;

/** Reads a stored answer; anything unreadable or from an older version counts as no answer. */
export function parseStoredConsent(text: string | null): TConsentChoice | null {
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as { choice?: unknown; version?: unknown };
    if (stored.version !== consentVersion) return null;
    return stored.choice === "granted" || stored.choice === "denied" ? stored.choice : null;
  } catch {
    return null;
  }
}

export function serializeConsent(choice: TConsentChoice, now: Date): string {
  return JSON.stringify({ choice, version: consentVersion, at: now.toISOString() });
}

type TListener = (choice: TConsentChoice | null) => void;
const listeners = new Set<TListener>();

export function readConsent(): TConsentChoice | null {
  try {
    return parseStoredConsent(window.localStorage.getItem(consentStorageKey));
  } catch {
    // Storage refused (private mode, blocked): ask, and remember for this page only.
    return memoryChoice;
  }
}

let memoryChoice: TConsentChoice | null = null;

export function saveConsent(choice: TConsentChoice) {
  memoryChoice = choice;
  try {
    window.localStorage.setItem(consentStorageKey, serializeConsent(choice, new Date()));
  } catch {
    // Kept in memory only.
  }
  for (const listener of listeners) listener(choice);
}

/** Calls `listener` with each new answer; returns the unsubscribe. */
export function onConsentChange(listener: TListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
