/**
 * Account deletion (delete-user; docs/decisions/005): a user with data in every table is
 * deleted, after which no row anywhere mentions them or anything they owned, other people's data
 * stays, and their sessions are over. Deletion requests for people who cannot sign in.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import {
  addRecipesToCollection,
  insertCollection,
  insertFollow,
  insertRecipe,
  insertRegisteredUser,
  insertReview,
} from "#db/factories/index.ts";
import {
  convertkitConnections,
  convertkitLocalContacts,
  convertkitOauthStates,
  newsletterConsents,
} from "#db/integrations-schema.ts";
import {
  accountDeletionRequests,
  accounts,
  analyticsEvents,
  blogCategories,
  blogCategoryRecipes,
  blogCollections,
  blogFeaturedRecipes,
  blogPrices,
  blogs,
  collectionRecipes,
  followNotices,
  follows,
  forgottenPaymentRefs,
  inviteCodes,
  inviteRedemptions,
  jobs,
  movedRecipeDetails,
  movingInImports,
  movingInItems,
  notificationPreferences,
  outbox,
  paymentEvents,
  payments,
  payoutAccounts,
  payouts,
  profiles,
  pushSubscriptions,
  recipeDailyStats,
  recipeDrafts,
  recipeImports,
  recipes,
  recipeViews,
  subscriptions,
  users,
} from "#db/schema.ts";
import { addContactKind } from "#server/features/convertkit/add-contact-job.ts";
import { deliverMessageKind } from "#server/features/messaging/deliver-message-job.ts";
import { hashPaymentRef } from "#server/features/subscriptions/account-deletion.ts";
import { enqueueJob } from "#server/lib/jobs/job-store.ts";
import { drainJobs, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import {
  forgetRateLimits,
  latestCode,
  registerNewUser,
  send,
  sendEmailCode,
  uniqueIp,
  uniquePhone,
  uniqueSuffix,
} from "../helpers/fakes/identity-flows.ts";
import { countMentions } from "../helpers/mentions.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ladle-deletion-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describeEachDatabase("identity: account deletion", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database, { LADLE_DATA_DIR: dataDir });
  const db = () => getCtx().database.db;

  it("deletes a user with data in every table and leaves no row that mentions them", async () => {
    const app = getApp();
    // Someone else, whose things must survive: a creator who invited our user.
    const creator = await insertRegisteredUser(db(), { blog: { hasPaywalledContent: false } });
    const creatorRecipe = await insertRecipe(db(), { authorId: creator.user.id, blogId: creator.blog?.id });
    const creatorCollection = await insertCollection(db(), { ownerId: creator.user.id });
    await db()
      .insert(inviteCodes)
      .values({ code: `C${uniqueSuffix().toUpperCase()}`, inviterId: creator.user.id, maxUses: null });
    const [creatorInvite] = await db().select().from(inviteCodes).where(eq(inviteCodes.inviterId, creator.user.id));

    // The user: signed in by email code, registered with an invite and push tokens.
    const suffix = uniqueSuffix();
    const email = `leaving.${suffix}@ladle.test`;
    const phone = uniquePhone();
    const ip = uniqueIp();
    await sendEmailCode(app, email, ip);
    const signedIn = await send(app, {
      method: "POST",
      url: "/api/auth/sign-in/email-otp",
      payload: { email, otp: await latestCode(app, email) },
      ip,
    });
    const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const bearer = String(signedIn.headers["set-auth-token"]);
    const userId: string = signedIn.json().user.id;
    const registered = await send(app, {
      method: "POST",
      url: "/api/registration/complete",
      cookie,
      payload: {
        fcm_tokens: [`fcm-${suffix}`],
        invite_code: creatorInvite.code,
        is_public: true,
        name: "Leaving Cook",
        username: `leaving_${suffix}`,
      },
    });
    expect(registered.statusCode).toBe(200);
    expect((await send(app, { method: "POST", url: "/api/registration/terms", cookie, payload: {} })).statusCode).toBe(
      200,
    );

    // A verified phone number and a linked Google account.
    await send(app, {
      method: "POST",
      url: "/api/auth/phone-number/send-otp",
      cookie,
      payload: { phoneNumber: phone },
    });
    const phoneVerified = await send(app, {
      method: "POST",
      url: "/api/auth/phone-number/verify",
      cookie,
      payload: { phoneNumber: phone, code: await latestCode(app, phone), updatePhoneNumber: true },
    });
    expect(phoneVerified.statusCode).toBe(200);
    await db()
      .insert(accounts)
      .values({ id: `acc-${suffix}`, accountId: `google-${suffix}`, providerId: "google", userId });

    // A blog, recipes of every visibility, collections both ways, follows both ways.
    const [blog] = await db()
      .insert(blogs)
      .values({ ownerId: userId, title: "Leaving Soups", shortlink: `leaving${suffix}` })
      .returning();
    const own = await Promise.all(
      (["public", "private", "draft", "paywalled"] as const).map((visibility) =>
        insertRecipe(db(), { authorId: userId, blogId: blog.id, visibility }),
      ),
    );
    const ownCollection = await insertCollection(db(), { ownerId: userId });
    await addRecipesToCollection(db(), ownCollection.id, [own[0].id, creatorRecipe.id]);
    await addRecipesToCollection(db(), creatorCollection.id, [own[0].id, creatorRecipe.id]);
    // Joining with the creator's invite made them follow the creator; the creator follows back.
    const [followsInviter] = await db()
      .select()
      .from(follows)
      .where(and(eq(follows.followerId, userId), eq(follows.followeeId, creator.user.id)));
    expect(followsInviter?.isApproved).toBe(true);
    await insertFollow(db(), { followerId: creator.user.id, followeeId: userId });

    // An invite code they made, used by someone who stays.
    const created = await send(app, { method: "POST", url: "/api/invites", cookie, payload: { maxUses: 5 } });
    expect(created.statusCode).toBe(201);
    const invitee = await registerNewUser(app);
    await db()
      .insert(inviteRedemptions)
      .values({ inviteeId: invitee.userId, code: created.json().code, inviterId: userId });

    // An avatar, a pending sign-in code, rate-limit counters and a deletion request by email.
    const avatar = await app.inject({
      method: "POST",
      url: "/api/profiles/me/avatar",
      headers: { cookie, "content-type": "image/png" },
      payload: await sharp({ create: { width: 40, height: 40, channels: 3, background: "#c84" } })
        .png()
        .toBuffer(),
    });
    expect(avatar.statusCode).toBe(200);
    const avatarFile = path.join(dataDir, avatar.json().avatar_url);
    expect(fs.existsSync(avatarFile)).toBe(true);
    // A recipe photo: its files go with the account, like the avatar.
    const photo = await app.inject({
      method: "POST",
      url: `/api/recipes/${own[0].id}/image`,
      headers: { cookie, "content-type": "image/png" },
      payload: await sharp({ create: { width: 900, height: 600, channels: 3, background: "#4a8" } })
        .png()
        .toBuffer(),
    });
    expect(photo.statusCode).toBe(200);
    const photoFiles = (photo.json() as { imageVariants: { url: string }[] }).imageVariants.map((v) =>
      path.join(dataDir, v.url),
    );
    expect(photoFiles.length).toBeGreaterThan(0);
    for (const file of photoFiles) expect(fs.existsSync(file)).toBe(true);
    await forgetRateLimits(db(), email);
    await sendEmailCode(app, email, ip);
    await send(app, {
      method: "POST",
      url: "/api/profiles/email-availability",
      cookie,
      payload: { new_email: `x.${suffix}@ladle.test` },
    });
    await send(app, {
      method: "POST",
      url: "/api/account/deletion-requests",
      payload: { email, message: "Please delete me." },
    });

    // Recipes: a review, a recently viewed recipe, an autosaved form, trending counts.
    await insertReview(db(), { recipeId: creatorRecipe.id, authorId: userId });
    await db().insert(recipeViews).values({ userId, recipeId: creatorRecipe.id });
    await db()
      .insert(recipeDrafts)
      .values({ userId, draftKey: own[0].id, recipeId: own[0].id, data: { title: "x" } });
    await db().insert(recipeDailyStats).values({ recipeId: own[0].id, day: "2026-01-01", views: 3 });
    // Recipe import: where an imported recipe came from.
    await db()
      .insert(recipeImports)
      .values({ recipeId: own[0].id, userId, urlKey: "example.com/soup", sourceUrl: "https://example.com/soup" });

    // A meal plan published to their blog; a shopping list with a recipe's lines, shared with the
    // creator (who stays, and must lose their membership only).
    const plan = await send(app, {
      method: "POST",
      url: "/api/meal-plans",
      cookie,
      payload: { title: "Leaving week", entries: [{ day: 0, slot: "dinner", recipeId: own[0].id }] },
    });
    expect(plan.statusCode).toBe(201);
    const planId = plan.json().id as string;
    const published = await send(app, {
      method: "PUT",
      url: `/api/meal-plans/${planId}/publication`,
      cookie,
      payload: { isPaywalled: false },
    });
    expect(published.statusCode).toBe(200);
    const list = await send(app, { method: "GET", url: "/api/shopping-list", cookie });
    const listId = list.json().id as string;
    const listed = await send(app, {
      method: "POST",
      url: `/api/shopping-lists/${listId}/recipes`,
      cookie,
      payload: { recipeId: own[0].id, opId: randomUUID() },
    });
    expect(listed.statusCode).toBe(200);
    const invited = await send(app, {
      method: "POST",
      url: `/api/shopping-lists/${listId}/members`,
      cookie,
      payload: { username: creator.profile.username },
    });
    expect(invited.statusCode).toBe(200);

    // Their blog's arrangement: a category, a featured recipe, a collection on it, and a banner.
    const [category] = await db()
      .insert(blogCategories)
      .values({ blogId: blog.id, name: "Soups", slug: "soups" })
      .returning();
    await db().insert(blogCategoryRecipes).values({ categoryId: category.id, recipeId: own[0].id });
    await db().insert(blogFeaturedRecipes).values({ blogId: blog.id, recipeId: own[0].id });
    await db().insert(blogCollections).values({ blogId: blog.id, collectionId: ownCollection.id });
    const banner = await app.inject({
      method: "PUT",
      url: "/api/blogs/mine/banner",
      headers: { cookie, "content-type": "image/png" },
      payload: await sharp({ create: { width: 800, height: 240, channels: 3, background: "#3a7" } })
        .png()
        .toBuffer(),
    });
    expect(banner.statusCode, banner.body).toBe(200);
    const bannerFile = path.join(dataDir, new URL(banner.json().blog.bannerUrl, "http://x").pathname);
    expect(fs.existsSync(bannerFile)).toBe(true);

    // Messages not delivered: one waiting for its next try, one that failed for good.
    await drainJobs(app);
    const later = new Date(Date.now() + 60 * 60_000);
    const sms = { channel: "sms" as const, to: phone, text: "123456 is your Ladle code." };
    await enqueueJob({ db: db(), kind: deliverMessageKind, payload: sms, runAt: later });
    const mail = { channel: "email" as const, to: email, subject: "Hello", text: "A note." };
    const dead = await enqueueJob({ db: db(), kind: deliverMessageKind, payload: mail, runAt: later });
    await db()
      .update(jobs)
      .set({ state: "failed", lastError: "550 mailbox unavailable" })
      .where(eq(jobs.id, Number(dead)));

    // ConvertKit: their connection and an attempt in flight, the creator's reader on their test
    // list, their consent to the creator's emails, and a contact waiting to be added.
    const sealed = { accessTokenEncrypted: "v1.a.b.c", refreshTokenEncrypted: "v1.a.b.c" };
    await db()
      .insert(convertkitConnections)
      .values({ creatorId: userId, provider: "local", accountName: "Test", ...sealed, accessTokenExpiresAt: later });
    await db()
      .insert(convertkitOauthStates)
      .values({
        stateHash: `state-${suffix}`,
        creatorId: userId,
        sessionHash: "s",
        codeVerifierEncrypted: "v1.a.b.c",
        expiresAt: later,
      });
    await db().insert(convertkitLocalContacts).values({
      creatorId: userId,
      readerId: creator.user.id,
      email: creator.user.email,
      targetType: "form",
      targetId: "local-form",
    });
    await db().insert(newsletterConsents).values({ readerId: userId, creatorId: creator.user.id });
    const contact = { creatorId: creator.user.id, readerId: userId, reason: "follower" as const };
    await enqueueJob({ db: db(), kind: addContactKind, payload: contact, runAt: later });

    // Payments: their blog's prices and payout account, a subscription to it with a payment and a
    // payout, the provider's event about it (which names the reader's email), and a notice that
    // the creator approved them.
    await db().insert(blogPrices).values({ blogId: blog.id, monthlyAmount: 500 });
    await db()
      .insert(payoutAccounts)
      .values({ userId, providerAccountId: `acct_${suffix}`, isOnboardingComplete: true });
    const [subscription] = await db()
      .insert(subscriptions)
      .values({
        readerId: creator.user.id,
        blogId: blog.id,
        interval: "month",
        amount: 500,
        currency: "usd",
        status: "active",
        provider: "test",
        providerSubscriptionId: `sub_${suffix}`,
      })
      .returning();
    await db()
      .insert(payments)
      .values({
        subscriptionId: subscription.id,
        blogId: blog.id,
        amount: 500,
        fee: 50,
        currency: "usd",
        status: "paid",
        paidAt: new Date(),
        providerInvoiceId: `in_${suffix}`,
      });
    await db()
      .insert(payouts)
      .values({
        blogId: blog.id,
        amount: 450,
        currency: "usd",
        status: "paid",
        arrivalAt: new Date(),
        providerPayoutId: `po_${suffix}`,
      });
    await db()
      .insert(paymentEvents)
      .values({
        providerEventId: `evt_${suffix}`,
        type: "checkout.session.completed",
        payload: { data: { object: { subscription: `sub_${suffix}`, customer_details: { email } } } },
        processedAt: new Date(),
      });
    await db().insert(followNotices).values({ userId, actorId: creator.user.id });
    await db().insert(notificationPreferences).values({ userId, isEnabled: true });
    // Their analytics events, signed in and (same browser) before signing in.
    await db()
      .insert(analyticsEvents)
      .values([
        {
          name: "web page view",
          page: "Home",
          path: "/",
          visitorId: `visitor-${suffix}`,
          userId,
          occurredAt: new Date(),
        },
        {
          name: "web page view",
          page: "Search",
          path: `/search`,
          visitorId: `visitor-${suffix}`,
          occurredAt: new Date(),
        },
      ]);
    await db()
      .insert(pushSubscriptions)
      .values({ userId, endpoint: `https://fcm.googleapis.com/fcm/send/${suffix}`, p256dh: "p", auth: "a" });

    // A collection moved in from another app: the import, its items and a recipe's details.
    const [movedIn] = await db()
      .insert(movingInImports)
      .values({ userId, fileName: `${suffix}.paprikarecipes`, sizeBytes: 10, format: "paprika", state: "completed" })
      .returning();
    await db()
      .insert(movingInItems)
      .values({ importId: movedIn.id, position: 0, name: "Soup", outcome: "imported", recipeId: own[0].id });
    await db()
      .insert(movedRecipeDetails)
      .values({ recipeId: own[0].id, importId: movedIn.id, rating: 4, notes: `notes ${suffix}`, tags: ["Soup"] });

    const needles = [userId, email, phone, blog.id, ownCollection.id, planId, listId, ...own.map((r) => r.id)];
    const before = await countMentions(db(), needles);
    // search_words holds lowercase dictionary words only (no digits, so no id, email or number);
    // job_schedules holds the names and times of recurring jobs, nobody's data; forgotten_payment_refs
    // holds only hashes, written by the deletion itself (checked below).
    const exempt = new Set(["search_words", "job_schedules", "forgotten_payment_refs"]);
    const tablesWithoutData = [...before].filter(([table, n]) => n === 0 && !exempt.has(table)).map(([table]) => table);
    // A new table must get a row here, so that this test proves deletion reaches it.
    expect(tablesWithoutData, "tables the test put none of the user's data in").toEqual([]);

    const deleted = await send(app, { method: "POST", url: "/api/account/delete", cookie });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    const cleared = deleted.cookies.find((c) => c.name === "better-auth.session_token");
    expect(cleared).toMatchObject({ value: "", maxAge: 0 });

    const after = await countMentions(db(), needles);
    expect(Object.fromEntries([...after].filter(([, n]) => n > 0))).toEqual({});
    const [forgotten] = await db()
      .select()
      .from(forgottenPaymentRefs)
      .where(eq(forgottenPaymentRefs.refHash, hashPaymentRef(`sub_${suffix}`)));
    expect(forgotten, "the deleted subscription's id, kept as a hash").toBeDefined();
    const browserEvents = await db()
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.visitorId, `visitor-${suffix}`));
    expect(browserEvents, "the events of the browser they used").toEqual([]);
    expect(fs.existsSync(avatarFile)).toBe(false);
    expect(fs.existsSync(bannerFile)).toBe(false);
    for (const file of photoFiles) expect(fs.existsSync(file)).toBe(false);

    // Signed out on every device.
    expect((await send(app, { method: "GET", url: "/api/auth/get-session", cookie })).json()).toBeNull();
    expect((await send(app, { method: "GET", url: "/api/identities", bearer })).statusCode).toBe(401);

    // Everyone else's things are still there.
    expect(await db().select({ id: users.id }).from(users).where(eq(users.id, creator.user.id))).toHaveLength(1);
    expect(await db().select({ id: recipes.id }).from(recipes).where(eq(recipes.id, creatorRecipe.id))).toHaveLength(1);
    const left = await db()
      .select()
      .from(collectionRecipes)
      .where(eq(collectionRecipes.collectionId, creatorCollection.id));
    expect(left.map((r) => r.recipeId)).toEqual([creatorRecipe.id]);
    const [redemption] = await db()
      .select()
      .from(inviteRedemptions)
      .where(eq(inviteRedemptions.inviteeId, invitee.userId));
    expect(redemption.inviterId).toBeNull();
    expect(await db().select().from(profiles).where(eq(profiles.id, invitee.userId))).toHaveLength(1);
  });

  it("lets a user who never finished registering delete their account", async () => {
    const email = `unfinished.${uniqueSuffix()}@ladle.test`;
    const ip = uniqueIp();
    await sendEmailCode(getApp(), email, ip);
    const signedIn = await send(getApp(), {
      method: "POST",
      url: "/api/auth/sign-in/email-otp",
      payload: { email, otp: await latestCode(getApp(), email) },
      ip,
    });
    const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    expect((await send(getApp(), { method: "POST", url: "/api/account/delete", cookie })).statusCode).toBe(200);
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("needs a signed-in user", async () => {
    const response = await send(getApp(), { method: "POST", url: "/api/account/delete" });
    expect(response.statusCode).toBe(401);
  });

  it("stores a deletion request and confirms it, without saying whether the account exists", async () => {
    const email = `Request.${uniqueSuffix()}@Ladle.test`;
    const response = await send(getApp(), {
      method: "POST",
      url: "/api/account/deletion-requests",
      payload: { email, message: "  I can't sign in.  " },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ id: expect.any(String), status: "received" });
    const [stored] = await db()
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.id, response.json().id));
    expect(stored).toMatchObject({ email: email.toLowerCase(), message: "I can't sign in." });
    await drainJobs(getApp());
    const [confirmation] = await db().select().from(outbox).where(eq(outbox.to, email.toLowerCase()));
    expect(confirmation.subject).toBe("We received your request to delete your Ladle account");

    const invalid = await send(getApp(), {
      method: "POST",
      url: "/api/account/deletion-requests",
      payload: { email: "nope" },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/^email: /);
  });
});
