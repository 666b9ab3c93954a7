import nodemailer from "nodemailer";
import { DeliveryError } from "./delivery-error.ts";
import type { TDeliveryOptions, TEmailMessage } from "./messages.ts";

/**
 * Each wait is bounded so that a server that accepts the connection and then says nothing fails
 * the try well before the delivery job's own timeout.
 */
export const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Email through any SMTP server (nodemailer), one transport per process. */
export function createSmtpSender({
  url,
  from,
  timeouts = smtpTimeouts,
}: {
  url: string;
  from: string;
  timeouts?: typeof smtpTimeouts;
}) {
  const transport = nodemailer.createTransport({ url, ...timeouts });
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "ladle.invalid";
  return {
    async send(message: TEmailMessage, { deliveryKey }: TDeliveryOptions): Promise<string | null> {
      try {
        const info = await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          // One Message-ID for every try of a delivery, so a repeat is recognisably the same email.
          messageId: `<${deliveryKey}@${domain}>`,
        });
        return info.messageId ?? null;
      } catch (cause) {
        // 5xx replies (no such mailbox, refused credentials) will not change on a retry; 4xx may.
        const code = (cause as { responseCode?: number }).responseCode ?? 0;
        throw new DeliveryError("email", cause, { isPermanent: code >= 500 && code < 600 });
      }
    },
  };
}
