/**
 * "Install the web app": the browser's own install dialog where it offers one (Chromium's
 * `beforeinstallprompt`), the steps for Safari's Add to Home Screen on iPhone and iPad, and a plain
 * pointer to the browser's menu elsewhere. Already running installed, it says so.
 */
import { CheckCircle2, Download, Share, SquarePlus } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { captureInstallPrompt, installPromptStore, promptInstall } from "./install-prompt.ts";

type TPlatform = "unknown" | "installed" | "ios" | "other";

function detectPlatform(): TPlatform {
  if (window.matchMedia("(display-mode: standalone)").matches) return "installed";
  const agent = navigator.userAgent;
  // iPadOS presents itself as a Mac with a touch screen.
  const isAppleTouch = /iPhone|iPad|iPod/.test(agent) || (agent.includes("Macintosh") && navigator.maxTouchPoints > 1);
  return isAppleTouch ? "ios" : "other";
}

export function InstallWebApp() {
  const prompt = useSyncExternalStore(
    installPromptStore.subscribe,
    installPromptStore.getSnapshot,
    installPromptStore.getServerSnapshot,
  );
  const [platform, setPlatform] = useState<TPlatform>("unknown");
  const [isAsking, setIsAsking] = useState(false);
  useEffect(() => {
    captureInstallPrompt();
    setPlatform(detectPlatform());
  }, []);

  if (platform === "installed" || prompt === "installed") {
    return (
      <p className="install-web-app__done">
        <CheckCircle2 aria-hidden="true" size={22} /> Ladle is installed on this device. Open it from your home screen.
      </p>
    );
  }
  if (prompt === "ready") {
    return (
      <button
        type="button"
        className="button install-web-app__button"
        disabled={isAsking}
        onClick={async () => {
          setIsAsking(true);
          try {
            await promptInstall();
          } finally {
            setIsAsking(false);
          }
        }}
      >
        <Download aria-hidden="true" size={20} /> Install Ladle
      </button>
    );
  }
  if (platform === "ios") {
    return (
      <ol className="install-web-app__steps">
        <li>
          Open this page in Safari and tap <Share aria-label="Share" size={18} className="install-web-app__icon" />{" "}
          <strong>Share</strong>.
        </li>
        <li>
          Choose <SquarePlus aria-hidden="true" size={18} className="install-web-app__icon" />{" "}
          <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
        </li>
      </ol>
    );
  }
  return (
    <p className="install-web-app__hint">
      Open your browser's menu and choose <strong>Install Ladle</strong> or <strong>Add to Home screen</strong>. In
      Chrome and Edge the install button also sits at the end of the address bar.
    </p>
  );
}
