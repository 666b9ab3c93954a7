/**
 * Development-only endpoints: the outbox and a direct sign-in for tests. `registerApi` mounts
 * them only outside production, so a production server has no such paths.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "#core/errors.ts";
import { users } from "#db/schema.ts";
import type { TAppDeps } from "#server/services.ts";
import { listOutbox } from "../outbox/service.ts";

export async function registerDevRoutes(api: FastifyInstance, { auth, db, env }: TAppDeps) {
  if (env.isProduction) throw new Error("Development routes must never be registered in production.");
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/dev/outbox",
    {
      schema: {
        tags: ["development"],
        summary: "Messages sent without a delivery provider (not in production)",
        querystring: z.object({ to: z.string().max(320).optional() }),
      },
    },
    async (request) => listOutbox({ db, to: request.query.to }),
  );

  typed.post(
    "/dev/sign-in",
    {
      schema: {
        tags: ["development"],
        summary: "Sign in as any address without a code (not in production)",
        body: z.object({ email: z.email().max(320) }),
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const context = await auth.$context;
      const helpers = (context as unknown as { test?: DevHelpers }).test;
      if (!helpers) throw new AppError("NOT_FOUND");
      let [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (!user) user = await helpers.saveUser(helpers.createUser({ email, name: "", emailVerified: true }));
      const { cookies } = await helpers.login({ userId: user.id });
      reply.header(
        "set-cookie",
        cookies.map((c) => `${c.name}=${c.value}; Path=${c.path}; HttpOnly; SameSite=Lax`),
      );
      return { userId: user.id };
    },
  );
}

interface DevHelpers {
  createUser(overrides: Record<string, unknown>): { id: string };
  saveUser(user: { id: string }): Promise<{ id: string }>;
  login(options: { userId: string }): Promise<{ cookies: { name: string; value: string; path: string }[] }>;
}
