import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZDeletionRequestInput } from "#core/auth/account.schema.ts";
import { signedInSecurity } from "#server/auth/openapi.ts";
import { createMessenger } from "#server/features/messaging/service.ts";
import { requireAccess } from "#server/plugins/access.ts";
import { uploadsDirFor } from "#server/plugins/uploads.ts";
import type { TAppDeps } from "#server/services.ts";
import { deleteAccount, requestAccountDeletion } from "./service.ts";

export async function registerAccountRoutes(api: FastifyInstance, { auth, db, env }: TAppDeps) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const messenger = createMessenger({ db, env, logger: api.log });

  /** Expires better-auth's cookies in the browser (the sessions themselves are gone with the user). */
  async function clearSessionCookies(reply: FastifyReply) {
    const { authCookies } = await auth.$context;
    const secure = env.isProduction ? "; Secure" : "";
    reply.header(
      "set-cookie",
      [authCookies.sessionToken.name, authCookies.sessionData.name, authCookies.dontRememberToken.name].map(
        (name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
      ),
    );
  }

  typed.post(
    "/account/delete",
    {
      schema: {
        tags: ["identity"],
        summary: "Delete your account and sign out (delete-user)",
        description:
          "Deletes the signed-in user and everything only they own: sessions, identities, profile, blog, recipes (public ones too), collections, follows, push tokens, invite codes, pending codes. People they invited keep their accounts. See docs/decisions/005.",
        security: signedInSecurity,
        response: { 200: z.object({ deleted: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const viewer = await requireAccess(request, "private");
      await deleteAccount({ db, userId: viewer.userId, uploadsDir: uploadsDirFor(env) });
      await clearSessionCookies(reply);
      return { deleted: true as const };
    },
  );

  typed.post(
    "/account/deletion-requests",
    {
      schema: {
        tags: ["identity"],
        summary: "Ask for an account to be deleted without signing in",
        description:
          "For /data-deletion-requests. Stores the request, emails a confirmation to the address and tells the team. One request per address an hour, five per client.",
        body: ZDeletionRequestInput,
        response: { 202: z.object({ id: z.string(), status: z.literal("received") }) },
      },
    },
    async (request, reply) => {
      const { id } = await requestAccountDeletion({
        db,
        messenger,
        input: request.body,
        ip: request.ip,
        teamEmail: env.CONTACT_EMAIL,
      });
      return reply.status(202).send({ id, status: "received" as const });
    },
  );
}
