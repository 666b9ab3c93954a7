/**
 * Email and SMS through the delivery job, with the fake SMTP and Twilio servers: a provider that
 * hangs times the try out and a later try delivers; one that keeps failing is retried and then
 * fails for good with its answer; a delivery whose try ran twice sends once; and the request that
 * asks for a code answers at once whatever the provider does.
 */
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { jobs, outbox } from "#db/schema.ts";
import { createDeliverMessageJob, deliverMessageKind } from "#server/features/messaging/deliver-message-job.ts";
import { createMessageSender } from "#server/features/messaging/sender.ts";
import { claimJobs, enqueueJob, recordJobResult } from "#server/lib/jobs/job-store.ts";
import { buildTestApp, buildTestEnv } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { sendEmailCode, uniquePhone, uniqueSuffix, verifyEmailCode } from "../helpers/fakes/identity-flows.ts";
import { serveFakeProviders } from "../helpers/fakes/providers.ts";
import { findJobRow, useJobWorkers, waitUntil } from "../helpers/jobs.ts";

const fakes = serveFakeProviders();

/** The real delivery job with a short timeout and short waits between tries. */
const quickDeliveryKind = { ...deliverMessageKind, timeoutMs: 1000, backoff: { baseMs: 50, maxMs: 100 } };
const timedOut = "Timed out after 1000 ms";
/**
 * As in production, SMTP's own waits end before the job's timeout, so a silent server fails the
 * try by itself (and closes its connection) rather than leaving a send running after the try ended.
 */
const quickSmtpTimeouts = { connectionTimeout: 500, greetingTimeout: 500, socketTimeout: 500 };
const smtpSilent = "Could not deliver email: Greeting never received";

