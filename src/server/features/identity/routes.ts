/**
 * Ladle's identity endpoints: registration and terms, linked identities, invites and account
 * deletion. Each handler authorizes, calls an identity service and returns; validation, response
 * shaping and documentation come from the contract in src/core/identity/identity.api.ts.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "#core/errors.ts";
import { identityApi } from "#core/identity/identity.api.ts";
import { termsVersion } from "#core/identity/terms.ts";
import { route } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TServices } from "#server/services.ts";

/** Blog owners (either creator role) and admins hand out invite codes. */
async function requireInviter(request: FastifyRequest) {
  const viewer = await requireAccess(request, "authorized");
  if (viewer.role === "AUTHORIZED_USER" && !viewer.isAdmin) {
    throw new AppError("FORBIDDEN", { message: "Only creators with a blog can create invite codes." });
  }
  return viewer;
}

export async function registerIdentityRoutes(api: FastifyInstance, { identity }: Pick<TServices, "identity">) {
  route(api, identityApi, "completeRegistration", async (request) => {
    const viewer = await requireAccess(request, "private");
    return identity.completeRegistration({ userId: viewer.userId, input: request.body });
  });

  route(api, identityApi, "acceptTerms", async (request) => {
    const viewer = await requireAccess(request, "private");
    await identity.recordTermsAcceptance({ userId: viewer.userId });
    return { version: termsVersion, accepted: true as const };
  });

  route(api, identityApi, "listIdentities", async (request) => {
    const viewer = await requireAccess(request, "private");
    return identity.listLinkedIdentities({ userId: viewer.userId });
  });

  route(api, identityApi, "removePhoneNumber", async (request) => {
    const viewer = await requireAccess(request, "private");
    return identity.removePhoneNumber({ userId: viewer.userId });
  });

  route(api, identityApi, "createInvite", async (request) => {
    const viewer = await requireInviter(request);
    return identity.createInvite({ inviterId: viewer.userId, input: request.body });
  });

  route(api, identityApi, "listInvites", async (request) => {
    const viewer = await requireInviter(request);
    return identity.listInvites({ inviterId: viewer.userId });
  });

  route(api, identityApi, "getReferral", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return identity.loadReferral({ userId: viewer.userId });
  });

  route(api, identityApi, "createReferralCode", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return identity.ensureReferralCode({ userId: viewer.userId });
  });

  route(api, identityApi, "deleteAccount", async (request, reply) => {
    const viewer = await requireAccess(request, "private");
    await identity.deleteAccount({ userId: viewer.userId });
    // The sessions went with the user; the browser's cookies are expired here.
    reply.header("set-cookie", await identity.listSessionClearingCookies());
    return { deleted: true as const };
  });

  route(api, identityApi, "requestAccountDeletion", async (request) => {
    const { id } = await identity.requestAccountDeletion({ input: request.body, ip: request.ip });
    return { id, status: "received" as const };
  });
}
