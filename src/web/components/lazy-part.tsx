/**
 * A part of a page whose code loads on first use (a panel, a dialog, a chart, a menu), in place of
 * `React.lazy`. With `React.lazy` a file that cannot be fetched (offline) is an error thrown while
 * rendering, and the route's error boundary takes the whole page. A lazy part instead shows what its
 * `Unavailable` component draws (by default a short note that it needs a connection) and tries again
 * when the browser comes back online, or when the cook asks; the page around it carries on.
 *
 * Like `React.lazy`, it suspends while its code loads (a `<Suspense>` above gives the fallback), and
 * a part already loaded renders at once, during hydration too.
 */
import "#web/styles/components/part-unavailable.css";
import CloudOff from "lucide-react/icons/cloud-off";
import { type ComponentType, useSyncExternalStore } from "react";
import { onceOnline } from "#web/lib/chunk-loading.ts";

/** What a part that could not load is told, besides its own props. */
export interface TUnavailableProps {
  /** The browser is offline (the part will try again once it is back). */
  isOffline: boolean;
  /** Tries to load the part again now. */
  retry: () => void;
  /**
   * It failed again online after a try: its file is likely gone, the page being from an earlier
   * release of Ladle than the server's. A reload brings the new one.
   */
  hasFailedAgain: boolean;
}

export type TLazyPart<TProps extends object> = ComponentType<TProps> & {
  /** Fetches the code ahead of use (when the page is idle, on hover); a failure is left for the render to meet. */
  preload: () => Promise<void>;
  /** Tries again now if the last try failed. */
  retry: () => void;
  /** Its code is in: it renders at once, without suspending. */
  isLoaded: () => boolean;
};

export function lazyPart<TProps extends object>(
  load: () => Promise<ComponentType<TProps>>,
  Unavailable: ComponentType<TProps & TUnavailableProps> = PartUnavailable,
): TLazyPart<TProps> {
  let loaded: ComponentType<TProps> | null = null;
  let loading: Promise<void> | null = null;
  let hasFailed = false;
  /** Tries that failed while the browser was online. */
  let onlineFailures = 0;
  let stopWaiting: (() => void) | null = null;
  let version = 0;
  const listeners = new Set<() => void>();

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const getVersion = () => version;
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };

  function retry() {
    stopWaiting?.();
    stopWaiting = null;
    if (!hasFailed) return;
    hasFailed = false;
    changed();
  }

  /** Never rejects: what Suspense waits for is the end of the attempt, whichever way it went. */
  function start(): Promise<void> {
    loading ??= load()
      .then(
        (Component) => {
          loaded = Component;
        },
        () => {
          hasFailed = true;
          if (typeof window === "undefined") return;
          if (navigator.onLine) onlineFailures += 1;
          stopWaiting ??= onceOnline(retry);
        },
      )
      .finally(() => {
        loading = null;
        changed();
      });
    return loading;
  }

  function LazyPart(props: TProps) {
    useSyncExternalStore(subscribe, getVersion, getVersion);
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    if (hasFailed) {
      return <FailedPart Unavailable={Unavailable} props={props} retry={retry} hasFailedAgain={onlineFailures > 1} />;
    }
    throw start();
  }

  LazyPart.retry = retry;
  LazyPart.isLoaded = () => loaded !== null;
  LazyPart.preload = () =>
    loaded
      ? Promise.resolve()
      : load().then(
          (Component) => {
            loaded ??= Component;
          },
          () => {},
        );
  return LazyPart;
}

function FailedPart<TProps extends object>({
  Unavailable,
  props,
  retry,
  hasFailedAgain,
}: {
  Unavailable: ComponentType<TProps & TUnavailableProps>;
  props: TProps;
  retry: () => void;
  hasFailedAgain: boolean;
}) {
  const isOnline = useIsOnline();
  return <Unavailable {...props} isOffline={!isOnline} retry={retry} hasFailedAgain={hasFailedAgain} />;
}

function subscribeToConnection(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
}

const offlineText = "This part needs a connection. It'll load when you're back online.";
const failedText = "This part didn't load.";
const updatedText = "Ladle may have been updated since this page opened: reloading the page brings the new version.";

/**
 * The note a part that could not load leaves in its place: offline, that it loads once the network
 * is back; online (the file could not be fetched), a button to try again, and once that failed too,
 * one to reload the page.
 */
export function PartUnavailable({
  isOffline,
  retry,
  hasFailedAgain,
  offline = offlineText,
  failed = failedText,
}: TUnavailableProps & { offline?: string; failed?: string }) {
  return (
    <div className="part-unavailable" role="status">
      <CloudOff size={18} aria-hidden="true" className="part-unavailable__icon" />
      <p>{isOffline ? offline : hasFailedAgain ? `${failed} ${updatedText}` : failed}</p>
      {isOffline ? null : (
        <span className="part-unavailable__actions">
          {hasFailedAgain ? (
            <button type="button" className="button part-unavailable__retry" onClick={() => window.location.reload()}>
              Reload the page
            </button>
          ) : null}
          <button type="button" className="button button--secondary part-unavailable__retry" onClick={retry}>
            Try again
          </button>
        </span>
      )}
    </div>
  );
}
