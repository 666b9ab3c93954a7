/**
 * Push notifications: settings and browsers through the API, notices sent through the job queue
 * to a fake push service on 127.0.0.1 (encrypted for the browser, signed with VAPID), a browser
 * that unsubscribed forgotten on 410, preferences honoured, and, without VAPID keys, the outbox.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import webPush from "web-push";
import { insertFollow } from "#db/factories/index.ts";
import { outbox, pushSubscriptions } from "#db/schema.ts";
import { drainJobs, injectAs, insertSignedInUser, type THttpMethod, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import {
  createFakeBrowserSubscription,
  startFakePushService,
  type TFakePushService,
} from "../helpers/fakes/push-service.ts";
import { insertSellingCreator, subscribeInTestMode } from "../helpers/payments.ts";

const vapid = webPush.generateVAPIDKeys();
const kindsOn = { followedPosts: true, sharedList: true, subscriptionBilling: true };

/** A recipe its followers hear of: public, and complete enough to publish. */
const publicRecipe = (title: string) => ({
  title,
  visibility: "public",
  ingredientGroups: [{ name: null, lines: ["2 leeks"] }],
  instructionSections: [{ name: null, steps: ["Cook them."] }],
});

let pushService: TFakePushService;
beforeAll(async () => {
  pushService = await startFakePushService();
});
afterAll(async () => {
  await pushService.close();
});

describeEachDatabase("push notifications with VAPID keys", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database, {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: "mailto:support@ladle.test",
    // The fake push service listens on 127.0.0.1, which only tests may use.
    IMPORT_ALLOW_LOOPBACK_FOR_TESTS: "1",
  });
  const db = () => getCtx().database.db;
  const call = (cookie: string | undefined, method: THttpMethod, url: string, payload?: unknown) =>
    injectAs(getApp(), cookie, { method, url: `/api${url}`, payload });
  // Both databases' blocks share the fake service: every browser gets an address of its own.
  const newBrowser = (path = "push") => createFakeBrowserSubscription(`${pushService.url}/${path}/${randomUUID()}`);
  const deliveriesTo = (endpoint: string) =>
    pushService.deliveries.filter((delivery) => `${pushService.url}${delivery.path}` === endpoint);

  it("keeps settings and browsers for a signed-in cook only, and refuses other push hosts", async () => {
    const cook = await insertSignedInUser(getApp(), db());
    expect((await call(undefined, "GET", "/me/notifications")).statusCode).toBe(401);
    const fresh = (await call(cook.cookie, "GET", "/me/notifications")).json();
    expect(fresh).toEqual({ isEnabled: false, kinds: kindsOn, vapidPublicKey: vapid.publicKey, deviceCount: 0 });

    const browser = newBrowser();
    const added = await call(cook.cookie, "POST", "/me/notifications/devices", browser.json);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ isEnabled: true, deviceCount: 1 });

    const elsewhere = await call(cook.cookie, "POST", "/me/notifications/devices", {
      ...browser.json,
      endpoint: "https://attacker.example/collect",
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toMatch(/^endpoint:/);
    const badKey = await call(cook.cookie, "POST", "/me/notifications/devices", {
      ...browser.json,
      keys: { ...browser.json.keys, p256dh: "short" },
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toContain("p256dh");

    const saved = await call(cook.cookie, "PUT", "/me/notifications", {
      isEnabled: true,
      kinds: { ...kindsOn, sharedList: false },
    });
    expect(saved.json().kinds.sharedList).toBe(false);
    // Someone else cannot remove this browser.
    const other = await insertSignedInUser(getApp(), db());
    await call(other.cookie, "POST", "/me/notifications/devices/remove", { endpoint: browser.json.endpoint });
    expect((await call(cook.cookie, "GET", "/me/notifications")).json().deviceCount).toBe(1);
    const removed = await call(cook.cookie, "POST", "/me/notifications/devices/remove", {
      endpoint: browser.json.endpoint,
    });
    expect(removed.json().deviceCount).toBe(0);
  });

  it("sends a follower an encrypted notice with VAPID auth when someone they follow posts a recipe", async () => {
    const [author, fan] = [
      await insertSignedInUser(getApp(), db(), { name: "Nora Greens" }),
      await insertSignedInUser(getApp(), db()),
    ];
    await insertFollow(db(), { followerId: fan.user.id, followeeId: author.user.id });
    const browser = newBrowser();
    await call(fan.cookie, "POST", "/me/notifications/devices", browser.json);

    const created = await call(author.cookie, "POST", "/recipes", publicRecipe("Charred leeks"));
    expect(created.statusCode, created.body).toBe(201);
    await drainJobs(getApp());

    const [delivery] = deliveriesTo(browser.json.endpoint);
    expect(delivery, "a notice reached the fan's push service").toBeDefined();
    expect(delivery.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    expect(delivery.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(delivery.headers.ttl)).toBeGreaterThan(0);
    expect(delivery.body.toString("utf8")).not.toContain("Charred leeks");
    expect(browser.decrypt(delivery.body)).toEqual({
      title: "New from Nora Greens",
      body: "Charred leeks",
      url: `/recipe/${created.json().id}`,
      tag: `recipe:${created.json().id}`,
    });
  });

  it("forgets a browser its push service says is gone (410)", async () => {
    const [author, fan] = [await insertSignedInUser(getApp(), db()), await insertSignedInUser(getApp(), db())];
    await insertFollow(db(), { followerId: fan.user.id, followeeId: author.user.id });
    const gone = newBrowser("gone");
    await call(fan.cookie, "POST", "/me/notifications/devices", gone.json);
    expect((await call(author.cookie, "POST", "/recipes", publicRecipe("Lemon rice"))).statusCode).toBe(201);
    await drainJobs(getApp());
    expect(deliveriesTo(gone.json.endpoint)).toHaveLength(1);
    const rows = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.json.endpoint));
    expect(rows).toEqual([]);
  });

  it("honours the kinds: a shared list's changes reach only the member who wants them", async () => {
    const [owner, keen, quiet] = [
      await insertSignedInUser(getApp(), db(), { name: "Ada Owner" }),
      await insertSignedInUser(getApp(), db()),
      await insertSignedInUser(getApp(), db()),
    ];
    const list = (await call(owner.cookie, "GET", "/shopping-list")).json();
    for (const member of [keen, quiet]) {
      await call(owner.cookie, "POST", `/shopping-lists/${list.id}/members`, { username: member.profile.username });
      await call(member.cookie, "POST", `/shopping-lists/${list.id}/invitation/accept`, {});
    }
    const [keenBrowser, quietBrowser, ownerBrowser] = [newBrowser(), newBrowser(), newBrowser()];
    await call(keen.cookie, "POST", "/me/notifications/devices", keenBrowser.json);
    await call(quiet.cookie, "POST", "/me/notifications/devices", quietBrowser.json);
    await call(owner.cookie, "POST", "/me/notifications/devices", ownerBrowser.json);
    await call(quiet.cookie, "PUT", "/me/notifications", { isEnabled: true, kinds: { ...kindsOn, sharedList: false } });
    await drainJobs(getApp());
    const before = pushService.deliveries.length;

    await call(owner.cookie, "POST", `/shopping-lists/${list.id}/items`, { texts: ["2 lemons"] });
    // A second change in the same burst makes no second notice.
    await call(owner.cookie, "POST", `/shopping-lists/${list.id}/items`, { texts: ["1 bag rice"] });
    await drainJobs(getApp());

    const notices = deliveriesTo(keenBrowser.json.endpoint);
    expect(notices).toHaveLength(1);
    expect(keenBrowser.decrypt(notices[0].body)).toMatchObject({
      title: "Your shopping list changed",
      body: "Ada Owner updated the list you share.",
      url: "/shopping-list",
    });
    expect(deliveriesTo(quietBrowser.json.endpoint)).toHaveLength(0);
    // The one who made the change hears nothing of it.
    expect(deliveriesTo(ownerBrowser.json.endpoint)).toHaveLength(0);
    expect(pushService.deliveries.length - before).toBe(1);
  });

  it("turning notifications off stops them", async () => {
    const [author, fan] = [await insertSignedInUser(getApp(), db()), await insertSignedInUser(getApp(), db())];
    await insertFollow(db(), { followerId: fan.user.id, followeeId: author.user.id });
    const browser = newBrowser();
    await call(fan.cookie, "POST", "/me/notifications/devices", browser.json);
    await call(fan.cookie, "PUT", "/me/notifications", { isEnabled: false, kinds: kindsOn });
    expect((await call(author.cookie, "POST", "/recipes", publicRecipe("Quiet soup"))).statusCode).toBe(201);
    await drainJobs(getApp());
    expect(deliveriesTo(browser.json.endpoint)).toHaveLength(0);
  });
});

