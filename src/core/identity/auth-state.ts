/**
 * The client's authentication state machine. Pure: the reducer returns
 * the next state and the side effects the provider must carry out.
 */

export interface TAuthSession {
  userId: string;
  /** When the session stops being valid, ISO-8601. */
  expiresAt?: string | null;
}

export interface TAuthUser {
  id: string;
  email: string;
  /** Set on the server once the profile is created (the user's metadata). */
  completedRegistration: boolean;
}

export interface TAuthState {
  status: "loading" | "logged-out" | "logged-in";
  session: TAuthSession | null;
  user: TAuthUser | null;
  /** Registration marked completed in the user's metadata. */
  isCompleted: boolean;
  /** A sign-in or registration is under way (pending flag). */
  isAuthProcessStarted: boolean;
}

export type TAuthEvent =
  | { type: "initialised"; session: TAuthSession | null; user: TAuthUser | null }
  | { type: "signed-in"; session: TAuthSession; user: TAuthUser }
  | { type: "token-refreshed"; session: TAuthSession }
  | { type: "session-refreshed"; session: TAuthSession | null; user: TAuthUser | null }
  | { type: "auth-process-started" }
  | { type: "registration-completed" }
  | { type: "signed-out" }
  | { type: "account-deleted" };

export type TAuthEffect = "clear-query-cache" | "clear-local-storage" | "reset-analytics-identity";

export interface TAuthTransition {
  state: TAuthState;
  effects: TAuthEffect[];
}

export const initialAuthState: TAuthState = {
  status: "loading",
  session: null,
  user: null,
  isCompleted: false,
  isAuthProcessStarted: false,
};

const loggedOut: TAuthState = { ...initialAuthState, status: "logged-out" };
const signOutEffects: TAuthEffect[] = ["clear-query-cache", "clear-local-storage", "reset-analytics-identity"];

function withSession(state: TAuthState, session: TAuthSession | null, user: TAuthUser | null): TAuthState {
  if (!session || !user) return loggedOut;
  return { ...state, status: "logged-in", session, user, isCompleted: user.completedRegistration };
}

export function authReducer(state: TAuthState, event: TAuthEvent): TAuthTransition {
  switch (event.type) {
    case "initialised":
      return { state: withSession(state, event.session, event.user), effects: [] };
    case "signed-in":
      return { state: withSession(state, event.session, event.user), effects: [] };
    case "token-refreshed":
      // Updates the session and resets the pending flag.
      if (state.status !== "logged-in") return { state, effects: [] };
      return { state: { ...state, session: event.session, isAuthProcessStarted: false }, effects: [] };
    case "session-refreshed":
      // The user's session ended elsewhere (signed out on another device, expired, account deleted):
      // that is their sign-out here too, so nothing of theirs stays for the next person.
      if (state.status === "logged-in" && (!event.session || !event.user)) {
        return { state: loggedOut, effects: signOutEffects };
      }
      // Re-reads session and user, recomputes the completed status and clears the cache.
      return { state: withSession(state, event.session, event.user), effects: ["clear-query-cache"] };
    case "auth-process-started":
      return { state: { ...state, isAuthProcessStarted: true }, effects: [] };
    case "registration-completed":
      if (!state.user) return { state, effects: [] };
      return {
        state: {
          ...state,
          user: { ...state.user, completedRegistration: true },
          isCompleted: true,
          isAuthProcessStarted: false,
        },
        effects: [],
      };
    case "signed-out":
    case "account-deleted":
      return { state: loggedOut, effects: signOutEffects };
  }
}

/** Authenticated only when registration is completed and no auth process is pending. */
export function isAuthenticated(state: TAuthState): boolean {
  return state.status === "logged-in" && state.isCompleted && !state.isAuthProcessStarted;
}
