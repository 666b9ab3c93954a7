/**
 * What services use to send email and SMS: each message becomes a `deliver-message` job, so a
 * request never waits on a provider. Pass the caller's transaction as `db` and the message is sent
 * only if that transaction commits. The sending itself is ./sender.ts, run by the job.
 */
import type { TJobDb, TJobKind } from "#server/lib/jobs/job-kind.ts";
import { deliverMessageKind } from "./deliver-message-job.ts";
import type { TEmailMessage, TOutgoingMessage, TSmsMessage } from "./messages.ts";

export type { TEmailMessage, TSmsMessage };

export interface TSendOptions {
  /** The caller's transaction: the message goes out only if it commits. */
  db?: TJobDb;
  /** One logical message, one delivery: a second enqueue with the same key does nothing. */
  key?: string;
}

export interface TMessenger {
  sendEmail(message: TEmailMessage, options?: TSendOptions): Promise<void>;
  sendSms(message: TSmsMessage, options?: TSendOptions): Promise<void>;
}

export type TEnqueue = (
  kind: TJobKind<TOutgoingMessage>,
  payload: TOutgoingMessage,
  options?: TSendOptions,
) => Promise<number | null>;

export function createQueuedMessenger({ enqueue }: { enqueue: TEnqueue }): TMessenger {
  return {
    async sendEmail(message, options) {
      await enqueue(deliverMessageKind, { channel: "email", ...message, to: message.to.toLowerCase() }, options);
    },
    async sendSms(message, options) {
      await enqueue(deliverMessageKind, { channel: "sms", ...message }, options);
    },
  };
}
