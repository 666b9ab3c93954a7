/** /api/meal-plans/generate and /api/meal-plans/generate/swap: plans to preview, made for the signed-in cook. */
import type { FastifyInstance } from "fastify";
import { mealPlanGenerateApi } from "#core/meal-plans/meal-plans-generate.api.ts";
import { route } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TServices } from "#server/services.ts";

export async function registerMealPlanGenerationRoutes(api: FastifyInstance, { mealPlanGeneration }: TServices) {
  route(
    api,
    mealPlanGenerateApi,
    "generate",
    async (request) => {
      const viewer = await requireAccess(request, "authorized");
      return mealPlanGeneration.generate({ userId: viewer.userId, input: request.body });
    },
    { isViewerUnchanged: true },
  );

  route(
    api,
    mealPlanGenerateApi,
    "swap",
    async (request) => {
      const viewer = await requireAccess(request, "authorized");
      return mealPlanGeneration.swap({ userId: viewer.userId, input: request.body });
    },
    { isViewerUnchanged: true },
  );
}
