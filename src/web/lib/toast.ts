/**
 * Toasts (docs/product-rules.md): success and warning at the bottom centre, error in red, default at the top
 * right; all close after 1200 ms. react-toastify is loaded with the first toast, so pages that never
 * show one do not download it; toasts wait until its container has mounted (react-toastify's own
 * queue does not survive the container re-subscribing, as it does under StrictMode).
 */
import type { ToastOptions } from "react-toastify/unstyled";

export const toastAutoCloseMs = 1200;

type TToastModule = typeof import("react-toastify/unstyled");

let toastModule: Promise<TToastModule> | null = null;
let isContainerWanted = false;
const containerListeners = new Set<() => void>();
let markContainerReady: () => void = () => {};
const containerReady = new Promise<void>((resolve) => {
  markContainerReady = resolve;
});

/** Called by the toast container once it is mounted and listening. */
export function toastContainerMounted() {
  markContainerReady();
}

/** Loads react-toastify and asks the shell to mount the toast container. */
export function loadToasts(): Promise<TToastModule> {
  if (!toastModule) {
    toastModule = import("react-toastify/unstyled");
    isContainerWanted = true;
    for (const listener of containerListeners) listener();
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
  void Promise.all([loadToasts(), containerReady]).then(([{ toast }]) => {
    // The same text raised again while it is still showing appears once.
    toast(message, { toastId: `${options.type}:${message}`, ...options });
  });
}

export const notify = {
  success: (message: string) => show(message, { type: "success", position: "bottom-center" }),
  warning: (message: string) => show(message, { type: "warning", position: "bottom-center" }),
  error: (message: string) => show(message, { type: "error", position: "top-right" }),
  /** The spec's "default" toast. */
  info: (message: string) => show(message, { type: "default", position: "top-right" }),
};
