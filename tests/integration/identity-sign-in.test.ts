/**
 * Signing in with one-time codes: email and phone codes, expiry, single use, 5 wrong
 * tries, hashed storage; sessions as cookies and bearer tokens; sign out here and everywhere.
 * Delivery through SMTP and Twilio (fakes on 127.0.0.1). Rate limits, kept in PostgreSQL so every
 * process shares them; every 429 says 'Rate limit', which the client keys on.
 */
import { eq, inArray, like, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { jobs, outbox, users, verifications } from "#db/schema.ts";
import { consumeRateLimit } from "#server/lib/rate-limits.ts";
import { buildTestApp, drainJobs, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import {
  ageRateLimits,
  forgetRateLimits,
  latestCode,
  send,
  sendEmailCode,
  sendPhoneCode,
  signInWithEmail,
  signInWithPhone,
  uniqueIp,
  uniquePhone,
  uniqueSuffix,
  verifyEmailCode,
  verifyPhoneCode,
} from "../helpers/fakes/identity-flows.ts";
import { serveFakeProviders } from "../helpers/fakes/providers.ts";

const sessionCookieName = /^better-auth\.session_token$/;

function wrongCode(code: string) {
  return code === "000000" ? "111111" : "000000";
}

describeEachDatabase("identity: sign-in with codes", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;

  it("signs in with an emailed code and sets an httpOnly, SameSite=Lax session cookie", async () => {
    const email = `email.${uniqueSuffix()}@ladle.test`;
    const { response, cookie } = await signInWithEmail(getApp(), email);
    const sessionCookie = response.cookies.find((c) => sessionCookieName.test(c.name));
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    // Secure only in production (cookies must work on http://localhost).
    expect(sessionCookie?.secure).toBeFalsy();

    const session = await send(getApp(), { method: "GET", url: "/api/auth/get-session", cookie });
    expect(session.json().user).toMatchObject({ email, completedRegistration: false, emailVerified: true });
  });

  it("stores email and phone codes only as keyed hashes", async () => {
    const email = `hash.${uniqueSuffix()}@ladle.test`;
    const phone = uniquePhone();
    await sendEmailCode(getApp(), email);
    await sendPhoneCode(getApp(), phone);
    const codes = [await latestCode(getApp(), email), await latestCode(getApp(), phone)];
    const rows = await db()
      .select({ identifier: verifications.identifier, value: verifications.value })
      .from(verifications)
      .where(like(verifications.identifier, "%otp-%"));
    const mine = rows.filter((r) => r.identifier.endsWith(email) || r.identifier.endsWith(phone));
    expect(mine).toHaveLength(2);
    for (const row of mine) {
      for (const code of codes) expect(row.value).not.toContain(code);
      expect(row.value).toMatch(/^h1\.[\w-]{43}:0$/);
    }
  });

  it("signs a new phone number up and in with a texted code, without a visible email", async () => {
    const phone = uniquePhone();
    const { cookie, userId } = await signInWithPhone(getApp(), phone);
    const [user] = await db().select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ phoneNumber: phone, phoneNumberVerified: true });

    const identities = await send(getApp(), { method: "GET", url: "/api/identities", cookie });
    expect(identities.statusCode).toBe(200);
    expect(identities.json()).toMatchObject({ email: null, phoneNumber: phone, accounts: [] });

    // The same number signs in to the same user next time.
    await forgetRateLimits(db(), phone);
    const again = await signInWithPhone(getApp(), phone);
    expect(again.userId).toBe(userId);
  });

  it("removes a phone number only when another way to sign in remains", async () => {
    const removePhone = (cookie?: string) => send(getApp(), { method: "DELETE", url: "/api/identities/phone", cookie });
    expect((await removePhone()).statusCode).toBe(401);

    // A phone sign-up has no other way in.
    const phoneOnly = await signInWithPhone(getApp(), uniquePhone());
    const refused = await removePhone(phoneOnly.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("only way to sign in");
    const [kept] = await db().select().from(users).where(eq(users.id, phoneOnly.userId));
    expect(kept.phoneNumberVerified).toBe(true);

    // An email user who added a phone number can take it off again.
    const { cookie, userId } = await signInWithEmail(getApp(), `phone.off.${uniqueSuffix()}@ladle.test`);
    const phone = uniquePhone();
    await send(getApp(), {
      method: "POST",
      url: "/api/auth/phone-number/send-otp",
      cookie,
      payload: { phoneNumber: phone },
    });
    const verified = await send(getApp(), {
      method: "POST",
      url: "/api/auth/phone-number/verify",
      cookie,
      payload: { phoneNumber: phone, code: await latestCode(getApp(), phone), updatePhoneNumber: true },
    });
    expect(verified.statusCode).toBe(200);
    const removed = await removePhone(cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ phoneNumber: null });
    const [user] = await db().select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ phoneNumber: null, phoneNumberVerified: false });
    expect((await removePhone(cookie)).statusCode).toBe(404);
  });

  it("refuses a phone number that is not E.164", async () => {
    const response = await sendPhoneCode(getApp(), "555-1234");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "INVALID_PHONE_NUMBER", message: expect.any(String) });
  });

  it("refuses to send codes to the placeholder address of a phone account", async () => {
    const response = await sendEmailCode(getApp(), "phone-15550001111@phone.ladle.invalid");
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("INVALID_EMAIL");
  });

  it.each(["email", "phone"] as const)("accepts a %s code only once", async (channel) => {
    const ip = uniqueIp();
    const to = channel === "email" ? `once.${uniqueSuffix()}@ladle.test` : uniquePhone();
    await (channel === "email" ? sendEmailCode(getApp(), to, ip) : sendPhoneCode(getApp(), to, ip));
    const code = await latestCode(getApp(), to);
    const verify = () =>
      channel === "email" ? verifyEmailCode(getApp(), to, code, ip) : verifyPhoneCode(getApp(), to, code, ip);
    expect((await verify()).statusCode).toBe(200);
    const reused = await verify();
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe("INVALID_OTP");
  });

  it.each(["email", "phone"] as const)("refuses an expired %s code", async (channel) => {
    const ip = uniqueIp();
    const to = channel === "email" ? `expired.${uniqueSuffix()}@ladle.test` : uniquePhone();
    await (channel === "email" ? sendEmailCode(getApp(), to, ip) : sendPhoneCode(getApp(), to, ip));
    const code = await latestCode(getApp(), to);
    const [row] = await db()
      .select({ expiresAt: verifications.expiresAt })
      .from(verifications)
      .where(like(verifications.identifier, `%${to}`));
    // Codes last 10 minutes.
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    await db()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `%${to}`));
    const response = await (channel === "email"
      ? verifyEmailCode(getApp(), to, code, ip)
      : verifyPhoneCode(getApp(), to, code, ip));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "OTP_EXPIRED", message: expect.any(String) });
  });

  it.each(["email", "phone"] as const)("kills a %s code after 5 wrong tries", async (channel) => {
    const ip = uniqueIp();
    const to = channel === "email" ? `brute.${uniqueSuffix()}@ladle.test` : uniquePhone();
    await (channel === "email" ? sendEmailCode(getApp(), to, ip) : sendPhoneCode(getApp(), to, ip));
    const code = await latestCode(getApp(), to);
    const verify = (otp: string) =>
      channel === "email" ? verifyEmailCode(getApp(), to, otp, ip) : verifyPhoneCode(getApp(), to, otp, ip);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await verify(wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe("INVALID_OTP");
    }
    const right = await verify(code);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ code: "TOO_MANY_ATTEMPTS", message: expect.any(String) });
    expect(right.cookies).toEqual([]);
  });

  it("accepts the right code after fewer than 5 wrong tries", async () => {
    const ip = uniqueIp();
    const phone = uniquePhone();
    await sendPhoneCode(getApp(), phone, ip);
    const code = await latestCode(getApp(), phone);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await verifyPhoneCode(getApp(), phone, wrongCode(code), ip)).statusCode).toBe(400);
    }
    expect((await verifyPhoneCode(getApp(), phone, code, ip)).statusCode).toBe(200);
  });

  it("gives API clients a bearer token that works without cookies", async () => {
    const { response } = await signInWithEmail(getApp(), `bearer.${uniqueSuffix()}@ladle.test`);
    const token = response.headers["set-auth-token"];
    expect(typeof token).toBe("string");
    const session = await send(getApp(), { method: "GET", url: "/api/auth/get-session", bearer: String(token) });
    expect(session.json().user.id).toBe(response.json().user.id);
    const identities = await send(getApp(), { method: "GET", url: "/api/identities", bearer: String(token) });
    expect(identities.statusCode).toBe(200);
  });

  it("signs out this device only", async () => {
    const email = `out.${uniqueSuffix()}@ladle.test`;
    const laptop = await signInWithEmail(getApp(), email);
    await forgetRateLimits(db(), email);
    const phone = await signInWithEmail(getApp(), email);
    const signOut = await send(getApp(), { method: "POST", url: "/api/auth/sign-out", cookie: laptop.cookie });
    expect(signOut.statusCode).toBe(200);
    expect(signOut.cookies.find((c) => sessionCookieName.test(c.name))?.maxAge).toBe(0);
    const laptopSession = await send(getApp(), { method: "GET", url: "/api/auth/get-session", cookie: laptop.cookie });
    expect(laptopSession.json()).toBeNull();
    const phoneSession = await send(getApp(), { method: "GET", url: "/api/auth/get-session", cookie: phone.cookie });
    expect(phoneSession.json().user.email).toBe(email);
  });

  it("signs out everywhere at once", async () => {
    const email = `everywhere.${uniqueSuffix()}@ladle.test`;
    const first = await signInWithEmail(getApp(), email);
    await forgetRateLimits(db(), email);
    const second = await signInWithEmail(getApp(), email);
    const revoked = await send(getApp(), { method: "POST", url: "/api/auth/revoke-sessions", cookie: first.cookie });
    expect(revoked.statusCode).toBe(200);
    for (const { cookie } of [first, second]) {
      const session = await send(getApp(), { method: "GET", url: "/api/auth/get-session", cookie });
      expect(session.json()).toBeNull();
      const api = await send(getApp(), { method: "GET", url: "/api/identities", cookie });
      expect(api.statusCode).toBe(401);
    }
  });
});

