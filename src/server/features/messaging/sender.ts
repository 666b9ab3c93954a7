/**
 * Delivery of email and SMS through the configured providers: nodemailer when SMTP_URL is set,
 * Twilio's REST API when TWILIO_* is set, and otherwise the outbox table, per channel (so everything
 * works offline). Only the delivery job calls this; requests enqueue (./service.ts).
 */
import type { TDb } from "#db/client.ts";
import type { TEnv } from "#server/env.ts";
import { addToOutbox } from "#server/features/outbox/service.ts";
import type { TDeliveryOptions, TDeliveryReceipt, TOutgoingMessage } from "./messages.ts";
import { createSmtpSender, smtpTimeouts } from "./smtp.ts";
import { createTwilioSender } from "./twilio.ts";

export type TMessagingEnv = Pick<
  TEnv,
  "SMTP_URL" | "EMAIL_FROM" | "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_FROM" | "TWILIO_API_URL"
>;

/** Outbox messages also go to the log, so a developer sees one was kept: to whom and how, never the text. */
export interface TMessagingLogger {
  info(details: object, message: string): void;
}

export interface TMessageSender {
  /** Which provider each channel uses. */
  providers: { email: "smtp" | "outbox"; sms: "twilio" | "outbox" };
  send(message: TOutgoingMessage, options: TDeliveryOptions): Promise<TDeliveryReceipt>;
}

export function createMessageSender({
  db,
  env,
  logger,
  smtpTimeoutsMs = smtpTimeouts,
}: {
  db: TDb;
  env: TMessagingEnv;
  logger?: TMessagingLogger;
  /** Tests shorten these to see a silent server fail quickly. */
  smtpTimeoutsMs?: typeof smtpTimeouts;
}): TMessageSender {
  const smtp = env.SMTP_URL
    ? createSmtpSender({ url: env.SMTP_URL, from: env.EMAIL_FROM, timeouts: smtpTimeoutsMs })
    : null;
  const twilio =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
      ? createTwilioSender({
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          from: env.TWILIO_FROM,
          apiUrl: env.TWILIO_API_URL,
        })
      : null;

  async function keep(message: TOutgoingMessage, deliveryKey: string): Promise<TDeliveryReceipt> {
    await addToOutbox({ db, message, deliveryKey });
    // Never the text: it carries sign-in codes, and logs travel further than the outbox (read it
    // at GET /api/dev/outbox outside production).
    logger?.info({ to: message.to, channel: message.channel }, "message kept in the outbox (no provider configured)");
    return { provider: "outbox", providerMessageId: null };
  }

  return {
    providers: { email: smtp ? "smtp" : "outbox", sms: twilio ? "twilio" : "outbox" },
    async send(message, options) {
      if (message.channel === "email" && smtp) {
        return { provider: "smtp", providerMessageId: await smtp.send(message, options) };
      }
      if (message.channel === "sms" && twilio) {
        return { provider: "twilio", providerMessageId: await twilio.send(message, options) };
      }
      return keep(message, options.deliveryKey);
    },
  };
}
