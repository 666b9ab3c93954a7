/**
 * Registration and profiles: complete_registration_v3, username rules
 * and the race for one name, invite codes (who invited whom; a bad code is a field error and saves
 * nothing), username and email availability; get_profile with the private-profile rule, updates by
 * the owner only (user A can never change user B), avatars resized to 256×256 WebP.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { profileChangedMessage } from "#core/identity/profile.schema.ts";
import { termsVersion } from "#core/identity/terms.ts";
import { insertFollow, insertRegisteredUser } from "#db/factories/index.ts";
import {
  blogs,
  fcmTokens,
  follows,
  inviteCodes,
  inviteRedemptions,
  profiles,
  termsAcceptances,
  users,
} from "#db/schema.ts";
import { useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { registerNewUser, send, signInWithEmail, uniqueIp, uniqueSuffix } from "../helpers/fakes/identity-flows.ts";
import { saveWhileAnotherSaveIsOpen } from "../helpers/row-lock.ts";

function registration(overrides: Record<string, unknown> = {}) {
  return {
    fcm_tokens: [],
    invite_code: null,
    is_public: true,
    name: "Ada Cook",
    username: `ada_${uniqueSuffix()}`,
    ...overrides,
  };
}

describeEachDatabase("identity: registration", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;
  const newSignIn = () => signInWithEmail(getApp(), `reg.${uniqueSuffix()}@ladle.test`);
  const complete = (cookie: string | undefined, payload: unknown) =>
    send(getApp(), { method: "POST", url: "/api/registration/complete", cookie, payload });

  it("completes registration: profile, push tokens and completedRegistration set by the server", async () => {
    const { cookie, userId } = await newSignIn();
    const username = `Ada.Cook_${uniqueSuffix()}`;
    const response = await complete(
      cookie,
      registration({ username, is_public: false, fcm_tokens: ["device-a", "device-b", "device-a"] }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      completedRegistration: true,
      profile: { id: userId, name: "Ada Cook", username: username.toLowerCase(), is_public: false, bio: "" },
    });
    const session = await send(getApp(), { method: "GET", url: "/api/auth/get-session", cookie });
    expect(session.json().user.completedRegistration).toBe(true);
    const tokens = await db().select({ token: fcmTokens.token }).from(fcmTokens).where(eq(fcmTokens.userId, userId));
    expect(tokens.map((t) => t.token).sort()).toEqual(["device-a", "device-b"]);

    const again = await complete(cookie, registration());
    expect(again.statusCode).toBe(409);
  });

  it("needs a signed-in user", async () => {
    const response = await complete(undefined, registration());
    expect(response.statusCode).toBe(401);
  });

  it("records agreement to the current terms once per user, for signed-in users only", async () => {
    const { cookie, userId } = await newSignIn();
    const accept = (who: string | undefined) =>
      send(getApp(), { method: "POST", url: "/api/registration/terms", cookie: who, payload: {} });
    expect((await accept(undefined)).statusCode).toBe(401);
    const first = await accept(cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ version: termsVersion, accepted: true });
    expect((await accept(cookie)).statusCode).toBe(200);
    const rows = await db().select().from(termsAcceptances).where(eq(termsAcceptances.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: termsVersion, acceptedAt: expect.any(Date) });
  });

  it("cannot be completed by setting completedRegistration through better-auth", async () => {
    const { cookie, userId } = await newSignIn();
    await send(getApp(), {
      method: "POST",
      url: "/api/auth/update-user",
      cookie,
      payload: { completedRegistration: true, isAdmin: true },
    });
    const [user] = await db().select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ completedRegistration: false, isAdmin: false });
  });

  it.each([
    ["too short", "ab", /at least 3/],
    ["too long", "x".repeat(31), /at most 30/],
    ["with a space", "ada cook", /only letters/],
    ["with a dash", "ada-cook", /only letters/],
    ["with an accent", "adà", /only letters/],
    ["reserved", "admin", /reserved/],
  ])("refuses a username %s with a field error", async (_what, username, problem) => {
    const { cookie } = await newSignIn();
    const response = await complete(cookie, registration({ username }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "VALIDATION_FAILED", message: expect.stringMatching(/^username: /) });
    expect(response.json().message).toMatch(problem);
  });

  it("refuses a missing name", async () => {
    const { cookie } = await newSignIn();
    const response = await complete(cookie, registration({ name: "  " }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^name: /);
  });

  it("takes a username of exactly 3 or 30 characters and a name of 80, and refuses a name of 81", async () => {
    const suffix = uniqueSuffix();
    for (const username of [`a${suffix}`.slice(0, 3), `Cook_${suffix}`.padEnd(30, "x")]) {
      const { cookie } = await newSignIn();
      const response = await complete(cookie, registration({ username, name: "N".repeat(80) }));
      expect(response.statusCode, `${username}: ${response.body}`).toBe(200);
      expect(response.json().profile).toMatchObject({ username: username.toLowerCase(), name: "N".repeat(80) });
    }
    const { cookie } = await newSignIn();
    const tooLong = await complete(cookie, registration({ name: "N".repeat(81) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ code: "VALIDATION_FAILED", message: "name: Use at most 80 characters." });
  });

  it("gives a taken username (in any case) a clear 409", async () => {
    const taken = await registerNewUser(getApp());
    const { cookie, userId } = await newSignIn();
    const response = await complete(cookie, registration({ username: taken.username.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: "CONFLICT", message: "username: That username is taken. Try another." });
    expect(await db().select().from(profiles).where(eq(profiles.id, userId))).toEqual([]);
  });

  it("lets exactly one of two users racing for a username win", async () => {
    const [first, second] = await Promise.all([newSignIn(), newSignIn()]);
    const username = `race_${uniqueSuffix()}`;
    const responses = await Promise.all([
      complete(first.cookie, registration({ username })),
      complete(second.cookie, registration({ username })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = responses.find((r) => r.statusCode === 409);
    expect(loser?.json().message).toMatch(/username is taken/);
    const holders = await db().select({ id: profiles.id }).from(profiles).where(eq(profiles.username, username));
    expect(holders).toHaveLength(1);
    const loserId = responses[0].statusCode === 409 ? first.userId : second.userId;
    const [loserUser] = await db().select().from(users).where(eq(users.id, loserId));
    expect(loserUser.completedRegistration).toBe(false);
  });

  it("records who invited whom, and uses up single-use codes", async () => {
    const creator = await insertRegisteredUser(db(), { blog: { hasPaywalledContent: false } });
    const [invite] = await db()
      .insert(inviteCodes)
      .values({ code: "WELCOME8", inviterId: creator.user.id, maxUses: 1 })
      .returning();
    const { cookie, userId } = await newSignIn();
    const response = await complete(cookie, registration({ invite_code: " welcome8 " }));
    expect(response.statusCode).toBe(200);
    const [redemption] = await db().select().from(inviteRedemptions).where(eq(inviteRedemptions.inviteeId, userId));
    expect(redemption).toMatchObject({ code: invite.code, inviterId: creator.user.id });

    const late = await newSignIn();
    const refused = await complete(late.cookie, registration({ invite_code: "WELCOME8" }));
    expect(refused.statusCode).toBe(400);
  });

  it("treats an invalid invite code as a field error and saves nothing", async () => {
    const { cookie, userId } = await newSignIn();
    const username = `inv_${uniqueSuffix()}`;
    const response = await complete(cookie, registration({ username, invite_code: "NOPE1234", fcm_tokens: ["t-1"] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "VALIDATION_FAILED",
      message: expect.stringMatching(/^invite_code: .*isn't valid/),
    });
    expect(await db().select().from(profiles).where(eq(profiles.id, userId))).toEqual([]);
    expect(await db().select().from(fcmTokens).where(eq(fcmTokens.userId, userId))).toEqual([]);
    const [user] = await db().select().from(users).where(eq(users.id, userId));
    expect(user.completedRegistration).toBe(false);

    // Fixing the code (here: leaving it empty) then works, with the same username.
    expect((await complete(cookie, registration({ username, invite_code: "" }))).statusCode).toBe(200);
  });

  it("refuses an expired invite code", async () => {
    const creator = await insertRegisteredUser(db(), { blog: { hasPaywalledContent: true } });
    await db()
      .insert(inviteCodes)
      .values({ code: "OLDCODE9", inviterId: creator.user.id, expiresAt: new Date(Date.now() - 1000) });
    const { cookie } = await newSignIn();
    expect((await complete(cookie, registration({ invite_code: "OLDCODE9" }))).statusCode).toBe(400);
  });

  it("lets creators and admins create invite codes, and no one else", async () => {
    const creator = await registerNewUser(getApp());
    await db()
      .insert(blogs)
      .values({ ownerId: creator.userId, title: "Soup", shortlink: `soup${uniqueSuffix()}` });
    const created = await send(getApp(), {
      method: "POST",
      url: "/api/invites",
      cookie: creator.cookie,
      payload: { maxUses: 3 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: expect.stringMatching(/^[A-Z2-9]{8}$/), maxUses: 3, useCount: 0 });
    const listed = await send(getApp(), { method: "GET", url: "/api/invites", cookie: creator.cookie });
    expect(listed.json()).toEqual([expect.objectContaining({ code: created.json().code })]);

    const cook = await registerNewUser(getApp());
    const refused = await send(getApp(), { method: "POST", url: "/api/invites", cookie: cook.cookie, payload: {} });
    expect(refused.statusCode).toBe(403);
    await db().update(users).set({ isAdmin: true }).where(eq(users.id, cook.userId));
    const asAdmin = await send(getApp(), { method: "POST", url: "/api/invites", cookie: cook.cookie, payload: {} });
    expect(asAdmin.statusCode).toBe(201);
    expect(asAdmin.json().maxUses).toBe(1);

    const anonymous = await send(getApp(), { method: "POST", url: "/api/invites", payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it("gives every cook one invite code for friends, and shows who joined with it, following them", async () => {
    const inviter = await registerNewUser(getApp());
    const referral = (cookie: string | undefined) => send(getApp(), { method: "GET", url: "/api/me/referral", cookie });
    expect((await referral(undefined)).statusCode).toBe(401);
    expect((await referral(inviter.cookie)).json()).toEqual({ code: null, joinedCount: 0, joined: [] });

    const made = await send(getApp(), { method: "PUT", url: "/api/me/referral/code", cookie: inviter.cookie });
    expect(made.statusCode).toBe(200);
    const { code } = made.json();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const again = await send(getApp(), { method: "PUT", url: "/api/me/referral/code", cookie: inviter.cookie });
    expect(again.json().code).toBe(code);

    // Two friends join with it: the code has no limit, and each starts out following the inviter.
    for (const isPublic of [true, false]) {
      const { cookie, userId } = await newSignIn();
      const joined = await complete(cookie, registration({ invite_code: code, is_public: isPublic }));
      expect(joined.statusCode).toBe(200);
      const [follow] = await db().select().from(follows).where(eq(follows.followerId, userId));
      expect(follow).toMatchObject({ followeeId: inviter.userId, isApproved: true });
    }
    const seen = (await referral(inviter.cookie)).json();
    expect(seen.joinedCount).toBe(2);
    expect(seen.joined).toHaveLength(2);
    // A friend with a private profile is named, not linked.
    expect(seen.joined.map((friend: { username: string | null }) => friend.username === null).sort()).toEqual([
      false,
      true,
    ]);
  });

  it("counts other profiles holding a username", async () => {
    const holder = await registerNewUser(getApp());
    const me = await registerNewUser(getApp());
    const check = (username: string, cookie = me.cookie) =>
      send(getApp(), {
        method: "GET",
        url: `/api/profiles/username-availability?username=${encodeURIComponent(username)}`,
        cookie,
      });

    expect((await check(holder.username.toUpperCase())).json()).toEqual({
      username: holder.username,
      count: 1,
      isAvailable: false,
    });
    // Your own name does not count against you.
    expect((await check(me.username)).json()).toEqual({ username: me.username, count: 0, isAvailable: true });
    expect((await check(`free_${uniqueSuffix()}`)).json().isAvailable).toBe(true);
    expect((await check("no way")).statusCode).toBe(400);
  });

  it("answers 'No current user' to a signed-out availability check", async () => {
    for (const username of ["someone", "no way"]) {
      const response = await send(getApp(), {
        method: "GET",
        url: `/api/profiles/username-availability?username=${encodeURIComponent(username)}`,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: "UNAUTHENTICATED", message: "No current user" });
    }
  });

  it("checks whether an email address is free", async () => {
    const taken = await registerNewUser(getApp());
    const me = await registerNewUser(getApp());
    const check = (new_email: string, cookie: string | null = me.cookie) =>
      send(getApp(), {
        method: "POST",
        url: "/api/profiles/email-availability",
        cookie: cookie ?? undefined,
        payload: { new_email, provider: "email" },
      });
    expect((await check(taken.email.toUpperCase())).json()).toEqual({ newEmail: taken.email, isAvailable: false });
    expect((await check(`new.${uniqueSuffix()}@ladle.test`)).json().isAvailable).toBe(true);
    expect((await check("not-an-email")).statusCode).toBe(400);
    expect((await check("a@b.test", null)).statusCode).toBe(401);
  });
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ladle-avatars-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function testImage(width: number, height: number, format: "png" | "jpeg" = "png") {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

describeEachDatabase("identity: profiles", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database, { LADLE_DATA_DIR: dataDir });
  const db = () => getCtx().database.db;
  const lookup = (query: string, cookie?: string) =>
    send(getApp(), { method: "GET", url: `/api/profiles/lookup?${query}`, cookie });
  const update = (cookie: string | undefined, payload: unknown) =>
    send(getApp(), { method: "PATCH", url: "/api/profiles/me", cookie, payload });

  it("finds a public profile by id or username, with counts, for anyone", async () => {
    const owner = await registerNewUser(getApp(), { name: "Pat Public" });
    const fan = await insertRegisteredUser(db());
    await insertFollow(db(), { followerId: fan.user.id, followeeId: owner.userId });
    const byName = await lookup(`profile_username=${owner.username.toUpperCase()}`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({
      id: owner.userId,
      name: "Pat Public",
      username: owner.username,
      is_public: true,
      is_restricted: false,
      followers_count: 1,
      following_count: 0,
      blog: null,
    });
    expect((await lookup(`profile_id=${owner.userId}`)).json().username).toBe(owner.username);
  });

  it("answers 404 for no such profile and 400 for no key", async () => {
    expect((await lookup("profile_username=nobody_here")).statusCode).toBe(404);
    expect((await lookup("")).statusCode).toBe(400);
  });

  it("shows a private profile in full only to its owner and approved followers", async () => {
    const owner = await registerNewUser(getApp(), { isPublic: false, name: "Priya Private" });
    await update(owner.cookie, { bio: "Secret soups" });
    const approved = await registerNewUser(getApp());
    const pending = await registerNewUser(getApp());
    await insertFollow(db(), { followerId: approved.userId, followeeId: owner.userId, isApproved: true });
    await insertFollow(db(), { followerId: pending.userId, followeeId: owner.userId, isApproved: false });
    const query = `profile_id=${owner.userId}`;

    const restricted = {
      is_restricted: true,
      id: owner.userId,
      name: "Priya Private",
      username: owner.username,
      avatar_url: null,
      is_public: false,
    };
    expect((await lookup(query)).json()).toEqual(restricted);
    expect((await lookup(query, pending.cookie)).json()).toEqual(restricted);
    expect((await lookup(query, approved.cookie)).json()).toMatchObject({ is_restricted: false, bio: "Secret soups" });
    expect((await lookup(query, owner.cookie)).json()).toMatchObject({ is_restricted: false, bio: "Secret soups" });
  });

  it("updates your own profile, lowercases the username and returns the row", async () => {
    const me = await registerNewUser(getApp());
    const username = `New.Name_${uniqueSuffix()}`;
    const response = await update(me.cookie, {
      id: me.userId,
      name: "New Name",
      username,
      bio: "Stews.",
      is_public: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: me.userId,
      name: "New Name",
      username: username.toLowerCase(),
      bio: "Stews.",
      is_public: false,
    });
    const session = await send(getApp(), { method: "GET", url: "/api/auth/get-session", cookie: me.cookie });
    expect(session.json().user.name).toBe("New Name");
  });

  it("takes a username of 30 characters and a bio of 500 on update, and refuses one more of either", async () => {
    const me = await registerNewUser(getApp());
    const username = `Long_${uniqueSuffix()}`.padEnd(30, "x");
    const longest = await update(me.cookie, { username, bio: "b".repeat(500) });
    expect(longest.statusCode, longest.body).toBe(200);
    expect(longest.json()).toMatchObject({ username: username.toLowerCase(), bio: "b".repeat(500) });
    const longerName = await update(me.cookie, { username: `${username}y` });
    expect(longerName.json()).toEqual({ code: "VALIDATION_FAILED", message: "username: Use at most 30 characters." });
    const longerBio = await update(me.cookie, { bio: "b".repeat(501) });
    expect(longerBio.json()).toEqual({ code: "VALIDATION_FAILED", message: "bio: Use at most 500 characters." });
    const [row] = await db().select().from(profiles).where(eq(profiles.id, me.userId));
    expect(row).toMatchObject({ username: username.toLowerCase(), bio: "b".repeat(500) });
  });

  it("never lets user A update user B's profile", async () => {
    const alice = await registerNewUser(getApp());
    const bob = await registerNewUser(getApp(), { name: "Bob" });
    const [before] = await db().select().from(profiles).where(eq(profiles.id, bob.userId));

    const byId = await update(alice.cookie, { id: bob.userId, name: "Hacked", bio: "pwned" });
    expect(byId.statusCode).toBe(403);
    expect(byId.json()).toEqual({ code: "FORBIDDEN", message: expect.any(String) });
    // Extra keys such as another user's username or owner are refused, not ignored.
    const smuggled = await update(alice.cookie, { user_id: bob.userId, name: "Hacked" });
    expect(smuggled.statusCode).toBe(400);

    const [after] = await db().select().from(profiles).where(eq(profiles.id, bob.userId));
    expect(after).toEqual(before);
    const [aliceRow] = await db().select({ name: profiles.name }).from(profiles).where(eq(profiles.id, alice.userId));
    expect(aliceRow.name).toBe("Test Cook");
  });

  it("refuses a username someone else has, with 409", async () => {
    const holder = await registerNewUser(getApp());
    const me = await registerNewUser(getApp());
    const response = await update(me.cookie, { username: holder.username });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/username is taken/);
  });

  it("refuses a profile saved on an older version than its last change, and changes nothing", async () => {
    const me = await registerNewUser(getApp(), { name: "Ada Cook" });
    const opened = (await lookup(`profile_id=${me.userId}`, me.cookie)).json();
    // The phone saves first, on the version both forms opened with…
    const phone = await update(me.cookie, { bio: "Saved on the phone.", expected_updated_at: opened.updated_at });
    expect(phone.statusCode).toBe(200);
    expect(new Date(phone.json().updated_at).getTime()).toBeGreaterThan(new Date(opened.updated_at).getTime());
    // …then the laptop's form, opened before it, is refused rather than put the old bio back.
    const stale = await update(me.cookie, {
      name: "Ada from the laptop",
      bio: "",
      is_public: false,
      expected_updated_at: opened.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: "EDIT_CONFLICT", message: profileChangedMessage });
    expect((await lookup(`profile_id=${me.userId}`, me.cookie)).json()).toMatchObject({
      name: "Ada Cook",
      bio: "Saved on the phone.",
      is_public: true,
      updated_at: phone.json().updated_at,
    });
    const session = await send(getApp(), { method: "GET", url: "/api/auth/get-session", cookie: me.cookie });
    expect(session.json().user.name).toBe("Ada Cook");

    // Made on the latest version, a save goes through; without a version (an older client, or the
    // cook saving theirs over the newer one) it saves over whatever is there.
    const current = await update(me.cookie, { name: "Ada", expected_updated_at: phone.json().updated_at });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ name: "Ada", bio: "Saved on the phone." });
    const unnamed = await update(me.cookie, { bio: "Soups, mostly." });
    expect(unnamed.statusCode).toBe(200);
    expect(unnamed.json()).toMatchObject({ name: "Ada", bio: "Soups, mostly." });

    // A new avatar from another tab is a change to the profile too.
    const avatar = await getApp().inject({
      method: "POST",
      url: "/api/profiles/me/avatar",
      headers: { cookie: me.cookie, "content-type": "image/png" },
      payload: await testImage(300, 300),
      remoteAddress: uniqueIp(),
    });
    expect(avatar.statusCode).toBe(200);
    const afterAvatar = await update(me.cookie, { bio: "Stale", expected_updated_at: unnamed.json().updated_at });
    expect(afterAvatar.statusCode).toBe(409);

    const malformed = await update(me.cookie, { bio: "Stale", expected_updated_at: "yesterday" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^expected_updated_at: /);
    expect((await lookup(`profile_id=${me.userId}`, me.cookie)).json().bio).toBe("Soups, mostly.");
  });

  it("makes a profile save wait for another save of the profile still under way, then refuses it", async ({ skip }) => {
    if (getCtx().kind !== "postgresql") skip();
    const me = await registerNewUser(getApp(), { name: "Bo Baker" });
    const opened = (await lookup(`profile_id=${me.userId}`, me.cookie)).json();
    const laptop = await saveWhileAnotherSaveIsOpen(
      db(),
      (tx) => tx.update(profiles).set({ bio: "Saved on the phone." }).where(eq(profiles.id, me.userId)),
      () => update(me.cookie, { name: "Bo from the laptop", expected_updated_at: opened.updated_at }),
    );
    expect(laptop.statusCode).toBe(409);
    expect((await lookup(`profile_id=${me.userId}`, me.cookie)).json()).toMatchObject({
      name: "Bo Baker",
      bio: "Saved on the phone.",
    });
  });

  it("needs a completed registration to update a profile", async () => {
    const { cookie } = await signInWithEmail(getApp(), `half.${uniqueSuffix()}@ladle.test`);
    expect((await update(cookie, { bio: "x" })).statusCode).toBe(403);
    expect((await update(undefined, { bio: "x" })).statusCode).toBe(401);
  });

  it("stores an uploaded avatar as a 256×256 WebP and replaces the old one", async () => {
    const me = await registerNewUser(getApp());
    const upload = async (image: Buffer, contentType = "image/png") =>
      getApp().inject({
        method: "POST",
        url: "/api/profiles/me/avatar",
        headers: { cookie: me.cookie, "content-type": contentType },
        payload: image,
        remoteAddress: uniqueIp(),
      });
    const first = await upload(await testImage(800, 500));
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().avatar_url;
    expect(firstUrl).toMatch(new RegExp(`^/uploads/avatars/${me.userId}-[0-9a-f]{12}\\.webp$`));
    const firstFile = path.join(dataDir, firstUrl.replace(/^\//, ""));
    const meta = await sharp(firstFile).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });

    const second = await upload(await testImage(300, 300, "jpeg"), "image/jpeg");
    expect(second.statusCode).toBe(200);
    expect(fs.existsSync(firstFile)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, second.json().avatar_url.replace(/^\//, "")))).toBe(true);
    expect((await lookup(`profile_id=${me.userId}`)).json().avatar_url).toBe(second.json().avatar_url);
  });

  it("refuses avatars that are too large, not images, or of another type", async () => {
    const me = await registerNewUser(getApp());
    const upload = (payload: Buffer, contentType: string, cookie: string | undefined = me.cookie) =>
      getApp().inject({
        method: "POST",
        url: "/api/profiles/me/avatar",
        headers: { ...(cookie && { cookie }), "content-type": contentType },
        payload,
        remoteAddress: uniqueIp(),
      });
    const tooLarge = await upload(Buffer.alloc(5 * 1024 * 1024 + 1), "image/png");
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe("PAYLOAD_TOO_LARGE");
    const notAnImage = await upload(Buffer.from("definitely not a png"), "image/png");
    expect(notAnImage.statusCode).toBe(415);
    expect(notAnImage.json().message).toMatch(/isn't an image we can read/);
    const svg = await upload(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/svg+xml");
    expect(svg.statusCode).toBe(415);
    expect((await upload(await testImage(10, 10), "image/png", "")).statusCode).toBe(401);
  });
});