const fakes = serveFakeProviders();

describeEachDatabase("identity: delivery providers", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database, {
    get SMTP_URL() {
      return fakes.smtp.url;
    },
    EMAIL_FROM: "Ladle <codes@ladle.test>",
    TWILIO_ACCOUNT_SID: "AC0123456789",
    TWILIO_AUTH_TOKEN: "twilio-secret",
    TWILIO_FROM: "+15005550006",
    get TWILIO_API_URL() {
      return fakes.twilio.url;
    },
  });

  it("emails the sign-in code through SMTP, and the code signs in", async () => {
    const email = `smtp.${uniqueSuffix()}@ladle.test`;
    expect((await sendEmailCode(getApp(), email)).statusCode).toBe(200);
    const message = await fakes.smtp.waitFor((m) => m.to.includes(email));
    expect(message.from).toBe("codes@ladle.test");
    expect(message.subject).toMatch(/^\d{6} is your Ladle code$/);
    const code = /\b(\d{6})\b/.exec(message.text)?.[1] ?? "";
    expect(message.text).toContain(`is ${code}. It expires in 10 minutes.`);
    expect((await verifyEmailCode(getApp(), email, code)).statusCode).toBe(200);
  });

  it("texts the phone code through Twilio with the account's credentials", async () => {
    const phone = uniquePhone();
    expect((await sendPhoneCode(getApp(), phone)).statusCode).toBe(200);
    await drainJobs(getApp());
    const sms = fakes.twilio.messages.find((m) => m.to === phone);
    expect(sms).toMatchObject({
      accountSid: "AC0123456789",
      credentials: "AC0123456789:twilio-secret",
      from: "+15005550006",
      body: expect.stringMatching(/^\d{6} is your Ladle code\. It expires in 10 minutes\.$/),
    });
    const code = sms?.body.slice(0, 6) ?? "";
    expect((await verifyPhoneCode(getApp(), phone, code)).statusCode).toBe(200);
  });

  it("writes nothing to the outbox when providers are configured", async () => {
    const email = `no-outbox.${uniqueSuffix()}@ladle.test`;
    const phone = uniquePhone();
    await sendEmailCode(getApp(), email);
    await sendPhoneCode(getApp(), phone);
    await drainJobs(getApp());
    expect(fakes.smtp.messages.some((m) => m.to.includes(email))).toBe(true);
    expect(
      await getCtx()
        .database.db.select()
        .from(outbox)
        .where(inArray(outbox.to, [email, phone])),
    ).toEqual([]);
  });

  it("answers at once when Twilio refuses; the delivery fails for good with Twilio's answer", async () => {
    fakes.twilio.failWith = 400;
    const phone = uniquePhone();
    try {
      const response = await sendPhoneCode(getApp(), phone);
      expect(response.statusCode).toBe(200);
      await drainJobs(getApp());
    } finally {
      fakes.twilio.failWith = null;
    }
    // A 400 (a number Twilio refuses) will not change on a retry: no second try.
    const [job] = await getCtx().database.db.select().from(jobs).where(sql`${jobs.payload}->>'to' = ${phone}`);
    expect(job).toMatchObject({ type: "deliver-message", state: "failed", attempts: 1 });
    expect(job.lastError).toContain("Twilio answered 400");
  });

  it("confirms an account deletion request by email", async () => {
    const email = `leaving.${uniqueSuffix()}@ladle.test`;
    const response = await send(getApp(), {
      method: "POST",
      url: "/api/account/deletion-requests",
      payload: { email, message: "I lost my phone." },
    });
    expect(response.statusCode).toBe(202);
    const confirmation = await fakes.smtp.waitFor((m) => m.to.includes(email));
    expect(confirmation.subject).toBe("We received your request to delete your Ladle account");
    const team = await fakes.smtp.waitFor((m) => m.to.includes("hello@ladle.test") && m.text.includes(email));
    expect(team.text).toContain("I lost my phone.");
  });
});

