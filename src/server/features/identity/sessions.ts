import type { TAuth } from "./auth.ts";

/**
 * Ends the session of this request only (other devices stay signed in) and returns the cookies that
 * clear it in the browser. With no session left to end there is nothing to clear.
 */
export async function signOutHere({ auth, headers }: { auth: TAuth; headers: Headers }): Promise<string[]> {
  try {
    const result = await auth.api.signOut({ headers, returnHeaders: true });
    return result.headers.getSetCookie();
  } catch {
    return [];
  }
}
