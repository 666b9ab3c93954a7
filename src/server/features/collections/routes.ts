/** /api/collections and saving recipes into them. Each handler authorizes, then calls one service. */
import type { FastifyInstance } from "fastify";
import { collectionNotFoundMessage } from "#core/collections/collection.schema.ts";
import {
  collectionCoverContentTypes,
  collectionCoverMaxBytes,
  collectionsApi,
} from "#core/collections/collections.api.ts";
import { AppError } from "#core/errors.ts";
import { route } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TServices } from "#server/services.ts";

export async function registerCollectionRoutes(api: FastifyInstance, { collections }: TServices) {
  route(api, collectionsApi, "listMine", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return { items: await collections.listMine({ userId: viewer.userId, recipeId: request.query.recipeId }) };
  });

  route(api, collectionsApi, "listByOwner", async (request) => {
    const viewer = await request.getViewer();
    const { owner, page, pageSize } = request.query;
    return collections.listByOwner({ username: owner, viewerId: viewer?.userId ?? null, page, pageSize });
  });

  route(api, collectionsApi, "create", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return collections.create({ userId: viewer.userId, input: request.body });
  });

  route(api, collectionsApi, "find", async (request) => {
    const viewer = await request.getViewer();
    const collection = await collections.findForViewer({
      collectionId: request.params.id,
      viewerId: viewer?.userId ?? null,
      ...request.query,
    });
    if (!collection) throw new AppError("NOT_FOUND", { message: collectionNotFoundMessage });
    return collection;
  });

  route(api, collectionsApi, "update", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return collections.update({ userId: viewer.userId, collectionId: request.params.id, input: request.body });
  });

  route(api, collectionsApi, "remove", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    await collections.remove({ userId: viewer.userId, collectionId: request.params.id });
    return null;
  });

  route(api, collectionsApi, "reorder", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    await collections.reorder({ userId: viewer.userId, collectionId: request.params.id, input: request.body });
    return null;
  });

  route(api, collectionsApi, "addRecipe", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return collections.addRecipe({
      userId: viewer.userId,
      collectionId: request.params.id,
      recipeId: request.body.recipeId,
    });
  });

  route(api, collectionsApi, "removeRecipe", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    await collections.removeRecipe({
      userId: viewer.userId,
      collectionId: request.params.id,
      recipeId: request.params.recipeId,
    });
    return null;
  });

  route(api, collectionsApi, "saveRecipe", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return collections.saveRecipe({ userId: viewer.userId, recipeId: request.params.id, input: request.body });
  });

  route(api, collectionsApi, "unsaveRecipe", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    await collections.unsaveRecipe({
      userId: viewer.userId,
      recipeId: request.params.id,
      collectionId: request.query.collectionId,
    });
    return null;
  });

  await api.register(async (scope) => {
    // The photo is the whole request body, as for recipe photos; only this route reads it.
    scope.addContentTypeParser(
      collectionCoverContentTypes,
      { parseAs: "buffer", bodyLimit: collectionCoverMaxBytes },
      (_request, body, done) => done(null, body),
    );
    route(
      scope,
      collectionsApi,
      "uploadCover",
      async (request) => {
        const viewer = await requireAccess(request, "authorized");
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          throw new AppError("UNSUPPORTED_MEDIA_TYPE", {
            message: `Send the image itself as the body, with Content-Type ${collectionCoverContentTypes.join(", ")}.`,
          });
        }
        return collections.replaceCover({
          userId: viewer.userId,
          collectionId: request.params.id,
          image: request.body,
        });
      },
      { bodyLimit: collectionCoverMaxBytes, consumes: collectionCoverContentTypes },
    );
  });
}
