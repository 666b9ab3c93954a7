import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZProfile } from "#core/identity/profile.schema.ts";
import { ZRegistrationInput } from "#core/identity/registration.schema.ts";
import { termsVersion } from "#core/identity/terms.ts";
import { signedInSecurity } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TAppDeps } from "#server/services.ts";
import { completeRegistration } from "./service.ts";
import { recordTermsAcceptance } from "./terms.ts";

export async function registerRegistrationRoutes(api: FastifyInstance, { db }: TAppDeps) {
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

  api.withTypeProvider<ZodTypeProvider>().post(
    "/registration/terms",
    {
      schema: {
        tags: ["identity"],
        summary: "Agree to the current terms (the sign-up terms step)",
        description: "Records that the signed-in user agreed to this version of the terms, and when. Idempotent.",
        security: signedInSecurity,
        response: { 200: z.object({ version: z.string(), accepted: z.literal(true) }) },
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "private");
      await recordTermsAcceptance({ db, userId: viewer.userId });
      return { version: termsVersion, accepted: true as const };
    },
  );
}
