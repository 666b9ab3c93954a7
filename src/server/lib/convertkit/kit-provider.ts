/**
 * Kit's (ConvertKit's) v4 API and OAuth server, over fetch. What this relies on, from Kit's
 * developer documentation:
 * - OAuth: `GET {authorize}?client_id&response_type=code&redirect_uri&state` plus PKCE's
 *   `code_challenge` and `code_challenge_method=S256`; Kit redirects back with `code` and `state`,
 *   or with `error=access_denied` when the creator refuses.
 * - `POST {token}` with `grant_type=authorization_code` (code, redirect_uri, code_verifier) or
 *   `grant_type=refresh_token` (refresh_token), client_id and client_secret, answers
 *   `{access_token, refresh_token, expires_in, created_at}`; a refused code or refresh token is a
 *   4xx with `{error: "invalid_grant"}`.
 * - `POST …/oauth/revoke` (beside the token endpoint, RFC 7009): token, client_id, client_secret,
 *   form-encoded; 200 whatever the token's state.
 * - API calls carry `Authorization: Bearer <access token>`; errors are `{errors: [string]}`; an
 *   expired or revoked token is a 401.
 * - `GET /v4/account` → `{user: {email}, account: {name}}`.
 * - `GET /v4/forms` and `GET /v4/tags` → `{forms|tags: [{id, name}], pagination: {has_next_page,
 *   end_cursor}}`, cursor paging with `after` and `per_page` (up to 1000).
 * - `POST /v4/subscribers` `{email_address, first_name}` creates or updates a subscriber; a form or
 *   tag only takes an existing one: `POST /v4/forms/{id}/subscribers` `{email_address, referrer}`,
 *   `POST /v4/tags/{id}/subscribers` `{email_address}` (200 when already there, 201 when added).
 */
import {
  ProviderError,
  type TNewsletterList,
  type TNewsletterProvider,
  type TProviderCall,
  type TTokenSet,
} from "./provider.ts";

export interface TKitOptions {
  authorizeUrl: string;
  tokenUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** Where a subscriber came from, as Kit shows it (the site's public origin). */
  referrer: string;
  /** Each request's limit; Kit that says nothing for this long counts as down. */
  requestTimeoutMs?: number;
}

const defaultTimeoutMs = 10_000;
/** Enough pages for any real account's forms or tags (1000 a page), without looping forever. */
const maxListPages = 10;

export function createKitProvider(options: TKitOptions): TNewsletterProvider {
  const timeoutMs = options.requestTimeoutMs ?? defaultTimeoutMs;
  const revokeUrl = options.tokenUrl.replace(/\/token\/?$/, "/revoke");

  async function send(url: string, init: RequestInit & { signal?: AbortSignal }): Promise<Response> {
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      return await fetch(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
    } catch (cause) {
      const isTimeout = timeout.aborted;
      throw new ProviderError(
        "unavailable",
        isTimeout ? `ConvertKit did not answer within ${timeoutMs / 1000} s.` : "ConvertKit could not be reached.",
        { cause },
      );
    }
  }

  async function requestTokens(body: Record<string, string>): Promise<TTokenSet> {
    const response = await send(options.tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({ client_id: options.clientId, client_secret: options.clientSecret, ...body }),
    });
    const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      if (response.status >= 500 || response.status === 429) {
        throw new ProviderError("unavailable", `ConvertKit's token endpoint answered ${response.status}.`, {
          status: response.status,
        });
      }
      throw new ProviderError(
        "invalid-grant",
        `ConvertKit refused the grant (${String(payload.error ?? response.status)}).`,
        {
          status: response.status,
        },
      );
    }
    const { access_token: accessToken, refresh_token: refreshToken, expires_in: expiresIn } = payload;
    if (typeof accessToken !== "string" || typeof refreshToken !== "string") {
      throw new ProviderError("unavailable", "ConvertKit's token answer had no tokens.");
    }
    const seconds = typeof expiresIn === "number" && expiresIn > 0 ? expiresIn : 7200;
    // From our clock, not Kit's `created_at`: a skewed clock must not make a token look fresh.
    return { accessToken, refreshToken, expiresAt: new Date(Date.now() + seconds * 1000) };
  }

  async function callApi(
    call: TProviderCall,
    method: "GET" | "POST",
    path: string,
    body?: object,
  ): Promise<Record<string, unknown>> {
    const response = await send(new URL(path, options.apiUrl).toString(), {
      method,
      headers: {
        authorization: `Bearer ${call.accessToken}`,
        accept: "application/json",
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: call.signal,
    });
    const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return payload;
    const detail = Array.isArray(payload.errors) ? payload.errors.join(" ") : "";
    const message = `ConvertKit answered ${response.status}${detail ? `: ${detail}` : "."}`;
    if (response.status === 401) throw new ProviderError("unauthorized", message, { status: 401 });
    if (response.status >= 500 || response.status === 429 || response.status === 408) {
      throw new ProviderError("unavailable", message, { status: response.status });
    }
    throw new ProviderError("rejected", message, { status: response.status });
  }

  async function listAll(call: TProviderCall, resource: "forms" | "tags"): Promise<TNewsletterList[]> {
    const lists: TNewsletterList[] = [];
    let after: string | null = null;
    for (let page = 0; page < maxListPages; page++) {
      const query = new URLSearchParams({ per_page: "1000", ...(after ? { after } : {}) });
      const payload = await callApi(call, "GET", `/v4/${resource}?${query}`);
      const items = Array.isArray(payload[resource]) ? (payload[resource] as Record<string, unknown>[]) : [];
      for (const item of items) {
        if (item.id === undefined || typeof item.name !== "string") continue;
        lists.push({ id: String(item.id), name: item.name });
      }
      const pagination = (payload.pagination ?? {}) as { has_next_page?: unknown; end_cursor?: unknown };
      if (pagination.has_next_page !== true || typeof pagination.end_cursor !== "string") break;
      after = pagination.end_cursor;
    }
    return lists;
  }

  return {
    kind: "kit",
    buildAuthorizeUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(options.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: options.clientId,
        response_type: "code",
        redirect_uri: redirectUri,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
      }).toString();
      return url.toString();
    },
    exchangeCode({ code, codeVerifier, redirectUri }) {
      return requestTokens({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      });
    },
    refreshTokens({ refreshToken }) {
      return requestTokens({ grant_type: "refresh_token", refresh_token: refreshToken });
    },
    async revokeToken({ token }) {
      await send(revokeUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token, client_id: options.clientId, client_secret: options.clientSecret }),
      });
    },
    async findAccountName(call) {
      const payload = await callApi(call, "GET", "/v4/account");
      const account = (payload.account ?? {}) as { name?: unknown };
      const user = (payload.user ?? {}) as { email?: unknown };
      if (typeof account.name === "string" && account.name.trim()) return account.name.trim();
      return typeof user.email === "string" ? user.email : "your ConvertKit account";
    },
    listForms: (call) => listAll(call, "forms"),
    listTags: (call) => listAll(call, "tags"),
    async addContact({ contact, ...call }) {
      await callApi(call, "POST", "/v4/subscribers", {
        email_address: contact.email,
        first_name: contact.firstName || null,
      });
      const id = encodeURIComponent(contact.target.id);
      if (contact.target.type === "form") {
        await callApi(call, "POST", `/v4/forms/${id}/subscribers`, {
          email_address: contact.email,
          referrer: options.referrer,
        });
      } else {
        await callApi(call, "POST", `/v4/tags/${id}/subscribers`, { email_address: contact.email });
      }
    },
  };
}
