/**
 * Runs the auth state machine (src/core/identity/auth-state.ts) in the browser. The first state comes
 * from the root loader's viewer, so the server render and hydration agree.
 */
import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from "react";
import { useNavigate, useRevalidator } from "react-router";
import { deriveRole, type TRole } from "#core/access/roles.ts";
import {
  authReducer,
  initialAuthState,
  isAuthenticated,
  type TAuthEffect,
  type TAuthEvent,
  type TAuthState,
} from "#core/identity/auth-state.ts";
import type { TPublicViewer } from "#core/identity/public-viewer.ts";
import { clearOfflineCopies, keepOfflineCopiesFor } from "#web/features/app-install/offline-copies.ts";
import { forgetShoppingList } from "#web/features/shopping/shopping-store.ts";
import { identify, resetAnalyticsIdentity } from "#web/lib/analytics.ts";
import { ApiError, callApi } from "#web/lib/api-client.ts";

interface TAuthContext {
  state: TAuthState;
  viewer: TPublicViewer | null;
  role: TRole | null;
  isAuthenticated: boolean;
  dispatch(event: TAuthEvent): void;
  signOut(): Promise<void>;
}

const AuthContext = createContext<TAuthContext | null>(null);

function stateFromViewer(viewer: TPublicViewer | null | undefined): TAuthState {
  if (viewer === undefined) return initialAuthState;
  return authReducer(initialAuthState, {
    type: "initialised",
    session: viewer ? { userId: viewer.userId } : null,
    user: viewer
      ? { id: viewer.userId, email: viewer.email, completedRegistration: viewer.completedRegistration }
      : null,
  }).state;
}

export function AuthProvider({ viewer, children }: { viewer: TPublicViewer | null | undefined; children: ReactNode }) {
  const queryClient = useQueryClient();
  const pendingEffects = useRef<TAuthEffect[]>([]);
  const [state, dispatchRaw] = useReducer(
    (current: TAuthState, event: TAuthEvent) => {
      const transition = authReducer(current, event);
      pendingEffects.current.push(...transition.effects);
      return transition.state;
    },
    viewer,
    stateFromViewer,
  );

  // A new viewer from the server (after sign-in, sign-out or registration) re-initialises; the
  // first one (a shared page asks who the viewer is once open) only initialises.
  const viewerKey =
    viewer === undefined ? "unknown" : viewer ? `${viewer.userId}:${viewer.completedRegistration}` : "none";
  const lastViewerKey = useRef(viewerKey);
  useEffect(() => {
    if (lastViewerKey.current === viewerKey || viewer === undefined) return;
    const isFirst = lastViewerKey.current === "unknown";
    lastViewerKey.current = viewerKey;
    dispatchRaw({
      type: isFirst ? "initialised" : "session-refreshed",
      session: viewer ? { userId: viewer.userId } : null,
      user: viewer
        ? { id: viewer.userId, email: viewer.email, completedRegistration: viewer.completedRegistration }
        : null,
    });
  }, [viewerKey, viewer]);

  const userId = state.user?.id ?? null;
  useEffect(() => identify(userId), [userId]);
  const isKnown = state.status !== "loading";
  useEffect(() => {
    if (isKnown) keepOfflineCopiesFor(userId);
  }, [isKnown, userId]);

  useEffect(() => {
    const effects = pendingEffects.current.splice(0);
    for (const effect of effects) {
      if (effect === "clear-query-cache") queryClient.clear();
      if (effect === "clear-local-storage") {
        forgetShoppingList();
        clearLocalStorage();
        clearOfflineCopies();
      }
      if (effect === "reset-analytics-identity") resetAnalyticsIdentity();
    }
  });

  const dispatch = useCallback((event: TAuthEvent) => dispatchRaw(event), []);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  /**
   * Ends the session on this device only (other devices stay signed in), then goes home and applies
   * signed-out. Home first, so the client guard never sees a logged-out user on a private page.
   * Throws ApiError when the server could not sign out (an expired session counts as signed out).
   */
  const signOut = useCallback(async () => {
    try {
      await callApi("POST /auth/sign-out");
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
    await navigate("/", { replace: true });
    // In a transition, so React commits it with the navigation: the client guard never sees a
    // signed-out viewer on the private page being left.
    startTransition(() => dispatchRaw({ type: "signed-out" }));
    await revalidator.revalidate();
  }, [navigate, revalidator]);

  const value = useMemo<TAuthContext>(() => {
    const signedIn = state.status === "logged-in";
    return {
      state,
      viewer: signedIn ? (viewer ?? null) : null,
      role: deriveRole({ isLoggedIn: signedIn, blog: viewer?.blog }),
      isAuthenticated: isAuthenticated(state),
      dispatch,
      signOut,
    };
  }, [state, viewer, dispatch, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function clearLocalStorage() {
  try {
    window.localStorage.clear();
  } catch {
    // Storage blocked by the browser: nothing was stored either.
  }
}

export function useAuth(): TAuthContext {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used inside AuthProvider");
  return context;
}
