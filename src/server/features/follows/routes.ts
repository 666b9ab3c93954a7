/** /api/users/:userId/follow: following and unfollowing people. */
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
}
