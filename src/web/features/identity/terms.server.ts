/**
 * Accepting the terms before registration. The server keeps a record per user and version
 * (src/server/features/identity/terms.ts); the browser also keeps a cookie, so a user who
 * accepted on /auth/terms_conditions is not asked again on /auth/registration, and one who arrives
 * there another way ticks the box on that form instead.
 */
import { termsVersion } from "#core/identity/terms.ts";
import type { TServices } from "#server/services.ts";

export const termsCookieName = "ladle_terms_accepted";

function hasTermsCookie(request: Request): boolean {
  const cookie = request.headers.get("cookie") ?? "";
  return cookie.split(/;\s*/).some((part) => part === `${termsCookieName}=${termsVersion}`);
}

/** The cookie, or the signed-in user's record of agreeing to this version. */
export async function hasAcceptedTerms(request: Request, services: TServices, userId: string | null): Promise<boolean> {
  if (hasTermsCookie(request)) return true;
  return userId ? services.identity.hasAcceptedCurrentTerms({ userId }) : false;
}

export function termsAcceptedCookie({ isSecure }: { isSecure: boolean }): string {
  const maxAge = 60 * 60 * 24 * 365;
  return `${termsCookieName}=${termsVersion}; Path=/; Max-Age=${maxAge}; SameSite=Lax${isSecure ? "; Secure" : ""}`;
}
