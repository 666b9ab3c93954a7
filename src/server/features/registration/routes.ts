import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZProfile } from "#core/auth/profile.schema.ts";
import { ZRegistrationInput } from "#core/auth/registration.schema.ts";
import type { TServices } from "#server/app.ts";
import { signedInSecurity } from "#server/auth/openapi.ts";
import { requireAccess } from "#server/plugins/access.ts";
import { completeRegistration } from "./service.ts";

export async function registerRegistrationRoutes(api: FastifyInstance, { db }: TServices) {
  api.withTypeProvider<ZodTypeProvider>().post(
    "/registration/complete",
    {
      schema: {
        tags: ["identity"],
        summary: "Complete registration (complete_registration_v3)",
        description:
          "For a signed-in user who has not registered yet: creates the profile, stores push tokens, records the invite and sets completedRegistration. 409 when the username is taken (or the user is already registered); 400 `invite_code: …` when the invite code is not valid, in which case nothing is saved.",
        security: signedInSecurity,
        body: ZRegistrationInput,
        response: { 200: z.object({ profile: ZProfile, completed_registration: z.literal(true) }) },
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "private");
      return completeRegistration({ db, userId: viewer.userId, input: request.body });
    },
  );
}
