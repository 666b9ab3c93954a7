import { type RouteConfig, route } from "@react-router/dev/routes";
import { routeTable } from "../core/access/route-table.ts";

/** Every page of the route table and its module; the guard applies to all of them. */
const modules: Record<string, string> = {
  "/": "routes/home.tsx",
  "/auth": "routes/auth.tsx",
  "/me/logout": "routes/me.logout.tsx",
  // Identity: sign-in, registration, profiles.
  "/auth/verify": "routes/auth.verify.tsx",
  "/auth/terms_conditions": "routes/auth.terms_conditions.tsx",
  "/auth/registration": "routes/auth.registration.tsx",
  "/auth/welcome": "routes/auth.welcome.tsx",
  "/auth/connect": "routes/auth.connect.tsx",
  "/me": "routes/me.tsx",
  "/me/edit": "routes/me.edit.tsx",
  "/me/delete": "routes/me.delete.tsx",
  "/u/:username": "routes/u.$username.tsx",
  "/error": "routes/error.tsx",
  // Content pages: copy lives in features/content, the modules stay thin.
  "/about-us": "routes/about-us.tsx",
  "/why-ladle": "routes/why-ladle.tsx",
  "/faqs": "routes/faqs.tsx",
  "/terms": "routes/terms.tsx",
  "/privacy-policy": "routes/privacy-policy.tsx",
  "/privacy": "routes/privacy-policy.tsx",
  "/app-terms-and-conditions-of-use": "routes/app-terms-and-conditions-of-use.tsx",
  "/app-privacy-policy": "routes/app-privacy-policy.tsx",
  "/data-deletion-requests": "routes/data-deletion-requests.tsx",
  "/for-bloggers/about": "routes/for-bloggers.about.tsx",
  "/for-bloggers/subscriptions": "routes/for-bloggers.subscriptions.tsx",
  "/get-started-wordpress": "routes/get-started-wordpress.tsx",
  "/download": "routes/download.tsx",
  "/get_app": "routes/download.tsx",
  "/starting": "routes/starting.tsx",
  "/referral": "routes/referral.tsx",
  // Recipes, search and creators.
  "/recipe/:recipeId": "routes/recipe.$recipeId.tsx",
  "/recipe/:recipeId/save": "routes/recipe.$recipeId.save.tsx",
  "/recipe/:recipeId/review/create": "routes/recipe.$recipeId.review.create.tsx",
  "/search": "routes/search.tsx",
  "/recipe/new": "routes/recipe.new.tsx",
  "/recipe/:recipeId/edit": "routes/recipe.$recipeId.edit.tsx",
  "/recipe/:recipeId/draft": "routes/recipe.$recipeId.draft.tsx",
  "/recipes/trending": "routes/recipes.trending.tsx",
  "/recipes/recent": "routes/recipes.recent.tsx",
  "/purchased_recipes": "routes/purchased_recipes.tsx",
  "/discover": "routes/discover.tsx",
  "/bloggers": "routes/discover.tsx",
  // Recipe import and the "Save to Ladle" button.
  "/recipe/import": "routes/recipe.import.tsx",
  "/save_to_ladle": "routes/save-to-ladle.tsx",
  // Collections.
  "/collection/create": "routes/collection.create.tsx",
  "/collection/:collectionId": "routes/collection.$collectionId.tsx",
  "/collections/:collectionId": "routes/collection.$collectionId.tsx",
  "/collection/:collectionId/edit": "routes/collection.$collectionId.edit.tsx",
  // The shopping list: planning it and the trip to the shop.
  "/shopping-list": "routes/shopping-list.tsx",
  "/grocery-list": "routes/shopping-list.tsx",
  // Meal plans.
  "/meal_plan/create": "routes/meal_plan.create.tsx",
  "/meal_plan/:mealPlanId": "routes/meal_plan.$mealPlanId.tsx",
  "/meal_plan/:mealPlanId/edit": "routes/meal_plan.$mealPlanId.edit.tsx",
  "/meal_plan/:mealPlanId/copy": "routes/meal_plan.$mealPlanId.copy.tsx",
  "/meal_plan/:mealPlanId/publish": "routes/meal_plan.$mealPlanId.publish.tsx",
  "/meal_plan/:mealPlanId/suggested": "routes/meal_plan.$mealPlanId.suggested.tsx",
  "/publication/:publicationId/:recipeTitle": "routes/publication.$publicationId.$recipeTitle.tsx",
  "/u/:username/meal-plans": "routes/u.$username.meal-plans.tsx",
  "/u/:username/followers": "routes/u.$username.people.tsx",
  "/u/:username/following": "routes/u.$username.people.tsx",
  "/landings/meal-plans/:urlSlug": "routes/landings.meal-plans.$urlSlug.tsx",
  "/recipe/:recipeId/meal-plan": "routes/recipe.$recipeId.meal-plan.tsx",
  // Subscriptions to paywalled blogs.
  "/me/subscriptions": "routes/me.subscriptions.tsx",
  "/me/subscriptions/:subscriptionId": "routes/me.subscriptions.$subscriptionId.tsx",
  "/me/subscriptions/:subscriptionId/cancel": "routes/me.subscriptions.$subscriptionId.cancel.tsx",
  "/me/subscriptions/:subscriptionId/reactivate": "routes/me.subscriptions.$subscriptionId.reactivate.tsx",
  "/me/subscriptions/:subscriptionId/payments": "routes/me.subscriptions.$subscriptionId.payments.tsx",
  // Blogs: the creator's own, and as readers see them (by id, by its creator, by shortlink).
  "/me/blog": "routes/me.blog.tsx",
  "/u/:username/blog": "routes/blogs.$blogId.tsx",
  "/blogs/:blogId": "routes/blogs.$blogId.tsx",
  "/p/blogs/:shortlink": "routes/blogs.$blogId.tsx",
  "/blogs/:blogId/categories/:categoryId": "routes/blogs.$blogId.categories.$categoryId.tsx",
  "/p/blogs/:shortlink/categories/:categoryId": "routes/blogs.$blogId.categories.$categoryId.tsx",
  "/blogs/:blogId/featured-recipes": "routes/blogs.$blogId.featured-recipes.tsx",
  "/p/blogs/:shortlink/featured-recipes": "routes/blogs.$blogId.featured-recipes.tsx",
  "/p/blogs/:shortlink/meal-plans": "routes/p.blogs.$shortlink.meal-plans.tsx",
  "/p/blogs/:shortlink/settings/collections": "routes/p.blogs.$shortlink.settings.collections.tsx",
  // Integrations.
  "/integrations/convertkit": "routes/integrations.convertkit.tsx",
  // The paywalled blog's dashboard.
  "/me/blog/dashboard": "routes/me.blog.dashboard.tsx",
  "/me/blog/dashboard/history": "routes/me.blog.dashboard.history.tsx",
  "/me/blog/dashboard/history/:month": "routes/me.blog.dashboard.history.$month.tsx",
  // Ladle's administrators.
  "/admin/analytics": "routes/admin.analytics.tsx",
};

/** The module of a page of the route table; a page without one is a mistake caught at build time. */
function moduleOf(path: string): string {
  const module = modules[path];
  if (!module) throw new Error(`The route table lists ${path}, but no page module serves it (src/web/routes.ts).`);
  return module;
}

export default [
  ...routeTable.map((entry) => route(entry.path, moduleOf(entry.path), { id: `page:${entry.path}` })),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
