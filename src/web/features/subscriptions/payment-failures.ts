/**
 * The note a form shows when the payment provider failed a request: the provider's own words never
 * reach the person, and the server's text is not read (the notes are Ladle's, shared with it).
 */
import {
  paymentProviderRefusedMessage,
  paymentProviderUnavailableMessage,
} from "#core/subscriptions/payment-provider-messages.ts";
import { ApiError } from "#web/lib/api-error.ts";

/** The note for a failure that came from the payment provider; null for any other failure. */
export function paymentFailureNote(caught: unknown): string | null {
  if (!(caught instanceof ApiError)) return null;
  if (caught.code === "UNAVAILABLE") return paymentProviderUnavailableMessage;
  if (caught.status === 502) return paymentProviderRefusedMessage;
  return null;
}
