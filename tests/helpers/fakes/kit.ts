/**
 * A fake of Kit (ConvertKit) on 127.0.0.1: its OAuth server (authorize with PKCE, token, revoke)
 * and the v4 endpoints Ladle uses (account, forms, tags, subscribers), answering in Kit's shapes.
 */
import { createHash } from "node:crypto";
import http from "node:http";
import { listenOnLoopback } from "./listen.ts";

export interface TFakeKitContact {
  email: string;
  firstName: string | null;
  targetType: "form" | "tag";
  targetId: string;
  referrer: string | null;
}

export interface TFakeKit {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Every token request's grant type, in order. */
  grants: string[];
  /** Tokens revoked through the revocation endpoint. */
  revoked: string[];
  subscribers: { email: string; firstName: string | null }[];
  contacts: TFakeKitContact[];
  /** Every request as it arrived (method, path with query, raw body), to look for what Ladle sent. */
  requests: { method: string; path: string; body: string }[];
  /** Lifetime of the access tokens it issues, in seconds. */
  expiresIn: number;
  /** The consent screen refuses (redirects back with error=access_denied). */
  isDenying: boolean;
  /** API (not OAuth) requests answer this status until set back to null. */
  failWith: number | null;
  /** While true, API requests are read and never answered. */
  isHanging: boolean;
  /** Refuses every access token issued so far (as after Kit revoked them): the next call gets a 401. */
  refuseIssuedAccessTokens(): void;
  /** Refuses every token issued so far, refresh tokens included: only a new consent helps. */
  refuseAllIssuedTokens(): void;
  /** The env that points Ladle at this fake. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

export const fakeKitAccountName = "Sam's Kitchen";
export const fakeKitForms = [
  { id: 101, name: "Weeknight dinners newsletter" },
  { id: 102, name: "Baking club" },
];
export const fakeKitTags = [{ id: 201, name: "Ladle subscribers" }];

export async function startFakeKit(): Promise<TFakeKit> {
  let counter = 0;
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();

  function issueTokens() {
    counter += 1;
    const access = `kit-access-${counter}-${Math.random().toString(36).slice(2)}`;
    const refresh = `kit-refresh-${counter}-${Math.random().toString(36).slice(2)}`;
    accessTokens.add(access);
    refreshTokens.add(refresh);
    return {
      access_token: access,
      refresh_token: refresh,
      expires_in: fake.expiresIn,
      created_at: Math.floor(Date.now() / 1000),
    };
  }

  const fake: TFakeKit = {
    url: "",
    clientId: "kit-client-id",
    clientSecret: "kit-client-secret",
    grants: [],
    revoked: [],
    subscribers: [],
    contacts: [],
    requests: [],
    expiresIn: 7200,
    isDenying: false,
    failWith: null,
    isHanging: false,
    refuseIssuedAccessTokens: () => accessTokens.clear(),
    refuseAllIssuedTokens: () => {
      accessTokens.clear();
      refreshTokens.clear();
    },
    env: () => ({
      CONVERTKIT_CLIENT_ID: fake.clientId,
      CONVERTKIT_CLIENT_SECRET: fake.clientSecret,
      CONVERTKIT_AUTHORIZE_URL: `${fake.url}/v4/oauth/authorize`,
      CONVERTKIT_TOKEN_URL: `${fake.url}/v4/oauth/token`,
      CONVERTKIT_API_URL: fake.url,
    }),
    close: async () => {},
  };

  function answerToken(form: URLSearchParams): [number, unknown] {
    if (form.get("client_id") !== fake.clientId || form.get("client_secret") !== fake.clientSecret) {
      return [401, { error: "invalid_client" }];
    }
    const grant = form.get("grant_type") ?? "";
    fake.grants.push(grant);
    if (grant === "authorization_code") {
      const code = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      const challenge = createHash("sha256")
        .update(form.get("code_verifier") ?? "")
        .digest("base64url");
      if (!code || code.challenge !== challenge || code.redirectUri !== form.get("redirect_uri")) {
        return [400, { error: "invalid_grant" }];
      }
      return [200, issueTokens()];
    }
    if (grant === "refresh_token") {
      const refresh = form.get("refresh_token") ?? "";
      // Kit rotates refresh tokens: each one works once.
      if (!refreshTokens.delete(refresh)) return [400, { error: "invalid_grant" }];
      return [200, issueTokens()];
    }
    return [400, { error: "unsupported_grant_type" }];
  }

  function answerApi(method: string, url: URL, body: Record<string, unknown>): [number, unknown] {
    if (method === "GET" && url.pathname === "/v4/account") {
      return [200, { user: { email: "sam@kit.test" }, account: { name: fakeKitAccountName, plan_type: "creator" } }];
    }
    if (method === "GET" && url.pathname === "/v4/forms") {
      // Two pages, one form each, to exercise cursor paging.
      const index = url.searchParams.get("after") === "cursor-1" ? 1 : 0;
      const hasNext = index === 0;
      return [
        200,
        {
          forms: [{ ...fakeKitForms[index], type: "embed", format: "inline", archived: false }],
          pagination: {
            has_previous_page: !hasNext,
            has_next_page: hasNext,
            start_cursor: null,
            end_cursor: hasNext ? "cursor-1" : null,
            per_page: 1,
          },
        },
      ];
    }
    if (method === "GET" && url.pathname === "/v4/tags") {
      return [200, { tags: fakeKitTags, pagination: { has_next_page: false, end_cursor: null } }];
    }
    if (method === "POST" && url.pathname === "/v4/subscribers") {
      const email = String(body.email_address ?? "");
      if (!email.includes("@")) return [422, { errors: ["Email address is invalid"] }];
      fake.subscribers.push({ email, firstName: (body.first_name as string | null) ?? null });
      return [201, { subscriber: { id: fake.subscribers.length, email_address: email, state: "active" } }];
    }
    const target = /^\/v4\/(forms|tags)\/(\d+)\/subscribers$/.exec(url.pathname);
    if (method === "POST" && target) {
      const type = target[1] === "forms" ? "form" : "tag";
      const lists = type === "form" ? fakeKitForms : fakeKitTags;
      if (!lists.some((list) => String(list.id) === target[2])) return [404, { errors: ["Not Found"] }];
      const email = String(body.email_address ?? "");
      if (!fake.subscribers.some((subscriber) => subscriber.email === email)) {
        return [404, { errors: ["Subscriber not found"] }];
      }
      fake.contacts.push({
        email,
        firstName: fake.subscribers.find((subscriber) => subscriber.email === email)?.firstName ?? null,
        targetType: type,
        targetId: target[2],
        referrer: (body.referrer as string | undefined) ?? null,
      });
      return [201, { subscriber: { email_address: email } }];
    }
    return [404, { errors: ["Not Found"] }];
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", fake.url);
      const text = Buffer.concat(chunks).toString("utf8");
      fake.requests.push({ method: request.method ?? "GET", path: url.pathname + url.search, body: text });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(payload));
      };
      if (request.method === "GET" && url.pathname === "/v4/oauth/authorize") {
        const redirect = new URL(url.searchParams.get("redirect_uri") ?? "");
        redirect.searchParams.set("state", url.searchParams.get("state") ?? "");
        if (fake.isDenying || url.searchParams.get("code_challenge_method") !== "S256") {
          redirect.searchParams.set("error", "access_denied");
        } else {
          const code = `kit-code-${++counter}`;
          codes.set(code, {
            challenge: url.searchParams.get("code_challenge") ?? "",
            redirectUri: redirect.origin + redirect.pathname,
          });
          redirect.searchParams.set("code", code);
        }
        response.writeHead(302, { location: redirect.toString() });
        return response.end();
      }
      if (request.method === "POST" && url.pathname === "/v4/oauth/token") {
        const [status, payload] = answerToken(new URLSearchParams(text));
        return send(status, payload);
      }
      if (request.method === "POST" && url.pathname === "/v4/oauth/revoke") {
        const token = new URLSearchParams(text).get("token") ?? "";
        fake.revoked.push(token);
        accessTokens.delete(token);
        refreshTokens.delete(token);
        response.writeHead(200);
        return response.end();
      }
      if (fake.isHanging) return;
      if (fake.failWith) return send(fake.failWith, { errors: ["Something went wrong"] });
      const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
      if (!accessTokens.has(token)) return send(401, { errors: ["The access token is invalid"] });
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const [status, payload] = answerApi(request.method ?? "GET", url, body);
      send(status, payload);
    });
  });
  Object.assign(fake, await listenOnLoopback(server));
  return fake;
}
