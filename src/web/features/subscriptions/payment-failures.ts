/**
 * What a person reads when the payment provider fails a request of theirs. The server words both
 * cases the same way; the forms keep their own copy so that nothing of the provider's reaches them.
 */
import { ApiError } from "#web/lib/api-error.ts";

/** The provider did not answer (or would not take Ladle's key): nothing was started or charged. */
export const paymentsDownNote =
  "Our payment provider isn't answering right now, so nothing has changed. Please try again in a few minutes.";

/** The provider turned the request down (a 502 from Ladle). */
export const paymentRefusedNote =
  "Our payment provider turned this down, so nothing has changed. Please try again, or write to us if it keeps happening.";

/** The note for a failure that came from the payment provider; null for any other failure. */
export function paymentFailureNote(caught: unknown): string | null {
  if (!(caught instanceof ApiError)) return null;
  if (caught.code === "UNAVAILABLE") return paymentsDownNote;
  if (caught.status === 502) return paymentRefusedNote;
  return null;
}
