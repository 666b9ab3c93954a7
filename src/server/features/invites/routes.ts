import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZInvite, ZInviteCreateInput } from "#core/auth/account.schema.ts";
import { AppError } from "#core/errors.ts";
import { signedInSecurity } from "#server/auth/openapi.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TAppDeps } from "#server/services.ts";
import { createInvite, listInvites } from "./service.ts";

/** Blog owners (either creator role) and admins hand out invite codes. */
async function requireInviter(request: FastifyRequest) {
  const viewer = await requireAccess(request, "authorized");
  if (viewer.role === "AUTHORIZED_USER" && !viewer.isAdmin) {
    throw new AppError("FORBIDDEN", { message: "Only creators with a blog can create invite codes." });
  }
  return viewer;
}

export async function registerInviteRoutes(api: FastifyInstance, { db }: TAppDeps) {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/invites",
    {
      schema: {
        tags: ["identity"],
        summary: "Create an invite code (creators and admins)",
        description: "`max_uses` defaults to 1 (null: no limit); `expires_in_days` is optional.",
        security: signedInSecurity,
        body: ZInviteCreateInput,
        response: { 201: ZInvite },
      },
    },
    async (request, reply) => {
      const viewer = await requireInviter(request);
      const invite = await createInvite({ db, inviterId: viewer.userId, input: request.body });
      return reply.status(201).send(invite);
    },
  );

  typed.get(
    "/invites",
    {
      schema: {
        tags: ["identity"],
        summary: "Your invite codes, newest first (creators and admins)",
        security: signedInSecurity,
        response: { 200: z.array(ZInvite) },
      },
    },
    async (request) => {
      const viewer = await requireInviter(request);
      return listInvites({ db, inviterId: viewer.userId });
    },
  );
}
