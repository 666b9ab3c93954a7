import { DeliveryError } from "./delivery-error.ts";
import type { TDeliveryOptions, TSmsMessage } from "./messages.ts";

export interface TTwilioOptions {
  accountSid: string;
  authToken: string;
  /** A phone number (E.164) or a messaging service SID (MG…). */
  from: string;
  apiUrl: string;
}

const requestTimeoutMs = 10_000;

/** SMS through Twilio's REST API (Messages resource); no SDK, one fetch per message. */
export function createTwilioSender({ accountSid, authToken, from, apiUrl }: TTwilioOptions) {
  const endpoint = new URL(`/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, apiUrl);
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
  return {
    async send(message: TSmsMessage, { signal }: Pick<TDeliveryOptions, "signal"> = {}): Promise<string | null> {
      const form = new URLSearchParams({ To: message.to, Body: message.text });
      form.set(from.startsWith("MG") ? "MessagingServiceSid" : "From", from);
      const timeout = AbortSignal.timeout(requestTimeoutMs);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: "POST",
          headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
          body: form,
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (cause) {
        throw new DeliveryError("sms", cause);
      }
      if (!response.ok) {
        const detail = await response.text().catch(() => "");
        // A 4xx (bad number, bad credentials) stays wrong on a retry; rate limits and timeouts do not.
        const isPermanent = response.status >= 400 && response.status < 500 && ![408, 429].includes(response.status);
        throw new DeliveryError("sms", new Error(`Twilio answered ${response.status}: ${detail.slice(0, 300)}`), {
          isPermanent,
        });
      }
      const body = (await response.json().catch(() => ({}))) as { sid?: unknown };
      return typeof body.sid === "string" ? body.sid : null;
    },
  };
}
