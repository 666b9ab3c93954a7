/**
 * Sign in with a Google or Apple id token, verified against a JWKS served from 127.0.0.1:
 * signature, issuer, audience, expiry, nonce and a verified email. Then linked identities: link,
 * list, unlink, and never the last way to sign in.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { accounts, users } from "#db/schema.ts";
import { cookieHeaderFrom, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { send, signInWithEmail, signInWithPhone, uniquePhone, uniqueSuffix } from "../helpers/fakes/identity-flows.ts";
import { startJwksServer, type TIdTokenClaims, type TJwksServer } from "../helpers/fakes/jwks.ts";

const googleClientId = "ladle-web.apps.googleusercontent.com";
const googleIosClientId = "ladle-ios.apps.googleusercontent.com";
const appleClientId = "test.ladle.app";

let google: TJwksServer;
let apple: TJwksServer;

beforeAll(async () => {
  [google, apple] = await Promise.all([
    startJwksServer({ issuer: "https://accounts.google.com", audience: googleClientId }),
    startJwksServer({ issuer: "https://appleid.apple.com", audience: appleClientId }),
  ]);
});
afterAll(async () => {
  await Promise.all([google?.close(), apple?.close()]);
});

function idTokenSignIn(app: Parameters<typeof send>[0], provider: "google" | "apple", token: string, nonce?: string) {
  return send(app, {
    method: "POST",
    url: "/api/auth/sign-in/social",
    payload: { provider, idToken: { token, ...(nonce && { nonce }) } },
  });
}

function googleClaims(overrides: TIdTokenClaims = {}): TIdTokenClaims {
  const suffix = uniqueSuffix();
  return { sub: `google-${suffix}`, email: `g.${suffix}@gmail.test`, name: "Gee Cook", ...overrides };
}

describeEachDatabase("identity: id-token sign-in", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database, {
    GOOGLE_CLIENT_ID: `${googleClientId}, ${googleIosClientId}`,
    get GOOGLE_JWKS_URL() {
      return google.url;
    },
    APPLE_CLIENT_ID: appleClientId,
    get APPLE_JWKS_URL() {
      return apple.url;
    },
  });
  const db = () => getCtx().database.db;

  it("signs in with a valid Google id token and records the linked account", async () => {
    const claims = googleClaims({ nonce: "n-123" });
    const response = await idTokenSignIn(getApp(), "google", await google.signIdToken(claims), "n-123");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ redirect: false, user: { email: claims.email, name: "Gee Cook" } });
    const session = await send(getApp(), {
      method: "GET",
      url: "/api/auth/get-session",
      cookie: cookieHeaderFrom(response),
    });
    expect(session.json().user.email).toBe(claims.email);
    const [account] = await db()
      .select({ providerId: accounts.providerId, accountId: accounts.accountId })
      .from(accounts)
      .where(eq(accounts.userId, response.json().user.id));
    expect(account).toEqual({ providerId: "google", accountId: claims.sub });
  });

  it("accepts any configured client id as the audience (web, iOS)", async () => {
    const token = await google.signIdToken(googleClaims({ aud: googleIosClientId }));
    expect((await idTokenSignIn(getApp(), "google", token)).statusCode).toBe(200);
  });

  it("signs in with an Apple id token whose nonce is the SHA-256 of the request's", async () => {
    const nonce = "raw-apple-nonce";
    const hashed = createHash("sha256").update(nonce).digest("hex");
    const suffix = uniqueSuffix();
    const token = await apple.signIdToken({
      sub: `apple-${suffix}`,
      email: `a.${suffix}@privaterelay.test`,
      nonce: hashed,
      email_verified: "true",
    });
    const response = await idTokenSignIn(getApp(), "apple", token, nonce);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(`a.${suffix}@privaterelay.test`);
  });

  const rejectedTokens: [what: string, makeToken: () => Promise<string>, nonce: string | undefined][] = [
    [
      "an expired token",
      async () => google.signIdToken(googleClaims({ iat: now() - 7200, exp: now() - 3600 })),
      undefined,
    ],
    [
      "a token for another app",
      async () => google.signIdToken(googleClaims({ aud: "someone-else.apps.googleusercontent.com" })),
      undefined,
    ],
    [
      "a token signed with a key the provider never published",
      async () => google.signIdToken(googleClaims(), { withUnpublishedKey: true }),
      undefined,
    ],
    [
      "a token from another issuer",
      async () => google.signIdToken(googleClaims({ iss: "https://evil.example" })),
      undefined,
    ],
    ["a token with another nonce", async () => google.signIdToken(googleClaims({ nonce: "expected" })), "different"],
    [
      "a token with a nonce the request does not give",
      async () => google.signIdToken(googleClaims({ nonce: "expected" })),
      undefined,
    ],
    [
      "a token for an unverified email address",
      async () => google.signIdToken(googleClaims({ email_verified: false })),
      undefined,
    ],
    ["something that is not a JWT", async () => "not-a-jwt", undefined],
  ];

  it.each(rejectedTokens)("refuses %s", async (_what, makeToken, nonce) => {
    const response = await idTokenSignIn(getApp(), "google", await makeToken(), nonce);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: "INVALID_TOKEN", message: expect.any(String) });
    expect(response.cookies).toEqual([]);
  });

  it("signs a Google user whose address already has an account into that account", async () => {
    const email = `both.${uniqueSuffix()}@ladle.test`;
    const { userId } = await signInWithEmail(getApp(), email);
    const response = await idTokenSignIn(getApp(), "google", await google.signIdToken(googleClaims({ email })));
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(userId);
  });

  it("links a Google account to a phone user, lists it, signs in with it and unlinks it", async () => {
    const { cookie, userId } = await signInWithPhone(getApp(), uniquePhone());
    const claims = googleClaims({ nonce: "link-nonce" });
    const token = await google.signIdToken(claims);
    const linked = await send(getApp(), {
      method: "POST",
      url: "/api/auth/link-social",
      cookie,
      payload: { provider: "google", idToken: { token, nonce: "link-nonce" } },
    });
    expect(linked.statusCode).toBe(200);

    const listed = await send(getApp(), { method: "GET", url: "/api/auth/list-accounts", cookie });
    expect(listed.json()).toEqual([expect.objectContaining({ providerId: "google", accountId: claims.sub })]);
    const identities = (await send(getApp(), { method: "GET", url: "/api/identities", cookie })).json();
    expect(identities).toMatchObject({ email: null, canUnlinkAccount: true });
    expect(identities.accounts).toEqual([expect.objectContaining({ providerId: "google", accountId: claims.sub })]);

    const viaGoogle = await idTokenSignIn(getApp(), "google", token, "link-nonce");
    expect(viaGoogle.json().user.id).toBe(userId);

    const unlinked = await send(getApp(), {
      method: "POST",
      url: "/api/auth/unlink-account",
      cookie,
      payload: { accountId: identities.accounts[0].id },
    });
    expect(unlinked.statusCode).toBe(200);
    expect((await send(getApp(), { method: "GET", url: "/api/auth/list-accounts", cookie })).json()).toEqual([]);
  });

  it("never unlinks the last way to sign in", async () => {
    const phone = uniquePhone();
    const { cookie, userId } = await signInWithPhone(getApp(), phone);
    const token = await google.signIdToken(googleClaims());
    await send(getApp(), {
      method: "POST",
      url: "/api/auth/link-social",
      cookie,
      payload: { provider: "google", idToken: { token } },
    });
    // The API offers no way to drop the phone number, so take it away directly: Google is now the
    // only way in (the placeholder email cannot receive codes).
    await db().update(users).set({ phoneNumber: null, phoneNumberVerified: false }).where(eq(users.id, userId));
    const identities = (await send(getApp(), { method: "GET", url: "/api/identities", cookie })).json();
    expect(identities).toMatchObject({ email: null, phoneNumber: null, canUnlinkAccount: false });

    const refused = await send(getApp(), {
      method: "POST",
      url: "/api/auth/unlink-account",
      cookie,
      payload: { accountId: identities.accounts[0].id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: "LAST_IDENTITY", message: expect.stringContaining("only way to sign in") });
    const left = await db()
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "google")));
    expect(left).toHaveLength(1);
  });

  it("lets no one unlink or take over another user's linked account", async () => {
    const owner = await signInWithEmail(getApp(), `owner.${uniqueSuffix()}@ladle.test`);
    const token = await google.signIdToken(googleClaims());
    await send(getApp(), {
      method: "POST",
      url: "/api/auth/link-social",
      cookie: owner.cookie,
      payload: { provider: "google", idToken: { token } },
    });
    const [account] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.userId, owner.userId));

    const other = await signInWithEmail(getApp(), `other.${uniqueSuffix()}@ladle.test`);
    const unlink = await send(getApp(), {
      method: "POST",
      url: "/api/auth/unlink-account",
      cookie: other.cookie,
      payload: { accountId: account.id },
    });
    expect(unlink.statusCode).toBe(400);
    expect(unlink.json().code).toBe("ACCOUNT_NOT_FOUND");
    const link = await send(getApp(), {
      method: "POST",
      url: "/api/auth/link-social",
      cookie: other.cookie,
      payload: { provider: "google", idToken: { token } },
    });
    expect(link.statusCode).toBe(409);
    expect(await db().select().from(accounts).where(eq(accounts.id, account.id))).toHaveLength(1);
  });
});

describeEachDatabase("identity: id-token providers without client ids", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it("has Google and Apple sign-in off", async () => {
    for (const provider of ["google", "apple"] as const) {
      const token = await google.signIdToken(googleClaims());
      const response = await idTokenSignIn(getApp(), provider, token);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("PROVIDER_NOT_FOUND");
    }
  });
});

function now() {
  return Math.floor(Date.now() / 1000);
}
