import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "#core/errors.ts";
import type { TAppDeps } from "#server/services.ts";

const ZHealth = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgresql"]) });

export async function registerHealthRoutes(api: FastifyInstance, { db, dbKind }: TAppDeps) {
  api
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/health",
      { schema: { tags: ["system"], summary: "Liveness and database check", response: { 200: ZHealth } } },
      async () => {
        try {
          await db.execute(sql`select 1`);
        } catch (cause) {
          throw new AppError("UNAVAILABLE", { message: "The database is not answering.", cause });
        }
        return { status: "ok" as const, database: dbKind };
      },
    );
}
