/**
 * Where each step of signing in and registering leads. A new user goes
 * sign-in → /auth/terms_conditions → /auth/registration → /auth/welcome; a registered one goes back
 * to where they were headed, or to their role's landing route. `redirectTo` rides along the way.
 */
import { safeReturnPath } from "#core/access/guard.ts";

export const termsPath = "/auth/terms_conditions";
export const registrationPath = "/auth/registration";
export const welcomePath = "/auth/welcome";

/** A same-site `redirectTo`, or null (never "/" alone, which is no destination). */
export function readRedirectTo(searchParams: URLSearchParams): string | null {
  const raw = searchParams.get("redirectTo");
  if (!raw) return null;
  const path = safeReturnPath(raw, "");
  return path && path !== "/" ? path : null;
}

export function withRedirectTo(path: string, redirectTo: string | null): string {
  return redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;
}

/**
 * After a code or token is accepted. A registered user without a destination goes to /auth, which
 * the server guard turns into their role's landing route (it knows the role; the browser may not).
 */
export function pathAfterSignIn(user: { completedRegistration: boolean }, redirectTo: string | null): string {
  if (!user.completedRegistration) return withRedirectTo(termsPath, redirectTo);
  return redirectTo ?? "/auth";
}
