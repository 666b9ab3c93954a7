/**
 * What a person reads when the payment provider fails a request of theirs: the server answers with
 * these, and the forms show them without reading the server's text.
 */

/** The provider did not answer, or would not take Ladle's key: nothing was started or charged. */
export const paymentProviderUnavailableMessage =
  "Our payment provider isn't answering right now, so nothing has changed. Please try again in a few minutes.";

/** The provider turned the request down (Ladle's 502). */
export const paymentProviderRefusedMessage =
  "Our payment provider turned this down, so nothing has changed. Please try again, or write to us if it keeps happening.";
