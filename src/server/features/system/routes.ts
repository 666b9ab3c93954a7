/** /api/health, and the development-only endpoints: the outbox and a direct sign-in for tests. */
import type { FastifyInstance } from "fastify";
import { devApi, systemApi } from "#core/system/system.api.ts";
import { route } from "#server/lib/route.ts";
import type { TServices } from "#server/services.ts";

export async function registerHealthRoutes(api: FastifyInstance, { system }: Pick<TServices, "system">) {
  route(api, systemApi, "health", async () => system.checkHealth());
}

/** `registerApi` mounts these only outside production, so a production server has no such paths. */
export async function registerDevRoutes(
  api: FastifyInstance,
  { system, isProduction }: Pick<TServices, "system"> & { isProduction: boolean },
) {
  if (isProduction) throw new Error("Development routes must never be registered in production.");

  route(api, devApi, "listOutbox", async (request) => system.listOutbox({ to: request.query.to }));

  route(api, devApi, "signIn", async (request, reply) => {
    const { userId, cookies } = await system.signInForDevelopment({ email: request.body.email });
    reply.header("set-cookie", cookies);
    return { userId };
  });
}