function expectRateLimited(response: Awaited<ReturnType<typeof send>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ code: "RATE_LIMITED", message: expect.stringContaining("Rate limit") });
}

describeEachDatabase("identity: production sessions", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database, {
    LADLE_ENV: "production",
    AUTH_SECRET: "a-production-secret-of-at-least-32-characters",
    PUBLIC_URL: "https://ladle.example",
    get SMTP_URL() {
      return fakes.smtp.url;
    },
  });

  it("sets a Secure, httpOnly, SameSite=Lax cookie in production", async () => {
    const email = `prod.${uniqueSuffix()}@ladle.test`;
    expect((await sendEmailCode(getApp(), email)).statusCode).toBe(200);
    const message = await fakes.smtp.waitFor((m) => m.to.includes(email));
    const code = /\b(\d{6})\b/.exec(message.text)?.[1] ?? "";
    const signedIn = await verifyEmailCode(getApp(), email, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.cookies.find((c) => c.name === "__Secure-better-auth.session_token")).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: "Lax",
    });
  });
});

describeEachDatabase("identity: rate limits", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;

  it("sends one code per email address per minute, and says when to retry", async () => {
    const email = `minute.${uniqueSuffix()}@ladle.test`;
    expect((await sendEmailCode(getApp(), email)).statusCode).toBe(200);
    // From another client too: the limit is on the destination.
    const again = await sendEmailCode(getApp(), email);
    expectRateLimited(again);
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(55);
    expect(Number(again.headers["retry-after"])).toBeLessThanOrEqual(60);

    await ageRateLimits(db(), 61);
    expect((await sendEmailCode(getApp(), email)).statusCode).toBe(200);
  });

  it("sends one code per phone number per minute", async () => {
    const phone = uniquePhone();
    expect((await sendPhoneCode(getApp(), phone)).statusCode).toBe(200);
    expectRateLimited(await sendPhoneCode(getApp(), phone));
  });

  it("sends at most 5 codes to one destination an hour", async () => {
    const email = `hour.${uniqueSuffix()}@ladle.test`;
    for (let sent = 1; sent <= 5; sent++) {
      expect((await sendEmailCode(getApp(), email)).statusCode).toBe(200);
      await ageRateLimits(db(), 61);
    }
    const sixth = await sendEmailCode(getApp(), email);
    expectRateLimited(sixth);
    // The first code of the hour was sent 5 × 61 s ago.
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(3600 - 5 * 61 - 5);

    await ageRateLimits(db(), 3600);
    expect((await sendEmailCode(getApp(), email)).statusCode).toBe(200);
  });

  it("limits code checks per destination, whichever client makes them", async () => {
    const email = `guess.${uniqueSuffix()}@ladle.test`;
    await sendEmailCode(getApp(), email);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await verifyEmailCode(getApp(), email, "000000", uniqueIp());
      expect(response.statusCode).not.toBe(429);
    }
    expectRateLimited(await verifyEmailCode(getApp(), email, "000000", uniqueIp()));
  });

  it("limits code checks per client, whichever destination they name", async () => {
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 30; attempt++) {
      const response = await verifyEmailCode(getApp(), `spray.${attempt}.${uniqueSuffix()}@ladle.test`, "123456", ip);
      expect(response.statusCode).toBe(400);
    }
    expectRateLimited(await verifyEmailCode(getApp(), `spray.last.${uniqueSuffix()}@ladle.test`, "123456", ip));
    // Another client is not affected.
    const other = await verifyEmailCode(getApp(), `spray.other.${uniqueSuffix()}@ladle.test`, "123456", uniqueIp());
    expect(other.statusCode).toBe(400);
  });

  it("limits id-token sign-ins per client", async () => {
    const ip = uniqueIp();
    const attempt = () =>
      send(getApp(), {
        method: "POST",
        url: "/api/auth/sign-in/social",
        payload: { provider: "google", idToken: { token: "x.y.z" } },
        ip,
      });
    for (let n = 1; n <= 30; n++) expect((await attempt()).statusCode).not.toBe(429);
    expectRateLimited(await attempt());
  });

  it("takes one deletion request per address an hour", async () => {
    const email = `gone.${uniqueSuffix()}@ladle.test`;
    const request = () =>
      send(getApp(), { method: "POST", url: "/api/account/deletion-requests", payload: { email, message: "" } });
    expect((await request()).statusCode).toBe(202);
    expectRateLimited(await request());
  });

  it("lets exactly `max` of many simultaneous hits through", async () => {
    const key = `test:race:${uniqueSuffix()}`;
    const rules = [{ windowSeconds: 60, max: 3 }];
    const results = await Promise.all(Array.from({ length: 10 }, () => consumeRateLimit({ db: db(), key, rules })));
    expect(results.filter((r) => r.isAllowed)).toHaveLength(3);
  });

  it("shares limits between processes on one database", async () => {
    // A second app instance on the same database stands for a second process.
    const other = await buildTestApp(getCtx().database);
    try {
      const email = `shared.${uniqueSuffix()}@ladle.test`;
      expect((await sendEmailCode(getApp(), email)).statusCode).toBe(200);
      expectRateLimited(await sendEmailCode(other, email));
    } finally {
      await other.close();
    }
  });
});
