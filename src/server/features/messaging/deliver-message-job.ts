/**
 * The delivery job: the request that wants a message sent enqueues it and answers at once; this
 * job sends it through the provider, retrying with backoff when the provider fails or hangs.
 */
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { jobs } from "#db/schema.ts";
import { defineJob, defineJobKind, PermanentJobError } from "#server/lib/jobs/job-kind.ts";
import { DeliveryError } from "./delivery-error.ts";
import type { TOutgoingMessage } from "./messages.ts";
import type { TMessageSender } from "./sender.ts";

export const deliverMessageKind = defineJobKind<TOutgoingMessage>({
  type: "deliver-message",
  // About 5 s, 10 s, 20 s and 40 s between the tries: a sign-in code is still worth sending then.
  maxAttempts: 5,
  timeoutMs: 30_000,
  backoff: { baseMs: 5000, maxMs: 5 * 60_000 },
  isPayloadPrivate: true,
});

/**
 * Sends once per job: a try first looks for the receipt an earlier try recorded (it may have sent
 * the message and then lost its worker before the job was marked done), and the outbox ignores a
 * second copy with the same delivery key.
 */
export function createDeliverMessageJob({
  sender,
  kind = deliverMessageKind,
}: {
  sender: TMessageSender;
  kind?: typeof deliverMessageKind;
}) {
  return defineJob(kind, async (message, job) => {
    if (job.result?.deliveredAt) return;
    let receipt: Awaited<ReturnType<TMessageSender["send"]>>;
    try {
      receipt = await sender.send(message, { deliveryKey: `ladle-message-${job.id}`, signal: job.signal });
    } catch (error) {
      if (error instanceof DeliveryError && error.isPermanent) {
        throw new PermanentJobError(error.message, { cause: error.cause });
      }
      throw error;
    }
    await job.recordResult({ deliveredAt: new Date().toISOString(), ...receipt });
  });
}

/**
 * Deletes messages not yet delivered (queued, or failed for good) to these addresses or naming the
 * email address in their text: account deletion leaves no message about the person behind.
 * Delivered ones already had their text removed.
 */
export async function deleteUndeliveredMessagesFor({
  db,
  addresses,
  email,
}: {
  db: Pick<TDb, "delete">;
  addresses: string[];
  email: string;
}) {
  await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.type, deliverMessageKind.type),
        inArray(jobs.state, ["queued", "failed"]),
        or(inArray(sql`${jobs.payload}->>'to'`, addresses), sql`position(${email} in ${jobs.payload}->>'text') > 0`),
      ),
    );
}
