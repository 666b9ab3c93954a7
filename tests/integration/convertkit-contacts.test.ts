/**
 * Adding readers to a creator's ConvertKit list through the `convertkit.add-contact` job, against
 * a fake Kit on 127.0.0.1: paid subscribers always, followers only when the creator includes them
 * and the reader agreed; retries while Kit fails or hangs; a refused form fails for good.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertFollow, insertRegisteredUser } from "#db/factories/index.ts";
import { convertkitConnections } from "#db/integrations-schema.ts";
import {
  addContactKind,
  createAddContactJob,
  type TAddContactPayload,
} from "#server/features/convertkit/add-contact-job.ts";
import { queueNewsletterContact } from "#server/features/convertkit/newsletter-contacts.ts";
import { enqueueJob } from "#server/lib/jobs/job-store.ts";
import { buildTestApp, buildTestEnv, drainJobs, injectAs, insertSignedInUser } from "../helpers/app.ts";
import { connectToFakeKit, insertCreator } from "../helpers/convertkit.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { startFakeKit, type TFakeKit } from "../helpers/fakes/kit.ts";
import { findJobRow, useJobWorkers, waitUntil } from "../helpers/jobs.ts";

let kit: TFakeKit;
beforeAll(async () => {
  kit = await startFakeKit();
});
afterAll(async () => {
  await kit?.close();
});

/** The real job under a type of its own (so the app's worker leaves it alone), with short waits. */
const quickKind = {
  ...addContactKind,
  type: "convertkit.add-contact.quick-test",
  maxAttempts: 4,
  timeoutMs: 1000,
  backoff: { baseMs: 50, maxMs: 100 },
};

