/**
 * Every page route of the product with its access class and analytics page name. The server
 * (SSR redirects) and the client guard both read this table; API routes use the same classes.
 */
import type { TRole } from "./roles.ts";

export type TAccessClass =
  /** Open to everyone, signed in or not (the spec's "public or hybrid" list). */
  | "hybrid"
  /** Only for people who are not signed in: an authenticated user goes to their landing route. */
  | "public-only"
  /** Needs a session, not a completed registration (so /auth/registration works). */
  | "private"
  /** Authenticated users of any role. */
  | "authorized"
  /** Blog creators, paywalled or not. */
  | "blog-creator"
  /** Creators of paywalled blogs only. */
  | "paywalled-creator";

export const rolesByAccess: Record<"authorized" | "blog-creator" | "paywalled-creator", readonly TRole[]> = {
  authorized: ["AUTHORIZED_USER", "BLOG_CREATOR", "PAYWALLED_BLOG_CREATOR"],
  "blog-creator": ["BLOG_CREATOR", "PAYWALLED_BLOG_CREATOR"],
  "paywalled-creator": ["PAYWALLED_BLOG_CREATOR"],
};

export interface TRouteEntry {
  /** React Router path pattern. */
  path: string;
  access: TAccessClass;
  /** Analytics page name (one of the product's fixed page names). */
  pageName: string;
  /** The page's default document title. */
  title: string;
  /** A page the product needs that the spec's route lists do not include (Add Recipe's path, …). */
  isExtra?: boolean;
}

const route = (path: string, access: TAccessClass, pageName: string, title = pageName): TRouteEntry => ({
  path,
  access,
  pageName,
  title,
});

const extra = (path: string, access: TAccessClass, pageName: string, title = pageName): TRouteEntry => ({
  ...route(path, access, pageName, title),
  isExtra: true,
});

