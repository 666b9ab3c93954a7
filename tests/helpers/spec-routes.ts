/**
 * The product's route lists, copied as written ({brand} = ladle), and the access each role has
 * (docs/product-rules.md). Tests compare the code's route table and guard against these, so they are kept
 * literal: do not generate them from src/core.
 */

export const specPrivateRoutes = [
  "/auth/verify",
  "/auth/welcome",
  "/auth/registration",
  "/auth/terms_conditions",
  "/meal_plan/{meal_plan_id}/edit",
  "/meal_plan/{meal_plan_id}/publish",
  "/collection/create",
  "/me/subscriptions/{subscription_id}/cancel",
  "/me/subscriptions/{subscription_id}/reactivate",
  "/me/subscriptions/{subscription_id}/payments",
] as const;

export const specAuthorizedUserRoutes = [
  "/auth/connect",
  "/meal_plan/create",
  "/recipe/import",
  "/recipe/{recipe_id}/save",
  "/recipe/{recipe_id}/review/create",
  "/collection/{collection_id}/edit",
  "/me",
  "/me/edit",
  "/me/delete",
  "/me/logout",
  "/me/subscriptions",
  "/me/subscriptions/{subscription_id}",
] as const;

export const specBlogCreatorExtras = ["/me/blog", "/recipe/{recipe_id}/draft"] as const;

/** Besides the two blog-creator extras, which paywalled creators also get. */
export const specPaywalledBlogCreatorExtras = [
  "/p/blogs/{shortlink}/settings/collections",
  "/me/blog/dashboard",
  "/me/blog/dashboard/history",
  "/me/blog/dashboard/history/{month}",
] as const;

/** "Public or hybrid routes (open to anyone)"; /auth is the one public-only route. */
export const specPublicOrHybridRoutes = [
  "/",
  "/bloggers",
  "/integrations/convertkit",
  "/search",
  "/error",
  "/why-ladle",
  "/get-started-wordpress",
  "/app-terms-and-conditions-of-use",
  "/app-privacy-policy",
  "/terms",
  "/privacy-policy",
  "/faqs",
  "/data-deletion-requests",
  "/about-us",
  "/for-bloggers/about",
  "/for-bloggers/subscriptions",
  "/auth",
  "/download",
  "/get_app",
  "/discover",
  "/u/{username}",
  "/u/{username}/blog",
  "/blogs/{id}",
  "/blogs/{id}/categories/{category_id}",
  "/blogs/{id}/featured-recipes",
  "/u/{username}/meal-plans",
  "/recipe/{recipe_id}",
  "/referral",
  "/collection/{collection_id}",
  "/collections/{collection_id}",
  "/meal_plan/{meal_plan_id}",
  "/meal_plan/{meal_plan_id}/copy",
  "/publication/{publication_id}/{recipe_title}",
  "/save_to_ladle",
  "/purchased_recipes",
  "/p/blogs/{shortlink}",
  "/p/blogs/{shortlink}/categories/{category_id}",
  "/p/blogs/{shortlink}/meal-plans",
  "/p/blogs/{shortlink}/featured-recipes",
  "/privacy",
  "/landings/meal-plans/{url_slug}",
] as const;

export const specPublicOnlyRoutes = ["/auth"] as const;

export type TSpecGroup =
  | "public-only"
  | "hybrid"
  | "private"
  | "authorized-user"
  | "blog-creator"
  | "paywalled-creator";

/** Every spec route with the list it appears in. */
export const specRoutes: readonly { pattern: string; group: TSpecGroup }[] = [
  ...specPrivateRoutes.map((pattern) => ({ pattern, group: "private" as const })),
  ...specAuthorizedUserRoutes.map((pattern) => ({ pattern, group: "authorized-user" as const })),
  ...specBlogCreatorExtras.map((pattern) => ({ pattern, group: "blog-creator" as const })),
  ...specPaywalledBlogCreatorExtras.map((pattern) => ({ pattern, group: "paywalled-creator" as const })),
  ...specPublicOrHybridRoutes.map((pattern) => ({
    pattern,
    group: (specPublicOnlyRoutes as readonly string[]).includes(pattern)
      ? ("public-only" as const)
      : ("hybrid" as const),
  })),
];

/** `{recipe_id}` and `:recipeId` both become `:`, so spec and table patterns compare equal. */
export function normalizePattern(pattern: string): string {
  return pattern.replace(/\{[^}]+\}|:[A-Za-z_]\w*/g, ":");
}

/** A concrete path for a spec pattern, e.g. /recipe/{recipe_id}/save -> /recipe/recipe_id-7/save. */
export function examplePath(pattern: string, suffix = "7"): string {
  return pattern.replace(/\{([^}]+)\}/g, (_m, name: string) => `${name}-${suffix}`);
}
