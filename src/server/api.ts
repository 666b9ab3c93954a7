/** Everything under /api: OpenAPI, health, auth and the feature routes. */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { TEnv } from "./env.ts";
import { registerAnalyticsRoutes } from "./features/analytics/routes.ts";
import { registerBlogRoutes } from "./features/blogs/routes.ts";
import { registerCollectionRoutes } from "./features/collections/routes.ts";
import { registerConvertkitRoutes } from "./features/convertkit/routes.ts";
import { registerCreatorRoutes } from "./features/creators/routes.ts";
import { registerDashboardRoutes } from "./features/dashboard/routes.ts";
import { registerFollowRoutes } from "./features/follows/routes.ts";
import { registerAuthRoutes } from "./features/identity/auth-routes.ts";
import { registerProfileRoutes } from "./features/identity/profile-routes.ts";
import { registerIdentityRoutes } from "./features/identity/routes.ts";
import { registerImportRoutes } from "./features/import/routes.ts";
import { registerMeRoutes } from "./features/me/routes.ts";
import { registerMealPlanGenerationRoutes } from "./features/meal-plans/generation-routes.ts";
import { registerMealPlanRoutes } from "./features/meal-plans/routes.ts";
import { registerMonitoringRoutes } from "./features/monitoring/routes.ts";
import { registerExportRoutes } from "./features/moving-in/export-routes.ts";
import { registerMovingInRoutes } from "./features/moving-in/routes.ts";
import { registerNotificationRoutes } from "./features/notifications/routes.ts";
import { registerRecipeRoutes } from "./features/recipes/routes.ts";
import { registerReviewRoutes } from "./features/reviews/routes.ts";
import { registerSearchRoutes } from "./features/search/routes.ts";
import { registerShoppingListRoutes } from "./features/shopping/routes.ts";
import { registerPaymentDevRoutes, registerSubscriptionRoutes } from "./features/subscriptions/routes.ts";
import { registerDevRoutes, registerHealthRoutes } from "./features/system/routes.ts";
import { registerViewer } from "./plugins/access.ts";
import { registerRequestGuards } from "./plugins/request-guards.ts";
import type { TServices } from "./services.ts";

export async function registerApi(api: FastifyInstance, { services, env }: { services: TServices; env: TEnv }) {
  await api.register(swagger, {
    openapi: {
      info: { title: "Ladle API", version: "1", description: "Recipes, meal plans and creator blogs." },
      servers: [{ url: env.publicUrl }],
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
          bearer: { type: "http", scheme: "bearer" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await api.register(swaggerUi, {
    routePrefix: "/docs",
    // The plugin lives under /api; without this the page links its assets at /docs/static/….
    indexPrefix: "/api",
    staticCSP: true,
    transformSpecificationClone: true,
  });
  api.get("/openapi.json", { schema: { hide: true } }, async () => api.swagger());

  registerRequestGuards(api, { publicUrl: env.publicUrl });
  registerViewer(api, services.identity);
  await registerHealthRoutes(api, services);
  await registerAuthRoutes(api, services);
  await registerIdentityRoutes(api, services);
  await registerProfileRoutes(api, services);
  await registerMeRoutes(api, services);
  await registerNotificationRoutes(api, services);
  await registerRecipeRoutes(api, services);
  await registerReviewRoutes(api, services);
  await registerCollectionRoutes(api, services);
  await registerSearchRoutes(api, services);
  await registerCreatorRoutes(api, services);
  await registerFollowRoutes(api, services);
  await registerImportRoutes(api, services);
  await registerMovingInRoutes(api, services);
  await registerShoppingListRoutes(api, services);
  await registerMealPlanRoutes(api, services);
  await registerMealPlanGenerationRoutes(api, services);
  await registerSubscriptionRoutes(api, services);
  await registerBlogRoutes(api, services);
  await registerConvertkitRoutes(api, services);
  await registerDashboardRoutes(api, services);
  await registerMonitoringRoutes(api, { ...services, env });
  await registerAnalyticsRoutes(api, services, { isLimited: env.ANALYTICS_RATE_LIMITS });
  await registerExportRoutes(api, services);
  if (!env.isProduction) {
    await registerDevRoutes(api, { ...services, isProduction: env.isProduction });
    await registerPaymentDevRoutes(api, services);
  }

  // Unknown API paths are JSON 404s, never the page renderer.
  api.all("/*", { schema: { hide: true } }, async (request, reply) =>
    reply
      .status(404)
      .send({ code: "NOT_FOUND", message: `No API endpoint at ${request.method} ${request.url.split("?")[0]}.` }),
  );
}
