import { describe, expect, it } from "vitest";
import { authReducer, initialAuthState, isAuthenticated, type TAuthState } from "./auth-state.ts";

const session = { userId: "u1", expiresAt: "2030-01-01T00:00:00Z" };
const registered = { id: "u1", email: "a@b.test", completedRegistration: true };
const unregistered = { ...registered, completedRegistration: false };

function signedIn(user = registered): TAuthState {
  return authReducer(initialAuthState, { type: "signed-in", session, user }).state;
}

describe("auth state machine", () => {
  it("starts loading and is not authenticated", () => {
    expect(initialAuthState.status).toBe("loading");
    expect(isAuthenticated(initialAuthState)).toBe(false);
  });

  it("initialises to logged out without a session", () => {
    const { state, effects } = authReducer(initialAuthState, { type: "initialised", session: null, user: null });
    expect(state.status).toBe("logged-out");
    expect(effects).toEqual([]);
  });

  it("initialises to logged in with a session, completed from the user's metadata", () => {
    const { state } = authReducer(initialAuthState, { type: "initialised", session, user: registered });
    expect(state).toMatchObject({ status: "logged-in", isCompleted: true, isAuthProcessStarted: false });
    expect(isAuthenticated(state)).toBe(true);
  });

  it("a signed-in user without completed registration is not authenticated", () => {
    const state = signedIn(unregistered);
    expect(state.status).toBe("logged-in");
    expect(isAuthenticated(state)).toBe(false);
  });

  it("a pending auth process blocks authentication until registration completes", () => {
    const started = authReducer(signedIn(), { type: "auth-process-started" }).state;
    expect(started.isAuthProcessStarted).toBe(true);
    expect(isAuthenticated(started)).toBe(false);
    const done = authReducer(started, { type: "registration-completed" }).state;
    expect(done).toMatchObject({ isCompleted: true, isAuthProcessStarted: false });
    expect(done.user?.completedRegistration).toBe(true);
    expect(isAuthenticated(done)).toBe(true);
  });

  it("completing registration sets completed and clears the pending flag", () => {
    const pending = authReducer(signedIn(unregistered), { type: "auth-process-started" }).state;
    const { state } = authReducer(pending, { type: "registration-completed" });
    expect(state.isCompleted).toBe(true);
    expect(state.isAuthProcessStarted).toBe(false);
  });

  it("registration-completed without a user changes nothing", () => {
    const loggedOut = authReducer(initialAuthState, { type: "initialised", session: null, user: null }).state;
    expect(authReducer(loggedOut, { type: "registration-completed" }).state).toBe(loggedOut);
  });

  it("a token-refreshed event updates the session and resets the pending flag", () => {
    const pending = authReducer(signedIn(), { type: "auth-process-started" }).state;
    const next = { userId: "u1", expiresAt: "2031-01-01T00:00:00Z" };
    const { state, effects } = authReducer(pending, { type: "token-refreshed", session: next });
    expect(state.session).toEqual(next);
    expect(state.isAuthProcessStarted).toBe(false);
    expect(effects).toEqual([]);
  });

  it("a token-refreshed event while logged out is ignored", () => {
    const loggedOut = authReducer(initialAuthState, { type: "initialised", session: null, user: null }).state;
    expect(authReducer(loggedOut, { type: "token-refreshed", session }).state).toBe(loggedOut);
  });

  it("refreshing the session re-reads it, recomputes completion and clears the cache", () => {
    const before = signedIn(unregistered);
    const { state, effects } = authReducer(before, { type: "session-refreshed", session, user: registered });
    expect(state.isCompleted).toBe(true);
    expect(effects).toEqual(["clear-query-cache"]);
  });

  it("a refresh that finds the user's session gone is their sign-out: cache, local storage and analytics identity go", () => {
    const gone = authReducer(signedIn(), { type: "session-refreshed", session: null, user: null });
    expect(gone.state).toEqual({ ...initialAuthState, status: "logged-out" });
    expect(gone.effects).toEqual(["clear-query-cache", "clear-local-storage", "reset-analytics-identity"]);
    const pending = authReducer(signedIn(unregistered), { type: "auth-process-started" }).state;
    expect(authReducer(pending, { type: "session-refreshed", session: null, user: null }).effects).toContain(
      "clear-local-storage",
    );
  });

  it("a refresh that finds nobody when nobody was signed in only clears the cache", () => {
    const loggedOut = authReducer(initialAuthState, { type: "initialised", session: null, user: null }).state;
    const { state, effects } = authReducer(loggedOut, { type: "session-refreshed", session: null, user: null });
    expect(state.status).toBe("logged-out");
    expect(effects).toEqual(["clear-query-cache"]);
  });

  it("a refresh that finds a user after a visitor signs them in, clearing only the cache", () => {
    const loggedOut = authReducer(initialAuthState, { type: "initialised", session: null, user: null }).state;
    const { state, effects } = authReducer(loggedOut, { type: "session-refreshed", session, user: registered });
    expect(state).toMatchObject({ status: "logged-in", isCompleted: true });
    expect(effects).toEqual(["clear-query-cache"]);
  });

  it("signing out clears the cache, local storage and the analytics identity", () => {
    const { state, effects } = authReducer(signedIn(), { type: "signed-out" });
    expect(state).toEqual({ ...initialAuthState, status: "logged-out" });
    expect(effects).toEqual(["clear-query-cache", "clear-local-storage", "reset-analytics-identity"]);
  });

  it("deleting the account signs out", () => {
    const { state, effects } = authReducer(signedIn(), { type: "account-deleted" });
    expect(state.status).toBe("logged-out");
    expect(effects).toContain("clear-local-storage");
  });
});
