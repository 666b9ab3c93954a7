import { describe, expect, it } from "vitest";
import { listPageNames, matchRoute, pageNameFor, pageStates, routeTable } from "./route-table.ts";

const pageNames = listPageNames();

/**
 * The product's fixed analytics page names. "Blog Dashboard (with History and Month History)" and
 * "Paywalled Blog (with Featured Recipes and Meal Plans)" are written out as the names they stand for.
 */
const productPageNames = [
  "About",
  "Add Recipe",
  "Auth",
  "Auth Connect",
  "Blog Categories",
  "Blog Dashboard",
  "Blog Dashboard History",
  "Blog Dashboard Month History",
  "Blog Featured Recipes",
  "Blogger About",
  "Blogger Subscriptions",
  "Category",
  "Collection",
  "ConvertKit Integration",
  "Copy Meal Plan",
  "Create Collection",
  "Create Meal Plan",
  "Creator Profile",
  "Delete Profile",
  "Discover Creators",
  "Download",
  "Edit Collection",
  "Edit Meal Plan",
  "Edit Profile",
  "Submit Edit Recipe",
  "Featured Recipes",
  "Get App",
  "Grocery List",
  "Home",
  "Import Recipe",
  "Login",
  "Meal Plan",
  "Meal Plan Publication",
  "Meal Plan Suggested Recipes",
  "Paywalled Blog",
  "Paywalled Blog Featured Recipes",
  "Paywalled Blog Meal Plans",
  "Phone Confirm",
  "Phone Login",
  "Privacy Policy",
  "Profile",
  "Profile Subscription",
  "Profile Subscriptions",
  "Publish Meal Plan",
  "Recently Viewed Recipes",
  "Recipe View",
  "Registration",
  "Reorder Blog Collections",
  "Search",
  "Search Users",
  "Shopping List",
  "Sign In",
  "Sign Up",
  "Sign Up Bio",
  "Sign Up Terms and Conditions",
  "Starting",
  "Terms and Conditions",
  "Text Me Recipe",
  "Trending Recipes",
  "User",
  "User Meal Plans",
  "Welcome",
];

/** Pages the product has that its list does not name: Ladle names them itself. */
const ladlePageNames = [
  "Add to Meal Plan",
  "Admin Analytics",
  "Blog",
  "Data Deletion Requests",
  "Error",
  "FAQs",
  "Get Started WordPress",
  "Logout",
  "Meal Plan Landing",
  "Purchased Recipes",
  "Referral",
  "Review Recipe",
  "Save Recipe",
  "Save to Ladle",
  "User Followers",
  "User Following",
];

describe("analytics page names (a product rule: one fixed name per page)", () => {
  it("uses every one of the product's page names", () => {
    const missing = productPageNames.filter((name) => !pageNames.includes(name));
    expect(missing).toEqual([]);
  });

  it("uses no name outside the product's list but Ladle's own pages'", () => {
    const unknown = pageNames.filter((name) => !productPageNames.includes(name) && !ladlePageNames.includes(name));
    expect(unknown).toEqual([]);
  });

  it("gives each page of the product's route lists a product name", () => {
    for (const entry of routeTable.filter((e) => !e.isExtra)) {
      if (ladlePageNames.includes(entry.pageName)) continue;
      expect(productPageNames, entry.path).toContain(entry.pageName);
    }
  });

  it("names states only of routes in the table", () => {
    for (const state of pageStates) {
      if (state.path !== null)
        expect(matchRoute(state.path.replace(/:\w+/g, "x"))?.entry.path, state.state).toBe(state.path);
    }
  });

  it.each([
    ["/auth", null, "Auth"],
    ["/auth", "sign-in", "Sign In"],
    ["/auth", "sign-up", "Sign Up"],
    ["/auth", "phone", "Phone Login"],
    ["/auth", "email-code", "Login"],
    ["/auth/registration", null, "Sign Up Bio"],
    ["/auth/registration", "one-step", "Registration"],
    ["/search", null, "Search"],
    ["/search", "users", "Search Users"],
    ["/recipe/abc", null, "Recipe View"],
    ["/recipe/abc", "text-me", "Text Me Recipe"],
    ["/shopping-list", null, "Shopping List"],
    ["/grocery-list", null, "Grocery List"],
    ["/recipe/abc", "shopping-list-panel", "Shopping List"],
    ["/meal_plan/7/suggested", null, "Meal Plan Suggested Recipes"],
    ["/p/blogs/pro/featured-recipes", null, "Paywalled Blog Featured Recipes"],
    ["/p/blogs/weeknight/featured-recipes", "free-blog", "Featured Recipes"],
    ["/blogs/b1/featured-recipes", null, "Blog Featured Recipes"],
  ])("names %s in state %s %s", (pathname, state, name) => {
    expect(pageNameFor(pathname, state)).toBe(name);
  });

  it("keeps the route's own name for a state another page has", () => {
    expect(pageNameFor("/search", "phone")).toBe("Search");
    expect(pageNameFor("/nowhere")).toBeNull();
  });
});
