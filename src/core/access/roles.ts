/** Role derivation and landing routes (docs/product-rules.md). */
export const roles = ["AUTHORIZED_USER", "BLOG_CREATOR", "PAYWALLED_BLOG_CREATOR"] as const;
export type TRole = (typeof roles)[number];

export interface TRoleSource {
  isLoggedIn: boolean;
  /** The user's blog; null or undefined when they have none. */
  blog?: { has_paywalled_content?: boolean | null } | null;
}

export function deriveRole({ isLoggedIn, blog }: TRoleSource): TRole | null {
  if (!isLoggedIn) return null;
  if (blog?.has_paywalled_content === true) return "PAYWALLED_BLOG_CREATOR";
  if (blog?.has_paywalled_content === false) return "BLOG_CREATOR";
  return "AUTHORIZED_USER";
}

export function landingRouteFor(role: TRole): string {
  return role === "PAYWALLED_BLOG_CREATOR" ? "/me/blog" : "/me";
}
