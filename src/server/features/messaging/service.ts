/**
 * Delivery of email and SMS behind one small interface: nodemailer when SMTP_URL is set, Twilio's
 * REST API when TWILIO_* is set, and otherwise the outbox table, per channel (so everything works offline).
 */
import type { TDb } from "#db/client.ts";
import type { TEnv } from "#server/env.ts";
import { addToOutbox } from "#server/features/outbox/service.ts";
import { DeliveryError } from "./delivery-error.ts";
import type { TEmailMessage, TSmsMessage } from "./messages.ts";
import { createSmtpSender } from "./smtp.ts";
import { createTwilioSender } from "./twilio.ts";

export type { TEmailMessage, TSmsMessage };
export { DeliveryError };

export interface TMessenger {
  sendEmail(message: TEmailMessage): Promise<void>;
  sendSms(message: TSmsMessage): Promise<void>;
  /** Which provider each channel uses, for logs and the health of a deployment. */
  providers: { email: "smtp" | "outbox"; sms: "twilio" | "outbox" };
}

export type TMessagingEnv = Pick<
  TEnv,
  | "SMTP_URL"
  | "EMAIL_FROM"
  | "TWILIO_ACCOUNT_SID"
  | "TWILIO_AUTH_TOKEN"
  | "TWILIO_FROM"
  | "TWILIO_API_URL"
  | "isProduction"
>;

/** Outbox messages also go to the log, so a developer sees them; their text only outside production. */
export interface TMessagingLogger {
  info(details: object, message: string): void;
}

export function createMessenger({
  db,
  env,
  logger,
}: {
  db: TDb;
  env: TMessagingEnv;
  logger?: TMessagingLogger;
}): TMessenger {
  async function keep(message: { to: string; channel: "email" | "sms"; subject?: string; text: string }) {
    await addToOutbox({ db, message });
    logger?.info(
      { to: message.to, channel: message.channel, ...(!env.isProduction && { text: message.text }) },
      "message kept in the outbox (no provider configured)",
    );
  }

  const smtp = env.SMTP_URL ? createSmtpSender({ url: env.SMTP_URL, from: env.EMAIL_FROM }) : null;
  const twilio =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
      ? createTwilioSender({
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          from: env.TWILIO_FROM,
          apiUrl: env.TWILIO_API_URL,
        })
      : null;

  return {
    providers: { email: smtp ? "smtp" : "outbox", sms: twilio ? "twilio" : "outbox" },
    async sendEmail(message) {
      const to = message.to.toLowerCase();
      if (smtp) return smtp.send({ ...message, to });
      await keep({ to, channel: "email", subject: message.subject, text: message.text });
    },
    async sendSms(message) {
      if (twilio) return twilio.send(message);
      await keep({ to: message.to, channel: "sms", text: message.text });
    },
  };
}
