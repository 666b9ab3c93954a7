/** Health, and the development-only endpoints (registered only outside production). */
import { z } from "zod";
import { defineEndpoints } from "../api/endpoint.ts";

export const systemApi = defineEndpoints("system", {
  health: {
    method: "GET",
    path: "/health",
    summary: "Liveness and database check",
    response: z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgresql"]) }),
  },
});

export const ZOutboxMessage = z.object({
  to: z.string(),
  channel: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.date(),
});

export const devApi = defineEndpoints("development", {
  listOutbox: {
    method: "GET",
    path: "/dev/outbox",
    summary: "Messages sent without a delivery provider (not in production)",
    query: z.object({ to: z.string().max(320).optional() }),
    response: z.array(ZOutboxMessage),
  },
  signIn: {
    method: "POST",
    path: "/dev/sign-in",
    summary: "Sign in as any address without a code (not in production)",
    body: z.object({ email: z.email().max(320) }),
    response: z.object({ userId: z.string() }),
  },
});
