/**
 * Webhook signatures: Stripe's scheme (an HMAC-SHA256 of the timestamp and body in the
 * Stripe-Signature header, refused when older than five minutes), through the stripe library. The
 * test mode signs its events the same way, so one verification serves both providers.
 */
import Stripe from "stripe";

export const signatureHeader = "stripe-signature";

export interface TWebhookEvent {
  id: string;
  type: string;
  /** Seconds since the epoch, as Stripe writes it. */
  created: number;
  /** The connected account the event is about (Connect events), if any. */
  account?: string;
  data: { object: Record<string, unknown> };
}

/** The event, or null when the signature does not match the body and secret (or is too old). */
export function verifyWebhook(rawBody: string | Buffer, signature: string, secret: string): TWebhookEvent | null {
  try {
    const event = Stripe.webhooks.constructEvent(rawBody, signature, secret) as unknown as TWebhookEvent;
    if (typeof event.id !== "string" || typeof event.type !== "string" || !event.data?.object) return null;
    return event;
  } catch {
    return null;
  }
}

/** Signs a body as Stripe would (test mode, and tests standing in for Stripe). */
export function signWebhook(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
