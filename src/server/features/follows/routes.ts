import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { TServices } from "#server/app.ts";
import { signedInSecurity } from "#server/auth/openapi.ts";
import { requireAccess } from "#server/plugins/access.ts";
import { followUser, unfollowUser } from "./service.ts";

const tags = ["follows"];
const ZUserIdParams = z.object({ userId: z.string().min(1).max(128) });
const ZFollowState = z.object({
  userId: z.string(),
  status: z.enum(["none", "following", "requested"]),
});

export async function registerFollowRoutes(api: FastifyInstance, { db }: TServices) {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.put(
    "/users/:userId/follow",
    {
      schema: {
        tags,
        summary: "Follow someone",
        description:
          'Public profiles: "following" at once. Private profiles: "requested" until the owner approves. Idempotent; 400 for yourself, 404 for nobody.',
        security: signedInSecurity,
        params: ZUserIdParams,
        response: { 200: ZFollowState },
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "authorized");
      return followUser({ db, followerId: viewer.userId, followeeId: request.params.userId });
    },
  );

  typed.delete(
    "/users/:userId/follow",
    {
      schema: {
        tags,
        summary: "Unfollow someone (or withdraw a request)",
        security: signedInSecurity,
        params: ZUserIdParams,
        response: { 200: ZFollowState },
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "authorized");
      return unfollowUser({ db, followerId: viewer.userId, followeeId: request.params.userId });
    },
  );
}
