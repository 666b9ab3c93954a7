/**
 * One notice to one person, as a job: sent to each browser they turned notifications on in (a
 * browser that unsubscribed is forgotten), or, without VAPID keys, kept in the outbox like email
 * and SMS. Their settings are read when it runs, so turning a kind off stops notices already queued.
 */
import { and, eq } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { notificationPreferences, pushSubscriptions, users } from "#db/schema.ts";
import { addToOutbox } from "#server/features/outbox/service.ts";
import { defineJob, defineJobKind } from "#server/lib/jobs/job-kind.ts";
import type { TPushPayload, TPushSender } from "./push-sender.ts";

export const noticeKinds = ["followed-post", "shared-list", "subscription-billing"] as const;
export type TNoticeKind = (typeof noticeKinds)[number];

export interface TPushNotice extends TPushPayload {
  userId: string;
  kind: TNoticeKind;
}

export const pushNoticeKind = defineJobKind<TPushNotice>({
  type: "push-notice",
  maxAttempts: 5,
  timeoutMs: 30_000,
  backoff: { baseMs: 10_000, maxMs: 10 * 60_000 },
  isPayloadPrivate: true,
});

const preferenceColumn = {
  "followed-post": notificationPreferences.hasFollowedPosts,
  "shared-list": notificationPreferences.hasSharedList,
  "subscription-billing": notificationPreferences.hasSubscriptionBilling,
} as const;

/** Whether the user has notifications on, and this kind of notice among them. */
export async function wantsNotice(db: TDb, userId: string, kind: TNoticeKind): Promise<boolean> {
  const [row] = await db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userId, userId),
        eq(notificationPreferences.isEnabled, true),
        eq(preferenceColumn[kind], true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export function createPushNoticeJob({ db, sender }: { db: TDb; sender: TPushSender | null }) {
  return defineJob(pushNoticeKind, async (notice, job) => {
    if (!(await wantsNotice(db, notice.userId, notice.kind))) return;
    const payload: TPushPayload = { title: notice.title, body: notice.body, url: notice.url, tag: notice.tag };
    if (!sender) {
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, notice.userId)).limit(1);
      if (!user) return;
      await addToOutbox({
        db,
        message: { to: user.email, channel: "push", subject: notice.title, text: `${notice.body}\n${notice.url}` },
        deliveryKey: `ladle-push-${job.id}`,
      });
      return;
    }
    // A repeated try skips the browsers an earlier try reached.
    const reached = new Set((job.result?.reached as string[] | undefined) ?? []);
    const targets = await db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, notice.userId));
    let failure: unknown = null;
    for (const target of targets.filter((candidate) => !reached.has(candidate.id))) {
      try {
        const outcome = await sender.send(target, payload, { signal: job.signal });
        if (outcome === "gone") await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
        reached.add(target.id);
      } catch (error) {
        failure = error;
      }
    }
    await job.recordResult({ reached: [...reached] });
    if (failure) throw failure;
  });
}
