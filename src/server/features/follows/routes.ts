/** Following people, their followers and following lists, and a private profile's follow requests. */
import type { FastifyInstance } from "fastify";
import { followsApi } from "#core/follows/follows.api.ts";
import { route } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TServices } from "#server/services.ts";

export async function registerFollowRoutes(api: FastifyInstance, { follows }: TServices) {
  route(api, followsApi, "follow", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return follows.follow({ followerId: viewer.userId, followeeId: request.params.userId });
  });

  route(api, followsApi, "unfollow", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return follows.unfollow({ followerId: viewer.userId, followeeId: request.params.userId });
  });

  route(api, followsApi, "statuses", async (request, reply) => {
    const viewer = await requireAccess(request, "authorized");
    reply.header("cache-control", "private, no-store");
    const statuses = await follows.findStatuses({ followerId: viewer.userId, followeeIds: request.query.userIds });
    return { statuses };
  });

  route(api, followsApi, "followers", async (request) => {
    const viewer = await request.getViewer();
    const { owner: _, ...page } = await follows.listFollowers({
      username: request.params.username,
      viewerId: viewer?.userId ?? null,
      ...request.query,
    });
    return page;
  });

  route(api, followsApi, "following", async (request) => {
    const viewer = await request.getViewer();
    const { owner: _, ...page } = await follows.listFollowing({
      username: request.params.username,
      viewerId: viewer?.userId ?? null,
      ...request.query,
    });
    return page;
  });

  route(api, followsApi, "requests", async (request, reply) => {
    const viewer = await requireAccess(request, "authorized");
    reply.header("cache-control", "private, no-store");
    return follows.listRequests({ userId: viewer.userId, ...request.query });
  });

  route(api, followsApi, "approve", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return follows.approve({ userId: viewer.userId, followerId: request.params.userId });
  });

  route(api, followsApi, "decline", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return follows.decline({ userId: viewer.userId, followerId: request.params.userId });
  });

  route(api, followsApi, "feed", async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    // A page may still ask just after its session ended: nobody followed, nothing to show (not a 401).
    const viewer = await request.getViewer();
    if (!viewer?.isAuthenticated) return { items: [], nextCursor: null };
    return follows.loadFeed({ viewerId: viewer.userId, ...request.query });
  });

  route(api, followsApi, "notices", async (request, reply) => {
    const viewer = await requireAccess(request, "authorized");
    reply.header("cache-control", "private, no-store");
    return { items: await follows.listNotices({ userId: viewer.userId }) };
  });

  route(api, followsApi, "dismissNotice", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return follows.dismissNotice({ userId: viewer.userId, noticeId: request.params.noticeId });
  });
}
