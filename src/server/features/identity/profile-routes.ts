import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZEmailAvailability,
  ZEmailAvailabilityInput,
  ZProfile,
  ZProfileLookupQuery,
  ZProfileUpdate,
  ZProfileView,
  ZUsernameAvailability,
  ZUsernameAvailabilityQuery,
} from "#core/identity/profile.schema.ts";
import { AppError } from "#core/errors.ts";
import { signedInSecurity } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import { uploadsDirFor } from "#server/plugins/uploads.ts";
import type { TAppDeps } from "#server/services.ts";
import {
  avatarContentTypes,
  avatarMaxBytes,
  checkEmailAvailability,
  countUsernameHolders,
  findProfile,
  replaceAvatar,
  updateProfile,
} from "./service.ts";

export async function registerProfileRoutes(api: FastifyInstance, { db, env }: TAppDeps) {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/profiles/username-availability",
    {
      schema: {
        tags: ["profiles"],
        summary: "Is this username free? (spec §5)",
        description:
          "Counts profiles with this username (lowercased) and an id other than the caller's; available when 0. 401 'No current user' when signed out.",
        security: signedInSecurity,
        querystring: ZUsernameAvailabilityQuery,
        response: { 200: ZUsernameAvailability },
      },
      // The spec's 'No current user' comes before any complaint about the name itself.
      preValidation: async (request) => {
        if (!(await request.getViewer())) throw new AppError("UNAUTHENTICATED", { message: "No current user" });
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "private");
      const { username } = request.query;
      const count = await countUsernameHolders({ db, username, userId: viewer.userId });
      return { username, count, is_available: count === 0 };
    },
  );

  typed.post(
    "/profiles/email-availability",
    {
      schema: {
        tags: ["profiles"],
        summary: "Is this email address free? (check_email_availability_v2)",
        description: "For changing the address on /me/edit. Limited to 60 checks an hour per user.",
        security: signedInSecurity,
        body: ZEmailAvailabilityInput,
        response: { 200: ZEmailAvailability },
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "private");
      return checkEmailAvailability({ db, userId: viewer.userId, email: request.body.new_email });
    },
  );

  typed.get(
    "/profiles/lookup",
    {
      schema: {
        tags: ["profiles"],
        summary: "One profile by id or username (get_profile)",
        description:
          "Open to everyone. A private profile shows only id, name, username and avatar (`is_restricted: true`) to anyone but its owner and approved followers. 404 when there is no such profile.",
        querystring: ZProfileLookupQuery,
        response: { 200: ZProfileView },
      },
    },
    async (request) => {
      const viewer = await request.getViewer();
      const profile = await findProfile({
        db,
        profileId: request.query.profile_id,
        username: request.query.profile_username,
        viewerId: viewer?.userId ?? null,
      });
      if (!profile) throw new AppError("NOT_FOUND", { message: "There is no such profile." });
      return profile;
    },
  );

  typed.patch(
    "/profiles/me",
    {
      schema: {
        tags: ["profiles"],
        summary: "Update your profile",
        description:
          "Name, username (lowercased), bio and public/private. An `id` in the body must be your own (403 otherwise). Returns the row; 409 when the username is taken.",
        security: signedInSecurity,
        body: ZProfileUpdate,
        response: { 200: ZProfile },
      },
    },
    async (request) => {
      const viewer = await requireAccess(request, "authorized");
      return updateProfile({ db, userId: viewer.userId, input: request.body });
    },
  );

  await api.register(async (scope) => {
    // The image is the whole request body (no multipart, no new dependency); only this route reads it.
    scope.addContentTypeParser(avatarContentTypes, { parseAs: "buffer", bodyLimit: avatarMaxBytes }, (_r, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/profiles/me/avatar",
      {
        bodyLimit: avatarMaxBytes,
        schema: {
          tags: ["profiles"],
          summary: "Upload your avatar",
          description: `The request body is the image itself (Content-Type ${avatarContentTypes.join(", ")}; at most 5 MB). It is cropped and resized to 256×256 WebP. Returns the profile row.`,
          security: signedInSecurity,
          consumes: avatarContentTypes,
          response: { 200: ZProfile },
        },
      },
      async (request) => {
        const viewer = await requireAccess(request, "authorized");
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          throw new AppError("UNSUPPORTED_MEDIA_TYPE", {
            message: `Send the image itself as the body, with Content-Type ${avatarContentTypes.join(", ")}.`,
          });
        }
        return replaceAvatar({ db, userId: viewer.userId, image: request.body, uploadsDir: uploadsDirFor(env) });
      },
    );
  });
}