export const routeTable: readonly TRouteEntry[] = [
  // Private: login required, registration not.
  route("/auth/verify", "private", "Phone Confirm", "Confirm your code"),
  route("/auth/welcome", "private", "Welcome", "Welcome to Ladle"),
  route("/auth/registration", "private", "Sign Up Bio", "Create your profile"),
  route("/auth/terms_conditions", "private", "Sign Up Terms and Conditions", "Terms and conditions"),
  route("/meal_plan/:mealPlanId/edit", "private", "Edit Meal Plan"),
  route("/meal_plan/:mealPlanId/publish", "private", "Publish Meal Plan"),
  route("/collection/create", "private", "Create Collection"),
  route("/me/subscriptions/:subscriptionId/cancel", "private", "Profile Subscription", "Cancel subscription"),
  route("/me/subscriptions/:subscriptionId/reactivate", "private", "Profile Subscription", "Reactivate subscription"),
  route("/me/subscriptions/:subscriptionId/payments", "private", "Profile Subscription", "Payments"),

  // Authorized users.
  route("/auth/connect", "authorized", "Auth Connect", "Linked sign-in methods"),
  route("/meal_plan/create", "authorized", "Create Meal Plan"),
  route("/recipe/import", "authorized", "Import Recipe"),
  route("/recipe/:recipeId/save", "authorized", "Save Recipe", "Save recipe"),
  route("/recipe/:recipeId/review/create", "authorized", "Review Recipe", "Write a review"),
  route("/collection/:collectionId/edit", "authorized", "Edit Collection"),
  route("/me", "authorized", "Profile", "Your profile"),
  route("/me/edit", "authorized", "Edit Profile"),
  route("/me/delete", "authorized", "Delete Profile", "Delete your account"),
  route("/me/logout", "authorized", "Logout", "Sign out"),
  route("/me/subscriptions", "authorized", "Profile Subscriptions", "Your subscriptions"),
  route("/me/subscriptions/:subscriptionId", "authorized", "Profile Subscription", "Subscription"),
  // Pages the product names without giving their paths: Ladle's own addresses for them.
  extra("/recipe/new", "authorized", "Add Recipe", "Add a recipe"),
  extra("/recipe/:recipeId/edit", "authorized", "Submit Edit Recipe", "Edit recipe"),
  extra("/recipes/recent", "authorized", "Recently Viewed Recipes", "Recently viewed"),
  // Planning the list (and the panel that slides in over any page, pageStates); the trip to the shop.
  extra("/shopping-list", "authorized", "Shopping List", "Shopping list"),
  extra("/grocery-list", "authorized", "Grocery List", "Grocery list"),
  extra("/recipe/:recipeId/meal-plan", "authorized", "Add to Meal Plan", "Add to meal plan"),
  // Ladle's staff (users.is_admin): anyone else gets a 404, as if the page did not exist.
  extra("/admin/analytics", "authorized", "Admin Analytics", "Analytics"),

  // Blog creators.
  route("/me/blog", "blog-creator", "Blog", "Your blog"),
  route("/recipe/:recipeId/draft", "blog-creator", "Submit Edit Recipe", "Edit draft"),

  // Paywalled-blog creators.
  route("/p/blogs/:shortlink/settings/collections", "paywalled-creator", "Reorder Blog Collections"),
  route("/me/blog/dashboard", "paywalled-creator", "Blog Dashboard"),
  route("/me/blog/dashboard/history", "paywalled-creator", "Blog Dashboard History", "Earnings history"),
  route("/me/blog/dashboard/history/:month", "paywalled-creator", "Blog Dashboard Month History", "Month history"),

  // Public-only.
  route("/auth", "public-only", "Auth", "Sign in to Ladle"),

  // Public or hybrid: open to anyone.
  route("/", "hybrid", "Home", "Ladle"),
  route("/bloggers", "hybrid", "Discover Creators", "Creators to follow"),
  route("/integrations/convertkit", "hybrid", "ConvertKit Integration"),
  route("/search", "hybrid", "Search"),
  route("/error", "hybrid", "Error", "Something went wrong"),
  route("/why-ladle", "hybrid", "About", "Why Ladle"),
  route("/get-started-wordpress", "hybrid", "Get Started WordPress", "Add Ladle to WordPress"),
  route("/app-terms-and-conditions-of-use", "hybrid", "Terms and Conditions", "App terms and conditions of use"),
  route("/app-privacy-policy", "hybrid", "Privacy Policy", "App privacy policy"),
  route("/terms", "hybrid", "Terms and Conditions", "Terms of service"),
  route("/privacy-policy", "hybrid", "Privacy Policy"),
  route("/faqs", "hybrid", "FAQs", "Frequently asked questions"),
  route("/data-deletion-requests", "hybrid", "Data Deletion Requests", "Deleting your data"),
  route("/about-us", "hybrid", "About", "About Ladle"),
  route("/for-bloggers/about", "hybrid", "Blogger About", "Ladle for bloggers"),
  route("/for-bloggers/subscriptions", "hybrid", "Blogger Subscriptions", "Sell subscriptions on Ladle"),
  route("/download", "hybrid", "Download", "Get the Ladle app"),
  route("/get_app", "hybrid", "Get App", "Get the Ladle app"),
  // The installed app opens here: a signed-in cook goes on to their landing page.
  extra("/starting", "hybrid", "Starting", "Ladle"),
  route("/discover", "hybrid", "Discover Creators", "Discover creators"),
  route("/u/:username", "hybrid", "User"),
  route("/u/:username/blog", "hybrid", "Creator Profile", "Blog"),
  route("/blogs/:blogId", "hybrid", "Blog Categories", "Blog"),
  route("/blogs/:blogId/categories/:categoryId", "hybrid", "Category"),
  route("/blogs/:blogId/featured-recipes", "hybrid", "Blog Featured Recipes", "Featured recipes"),
  route("/u/:username/meal-plans", "hybrid", "User Meal Plans", "Meal plans"),
  extra("/u/:username/followers", "hybrid", "User Followers", "Followers"),
  extra("/u/:username/following", "hybrid", "User Following", "Following"),
  route("/recipe/:recipeId", "hybrid", "Recipe View", "Recipe"),
  route("/referral", "hybrid", "Referral", "Invite friends"),
  route("/collection/:collectionId", "hybrid", "Collection"),
  route("/collections/:collectionId", "hybrid", "Collection"),
  route("/meal_plan/:mealPlanId", "hybrid", "Meal Plan"),
  route("/meal_plan/:mealPlanId/copy", "hybrid", "Copy Meal Plan"),
  extra("/meal_plan/:mealPlanId/suggested", "hybrid", "Meal Plan Suggested Recipes", "Suggested recipes"),
  route("/publication/:publicationId/:recipeTitle", "hybrid", "Meal Plan Publication", "Publication"),
  route("/save_to_ladle", "hybrid", "Save to Ladle", "Save to Ladle"),
  route("/purchased_recipes", "hybrid", "Purchased Recipes", "Purchased recipes"),
  route("/p/blogs/:shortlink", "hybrid", "Paywalled Blog", "Blog"),
  route("/p/blogs/:shortlink/categories/:categoryId", "hybrid", "Category"),
  route("/p/blogs/:shortlink/meal-plans", "hybrid", "Paywalled Blog Meal Plans", "Meal plans"),
  route("/p/blogs/:shortlink/featured-recipes", "hybrid", "Paywalled Blog Featured Recipes", "Featured recipes"),
  route("/privacy", "hybrid", "Privacy Policy", "Privacy"),
  route("/landings/meal-plans/:urlSlug", "hybrid", "Meal Plan Landing", "Meal plans"),
  extra("/recipes/trending", "hybrid", "Trending Recipes", "Trending recipes"),
];

