/** Signing in: the email one-time code, the development sign-in, and production's lack of it. */
import { expect, it } from "vitest";
import { cookieHeaderFrom, drainJobs, signInForTest, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";

const sessionCookie = /^(__Secure-)?better-auth\.session_token$/;

describeEachDatabase("sign-in", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it("has no session without a cookie", async () => {
    const response = await getApp().inject({ method: "GET", url: "/api/auth/get-session" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it("signs in through the development route and resolves the viewer", async () => {
    const response = await getApp().inject({ method: "POST", url: "/api/dev/sign-in", payload: { email: "A@B.test" } });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.map((c) => c.name)).toContainEqual(expect.stringMatching(sessionCookie));

    const session = await getApp().inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: cookieHeaderFrom(response) },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({
      id: response.json().userId,
      email: "a@b.test",
      completedRegistration: false,
    });
  });

  it("signs the same address in as the same user", async () => {
    const first = await getApp().inject({ method: "POST", url: "/api/dev/sign-in", payload: { email: "same@b.test" } });
    const second = await getApp().inject({
      method: "POST",
      url: "/api/dev/sign-in",
      payload: { email: "same@b.test" },
    });
    expect(second.json().userId).toBe(first.json().userId);
  });

  it("signs in with an email one-time code read from the outbox", async () => {
    const app = getApp();
    const email = "otp.cook@ladle.test";
    const sent = await app.inject({
      method: "POST",
      url: "/api/auth/email-otp/send-verification-otp",
      payload: { email, type: "sign-in" },
    });
    expect(sent.statusCode).toBe(200);

    await drainJobs(app);
    const outbox = await app.inject({ method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(outbox.statusCode).toBe(200);
    const [message] = outbox.json();
    expect(message).toMatchObject({ to: email, channel: "email" });
    const otp = /\b(\d{6})\b/.exec(message.text)?.[1];
    expect(otp).toMatch(/^\d{6}$/);

    const wrong = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email-otp",
      payload: { email, otp: otp === "000000" ? "111111" : "000000" },
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.statusCode).toBeLessThan(500);
    expect(wrong.json()).toEqual({ code: expect.any(String), message: expect.any(String) });

    const signedIn = await app.inject({ method: "POST", url: "/api/auth/sign-in/email-otp", payload: { email, otp } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.cookies.map((c) => c.name)).toContainEqual(expect.stringMatching(sessionCookie));

    const session = await app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: cookieHeaderFrom(signedIn) },
    });
    expect(session.json().user).toMatchObject({ email });
  });

  it("lets a signed-in helper session reach get-session", async () => {
    const cookie = await signInForTest(getApp(), "helper@b.test");
    const session = await getApp().inject({ method: "GET", url: "/api/auth/get-session", headers: { cookie } });
    expect(session.json().user.email).toBe("helper@b.test");
  });
});

describeEachDatabase("production app", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database, {
    LADLE_ENV: "production",
    AUTH_SECRET: "a-production-secret-of-at-least-32-characters",
    PUBLIC_URL: "https://ladle.example",
  });

  it.each([
    ["GET", "/api/dev/outbox?to=a@b.test"],
    ["POST", "/api/dev/sign-in"],
  ] as const)("has no %s %s", async (method, url) => {
    const response = await getApp().inject({
      method,
      url,
      payload: method === "POST" ? { email: "a@b.test" } : undefined,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: expect.any(String) });
  });

  it("still answers health checks", async () => {
    const response = await getApp().inject({ method: "GET", url: "/api/health" });
    expect(response.json()).toEqual({ status: "ok", database: getCtx().kind });
  });
});
