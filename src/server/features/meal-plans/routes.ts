/** /api/meal-plans: plans, their recipes, copies, publications, landing pages and suggestions. */
import type { FastifyInstance } from "fastify";
import { mealPlansApi } from "#core/meal-plans/meal-plans.api.ts";
import { route } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TServices } from "#server/services.ts";

export async function registerMealPlanRoutes(api: FastifyInstance, { mealPlans }: TServices) {
  const viewerIdOf = async (request: { getViewer(): Promise<{ userId: string } | null> }) =>
    (await request.getViewer())?.userId ?? null;

  route(api, mealPlansApi, "listMine", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return { items: await mealPlans.listMine({ userId: viewer.userId }) };
  });

  route(api, mealPlansApi, "listByUser", async (request) => {
    const { owner: _, ...page } = await mealPlans.listByUser({
      username: request.params.username,
      viewerId: await viewerIdOf(request),
      ...request.query,
    });
    return page;
  });

  route(api, mealPlansApi, "create", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return mealPlans.create({ userId: viewer.userId, input: request.body });
  });

  route(api, mealPlansApi, "find", async (request) =>
    mealPlans.find({ viewerId: await viewerIdOf(request), mealPlanId: request.params.id }),
  );

  route(api, mealPlansApi, "update", async (request) => {
    const viewer = await requireAccess(request, "private");
    return mealPlans.update({ userId: viewer.userId, mealPlanId: request.params.id, input: request.body });
  });

  route(api, mealPlansApi, "remove", async (request) => {
    const viewer = await requireAccess(request, "private");
    await mealPlans.remove({ userId: viewer.userId, mealPlanId: request.params.id });
    return null;
  });

  route(api, mealPlansApi, "addEntry", async (request) => {
    const viewer = await requireAccess(request, "private");
    return mealPlans.addEntry({ userId: viewer.userId, mealPlanId: request.params.id, input: request.body });
  });

  route(api, mealPlansApi, "updateEntry", async (request) => {
    const viewer = await requireAccess(request, "private");
    const { id, entryId } = request.params;
    return mealPlans.updateEntry({ userId: viewer.userId, mealPlanId: id, entryId, input: request.body });
  });

  route(api, mealPlansApi, "removeEntry", async (request) => {
    const viewer = await requireAccess(request, "private");
    const { id, entryId } = request.params;
    return mealPlans.removeEntry({ userId: viewer.userId, mealPlanId: id, entryId });
  });

  route(api, mealPlansApi, "copy", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return mealPlans.copy({ userId: viewer.userId, mealPlanId: request.params.id, input: request.body });
  });

  route(api, mealPlansApi, "publish", async (request) => {
    const viewer = await requireAccess(request, "private");
    const { isPaywalled } = request.body;
    return mealPlans.publish({ userId: viewer.userId, mealPlanId: request.params.id, isPaywalled });
  });

  route(api, mealPlansApi, "unpublish", async (request) => {
    const viewer = await requireAccess(request, "private");
    await mealPlans.unpublish({ userId: viewer.userId, mealPlanId: request.params.id });
    return null;
  });

  route(api, mealPlansApi, "findPublication", async (request) =>
    mealPlans.findPublication({ viewerId: await viewerIdOf(request), publicationId: request.params.id }),
  );

  route(api, mealPlansApi, "findLanding", async (request) =>
    mealPlans.findLanding({ viewerId: await viewerIdOf(request), urlSlug: request.params.urlSlug }),
  );

  route(api, mealPlansApi, "listSuggestions", async (request) => ({
    items: await mealPlans.listSuggestions({
      viewerId: await viewerIdOf(request),
      mealPlanId: request.params.id,
      limit: request.query.limit,
    }),
  }));

  route(api, mealPlansApi, "listSavedRecipes", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return { items: await mealPlans.listSavedRecipes({ userId: viewer.userId, limit: request.query.limit }) };
  });
}
