import type { TEnv } from "#server/env.ts";
import type { TSocialProviders } from "./id-token.ts";

/** Google and Apple sign-in are on only when the server has their client ids (docs/decisions/004). */
export function socialProvidersFor(env: Pick<TEnv, "GOOGLE_CLIENT_ID" | "APPLE_CLIENT_ID">): TSocialProviders {
  return { google: Boolean(env.GOOGLE_CLIENT_ID), apple: Boolean(env.APPLE_CLIENT_ID) };
}