/**
 * States of a page that the product names as pages of their own. A page view in such a state is
 * named by it: the route's handle says which state the page is in (`pageState`), or a dialog or
 * panel reports a virtual page view when it opens. `path: null` is a state any page can be in.
 */
export interface TPageState {
  path: string | null;
  state: string;
  pageName: string;
}

export const pageStates: readonly TPageState[] = [
  // /auth: sent there to sign in on the way to a page (?redirectTo=), arriving with an invitation
  // (?invite=, so joining), the phone number form, and the emailed code's form.
  { path: "/auth", state: "sign-in", pageName: "Sign In" },
  { path: "/auth", state: "sign-up", pageName: "Sign Up" },
  { path: "/auth", state: "phone", pageName: "Phone Login" },
  { path: "/auth", state: "email-code", pageName: "Login" },
  // The profile form in one step, terms included; after the terms page it is step two, Sign Up Bio.
  { path: "/auth/registration", state: "one-step", pageName: "Registration" },
  { path: "/search", state: "users", pageName: "Search Users" },
  { path: "/recipe/:recipeId", state: "text-me", pageName: "Text Me Recipe" },
  // A blog without subscriber content, by its shortlink.
  { path: "/p/blogs/:shortlink/featured-recipes", state: "free-blog", pageName: "Featured Recipes" },
  { path: null, state: "shopping-list-panel", pageName: "Shopping List" },
];

/**
 * The analytics page name of a path, in a state of the page when it has one; null for a path
 * outside the route table.
 */
export function pageNameFor(pathname: string, state?: string | null): string | null {
  const entry = matchRoute(pathname)?.entry ?? null;
  if (state) {
    const named = pageStates.find((s) => s.state === state && (s.path === null || s.path === entry?.path));
    if (named) return named.pageName;
  }
  return entry?.pageName ?? null;
}

/** Every page name in use: the routes' and their states'. (A function, so browser bundles that do not ask leave it out.) */
export function listPageNames(): string[] {
  return [...new Set([...routeTable.map((entry) => entry.pageName), ...pageStates.map((s) => s.pageName)])].sort();
}

export interface TRouteMatch {
  entry: TRouteEntry;
  params: Record<string, string>;
}

/** Finds the table entry for a pathname; static segments win over parameters, as in React Router. */
export function matchRoute(pathname: string): TRouteMatch | null {
  const segments = splitPath(pathname);
  let best: { match: TRouteMatch; score: number } | null = null;
  for (const entry of routeTable) {
    const pattern = splitPath(entry.path);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      const p = pattern[i];
      if (p.startsWith(":")) {
        params[p.slice(1)] = safeDecode(segments[i]);
        score += 1;
      } else if (p === segments[i]) {
        score += 10;
      } else {
        ok = false;
        break;
      }
    }
    if (ok && (!best || score > best.score)) best = { match: { entry, params }, score };
  }
  return best?.match ?? null;
}

function splitPath(pathname: string): string[] {
  return pathname.split("/").filter(Boolean);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
