/**
 * Starts the installable app once the page is interactive (production builds only, from the app
 * shell): registers the service worker at /sw.js, keeps the browser's install prompt, and shows
 * "A new version of Ladle is ready" with Reload when a new worker waits. Loaded on its own, after
 * the page, so none of it weighs on the first load.
 */
import "#web/styles/components/update-prompt.css";
import { captureInstallPrompt } from "./install-prompt.ts";

const updateCheckMs = 60 * 60 * 1000;

export function startAppInstall({ exposeTestHooks = false }: { exposeTestHooks?: boolean } = {}): void {
  captureInstallPrompt();
  if (exposeTestHooks) {
    // End-to-end tests and screenshots show the prompt without publishing a second build.
    (window as Window & { ladleShowUpdatePrompt?: () => void }).ladleShowUpdatePrompt = () => showUpdatePrompt(null);
  }
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register("/sw.js", { scope: "/" })
    .then(watchForUpdates)
    .catch(() => {
      // No worker (private mode, blocked storage): the site works as before, only not offline.
    });
}

let isReloadWanted = false;

function watchForUpdates(registration: ServiceWorkerRegistration) {
  // A first install has no controller: nothing to replace, nothing to announce.
  if (registration.waiting && navigator.serviceWorker.controller) showUpdatePrompt(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) showUpdatePrompt(worker);
    });
  });
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // Only after the person chose Reload: the first worker also takes control, and must not reload.
    if (isReloadWanted) window.location.reload();
  });
  setInterval(() => void registration.update().catch(() => {}), updateCheckMs);
}

/** The prompt, in plain DOM: it appears at most once a session and must not wait for React. */
function showUpdatePrompt(worker: ServiceWorker | null) {
  if (document.querySelector(".update-prompt")) return;
  const prompt = document.createElement("div");
  prompt.className = "update-prompt";
  prompt.setAttribute("role", "status");
  const text = document.createElement("p");
  text.className = "update-prompt__text";
  text.textContent = "A new version of Ladle is ready.";
  const reload = document.createElement("button");
  reload.type = "button";
  reload.className = "update-prompt__reload";
  reload.textContent = "Reload";
  reload.addEventListener("click", () => {
    reload.disabled = true;
    isReloadWanted = true;
    if (worker) worker.postMessage({ type: "skip-waiting" });
    else window.location.reload();
  });
  const close = document.createElement("button");
  close.type = "button";
  close.className = "update-prompt__close";
  close.setAttribute("aria-label", "Not now");
  close.textContent = "×";
  close.addEventListener("click", () => prompt.remove());
  prompt.append(text, reload, close);
  document.body.append(prompt);
}
