/**
 * Thrown when a provider refuses or cannot be reached. `isPermanent` when trying again cannot help
 * (the provider rejected the address or the credentials), so the delivery job stops retrying.
 */
export class DeliveryError extends Error {
  readonly isPermanent: boolean;

  constructor(channel: "email" | "sms", cause: unknown, { isPermanent = false } = {}) {
    super(`Could not deliver ${channel}`, { cause });
    this.name = "DeliveryError";
    this.isPermanent = isPermanent;
  }
}
