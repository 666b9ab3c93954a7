/**
 * Asks once whether the advertising pixel and the page-analytics tag may load, and loads them
 * (after the page is idle) only on yes. Loaded as its own chunk, only when either tool is
 * configured. The choice can be changed later from "Cookie settings" (footer, privacy policy).
 */
import "#web/styles/components/consent.css";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { describeConsentTools, type TBrowserTools } from "#web/features/monitoring/browser-tools.ts";
import { loadWhenOnline } from "#web/lib/chunk-loading.ts";
import { isConsentSettingsRequested, onConsentSettingsOpened } from "./consent-settings.ts";
import { readConsent, saveConsent, type TConsentChoice } from "./consent-store.ts";

export function ConsentManager({ tools }: { tools: TBrowserTools }) {
  const id = useId();
  const [choice, setChoice] = useState<TConsentChoice | null>(readConsent);
  const [isOpen, setIsOpen] = useState(() => choice === null || isConsentSettingsRequested());
  const panelRef = useRef<HTMLElement>(null);
  /** Where focus was when the settings were opened; it goes back there after the choice. */
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(
    () =>
      onConsentSettingsOpened(() => {
        returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setIsOpen(true);
        // Opened on request: focus moves into the panel (a first visit's banner does not steal focus).
        requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>("button")?.focus());
      }),
    [],
  );

  useEffect(() => {
    if (choice !== "granted") return;
    let stop: (() => void) | null = null;
    let stopLoading = () => {};
    const cancelWait = whenIdle(() => {
      stopLoading = loadWhenOnline(
        () => import("#web/features/tracking/start-tracking.ts"),
        ({ startTracking }) => {
          stop = startTracking(tools);
        },
      );
    });
    return () => {
      cancelWait();
      stopLoading();
      stop?.();
    };
  }, [choice, tools]);

  function choose(next: TConsentChoice) {
    saveConsent(next);
    setChoice(next);
    setIsOpen(false);
    returnFocusTo.current?.focus();
    returnFocusTo.current = null;
  }

  function closeOnEscape(event: React.KeyboardEvent) {
    // Escape keeps an earlier answer; a first visit has none to keep, so it must be answered.
    if (event.key === "Escape" && choice !== null) {
      setIsOpen(false);
      returnFocusTo.current?.focus();
    }
  }

  if (!isOpen) return null;
  return (
    <section
      ref={panelRef}
      className="consent-banner"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onKeyDown={closeOnEscape}
    >
      <h2 id={`${id}-title`} className="consent-banner__title">
        Cookies, your call
      </h2>
      <p id={`${id}-text`} className="consent-banner__text">
        We'd like to use {describeConsentTools(tools)} to see how people find and use Ladle. They load only if you
        accept, and you can change your mind any time under Cookie settings.{" "}
        <Link to="/privacy-policy">Privacy policy</Link>
      </p>
      {choice && (
        <p className="consent-banner__current muted">
          Right now you've {choice === "granted" ? "accepted" : "declined"}.
        </p>
      )}
      <div className="consent-banner__actions">
        <button type="button" className="button" onClick={() => choose("granted")}>
          Accept
        </button>
        <button type="button" className="button button--secondary" onClick={() => choose("denied")}>
          Decline
        </button>
      </div>
    </section>
  );
}

/** Runs `task` once the browser is idle after the page has loaded; returns a cancel. */
function whenIdle(task: () => void): () => void {
  let handle: number | null = null;
  let isCancelled = false;
  const hasIdleCallback = typeof window.requestIdleCallback === "function";
  const schedule = () => {
    if (isCancelled) return;
    handle = hasIdleCallback ? window.requestIdleCallback(task, { timeout: 3000 }) : window.setTimeout(task, 1000);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    isCancelled = true;
    window.removeEventListener("load", schedule);
    if (handle === null) return;
    if (hasIdleCallback) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
