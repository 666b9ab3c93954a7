/** Which provider this server uses: Kit when configured, the local stand-in outside production, else none. */
import type { TDb } from "#db/client.ts";
import type { TEnv } from "#server/env.ts";
import { createKitProvider } from "./kit-provider.ts";
import { createLocalProvider } from "./local-provider.ts";
import type { TNewsletterProvider } from "./provider.ts";

/** Key material for tokens at rest and the local codes: its own secret, or one derived from AUTH_SECRET. */
export function findIntegrationsSecret(env: TEnv): string {
  return env.INTEGRATIONS_SECRET ?? `integrations:${env.authSecret}`;
}

export function createNewsletterProvider({ db, env }: { db: TDb; env: TEnv }): TNewsletterProvider | null {
  if (env.CONVERTKIT_CLIENT_ID && env.CONVERTKIT_CLIENT_SECRET) {
    return createKitProvider({
      authorizeUrl: env.CONVERTKIT_AUTHORIZE_URL,
      tokenUrl: env.CONVERTKIT_TOKEN_URL,
      apiUrl: env.CONVERTKIT_API_URL,
      clientId: env.CONVERTKIT_CLIENT_ID,
      clientSecret: env.CONVERTKIT_CLIENT_SECRET,
      referrer: env.publicUrl,
    });
  }
  if (env.isProduction) return null;
  return createLocalProvider({ db, secret: findIntegrationsSecret(env) });
}
