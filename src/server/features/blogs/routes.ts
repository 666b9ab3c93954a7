/** /api/blogs: a creator's own blog (set up and arranged on /me/blog) and blogs as readers see them. */
import type { FastifyInstance } from "fastify";
import { blogImageContentTypes, blogImageMaxBytes, blogsApi } from "#core/blogs/blogs.api.ts";
import { AppError } from "#core/errors.ts";
import { route } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TServices } from "#server/services.ts";
import { blogRefOf } from "./blog-ref.ts";

export async function registerBlogRoutes(api: FastifyInstance, { blogs }: TServices) {
  /** Every change answers with the editor's data, so the page shows what was saved. */
  const editorOf = (userId: string) => blogs.loadEditor({ userId });

  route(api, blogsApi, "findMine", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return editorOf(viewer.userId);
  });

  route(api, blogsApi, "create", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    await blogs.create({ userId: viewer.userId, input: request.body });
    return editorOf(viewer.userId);
  });

  route(api, blogsApi, "update", async (request) => {
    const viewer = await requireAccess(request, "blog-creator");
    await blogs.update({ userId: viewer.userId, input: request.body });
    return editorOf(viewer.userId);
  });

  route(api, blogsApi, "addCategory", async (request) => {
    const viewer = await requireAccess(request, "blog-creator");
    await blogs.addCategory({ userId: viewer.userId, input: request.body });
    return editorOf(viewer.userId);
  });

  route(api, blogsApi, "renameCategory", async (request) => {
    const viewer = await requireAccess(request, "blog-creator");
    await blogs.renameCategory({ userId: viewer.userId, categoryId: request.params.categoryId, input: request.body });
    return editorOf(viewer.userId);
  });

  route(api, blogsApi, "removeCategory", async (request) => {
    const viewer = await requireAccess(request, "blog-creator");
    await blogs.removeCategory({ userId: viewer.userId, categoryId: request.params.categoryId });
    return editorOf(viewer.userId);
  });

  route(api, blogsApi, "orderCategories", async (request) => {
    const viewer = await requireAccess(request, "blog-creator");
    await blogs.orderCategories({ userId: viewer.userId, ids: request.body.ids });
    return editorOf(viewer.userId);
  });

  route(api, blogsApi, "setCategoryRecipes", async (request) => {
    const viewer = await requireAccess(request, "blog-creator");
    await blogs.setCategoryRecipes({
      userId: viewer.userId,
      categoryId: request.params.categoryId,
      recipeIds: request.body.recipeIds,
    });
    return editorOf(viewer.userId);
  });

  route(api, blogsApi, "setFeatured", async (request) => {
    const viewer = await requireAccess(request, "blog-creator");
    await blogs.setFeatured({ userId: viewer.userId, ids: request.body.ids });
    return editorOf(viewer.userId);
  });

  route(api, blogsApi, "setCollections", async (request) => {
    const viewer = await requireAccess(request, "blog-creator");
    await blogs.setCollections({ userId: viewer.userId, ids: request.body.ids });
    return editorOf(viewer.userId);
  });

  route(api, blogsApi, "find", async (request) => {
    const viewer = await request.getViewer();
    return blogs.loadPage({ ref: blogRefOf(request.params.blogId), viewerId: viewer?.userId ?? null });
  });

  route(api, blogsApi, "listRecipes", async (request) => {
    const viewer = await request.getViewer();
    const { category: _category, ...page } = await blogs.listRecipes({
      ref: blogRefOf(request.params.blogId),
      viewerId: viewer?.userId ?? null,
      query: request.query,
    });
    return page;
  });

  await api.register(async (scope) => {
    // The image is the whole request body, as for recipe photos; only this route reads it.
    scope.addContentTypeParser(
      blogImageContentTypes,
      { parseAs: "buffer", bodyLimit: blogImageMaxBytes },
      (_request, body, done) => done(null, body),
    );
    route(
      scope,
      blogsApi,
      "uploadImage",
      async (request) => {
        const viewer = await requireAccess(request, "blog-creator");
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          throw new AppError("UNSUPPORTED_MEDIA_TYPE", {
            message: `Send the image itself as the body, with Content-Type ${blogImageContentTypes.join(", ")}.`,
          });
        }
        await blogs.replaceImage({ userId: viewer.userId, kind: request.params.kind, image: request.body });
        return editorOf(viewer.userId);
      },
      { bodyLimit: blogImageMaxBytes, consumes: blogImageContentTypes },
    );
  });
}
