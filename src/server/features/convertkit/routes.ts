/** /api/integrations/convertkit (creators' connection) and /api/creators/:userId/newsletter-consent (readers). */
import type { FastifyInstance } from "fastify";
import { convertkitApi } from "#core/integrations/convertkit.api.ts";
import { route } from "#server/lib/route.ts";
import { headersOf, requireAccess } from "#server/plugins/access.ts";
import type { TServices } from "#server/services.ts";

export async function registerConvertkitRoutes(api: FastifyInstance, { convertkit }: TServices) {
  route(api, convertkitApi, "state", async (request) => {
    const viewer = await requireAccess(request, "blog-creator");
    return convertkit.findState({ creatorId: viewer.userId });
  });

  route(api, convertkitApi, "connect", async (request) => {
    const viewer = await requireAccess(request, "blog-creator");
    return convertkit.startConnect({ creatorId: viewer.userId, headers: headersOf(request) });
  });

  route(api, convertkitApi, "callback", async (request) => {
    const viewer = await requireAccess(request, "blog-creator");
    return convertkit.completeConnect({
      creatorId: viewer.userId,
      headers: headersOf(request),
      input: request.body,
    });
  });

  route(api, convertkitApi, "lists", async (request) => {
    const viewer = await requireAccess(request, "blog-creator");
    return convertkit.listLists({ creatorId: viewer.userId });
  });

  route(api, convertkitApi, "saveSettings", async (request) => {
    const viewer = await requireAccess(request, "blog-creator");
    return convertkit.saveSettings({ creatorId: viewer.userId, input: request.body });
  });

  route(api, convertkitApi, "disconnect", async (request) => {
    // Any signed-in user may end their own connection, even after giving up their blog.
    const viewer = await requireAccess(request, "authorized");
    await convertkit.disconnect({ creatorId: viewer.userId });
    return null;
  });

  route(api, convertkitApi, "localContacts", async (request) => {
    const viewer = await requireAccess(request, "blog-creator");
    return convertkit.listLocalContacts({ creatorId: viewer.userId });
  });

  route(api, convertkitApi, "giveConsent", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return convertkit.giveConsent({ readerId: viewer.userId, creatorId: request.params.userId });
  });

  route(api, convertkitApi, "withdrawConsent", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return convertkit.withdrawConsent({ readerId: viewer.userId, creatorId: request.params.userId });
  });

  route(api, convertkitApi, "findConsent", async (request) => {
    const viewer = await requireAccess(request, "authorized");
    return convertkit.findConsent({ readerId: viewer.userId, creatorId: request.params.userId });
  });
}
