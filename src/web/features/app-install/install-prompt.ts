/**
 * Chromium's install prompt (`beforeinstallprompt`) fires once, early, and can be shown later only
 * from the event it gave: this keeps it for the "Install the web app" button on /download.
 */

interface TInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferred: TInstallPromptEvent | null = null;
let isListening = false;
let isInstalled = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Starts listening (idempotent): called when the app starts and by the install button. */
export function captureInstallPrompt(): void {
  if (isListening || typeof window === "undefined") return;
  isListening = true;
  window.addEventListener("beforeinstallprompt", (event) => {
    // Keeps the browser's own mini-bar away: Ladle offers installing where it fits.
    event.preventDefault();
    deferred = event as TInstallPromptEvent;
    emit();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    isInstalled = true;
    emit();
  });
}

export const installPromptStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** "ready": the browser can install now; "installed": it just did; "none": no prompt offered. */
  getSnapshot: (): "ready" | "installed" | "none" => (isInstalled ? "installed" : deferred ? "ready" : "none"),
  getServerSnapshot: (): "none" => "none",
};

/** Shows the browser's install dialog; true when the person installed. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === "accepted") isInstalled = true;
  emit();
  return outcome === "accepted";
}
