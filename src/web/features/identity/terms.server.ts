/**
 * Accepting the terms before registration. There is no server record for it yet: the browser keeps
 * a cookie, so a user who accepted on /auth/terms_conditions is not asked again on
 * /auth/registration, and one who arrives there another way ticks the box on that form instead.
 */
export const termsCookieName = "ladle_terms_accepted";
/** Bump when the terms change enough to ask again. */
export const termsVersion = "2025-01";

export function hasAcceptedTerms(request: Request): boolean {
  const cookie = request.headers.get("cookie") ?? "";
  return cookie.split(/;\s*/).some((part) => part === `${termsCookieName}=${termsVersion}`);
}

export function termsAcceptedCookie({ isSecure }: { isSecure: boolean }): string {
  const maxAge = 60 * 60 * 24 * 365;
  return `${termsCookieName}=${termsVersion}; Path=/; Max-Age=${maxAge}; SameSite=Lax${isSecure ? "; Secure" : ""}`;
}
