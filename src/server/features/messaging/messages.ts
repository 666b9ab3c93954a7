/** What Ladle sends: an email, or a text message. */
export interface TEmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface TSmsMessage {
  /** E.164, e.g. +15551234567. */
  to: string;
  text: string;
}

/** A message with its channel: what a delivery job carries. */
export type TOutgoingMessage = ({ channel: "email" } & TEmailMessage) | ({ channel: "sms" } & TSmsMessage);

/** What a delivery left behind: the provider, and its id for the message when it gives one. */
export interface TDeliveryReceipt {
  provider: "smtp" | "twilio" | "outbox";
  providerMessageId: string | null;
}

export interface TDeliveryOptions {
  /** The same for every try of one delivery: a repeated try is recognisable as the same message. */
  deliveryKey: string;
  /** Aborted when the delivery job times out or its worker stops. */
  signal?: AbortSignal;
}
