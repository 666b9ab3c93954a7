import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "#core/errors.ts";
import { signedInSecurity } from "#server/auth/openapi.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TAppDeps } from "#server/services.ts";
import { listIdentities, removePhoneNumber } from "./service.ts";

const ZIdentities = z.object({
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  accounts: z.array(
    z.object({ id: z.string(), provider_id: z.string(), account_id: z.string(), created_at: z.date() }),
  ),
  can_unlink_account: z.boolean(),
});

export async function registerIdentityRoutes(api: FastifyInstance, { db }: TAppDeps) {
  api.withTypeProvider<ZodTypeProvider>().get(
    "/identities",
    {
      schema: {
        tags: ["identity"],
        summary: "Your ways to sign in (get user identities)",
        description: [
          "Email address (null for phone sign-ups), verified phone number and linked Google/Apple accounts.",
          "Link one with `POST /api/auth/link-social {provider, idToken: {token, nonce}}`;",
          "unlink with `POST /api/auth/unlink-account {accountId}` (an `id` from this list), which refuses",
          "with LAST_IDENTITY when it would leave no way to sign in. Sign out: `POST /api/auth/sign-out`;",
          "everywhere: `POST /api/auth/revoke-sessions`.",
        ].join(" "),
        security: signedInSecurity,
        response: { 200: ZIdentities },
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "private");
      const identities = await listIdentities({ db, userId: viewer.userId });
      if (!identities) throw new AppError("UNAUTHENTICATED", { message: "No current user" });
      return identities;
    },
  );

  api.withTypeProvider<ZodTypeProvider>().delete(
    "/identities/phone",
    {
      schema: {
        tags: ["identity"],
        summary: "Remove your phone number",
        description:
          "Takes the verified phone number off your account. 409 when it is your only way to sign in (no email address, no linked account); 404 when there is none.",
        security: signedInSecurity,
        response: { 200: ZIdentities },
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "private");
      return removePhoneNumber({ db, userId: viewer.userId });
    },
  );
}
