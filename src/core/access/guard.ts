/** Route guard decisions (docs/product-rules.md; docs/architecture.md "Access"). */
import { landingRouteFor, type TRole } from "./roles.ts";
import { rolesByAccess, type TAccessClass } from "./route-table.ts";

export interface TGuardViewer {
  status: "loading" | "logged-out" | "logged-in";
  /** Registration completed and no auth process pending. */
  isAuthenticated: boolean;
  role: TRole | null;
}

export type TGuardDecision = { type: "allow" } | { type: "loading" } | { type: "redirect"; to: string };

export const signInPath = "/auth";
export const registrationPath = "/auth/registration";

/** Where a visitor who must sign in is sent; they come back to `returnTo` afterwards. */
export function signInRedirect(returnTo: string): string {
  return returnTo && returnTo !== "/" ? `${signInPath}?redirectTo=${encodeURIComponent(returnTo)}` : signInPath;
}

export function decideAccess(access: TAccessClass, viewer: TGuardViewer, returnTo: string): TGuardDecision {
  if (access === "hybrid") return { type: "allow" };
  if (viewer.status === "loading") return { type: "loading" };

  const isSignedIn = viewer.status === "logged-in";
  if (access === "public-only") {
    if (!isSignedIn) return { type: "allow" };
    if (viewer.isAuthenticated && viewer.role) return { type: "redirect", to: landingRouteFor(viewer.role) };
    return { type: "allow" };
  }

  if (!isSignedIn) return { type: "redirect", to: signInRedirect(returnTo) };
  if (access === "private") return { type: "allow" };

  if (!viewer.isAuthenticated || !viewer.role) {
    return { type: "redirect", to: `${registrationPath}?redirectTo=${encodeURIComponent(returnTo)}` };
  }
  if (rolesByAccess[access].includes(viewer.role)) return { type: "allow" };
  return { type: "redirect", to: landingRouteFor(viewer.role) };
}

/** Only same-site paths are accepted as a place to return to after sign-in. */
export function safeReturnPath(value: string | null | undefined, fallback = "/"): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Browsers drop tabs and newlines inside URLs, so "/\t/evil.com" would become "//evil.com".
  if ([...value].some((c) => c <= "\u001f" || c === "\u007f")) return fallback;
  // Parse as a browser would: anything that leaves this origin is refused.
  const base = "http://ladle.invalid";
  if (new URL(value, base).origin !== base) return fallback;
  return value;
}
