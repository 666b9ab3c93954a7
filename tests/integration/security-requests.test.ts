/**
 * Requests a browser on another site could make, and text the database cannot store: each is
 * refused with a clear 4xx before any service runs, and nothing is changed.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import { reviews, users } from "#db/schema.ts";
import { buildApp } from "#server/app.ts";
import { buildTestEnv, signInForTest, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";

describeEachDatabase("Requests from other sites", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it("refuses an account deletion posted from another origin, and keeps the account", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db);
    const cookie = await signInForTest(getApp(), user.email);
    for (const origin of ["http://evil.example", "http://localhost:4000"]) {
      const response = await getApp().inject({
        method: "POST",
        url: "/api/account/delete",
        headers: { cookie, origin, "content-type": "text/plain" },
        payload: "",
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("Requests from other sites are not accepted.");
    }
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id));
    expect(row?.id).toBe(user.id);
  });

  it("refuses a cross-site fetch that sends no Origin but says where it came from", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db);
    const cookie = await signInForTest(getApp(), user.email);
    const response = await getApp().inject({
      method: "POST",
      url: "/api/registration/terms",
      headers: { cookie, "sec-fetch-site": "cross-site" },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });

  it("accepts the same request from Ladle's own pages and from clients that are not browsers", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db);
    const cookie = await signInForTest(getApp(), user.email);
    const ownPage = await getApp().inject({
      method: "POST",
      url: "/api/registration/terms",
      headers: { cookie, origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
      payload: {},
    });
    expect(ownPage.statusCode).toBe(200);
    const app = await getApp().inject({
      method: "POST",
      url: "/api/registration/terms",
      headers: { cookie },
      payload: {},
    });
    expect(app.statusCode).toBe(200);
  });

  it("refuses a text/plain body, which a plain HTML form can send, with a 415", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db);
    const cookie = await signInForTest(getApp(), user.email);
    const response = await getApp().inject({
      method: "POST",
      url: "/api/account/delete",
      headers: { cookie, "content-type": "text/plain" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(415);
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id));
    expect(row?.id).toBe(user.id);
  });
});

describeEachDatabase("Control characters in input", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it.each([
    "/api/search/users?q=a%00b",
    "/api/search/recipes?q=so%00up",
    "/api/profiles/lookup?profile_username=a%00b",
  ])("answers GET %s with a 400 that names the field", async (url) => {
    const response = await getApp().inject({ method: "GET", url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "VALIDATION_FAILED",
      message: expect.stringMatching(/^\w+: Remove the control character/),
    });
  });

  it("refuses a review whose text holds NUL, and stores nothing", async () => {
    const { database } = getCtx();
    const { user: author } = await insertRegisteredUser(database.db);
    const { user: reader } = await insertRegisteredUser(database.db);
    const recipe = await insertRecipe(database.db, { authorId: author.id });
    const cookie = await signInForTest(getApp(), reader.email);
    const response = await getApp().inject({
      method: "PUT",
      url: `/api/recipes/${recipe.id}/review`,
      headers: { cookie },
      payload: { rating: 5, text: "Lovely\u0000" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("text: Remove the control character from this text.");
    expect(await database.db.select().from(reviews).where(eq(reviews.recipeId, recipe.id))).toEqual([]);
  });

  it("names the nested field of a recipe's ingredient line", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db);
    const cookie = await signInForTest(getApp(), user.email);
    const response = await getApp().inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie },
      payload: {
        title: "Soup",
        visibility: "public",
        ingredientGroups: [{ name: null, lines: ["1 onion", "2 carrots\u0000"] }],
        instructionSections: [{ name: null, steps: ["Cook."] }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("ingredientGroups.0.lines.1: Remove the control character from this text.");
  });
});

describeEachDatabase("Request logs", (getCtx) => {
  it("name the path, not what the visitor searched for", async () => {
    const lines: string[] = [];
    const app = await buildApp({
      env: buildTestEnv({ LADLE_ENV: "local" }),
      database: getCtx().database,
      ssr: "none",
      logger: { level: "info", stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      await app.inject({ method: "GET", url: "/api/search/users?q=my-secret-craving" });
      await app.inject({ method: "GET", url: "/api/search/recipes?q=another%00secret" });
    } finally {
      await app.close();
    }
    const log = lines.join("\n");
    expect(log).toContain('"url":"/api/search/users"');
    expect(log).not.toMatch(/my-secret-craving|another/);
  });
});

describeEachDatabase("Answers to bad requests", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it("asks a visitor to sign in before looking at what they sent", async () => {
    const recipe = await insertRecipe(getCtx().database.db, {});
    const response = await getApp().inject({
      method: "DELETE",
      url: `/api/recipes/${recipe.id}/save?collectionId=junk`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("UNAUTHENTICATED");
  });

  it.each([
    "/api/search/recipes?q=soup&page=-1",
    "/api/search/recipes?q=soup&pageSize=1000000",
    "/api/search/recipes?course=elevenses",
    "/api/search/users?q=ana&page=0",
  ])("refuses GET %s with a 400 instead of guessing", async (url) => {
    const response = await getApp().inject({ method: "GET", url });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION_FAILED");
  });
});

describeEachDatabase("Malformed addresses", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it.each(["%00", "%FF", "%zz"])("answer DELETE /api/users/%s/follow with a 400 in Ladle's error shape", async (id) => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db);
    const cookie = await signInForTest(getApp(), user.email);
    const response = await getApp().inject({ method: "DELETE", url: `/api/users/${id}/follow`, headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: expect.stringMatching(/^(BAD_REQUEST|VALIDATION_FAILED)$/),
      message: expect.any(String),
    });
  });
});

describeEachDatabase("Session tokens", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it("never reach the browser in a JSON body (bearer clients read the set-auth-token header)", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db);
    const cookie = await signInForTest(getApp(), user.email);
    const cookieToken = decodeURIComponent(cookie.match(/session_token=([^;]+)/)?.[1] ?? "").split(".")[0];
    expect(cookieToken.length).toBeGreaterThan(10);
    for (const url of ["/api/auth/get-session", "/api/auth/list-sessions"]) {
      const response = await getApp().inject({ method: "GET", url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(cookieToken);
      expect(response.body, url).not.toMatch(/"token"/);
    }
    const session = await getApp().inject({ method: "GET", url: "/api/auth/get-session", headers: { cookie } });
    expect(session.json().user.id).toBe(user.id);
  });

  it("an unknown sign-in path is a 404 NOT_FOUND", async () => {
    const response = await getApp().inject({ method: "GET", url: "/api/auth/no-such-step" });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
  });
});
