/**
 * Keeps the screen on while `isActive` (cook mode), through the Screen Wake Lock API. The browser
 * drops the lock when the tab is hidden, so it is asked for again when the tab comes back.
 */
import { useEffect, useState } from "react";

export type TWakeLockState = "unsupported" | "off" | "on";

interface TWakeLockSentinel extends EventTarget {
  release(): Promise<void>;
}

export function useWakeLock(isActive: boolean): TWakeLockState {
  const [state, setState] = useState<TWakeLockState>("off");

  useEffect(() => {
    if (!isActive) return;
    const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: "screen"): Promise<TWakeLockSentinel> } })
      .wakeLock;
    if (!wakeLock) {
      setState("unsupported");
      return;
    }
    let sentinel: TWakeLockSentinel | null = null;
    let isCancelled = false;
    const acquire = async () => {
      try {
        const next = await wakeLock.request("screen");
        if (isCancelled) {
          await next.release();
          return;
        }
        sentinel = next;
        setState("on");
        next.addEventListener("release", () => {
          if (!isCancelled) setState("off");
        });
      } catch {
        // Refused (battery saver, no user gesture): cooking goes on, the screen may dim.
        setState("off");
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void acquire();
    };
    void acquire();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      isCancelled = true;
      document.removeEventListener("visibilitychange", onVisible);
      void sentinel?.release().catch(() => {});
      setState("off");
    };
  }, [isActive]);

  return state;
}
