/** Everything under /api: OpenAPI, health, auth and the feature routes. */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { registerAuthRoutes } from "./auth/routes.ts";
import { registerAccountRoutes } from "./features/account/routes.ts";
import { registerCollectionRoutes } from "./features/collections/routes.ts";
import { registerCreatorRoutes } from "./features/creators/routes.ts";
import { registerDevRoutes } from "./features/dev/routes.ts";
import { registerFollowRoutes } from "./features/follows/routes.ts";
import { registerHealthRoutes } from "./features/health/routes.ts";
import { registerIdentityRoutes } from "./features/identities/routes.ts";
import { registerImportRoutes } from "./features/import/routes.ts";
import { registerInviteRoutes } from "./features/invites/routes.ts";
import { registerProfileRoutes } from "./features/profiles/routes.ts";
import { registerRecipeRoutes } from "./features/recipes/routes.ts";
import { registerRegistrationRoutes } from "./features/registration/routes.ts";
import { registerReviewRoutes } from "./features/reviews/routes.ts";
import { registerSearchRoutes } from "./features/search/routes.ts";
import { registerViewer } from "./plugins/access.ts";
import type { TAppDeps, TServices } from "./services.ts";

export async function registerApi(api: FastifyInstance, { services, deps }: { services: TServices; deps: TAppDeps }) {
  await api.register(swagger, {
    openapi: {
      info: { title: "Ladle API", version: "1", description: "Recipes, meal plans and creator blogs." },
      servers: [{ url: deps.env.publicUrl }],
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

  registerViewer(api, deps);
  await registerHealthRoutes(api, deps);
  await registerAuthRoutes(api, deps);
  await registerRegistrationRoutes(api, deps);
  await registerProfileRoutes(api, deps);
  await registerIdentityRoutes(api, deps);
  await registerInviteRoutes(api, deps);
  await registerAccountRoutes(api, deps);
  await registerRecipeRoutes(api, services);
  await registerReviewRoutes(api, services);
  await registerCollectionRoutes(api, services);
  await registerSearchRoutes(api, services);
  await registerCreatorRoutes(api, services);
  await registerFollowRoutes(api, services);
  await registerImportRoutes(api, services);
  if (!deps.env.isProduction) await registerDevRoutes(api, deps);

  // Unknown API paths are JSON 404s, never the page renderer.
  api.all("/*", { schema: { hide: true } }, async (request, reply) =>
    reply
      .status(404)
      .send({ code: "NOT_FOUND", message: `No API endpoint at ${request.method} ${request.url.split("?")[0]}.` }),
  );
}