describeEachDatabase("push notifications without VAPID keys", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;

  it("keeps the notice in the outbox for a follower who turned notifications on", async () => {
    const [author, fan, other] = [
      await insertSignedInUser(getApp(), db(), { name: "Maya Brooks" }),
      await insertSignedInUser(getApp(), db()),
      await insertSignedInUser(getApp(), db()),
    ];
    await insertFollow(db(), { followerId: fan.user.id, followeeId: author.user.id });
    await insertFollow(db(), { followerId: other.user.id, followeeId: author.user.id });
    const settings = await injectAs(getApp(), fan.cookie, {
      method: "PUT",
      url: "/api/me/notifications",
      payload: { isEnabled: true, kinds: kindsOn },
    });
    expect(settings.json().vapidPublicKey).toBeNull();
    await injectAs(getApp(), author.cookie, {
      method: "POST",
      url: "/api/recipes",
      payload: publicRecipe("Saffron buns"),
    });
    await drainJobs(getApp());
    const fanOutbox = await db().select().from(outbox).where(eq(outbox.to, fan.user.email));
    expect(fanOutbox).toEqual([
      expect.objectContaining({
        channel: "push",
        subject: "New from Maya Brooks",
        text: expect.stringContaining("Saffron buns"),
      }),
    ]);
    // A follower who never turned notifications on gets nothing.
    expect(await db().select().from(outbox).where(eq(outbox.to, other.user.email))).toEqual([]);
  });

  it("tells a subscriber their payment went through, once per invoice", async () => {
    const { blog } = await insertSellingCreator(getApp(), db());
    const reader = await insertSignedInUser(getApp(), db());
    await injectAs(getApp(), reader.cookie, {
      method: "PUT",
      url: "/api/me/notifications",
      payload: { isEnabled: true, kinds: kindsOn },
    });
    const subscriptionId = await subscribeInTestMode(getApp(), reader.cookie, blog.id);
    await drainJobs(getApp());
    const notices = await db().select().from(outbox).where(eq(outbox.to, reader.user.email));
    const billing = notices.filter((notice) => notice.channel === "push");
    expect(billing).toEqual([
      expect.objectContaining({
        subject: "Payment received",
        text: expect.stringContaining(`/me/subscriptions/${subscriptionId}/payments`),
      }),
    ]);
  });
});
