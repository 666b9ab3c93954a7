/**
 * Toasts (docs/product-rules.md): success and warning at the bottom centre, error in red, default at the top
 * right; all close after 1200 ms. react-toastify is loaded with the first toast, so pages that never
 * show one do not download it; toasts wait until its container has mounted (react-toastify's own
 * queue does not survive the container re-subscribing, as it does under StrictMode). Offline, a
 * page that has shown no toast yet cannot load them: that toast is dropped, never the page broken,
 * and the next toast tries again.
 */
import type { ToastOptions } from "react-toastify/unstyled";

export const toastAutoCloseMs = 1200;

type TToastModule = typeof import("react-toastify/unstyled");

let toastModule: Promise<TToastModule> | null = null;
let isContainerWanted = false;
const containerListeners = new Set<() => void>();
let markContainerReady: () => void = () => {};
let markContainerFailed: () => void = () => {};
let containerReady = waitForContainer();

function waitForContainer() {
  const ready = new Promise<void>((resolve, reject) => {
    markContainerReady = resolve;
    markContainerFailed = reject;
  });
  // A failure nobody waits on must not be reported as an unhandled rejection.
  ready.catch(() => {});
  return ready;
}

function publishContainerWanted(isWanted: boolean) {
  isContainerWanted = isWanted;
  for (const listener of containerListeners) listener();
}

/** Called by the toast container once it is mounted and listening. */
export function toastContainerMounted() {
  markContainerReady();
}

/**
 * react-toastify or the container could not be loaded (offline before the first toast): the toasts
 * waiting are dropped, and the next one loads them again.
 */
export function toastsUnavailable() {
  toastModule = null;
  markContainerFailed();
  containerReady = waitForContainer();
  publishContainerWanted(false);
}

/** Loads react-toastify and asks the shell to mount the toast container. */
export function loadToasts(): Promise<TToastModule> {
  if (!toastModule) {
    const loading = import("react-toastify/unstyled");
    toastModule = loading;
    loading.catch(() => {
      if (toastModule === loading) toastsUnavailable();
    });
    publishContainerWanted(true);
  }
  return toastModule;
}

/** For the shell's toast host (`useSyncExternalStore`): true once a toast has been raised. */
export const toastContainerStore = {
  subscribe(listener: () => void) {
    containerListeners.add(listener);
    return () => {
      containerListeners.delete(listener);
    };
  },
  getSnapshot: () => isContainerWanted,
  getServerSnapshot: () => false,
};

function show(message: string, options: ToastOptions) {
  if (typeof window === "undefined") return;
  void Promise.all([loadToasts(), containerReady]).then(
    ([{ toast }]) => {
      // The same text raised again while it is still showing appears once.
      toast(message, { toastId: `${options.type}:${message}`, ...options });
    },
    () => {
      // Toasts could not be loaded (see toastsUnavailable): this one is lost.
    },
  );
}

export const notify = {
  success: (message: string) => show(message, { type: "success", position: "bottom-center" }),
  warning: (message: string) => show(message, { type: "warning", position: "bottom-center" }),
  error: (message: string) => show(message, { type: "error", position: "top-right" }),
  /** The spec's "default" toast. */
  info: (message: string) => show(message, { type: "default", position: "top-right" }),
};
