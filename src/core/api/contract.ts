/**
 * Every endpoint group of the API. The server registers handlers for each group; the browser's
 * client (src/web/lib/api-client.ts) takes its types from `TApiRoutes` with a type-only import.
 */
import { analyticsApi } from "../analytics/analytics.api.ts";
import { blogsApi } from "../blogs/blogs.api.ts";
import { collectionsApi } from "../collections/collections.api.ts";
import { creatorsApi } from "../creators/creators.api.ts";
import { dashboardApi } from "../dashboard/dashboard.api.ts";
import { followsApi } from "../follows/follows.api.ts";
import { authLibraryApi, identityApi, profilesApi } from "../identity/identity.api.ts";
import { importApi } from "../import/import.api.ts";
import { convertkitApi } from "../integrations/convertkit.api.ts";
import { meApi } from "../me/me.api.ts";
import { mealPlansApi } from "../meal-plans/meal-plans.api.ts";
import { mealPlanGenerateApi } from "../meal-plans/meal-plans-generate.api.ts";
import { monitoringApi } from "../monitoring/monitoring.api.ts";
import { exportApi } from "../moving-in/export.api.ts";
import { movingInApi } from "../moving-in/moving-in.api.ts";
import { notificationsApi } from "../notifications/notifications.api.ts";
import { recipesApi } from "../recipes/recipes.api.ts";
import { reviewsApi } from "../reviews/reviews.api.ts";
import { searchApi } from "../search/search.api.ts";
import { shoppingListApi } from "../shopping/shopping-list.api.ts";
import { paymentsDevApi, subscriptionsApi } from "../subscriptions/subscriptions.api.ts";
import { devApi, systemApi } from "../system/system.api.ts";
import type { TRoutesOf } from "./endpoint.ts";

export const apiGroups = {
  me: meApi,
  recipes: recipesApi,
  reviews: reviewsApi,
  collections: collectionsApi,
  search: searchApi,
  creators: creatorsApi,
  follows: followsApi,
  identity: identityApi,
  profiles: profilesApi,
  authLibrary: authLibraryApi,
  system: systemApi,
  dev: devApi,
  imports: importApi,
  shoppingList: shoppingListApi,
  mealPlans: mealPlansApi,
  mealPlanGenerate: mealPlanGenerateApi,
  subscriptions: subscriptionsApi,
  paymentsDev: paymentsDevApi,
  blogs: blogsApi,
  convertkit: convertkitApi,
  dashboard: dashboardApi,
  notifications: notificationsApi,
  monitoring: monitoringApi,
  analytics: analyticsApi,
  export: exportApi,
  movingIn: movingInApi,
};

type TGroups = typeof apiGroups;
type TUnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;

/** `"METHOD /path"` → endpoint, for every endpoint of every group. */
export type TApiRoutes = TUnionToIntersection<{ [G in keyof TGroups]: TRoutesOf<TGroups[G]> }[keyof TGroups]>;
