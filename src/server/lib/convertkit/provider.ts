/**
 * What Ladle needs from an email-marketing provider: OAuth (authorization code with PKCE, refresh,
 * revocation), the account's name, its forms and tags, and adding a contact to one of them. Kit's
 * API is one implementation (kit-provider.ts); the local stand-in (local-provider.ts) is the other.
 */
import type { TNewsletterProviderKind, TNewsletterTargetType } from "#db/integrations-schema.ts";

export interface TTokenSet {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

export interface TNewsletterList {
  id: string;
  name: string;
}

export interface TNewsletterTarget {
  type: TNewsletterTargetType;
  id: string;
}

/** Who the provider acts for: its token, and the creator (the local stand-in keys its list on them). */
export interface TProviderCall {
  accessToken: string;
  creatorId: string;
  signal?: AbortSignal;
}

export interface TNewContact {
  readerId: string;
  email: string;
  firstName: string;
  target: TNewsletterTarget;
}

export interface TNewsletterProvider {
  kind: TNewsletterProviderKind;
  /** Where the creator's browser goes to grant access. */
  buildAuthorizeUrl(options: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(options: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
    creatorId: string;
  }): Promise<TTokenSet>;
  refreshTokens(options: { refreshToken: string; creatorId: string }): Promise<TTokenSet>;
  /** Best effort: the tokens are deleted on our side whatever this answers. */
  revokeToken(options: { token: string }): Promise<void>;
  findAccountName(call: TProviderCall): Promise<string>;
  listForms(call: TProviderCall): Promise<TNewsletterList[]>;
  listTags(call: TProviderCall): Promise<TNewsletterList[]>;
  addContact(call: TProviderCall & { contact: TNewContact }): Promise<void>;
}

/**
 * unauthorized: the access token was refused (refresh and try again); invalid-grant: the code or
 * refresh token was refused (the creator must connect again); unavailable: the provider failed or
 * did not answer in time (try later); rejected: it refused the request itself (trying again cannot help).
 */
export type TProviderFailure = "unauthorized" | "invalid-grant" | "unavailable" | "rejected";

export class ProviderError extends Error {
  readonly failure: TProviderFailure;
  readonly status: number | null;

  constructor(
    failure: TProviderFailure,
    message: string,
    { status = null, cause }: { status?: number | null; cause?: unknown } = {},
  ) {
    super(message, { cause });
    this.name = "ProviderError";
    this.failure = failure;
    this.status = status;
  }
}
