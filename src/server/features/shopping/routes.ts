/** /api/shopping-list and /api/shopping-lists/:listId/…: the list, its items, its household, its live events. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { shoppingListApi } from "#core/shopping/shopping-list.api.ts";
import { ZShoppingListParams } from "#core/shopping/shopping-list.schema.ts";
import { route, signedInSecurity } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TServices } from "#server/services.ts";
import type { TListEvents } from "./list-events.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Live shopping-list streams of this process (fed by the change bus). */
    shoppingListEvents: TListEvents;
  }
}

export async function registerShoppingListRoutes(api: FastifyInstance, { shopping }: TServices) {
  route(api, shoppingListApi, "mine", async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    const viewer = await requireAccess(request, "authorized");
    return shopping.loadMine({ userId: viewer.userId });
  });

  route(api, shoppingListApi, "read", async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    const viewer = await requireAccess(request, "authorized");
    return shopping.load({ userId: viewer.userId, listId: request.params.listId });
  });

  /** Every write: the signed-in cook, the list named in the path. */
  const writer = async (request: { params: { listId: string } } & Parameters<typeof requireAccess>[0]) => ({
    userId: (await requireAccess(request, "authorized")).userId,
    listId: request.params.listId,
  });

  route(api, shoppingListApi, "addRecipe", async (request) =>
    shopping.addRecipe({ ...(await writer(request)), input: request.body }),
  );
  route(api, shoppingListApi, "addMealPlan", async (request) =>
    shopping.addMealPlan({ ...(await writer(request)), input: request.body }),
  );
  route(api, shoppingListApi, "addItems", async (request) =>
    shopping.addItems({ ...(await writer(request)), input: request.body }),
  );
  route(api, shoppingListApi, "checkItems", async (request) =>
    shopping.checkItems({ ...(await writer(request)), input: request.body }),
  );
  route(api, shoppingListApi, "editItem", async (request) =>
    shopping.editItem({ ...(await writer(request)), input: request.body }),
  );
  route(api, shoppingListApi, "removeItems", async (request) =>
    shopping.removeItems({ ...(await writer(request)), input: request.body }),
  );
  route(api, shoppingListApi, "clearChecked", async (request) =>
    shopping.clearChecked({ ...(await writer(request)), opId: request.body.opId }),
  );
  route(api, shoppingListApi, "inviteMember", async (request) =>
    shopping.inviteMember({ ...(await writer(request)), input: request.body }),
  );
  route(api, shoppingListApi, "removeMember", async (request) =>
    shopping.removeMember({ ...(await writer(request)), memberId: request.params.userId }),
  );
  route(api, shoppingListApi, "acceptInvitation", async (request) => shopping.acceptInvitation(await writer(request)));
  route(api, shoppingListApi, "declineInvitation", async (request) =>
    shopping.declineInvitation(await writer(request)),
  );

  api.withTypeProvider<ZodTypeProvider>().get(
    "/shopping-lists/:listId/events",
    {
      schema: {
        tags: [shoppingListApi.tag],
        summary: "The list's changes as server-sent events",
        description:
          "An `event: change` with `{listId}` whenever anyone changes the list, through any server process. Read the list again on each.",
        security: signedInSecurity,
        params: ZShoppingListParams,
      },
    },
    async (request, reply) => {
      const viewer = await requireAccess(request, "authorized");
      const { listId } = await shopping.requireAccess({ userId: viewer.userId, listId: request.params.listId });
      api.shoppingListEvents.stream(request, reply, listId);
    },
  );
}