describeEachDatabase("ConvertKit contacts", (getCtx) => {
  let app: FastifyInstance;
  const db = () => getCtx().database.db;
  const startWorker = useJobWorkers(() => getCtx().database);
  beforeAll(async () => {
    app = await buildTestApp(getCtx().database, { ...kit.env(), PUBLIC_URL: "https://ladle.example" });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function connectCreator(settings?: { target: string; includesFollowers?: boolean }) {
    const creator = await insertCreator(app, db());
    await connectToFakeKit(app, creator.cookie);
    if (settings) {
      const saved = await injectAs(app, creator.cookie, {
        method: "PUT",
        url: "/api/integrations/convertkit/settings",
        payload: settings,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    return creator;
  }

  /** Queues the quick job, which only `startQuickWorker` runs. */
  const enqueueQuick = (payload: TAddContactPayload) => enqueueJob({ db: db(), kind: quickKind, payload });
  const startQuickWorker = () =>
    startWorker({ definitions: [createAddContactJob({ db: db(), env: buildTestEnv(kit.env()), kind: quickKind })] });

  const queue = (creatorId: string, readerId: string, reason: "subscriber" | "follower") =>
    queueNewsletterContact({ db: db(), jobs: app.jobs, creatorId, readerId, reason });
  const contactsOf = (email: string) => kit.contacts.filter((contact) => contact.email === email);
  const connectionOf = async (creatorId: string) => {
    const [row] = await db().select().from(convertkitConnections).where(eq(convertkitConnections.creatorId, creatorId));
    return row;
  };

  it("adds a new paid subscriber to the chosen form", async () => {
    const creator = await connectCreator({ target: "form:101" });
    const reader = await insertRegisteredUser(db(), { name: "Alex Baker" });
    expect(await queue(creator.user.id, reader.user.id, "subscriber")).toEqual({ isQueued: true, skipped: null });
    await drainJobs(app);
    expect(contactsOf(reader.user.email)).toEqual([
      {
        email: reader.user.email,
        firstName: "Alex",
        targetType: "form",
        targetId: "101",
        referrer: "https://ladle.example",
      },
    ]);
    // The same reader for the same reason again is one job.
    expect(await queue(creator.user.id, reader.user.id, "subscriber")).toEqual({
      isQueued: false,
      skipped: "duplicate",
    });
  });

  it("queues nothing until the creator has connected and picked a list", async () => {
    const reader = await insertRegisteredUser(db());
    const unconnected = await insertCreator(app, db());
    expect(await queue(unconnected.user.id, reader.user.id, "subscriber")).toEqual({
      isQueued: false,
      skipped: "not-connected",
    });
    const noList = await connectCreator();
    expect(await queue(noList.user.id, reader.user.id, "subscriber")).toEqual({ isQueued: false, skipped: "no-list" });
  });

  it("adds followers only when the creator includes them and the reader agreed", async () => {
    const reader = await insertSignedInUser(app, db());
    const excluding = await connectCreator({ target: "tag:201", includesFollowers: false });
    expect(await queue(excluding.user.id, reader.user.id, "follower")).toEqual({
      isQueued: false,
      skipped: "followers-excluded",
    });

    const including = await connectCreator({ target: "tag:201", includesFollowers: true });
    expect(await queue(including.user.id, reader.user.id, "follower")).toEqual({
      isQueued: false,
      skipped: "no-consent",
    });

    // Agreeing while already following puts the reader on the list.
    await insertFollow(db(), { followerId: reader.user.id, followeeId: including.user.id });
    const consent = await injectAs(app, reader.cookie, {
      method: "PUT",
      url: `/api/creators/${including.user.id}/newsletter-consent`,
    });
    expect(consent.statusCode, consent.body).toBe(200);
    expect(consent.json()).toEqual({ creatorId: including.user.id, hasConsented: true, isOffered: true });
    await drainJobs(app);
    expect(contactsOf(reader.user.email)).toEqual([expect.objectContaining({ targetType: "tag", targetId: "201" })]);
  });

  it("skips a follower whose consent was withdrawn before the job ran", async () => {
    const reader = await insertSignedInUser(app, db());
    const creator = await connectCreator({ target: "form:102", includesFollowers: true });
    const consentUrl = `/api/creators/${creator.user.id}/newsletter-consent`;
    await injectAs(app, reader.cookie, { method: "PUT", url: consentUrl });
    const id = await enqueueQuick({ creatorId: creator.user.id, readerId: reader.user.id, reason: "follower" });
    const withdrawn = await injectAs(app, reader.cookie, { method: "DELETE", url: consentUrl });
    expect(withdrawn.json()).toEqual({ creatorId: creator.user.id, hasConsented: false, isOffered: true });
    await startQuickWorker();
    await waitUntil(async () => (await findJobRow(db(), id)).state === "completed", 10_000, "the job");
    expect((await findJobRow(db(), id)).result).toEqual({ skipped: "no-consent" });
    expect(contactsOf(reader.user.email)).toEqual([]);
  });

  it("retries while Kit fails, shows the failure to the creator, and adds the contact once Kit is back", async () => {
    const creator = await connectCreator({ target: "form:101" });
    const reader = await insertRegisteredUser(db());
    kit.failWith = 503;
    try {
      const id = await enqueueQuick({ creatorId: creator.user.id, readerId: reader.user.id, reason: "subscriber" });
      await startQuickWorker();
      await waitUntil(async () => (await findJobRow(db(), id)).lastError !== null, 10_000, "a failed try");
      expect((await findJobRow(db(), id)).lastError).toMatch(/ConvertKit answered 503/);
      expect((await connectionOf(creator.user.id)).lastError).toMatch(
        /^Couldn't add a contact: ConvertKit answered 503/,
      );
      kit.failWith = null;
      await waitUntil(async () => (await findJobRow(db(), id)).state === "completed", 10_000, "the contact");
      expect(contactsOf(reader.user.email)).toHaveLength(1);
      expect((await connectionOf(creator.user.id)).lastError).toBeNull();
    } finally {
      kit.failWith = null;
    }
  });

  it("times out a try while Kit hangs, and adds the contact on a later try", async () => {
    const creator = await connectCreator({ target: "tag:201" });
    const reader = await insertRegisteredUser(db());
    kit.isHanging = true;
    try {
      const id = await enqueueQuick({ creatorId: creator.user.id, readerId: reader.user.id, reason: "subscriber" });
      await startQuickWorker();
      await waitUntil(
        async () => (await findJobRow(db(), id)).lastError === "Timed out after 1000 ms",
        10_000,
        "a timeout",
      );
      kit.isHanging = false;
      await waitUntil(async () => (await findJobRow(db(), id)).state === "completed", 10_000, "the contact");
      expect(contactsOf(reader.user.email)).toHaveLength(1);
    } finally {
      kit.isHanging = false;
    }
  });

  it("fails for good, without retrying, when Kit no longer has the form", async () => {
    const creator = await connectCreator({ target: "form:101" });
    await db()
      .update(convertkitConnections)
      .set({ targetId: "999" })
      .where(eq(convertkitConnections.creatorId, creator.user.id));
    const reader = await insertRegisteredUser(db());
    const id = await enqueueQuick({ creatorId: creator.user.id, readerId: reader.user.id, reason: "subscriber" });
    await startQuickWorker();
    await waitUntil(async () => (await findJobRow(db(), id)).state === "failed", 10_000, "the job to fail");
    const job = await findJobRow(db(), id);
    expect(job.attempts).toBe(1);
    expect(job.lastError).toMatch(/^ConvertKit answered 404: Not Found/);
    expect((await connectionOf(creator.user.id)).lastError).toMatch(/Not Found/);
  });

  it("refreshes an access token Kit refused while adding a contact", async () => {
    const creator = await connectCreator({ target: "form:102" });
    const reader = await insertRegisteredUser(db());
    kit.refuseIssuedAccessTokens();
    await queue(creator.user.id, reader.user.id, "subscriber");
    await drainJobs(app);
    expect(contactsOf(reader.user.email)).toEqual([expect.objectContaining({ targetId: "102" })]);
  });

  it("takes consent only from signed-in readers, for creators with a blog, not for oneself", async () => {
    const reader = await insertSignedInUser(app, db());
    const creator = await insertCreator(app, db());
    const cook = await insertRegisteredUser(db());
    const url = (id: string) => `/api/creators/${id}/newsletter-consent`;
    expect((await injectAs(app, undefined, { method: "PUT", url: url(creator.user.id) })).statusCode).toBe(401);
    const noBlog = await injectAs(app, reader.cookie, { method: "PUT", url: url(cook.user.id) });
    expect(noBlog.statusCode).toBe(404);
    expect(noBlog.json().message).toBe("We couldn't find that creator.");
    expect((await injectAs(app, creator.cookie, { method: "PUT", url: url(creator.user.id) })).statusCode).toBe(400);
    const before = await injectAs(app, reader.cookie, { method: "GET", url: url(creator.user.id) });
    expect(before.json()).toEqual({ creatorId: creator.user.id, hasConsented: false, isOffered: false });
    await injectAs(app, reader.cookie, { method: "PUT", url: url(creator.user.id) });
    await injectAs(app, reader.cookie, { method: "PUT", url: url(creator.user.id) });
    const after = await injectAs(app, reader.cookie, { method: "GET", url: url(creator.user.id) });
    expect(after.json()).toEqual({ creatorId: creator.user.id, hasConsented: true, isOffered: false });
  });

  it("offers the newsletter to followers only while the creator's list takes them", async () => {
    const reader = await insertSignedInUser(app, db());
    const offered = async (creatorId: string) => {
      const answer = await injectAs(app, reader.cookie, {
        method: "GET",
        url: `/api/creators/${creatorId}/newsletter-consent`,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().isOffered;
    };
    // A blog without ConvertKit, one without a list yet, one that leaves followers out: nothing to offer.
    expect(await offered((await insertCreator(app, db())).user.id)).toBe(false);
    expect(await offered((await connectCreator()).user.id)).toBe(false);
    expect(await offered((await connectCreator({ target: "tag:201", includesFollowers: false })).user.id)).toBe(false);
    const including = await connectCreator({ target: "tag:201", includesFollowers: true });
    expect(await offered(including.user.id)).toBe(true);
    // An expired connection adds no one until the creator connects again.
    await db()
      .update(convertkitConnections)
      .set({ status: "expired" })
      .where(eq(convertkitConnections.creatorId, including.user.id));
    expect(await offered(including.user.id)).toBe(false);
  });
});
