/**
 * Google and Apple sign-in by id token (docs/decisions/004).
 *
 * The server verifies an id token that the provider's own JavaScript SDK (Google Identity
 * Services, Sign in with Apple JS) hands the page. Ladle does not load those SDKs yet, so the
 * buttons ask a *token source* for the token: a function registered on `window.ladleIdTokenSources`
 * that resolves to `{ token, nonce? }`. Wiring a provider means loading its SDK on /auth and
 * /auth/connect and registering a source, for example with Google Identity Services:
 *
 *   window.ladleIdTokenSources = {
 *     google: () => new Promise((resolve) => {
 *       google.accounts.id.initialize({ client_id, nonce, callback: (r) => resolve({ token: r.credential, nonce }) });
 *       google.accounts.id.prompt();
 *     }),
 *   };
 *
 * Everything after the token (sign-in, linking, errors) is already done here. The buttons appear
 * only when the server has the provider's client id (GOOGLE_CLIENT_ID, APPLE_CLIENT_ID).
 */
import type { TIdToken, TIdTokenProvider } from "#core/identity/auth-library.schema.ts";

export type TIdTokenSource = () => Promise<TIdToken>;

declare global {
  interface Window {
    ladleIdTokenSources?: Partial<Record<TIdTokenProvider, TIdTokenSource>>;
  }
}

export const providerNames: Record<TIdTokenProvider, string> = { google: "Google", apple: "Apple" };

export class IdTokenUnavailableError extends Error {
  constructor(readonly provider: TIdTokenProvider) {
    super(`${providerNames[provider]} sign-in isn't available in this browser yet.`);
    this.name = "IdTokenUnavailableError";
  }
}

/** Asks the provider's SDK for an id token; throws IdTokenUnavailableError when none is wired. */
export async function requestIdToken(provider: TIdTokenProvider): Promise<TIdToken> {
  const source = typeof window === "undefined" ? undefined : window.ladleIdTokenSources?.[provider];
  if (!source) throw new IdTokenUnavailableError(provider);
  return source();
}

/** Which providers the server accepts id tokens from (set by the /auth and /auth/connect loaders). */
export interface TSocialProviders {
  google: boolean;
  apple: boolean;
}

export function enabledProviders(providers: TSocialProviders): TIdTokenProvider[] {
  return (["google", "apple"] as const).filter((provider) => providers[provider]);
}
