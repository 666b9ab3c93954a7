/** Thrown when a provider refuses or cannot be reached; callers answer 503, never leak its text. */
export class DeliveryError extends Error {
  constructor(channel: "email" | "sms", cause: unknown) {
    super(`Could not deliver ${channel}`, { cause });
    this.name = "DeliveryError";
  }
}