describeEachDatabase("jobs: message delivery", (getCtx) => {
  const db = () => getCtx().database.db;
  const startWorker = useJobWorkers(() => getCtx().database);

  function startDeliveryWorker({ leaseMs }: { leaseMs?: number } = {}) {
    const sender = createMessageSender({
      db: db(),
      env: buildTestEnv(fakes.env()),
      smtpTimeoutsMs: quickSmtpTimeouts,
    });
    return startWorker({
      definitions: [createDeliverMessageJob({ sender, kind: { ...quickDeliveryKind, timeoutMs: 3000 } })],
      options: leaseMs ? { leaseMs } : undefined,
    });
  }

  const findJob = (id: number | null) => findJobRow(db(), id);

  it("fails a try on an SMTP server that says nothing, and delivers on a later try", async () => {
    const to = `hang.${uniqueSuffix()}@ladle.test`;
    fakes.smtp.isHanging = true;
    try {
      const id = await enqueueJob({
        db: db(),
        kind: deliverMessageKind,
        payload: { channel: "email", to, subject: "Hello", text: "A note." },
      });
      await startDeliveryWorker();
      await waitUntil(async () => (await findJob(id)).lastError === smtpSilent, 10_000, "a failed try");
      fakes.smtp.isHanging = false;
      await waitUntil(async () => (await findJob(id)).state === "completed", 10_000, "the delivery");
      expect(fakes.smtp.messages.filter((message) => message.to.includes(to))).toHaveLength(1);
      const job = await findJob(id);
      expect(job.attempts).toBeGreaterThanOrEqual(2);
      expect(job.result).toMatchObject({ provider: "smtp", providerMessageId: `<ladle-message-${id}@ladle.test>` });
      // The text (a code, perhaps) does not stay in the table once delivered.
      expect(job.payload).toEqual({});
    } finally {
      fakes.smtp.isHanging = false;
    }
  });

  it("times out a try on a Twilio API that hangs, and delivers on a later try", async () => {
    const to = uniquePhone();
    fakes.twilio.isHanging = true;
    try {
      const id = await enqueueJob({ db: db(), kind: deliverMessageKind, payload: { channel: "sms", to, text: "Hi" } });
      const sender = createMessageSender({ db: db(), env: buildTestEnv(fakes.env()) });
      await startWorker({ definitions: [createDeliverMessageJob({ sender, kind: quickDeliveryKind })] });
      await waitUntil(async () => (await findJob(id)).lastError === timedOut, 10_000, "a timed-out try");
      fakes.twilio.isHanging = false;
      await waitUntil(async () => (await findJob(id)).state === "completed", 10_000, "the delivery");
      expect(fakes.twilio.messages.filter((message) => message.to === to)).toHaveLength(1);
      expect((await findJob(id)).result).toMatchObject({ provider: "twilio", providerMessageId: expect.any(String) });
    } finally {
      fakes.twilio.isHanging = false;
    }
  });

  it("retries while Twilio answers 503, then fails for good with its answer", async () => {
    const to = uniquePhone();
    fakes.twilio.failWith = 503;
    try {
      const id = await enqueueJob({ db: db(), kind: deliverMessageKind, payload: { channel: "sms", to, text: "Hi" } });
      await startDeliveryWorker();
      await waitUntil(async () => (await findJob(id)).state === "failed", 10_000, "the delivery to fail for good");
      const job = await findJob(id);
      expect(job.attempts).toBe(deliverMessageKind.maxAttempts);
      expect(job.lastError).toMatch(/^Could not deliver sms: Twilio answered 503/);
      // Kept for a retry (`ladle jobs retry`), unlike a delivered message's.
      expect(job.payload).toMatchObject({ to });
    } finally {
      fakes.twilio.failWith = null;
    }
  });

  it("sends once when a delivery runs again after its worker died having sent it", async () => {
    const to = uniquePhone();
    const id = await enqueueJob({ db: db(), kind: deliverMessageKind, payload: { channel: "sms", to, text: "Hi" } });
    // A worker took it, sent it, recorded the receipt, and died before marking the job done.
    const [claimed] = await claimJobs({
      db: db(),
      types: [deliverMessageKind.type],
      limit: 1,
      workerId: "dead",
      leaseMs: 200,
    });
    expect(claimed.id).toBe(id);
    const receipt = { deliveredAt: new Date().toISOString(), provider: "twilio", providerMessageId: "SM1" };
    await recordJobResult({ db: db(), job: claimed, workerId: "dead", result: receipt });

    await startDeliveryWorker({ leaseMs: 1000 });
    await waitUntil(async () => (await findJob(id)).state === "completed", 10_000, "the repeated try");
    expect((await findJob(id)).attempts).toBe(2);
    expect(fakes.twilio.messages.filter((message) => message.to === to)).toEqual([]);
  });

  it("keeps one outbox copy when a delivery without a provider runs twice", async () => {
    const to = `twice.${uniqueSuffix()}@ladle.test`;
    const sender = createMessageSender({ db: db(), env: buildTestEnv() });
    const job = createDeliverMessageJob({ sender });
    const context = {
      id: 987_654,
      attempt: 1,
      maxAttempts: 5,
      result: null,
      signal: new AbortController().signal,
      recordResult: async () => {},
    };
    const message = { channel: "email" as const, to, subject: "Hello", text: "A note." };
    await job.handle(message, context);
    await job.handle(message, { ...context, attempt: 2 });
    expect(await db().select().from(outbox).where(eq(outbox.to, to))).toHaveLength(1);
  });
});

describeEachDatabase("jobs: a code request does not wait for the provider", (getCtx) => {
  const db = () => getCtx().database.db;
  const startWorker = useJobWorkers(() => getCtx().database);

  it("answers at once while the SMTP server hangs; the code arrives when it answers", async () => {
    const app = await buildTestApp(getCtx().database, fakes.env());
    // This test's own worker delivers, with short waits; the app's would wait 10 s on the silence.
    await app.jobs.worker.stop();
    const email = `patient.${uniqueSuffix()}@ladle.test`;
    fakes.smtp.isHanging = true;
    try {
      const startedAt = performance.now();
      const response = await sendEmailCode(app, email);
      expect(response.statusCode).toBe(200);
      expect(performance.now() - startedAt).toBeLessThan(2000);

      const sender = createMessageSender({
        db: db(),
        env: buildTestEnv(fakes.env()),
        smtpTimeoutsMs: quickSmtpTimeouts,
      });
      await startWorker({ definitions: [createDeliverMessageJob({ sender, kind: quickDeliveryKind })] });
      await waitUntil(
        async () => {
          const [job] = await db().select().from(jobs).where(sql`${jobs.payload}->>'to' = ${email}`);
          return job?.lastError === smtpSilent;
        },
        10_000,
        "a failed try",
      );
      fakes.smtp.isHanging = false;
      const message = await fakes.smtp.waitFor((m) => m.to.includes(email));
      const code = /\b(\d{6})\b/.exec(message.text)?.[1] ?? "";
      expect((await verifyEmailCode(app, email, code)).statusCode).toBe(200);
    } finally {
      fakes.smtp.isHanging = false;
      await app.close();
    }
  });
});
