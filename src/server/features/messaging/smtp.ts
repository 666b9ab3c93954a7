import nodemailer from "nodemailer";
import { DeliveryError } from "./delivery-error.ts";
import type { TEmailMessage } from "./messages.ts";

/** Email through any SMTP server (nodemailer), one pooled transport per process. */
export function createSmtpSender({ url, from }: { url: string; from: string }) {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message: TEmailMessage) {
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      } catch (cause) {
        throw new DeliveryError("email", cause);
      }
    },
  };
}
