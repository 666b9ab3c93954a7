/**
 * The copy of a page every signed-in visitor shares knows nobody: once open, it asks the server who
 * the viewer is and what is theirs on the page (`GET /api/me/state`, shaped by the route's
 * `handle.personalState`). The header waits for it with a placeholder; pages lay it over the values
 * their loader gave every reader. A page reached by navigating in the browser has its loader's own
 * answer for this viewer, so the overlay is only for the page the shared copy was served for.
 */
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { useLocation, useMatches } from "react-router";
import { whenPageSettled } from "#web/components/hydration-queue.ts";
import { callApi, type TApiResponse } from "#web/lib/api-client.ts";
import { ApiError } from "#web/lib/api-error.ts";
import type { TPageHandle } from "#web/lib/page.ts";
import { recallViewer, rememberViewer } from "./last-viewer.ts";

export type TPersonalState = TApiResponse<"GET /me/state">;

interface TPersonalStateContext {
  /** This document is the shared copy: who the viewer is comes from the request below. */
  isSharedCopy: boolean;
  /** Undefined until the answer is here; null when it could not be had (the session ended). */
  state: TPersonalState | null | undefined;
  /**
   * The history key of the entry the document was loaded at. Not always "default": a reload keeps
   * the key an earlier in-app navigation gave the entry.
   */
  documentKey: string;
}

const PersonalStateContext = createContext<TPersonalStateContext>({
  isSharedCopy: false,
  state: null,
  documentKey: "default",
});

export function PersonalStateProvider({ isSharedCopy, children }: { isSharedCopy: boolean; children: ReactNode }) {
  const matches = useMatches();
  const location = useLocation();
  const [documentKey] = useState(() => location.key);
  // Asked once, for the page the shared copy was served for: later pages bring their own loader data.
  const [query] = useState(() => {
    const page = matches[matches.length - 1];
    return (page?.handle as TPageHandle | undefined)?.personalState?.(page.params) ?? {};
  });
  const [state, setState] = useState<TPersonalState | null | undefined>(undefined);
  useEffect(() => {
    if (!isSharedCopy) return;
    let isCurrent = true;
    // Shown once every part of the page has hydrated: a part still waiting keeps the server's HTML,
    // which names nobody, and must hydrate onto what it shows (components/hydrate-later.tsx).
    const show = (answer: TPersonalState | null) => whenPageSettled(() => isCurrent && setState(answer));
    const ask = () =>
      callApi("GET /me/state", { query }).then((answer) => {
        rememberViewer(answer);
        show(answer);
      });
    // Offline (the service worker's copy), the reader is the one the server last named, until the
    // network is back and the server can say.
    const askWhenOnline = () => {
      window.removeEventListener("online", askWhenOnline);
      ask().catch(() => {});
    };
    ask().catch((error: unknown) => {
      const isOffline = error instanceof ApiError && error.code === "NETWORK_ERROR";
      show(isOffline ? recallViewer() : null);
      if (isOffline && isCurrent) window.addEventListener("online", askWhenOnline);
    });
    return () => {
      isCurrent = false;
      window.removeEventListener("online", askWhenOnline);
    };
  }, [isSharedCopy, query]);
  return (
    <PersonalStateContext.Provider value={{ isSharedCopy, state: isSharedCopy ? state : null, documentKey }}>
      {children}
    </PersonalStateContext.Provider>
  );
}

/** The viewer's own state for the page on screen, when it is the shared copy (else null: use the loader's). */
export function usePersonalState(): TPersonalState | null {
  const { isSharedCopy, state, documentKey } = useContext(PersonalStateContext);
  const location = useLocation();
  // Only the entry the document was loaded at is the shared copy; later ones were navigated to.
  return isSharedCopy && location.key === documentKey ? (state ?? null) : null;
}

/** Who the viewer is on a shared copy: undefined while asking, null when signed out. */
export function useSharedCopyViewer(): TPersonalState["viewer"] | undefined {
  const { state } = useContext(PersonalStateContext);
  return state === undefined ? undefined : (state?.viewer ?? null);
}
