/** /api/recipes/:id/reviews and /api/recipes/:id/review: reading, writing and deleting reviews. */
import type { FastifyInstance } from "fastify";
import { AppError } from "#core/errors.ts";
import { recipeNotFoundMessage } from "#core/recipes/recipes.api.ts";
import { reviewsApi } from "#core/reviews/reviews.api.ts";
import { route } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TServices } from "#server/services.ts";

export async function registerReviewRoutes(api: FastifyInstance, { reviews }: TServices) {
  route(api, reviewsApi, "list", async (request) => {
    const viewer = await request.getViewer();
    const list = await reviews.list({
      recipeId: request.params.id,
      viewerId: viewer?.userId ?? null,
      ...request.query,
    });
    if (!list) throw new AppError("NOT_FOUND", { message: recipeNotFoundMessage });
    return list;
  });

  route(api, reviewsApi, "save", async (request, reply) => {
    const viewer = await requireAccess(request, "authorized");
    const { review, isNew } = await reviews.save({
      userId: viewer.userId,
      recipeId: request.params.id,
      input: request.body,
    });
    reply.status(isNew ? 201 : 200);
    return review;
  });

  route(api, reviewsApi, "remove", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    await reviews.remove({ userId: viewer.userId, recipeId: request.params.id });
    return null;
  });
}
