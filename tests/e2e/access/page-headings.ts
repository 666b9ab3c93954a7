/**
 * The heading each page of the route table shows its viewer (demo-pages.ts says who that is) with
 * the demo data. The accessibility sweep checks it on every page it opens; route-content.spec.ts
 * checks that this table and the route table list the same pages.
 */
import { seededCollection, seededRecipes } from "../demo-pages.ts";

export interface TOwnPage {
  /** The page's h1, as that viewer sees it with the demo data (demo-pages.ts says who and with what). */
  heading: string | RegExp;
}

/** Every route with its own page module, and the heading that page shows. */
export const pageHeadings: Record<string, TOwnPage> = {
  "/": { heading: "What can I cook tonight?" },
  "/auth": { heading: "Sign in to Ladle" },
  // Private pages, opened by a cook who finished signing up long ago.
  "/auth/verify": { heading: "Add a phone number" },
  "/auth/welcome": { heading: "Welcome to Ladle, Sam!" },
  "/auth/registration": { heading: "Your profile is ready" },
  "/auth/terms_conditions": { heading: "Before you start" },
  "/auth/connect": { heading: "Linked sign-in methods" },
  "/recipe/import": { heading: "Import a recipe" },
  "/recipe/:recipeId/save": { heading: "Save recipe" },
  "/recipe/:recipeId/review/create": { heading: "Edit your review" },
  "/me": { heading: "Sam Carter" },
  "/me/edit": { heading: "Edit profile" },
  "/me/delete": { heading: "Delete your account" },
  // Opening it only asks; nothing signs out until the button is pressed.
  "/me/logout": { heading: "Sign out" },
  "/recipe/new": { heading: "Add a recipe" },
  "/recipe/:recipeId/edit": { heading: "Edit recipe" },
  "/recipes/recent": { heading: "Recently viewed" },
  "/shopping-list": { heading: "Shopping list" },
  "/grocery-list": { heading: "Grocery list" },
  "/recipe/:recipeId/draft": { heading: "Edit draft" },
  "/bloggers": { heading: "Discover creators" },
  "/search": { heading: "Find a recipe" },
  "/error": { heading: "Something went wrong" },
  "/why-ladle": { heading: "Less juggling, more cooking" },
  "/get-started-wordpress": { heading: "Add a “Save to Ladle” button to WordPress" },
  "/app-terms-and-conditions-of-use": { heading: "App terms and conditions of use" },
  "/app-privacy-policy": { heading: "App privacy policy" },
  "/terms": { heading: "Terms of service" },
  "/privacy-policy": { heading: "Privacy policy" },
  "/privacy": { heading: "Privacy policy" },
  "/faqs": { heading: "Frequently asked questions" },
  "/data-deletion-requests": { heading: "Deleting your data" },
  "/about-us": { heading: "About Ladle" },
  "/for-bloggers/about": { heading: "Your recipes deserve a kitchen, not a sidebar" },
  "/for-bloggers/subscriptions": { heading: "Get paid for your best recipes" },
  "/download": { heading: "Get the Ladle app" },
  "/referral": { heading: "Cook with your friends" },
  // Subscriptions: the demo fan's, to Luca's blog.
  "/me/subscriptions": { heading: "Your subscriptions" },
  "/me/subscriptions/:subscriptionId": { heading: "Luca Moretti's Kitchen" },
  "/me/subscriptions/:subscriptionId/cancel": {
    heading: "Cancel your subscription to Luca Moretti's Kitchen?",
  },
  "/me/subscriptions/:subscriptionId/reactivate": { heading: "Keep subscribing to Luca Moretti's Kitchen?" },
  "/me/subscriptions/:subscriptionId/payments": { heading: "Payments to Luca Moretti's Kitchen" },
  "/get_app": { heading: "Get the Ladle app" },
  "/starting": { heading: "Welcome to Ladle" },
  // Ladle's administrators only (a 404 for every other cook).
  "/admin/analytics": { heading: "Analytics" },
  "/discover": { heading: "Discover creators" },
  "/u/:username": { heading: "Sam Carter" },
  "/recipe/:recipeId": { heading: seededRecipes.pancakes.title },
  // Open to all, but the page itself sends a visitor to sign in first: a cook sees what it is for.
  "/save_to_ladle": { heading: "Nothing to save yet" },
  "/purchased_recipes": { heading: "Purchased recipes" },
  "/recipes/trending": { heading: "Trending recipes" },
  "/collection/create": { heading: "New collection" },
  // The demo cook's first collection stands in for :collectionId.
  "/collection/:collectionId": { heading: seededCollection.name },
  "/collections/:collectionId": { heading: seededCollection.name },
  "/collection/:collectionId/edit": { heading: "Edit collection" },
  // Meal plans: the cook's own plans, Nora's green week published free.
  "/meal_plan/create": { heading: "Create a meal plan" },
  "/meal_plan/:mealPlanId": { heading: "Weeknight family dinners" },
  "/meal_plan/:mealPlanId/edit": { heading: "Edit meal plan" },
  "/meal_plan/:mealPlanId/copy": { heading: "Copy meal plan" },
  "/meal_plan/:mealPlanId/publish": { heading: "Publish meal plan" },
  "/meal_plan/:mealPlanId/suggested": { heading: "Recipes that fit Weeknight family dinners" },
  "/publication/:publicationId/:recipeTitle": { heading: "A green week" },
  "/u/:username/followers": { heading: /^Followers · @samcooks$/ },
  "/u/:username/following": { heading: /^Following · @samcooks$/ },
  "/u/:username/meal-plans": { heading: "Meal plans by Sam Carter" },
  "/landings/meal-plans/:urlSlug": { heading: "Weeknight family dinners" },
  "/recipe/:recipeId/meal-plan": { heading: "Add to meal plan" },
  // Blogs: Luca's paywalled blog `pro`, its first category (found at the start), and the creator's own.
  "/me/blog": { heading: "Your blog" },
  "/p/blogs/:shortlink/settings/collections": { heading: "Reorder blog collections" },
  "/u/:username/blog": { heading: "Luca Moretti's Kitchen" },
  "/blogs/:blogId": { heading: "Luca Moretti's Kitchen" },
  "/blogs/:blogId/categories/:categoryId": { heading: "Dinners" },
  "/blogs/:blogId/featured-recipes": { heading: "Featured recipes" },
  "/p/blogs/:shortlink": { heading: "Luca Moretti's Kitchen" },
  "/p/blogs/:shortlink/categories/:categoryId": { heading: "Dinners" },
  "/p/blogs/:shortlink/meal-plans": { heading: "Meal plans" },
  "/p/blogs/:shortlink/featured-recipes": { heading: "Featured recipes" },
  "/integrations/convertkit": { heading: "ConvertKit" },
  // The paywalled blog's dashboard, as its owner.
  "/me/blog/dashboard": { heading: "Blog dashboard" },
  "/me/blog/dashboard/history": { heading: "Earnings history" },
  "/me/blog/dashboard/history/:month": { heading: "January 2025" },
};
