/**
 * Connecting ConvertKit against a fake Kit on 127.0.0.1: the authorization code with PKCE and a
 * state bound to the session, tokens stored sealed, forms and tags, refresh before expiry and on a
 * 401, a refused refresh token ending the connection, and disconnecting.
 */
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { convertkitConnections, convertkitOauthStates } from "#db/integrations-schema.ts";
import { rowsOf } from "#server/lib/rate-limits.ts";
import { buildTestApp, injectAs, insertSignedInUser, signInForTest } from "../helpers/app.ts";
import { connectToFakeKit, finishConnect, insertCreator, startConnect } from "../helpers/convertkit.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { fakeKitAccountName, fakeKitForms, fakeKitTags, startFakeKit, type TFakeKit } from "../helpers/fakes/kit.ts";

let kit: TFakeKit;
beforeAll(async () => {
  kit = await startFakeKit();
});
afterAll(async () => {
  await kit?.close();
});

describeEachDatabase("ConvertKit connection", (getCtx) => {
  let app: FastifyInstance;
  const db = () => getCtx().database.db;
  beforeAll(async () => {
    app = await buildTestApp(getCtx().database, { ...kit.env(), PUBLIC_URL: "https://ladle.example" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const storedRow = async (creatorId: string) => {
    const [row] = await db().select().from(convertkitConnections).where(eq(convertkitConnections.creatorId, creatorId));
    return row;
  };

  it("connects with an authorization code and PKCE, and keeps the tokens sealed", async () => {
    const creator = await insertCreator(app, db());
    const answer = await startConnect(app, creator.cookie);
    const params = answer.authorizeUrl.searchParams;
    expect(answer.authorizeUrl.origin + answer.authorizeUrl.pathname).toBe(`${kit.url}/v4/oauth/authorize`);
    expect(params.get("client_id")).toBe(kit.clientId);
    expect(params.get("response_type")).toBe("code");
    expect(params.get("redirect_uri")).toBe("https://ladle.example/integrations/convertkit");
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(params.get("state")).toMatch(/^[\w-]{43}$/);

    const response = await finishConnect(app, creator.cookie, answer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      providerKind: "kit",
      connection: { provider: "kit", accountName: fakeKitAccountName, status: "active", target: null },
    });
    expect(kit.grants.at(-1)).toBe("authorization_code");

    const row = await storedRow(creator.user.id);
    expect(row.accessTokenEncrypted).toMatch(/^v1\./);
    expect(row.refreshTokenEncrypted).toMatch(/^v1\./);
    // Nothing Kit issued appears in the row, in any column.
    const [raw] = rowsOf<{ text: string }>(
      await db().execute(
        sql`SELECT row_to_json(c)::text AS text FROM convertkit_connections c WHERE creator_id = ${creator.user.id}`,
      ),
    );
    expect(raw.text).not.toMatch(/kit-(access|refresh)-/);
    const state = await injectAs(app, creator.cookie, { method: "GET", url: "/api/integrations/convertkit" });
    expect(state.body).not.toMatch(/kit-(access|refresh)-|v1\./);
  });

  it("refuses a state used twice, from another session or for another creator", async () => {
    const creator = await insertCreator(app, db());
    const other = await insertCreator(app, db());
    const otherSession = await signInForTest(app, creator.user.email);

    const first = await startConnect(app, creator.cookie);
    const stolen = await finishConnect(app, other.cookie, first);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toMatch(/expired or was started elsewhere/);

    const second = await startConnect(app, creator.cookie);
    expect((await finishConnect(app, otherSession, second)).statusCode).toBe(400);

    const third = await startConnect(app, creator.cookie);
    expect((await finishConnect(app, creator.cookie, third)).statusCode).toBe(200);
    const replay = await finishConnect(app, creator.cookie, third);
    expect(replay.statusCode).toBe(400);
    const left = await db()
      .select()
      .from(convertkitOauthStates)
      .where(eq(convertkitOauthStates.creatorId, creator.user.id));
    expect(left).toEqual([]);
  });

  it("says so when the creator refuses consent, and changes nothing", async () => {
    const creator = await insertCreator(app, db());
    kit.isDenying = true;
    try {
      const answer = await startConnect(app, creator.cookie);
      expect(answer.error).toBe("access_denied");
      const response = await finishConnect(app, creator.cookie, answer);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("You didn't give Ladle access to ConvertKit, so nothing changed.");
      expect(await storedRow(creator.user.id)).toBeUndefined();
    } finally {
      kit.isDenying = false;
    }
  });

  it("is for creators with a blog only", async () => {
    const cook = await insertSignedInUser(app, db());
    for (const [method, url] of [
      ["GET", "/api/integrations/convertkit"],
      ["POST", "/api/integrations/convertkit/connect"],
      ["GET", "/api/integrations/convertkit/lists"],
    ] as const) {
      expect((await injectAs(app, cook.cookie, { method, url })).statusCode).toBe(403);
      expect((await injectAs(app, undefined, { method, url })).statusCode).toBe(401);
    }
  });

  it("lists the account's forms across pages, and its tags", async () => {
    const creator = await insertCreator(app, db());
    await connectToFakeKit(app, creator.cookie);
    const response = await injectAs(app, creator.cookie, { method: "GET", url: "/api/integrations/convertkit/lists" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      forms: fakeKitForms.map(({ id, name }) => ({ id: String(id), name })),
      tags: fakeKitTags.map(({ id, name }) => ({ id: String(id), name })),
    });
  });

  it("saves the chosen form or tag only when the account has it", async () => {
    const creator = await insertCreator(app, db());
    await connectToFakeKit(app, creator.cookie);
    const save = (payload: unknown) =>
      injectAs(app, creator.cookie, { method: "PUT", url: "/api/integrations/convertkit/settings", payload });
    const saved = await save({ target: "tag:201", includesFollowers: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().connection).toMatchObject({
      target: { type: "tag", id: "201", name: "Ladle subscribers" },
      includesFollowers: true,
    });
    const unknown = await save({ target: "form:999", includesFollowers: false });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/isn't in your ConvertKit account/);
    const malformed = await save({ target: "list:1" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toMatch(/target/);
  });

  it("refreshes the access token before it expires", async () => {
    const creator = await insertCreator(app, db());
    kit.expiresIn = 30;
    try {
      await connectToFakeKit(app, creator.cookie);
    } finally {
      kit.expiresIn = 7200;
    }
    const before = await storedRow(creator.user.id);
    const refreshes = kit.grants.filter((grant) => grant === "refresh_token").length;
    const response = await injectAs(app, creator.cookie, { method: "GET", url: "/api/integrations/convertkit/lists" });
    expect(response.statusCode, response.body).toBe(200);
    expect(kit.grants.filter((grant) => grant === "refresh_token")).toHaveLength(refreshes + 1);
    const after = await storedRow(creator.user.id);
    expect(after.accessTokenEncrypted).not.toBe(before.accessTokenEncrypted);
    expect(after.accessTokenExpiresAt.getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
  });

  it("refreshes and tries again when Kit answers 401", async () => {
    const creator = await insertCreator(app, db());
    await connectToFakeKit(app, creator.cookie);
    const refreshes = kit.grants.filter((grant) => grant === "refresh_token").length;
    kit.refuseIssuedAccessTokens();
    const response = await injectAs(app, creator.cookie, { method: "GET", url: "/api/integrations/convertkit/lists" });
    expect(response.statusCode, response.body).toBe(200);
    expect(kit.grants.filter((grant) => grant === "refresh_token")).toHaveLength(refreshes + 1);
  });

  it("ends the connection when Kit refuses the refresh token too", async () => {
    const creator = await insertCreator(app, db());
    await connectToFakeKit(app, creator.cookie);
    kit.refuseAllIssuedTokens();
    const response = await injectAs(app, creator.cookie, { method: "GET", url: "/api/integrations/convertkit/lists" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/expired\. Connect again/);
    const state = await injectAs(app, creator.cookie, { method: "GET", url: "/api/integrations/convertkit" });
    expect(state.json().connection.status).toBe("expired");
    // Connecting again brings it back.
    const again = await connectToFakeKit(app, creator.cookie);
    expect(again.connection.status).toBe("active");
  });

  it("answers 503 with a clear message when Kit does not answer", async () => {
    const creator = await insertCreator(app, db());
    await connectToFakeKit(app, creator.cookie);
    kit.failWith = 502;
    try {
      const response = await injectAs(app, creator.cookie, {
        method: "GET",
        url: "/api/integrations/convertkit/lists",
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe("ConvertKit didn't answer. Try again in a minute.");
    } finally {
      kit.failWith = null;
    }
  });

  it("revokes and deletes the tokens on disconnect", async () => {
    const creator = await insertCreator(app, db());
    await connectToFakeKit(app, creator.cookie);
    const revokedBefore = kit.revoked.length;
    const response = await injectAs(app, creator.cookie, { method: "DELETE", url: "/api/integrations/convertkit" });
    expect(response.statusCode).toBe(204);
    expect(kit.revoked.slice(revokedBefore)).toEqual([
      expect.stringMatching(/^kit-refresh-/),
      expect.stringMatching(/^kit-access-/),
    ]);
    expect(await storedRow(creator.user.id)).toBeUndefined();
    const state = await injectAs(app, creator.cookie, { method: "GET", url: "/api/integrations/convertkit" });
    expect(state.json()).toEqual({ providerKind: "kit", connection: null });
    const lists = await injectAs(app, creator.cookie, { method: "GET", url: "/api/integrations/convertkit/lists" });
    expect(lists.statusCode).toBe(409);
    // Disconnecting again is harmless.
    expect(
      (await injectAs(app, creator.cookie, { method: "DELETE", url: "/api/integrations/convertkit" })).statusCode,
    ).toBe(204);
  });
});

describe("ConvertKit without configuration in production", () => {
  it("is not offered", async () => {
    const { parseEnv } = await import("#server/env.ts");
    const { createNewsletterProvider } = await import("#server/lib/convertkit/create-provider.ts");
    const env = parseEnv({ LADLE_ENV: "production", AUTH_SECRET: "x".repeat(40) });
    expect(createNewsletterProvider({ db: {} as never, env })).toBeNull();
    expect(() =>
      parseEnv({
        LADLE_ENV: "production",
        AUTH_SECRET: "x".repeat(40),
        CONVERTKIT_CLIENT_ID: "a",
        CONVERTKIT_CLIENT_SECRET: "b",
      }),
    ).toThrow(/INTEGRATIONS_SECRET: required in production/);
    expect(() => parseEnv({ CONVERTKIT_CLIENT_ID: "a" })).toThrow(/set both or neither/);
  });
});
