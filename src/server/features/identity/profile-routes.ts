/** /api/profiles: availability checks, get_profile, and the owner's updates and avatar. */
import type { FastifyInstance } from "fastify";
import { AppError } from "#core/errors.ts";
import { avatarContentTypes, avatarMaxBytes } from "#core/identity/avatar.ts";
import { profileNotFoundMessage, profilesApi } from "#core/identity/identity.api.ts";
import { route } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TServices } from "#server/services.ts";

export async function registerProfileRoutes(api: FastifyInstance, { profiles }: Pick<TServices, "profiles">) {
  route(
    api,
    profilesApi,
    "checkUsername",
    async (request) => {
      const viewer = await requireAccess(request, "private");
      return profiles.checkUsername({ username: request.query.username, userId: viewer.userId });
    },
    {
      // 'No current user' comes before any complaint about the name itself.
      preValidation: async (request) => {
        if (!(await request.getViewer())) throw new AppError("UNAUTHENTICATED", { message: "No current user" });
      },
    },
  );

  route(api, profilesApi, "checkEmail", async (request) => {
    const viewer = await requireAccess(request, "private");
    return profiles.checkEmail({ userId: viewer.userId, email: request.body.new_email });
  });

  route(api, profilesApi, "lookup", async (request) => {
    const viewer = await request.getViewer();
    const profile = await profiles.find({
      profileId: request.query.profile_id,
      username: request.query.profile_username,
      viewerId: viewer?.userId ?? null,
    });
    if (!profile) throw new AppError("NOT_FOUND", { message: profileNotFoundMessage });
    return profile;
  });

  route(api, profilesApi, "updateMine", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return profiles.update({ userId: viewer.userId, input: request.body });
  });

  await api.register(async (scope) => {
    // The image is the whole request body (no multipart, no new dependency); only this route reads it.
    scope.addContentTypeParser(avatarContentTypes, { parseAs: "buffer", bodyLimit: avatarMaxBytes }, (_r, body, done) =>
      done(null, body),
    );
    route(
      scope,
      profilesApi,
      "uploadAvatar",
      async (request) => {
        const viewer = await requireAccess(request, "authorized");
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          throw new AppError("UNSUPPORTED_MEDIA_TYPE", {
            message: `Send the image itself as the body, with Content-Type ${avatarContentTypes.join(", ")}.`,
          });
        }
        return profiles.replaceAvatar({ userId: viewer.userId, image: request.body });
      },
      { bodyLimit: avatarMaxBytes, consumes: avatarContentTypes },
    );
  });
}
