import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "#core/errors.ts";
import { ZReviewInput } from "#core/recipes/recipe-input.schema.ts";
import type { TServices } from "#server/app.ts";
import { signedInSecurity } from "#server/auth/openapi.ts";
import { requireAccess } from "#server/plugins/access.ts";
import { ZRecipeIdParams, ZReview, ZReviewList } from "../recipes/schemas.ts";
import { recipeNotFoundMessage } from "../recipes/write.ts";
import { deleteReview, listReviews, upsertReview } from "./service.ts";

const tags = ["reviews"];

export async function registerReviewRoutes(api: FastifyInstance, { db }: TServices) {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/recipes/:id/reviews",
    {
      schema: {
        tags,
        summary: "Reviews of a recipe, with the average and count",
        description: "Of a paywalled recipe you have not unlocked: the average and count only.",
        params: ZRecipeIdParams,
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(1000).default(1),
          pageSize: z.coerce.number().int().min(1).max(50).default(20),
        }),
        response: { 200: ZReviewList },
      },
    },
    async (request) => {
      const viewer = await request.getViewer();
      const list = await listReviews({
        db,
        recipeId: request.params.id,
        viewerId: viewer?.userId ?? null,
        ...request.query,
      });
      if (!list) throw new AppError("NOT_FOUND", { message: recipeNotFoundMessage });
      return list;
    },
  );

  typed.put(
    "/recipes/:id/review",
    {
      schema: {
        tags,
        summary: "Write or edit your review (/recipe/{id}/review/create)",
        description:
          "1–5 stars and text; one review per user per recipe (201 when new, 200 when edited). 403 on your own recipe.",
        security: signedInSecurity,
        params: ZRecipeIdParams,
        body: ZReviewInput,
        response: { 200: ZReview, 201: ZReview },
      },
    },
    async (request, reply) => {
      const viewer = await requireAccess(request, "authorized");
      const { review, isNew } = await upsertReview({
        db,
        userId: viewer.userId,
        recipeId: request.params.id,
        input: request.body,
      });
      return reply.status(isNew ? 201 : 200).send(review);
    },
  );

  typed.delete(
    "/recipes/:id/review",
    {
      schema: {
        tags,
        summary: "Delete your review",
        security: signedInSecurity,
        params: ZRecipeIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireAccess(request, "authorized");
      await deleteReview({ db, userId: viewer.userId, recipeId: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
