import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { AppError } from "#core/errors.ts";
import {
  paymentProviderRefusedMessage,
  paymentProviderUnavailableMessage,
} from "#core/subscriptions/payment-provider-messages.ts";
import { fromStripeError } from "./stripe-provider.ts";

// Calls against a fake Stripe that hangs or fails: tests/integration/subscriptions-stripe-outages.test.ts.
describe("Stripe's errors as Ladle's", () => {
  const outageOf = (error: unknown) => {
    const mapped = fromStripeError(error, 1500);
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped).toMatchObject({ code: "UNAVAILABLE", status: 503, message: paymentProviderUnavailableMessage });
    return ((mapped as AppError).cause as Error).message;
  };

  it("names a timeout, an unreachable API, a 5xx and a rate limit in the cause", () => {
    const timeout = new Stripe.errors.StripeConnectionError({
      message: "Request aborted due to timeout being reached (1500ms)",
    });
    expect(outageOf(timeout)).toBe("Stripe did not answer within 1500 ms.");
    const refused = new Stripe.errors.StripeConnectionError({
      message: "An error occurred with our connection to Stripe.",
    });
    expect(outageOf(refused)).toBe("Stripe could not be reached: An error occurred with our connection to Stripe.");
    const down = new Stripe.errors.StripeAPIError({ message: "Try again.", statusCode: 502 });
    expect(outageOf(down)).toBe("Stripe answered 502: Try again.");
    const limited = new Stripe.errors.StripeRateLimitError({ message: "Too many requests.", statusCode: 429 });
    expect(outageOf(limited)).toBe("Stripe answered 429: Too many requests.");
  });

  it("takes Stripe refusing Ladle's own key as an outage, never as the person's session ending", () => {
    const badKey = new Stripe.errors.StripeAuthenticationError({
      message: "Invalid API Key provided.",
      statusCode: 401,
    });
    expect(outageOf(badKey)).toBe("Stripe refused Ladle's key (401): Invalid API Key provided.");
    const notAllowed = new Stripe.errors.StripePermissionError({ message: "Not allowed.", statusCode: 403 });
    expect(outageOf(notAllowed)).toBe("Stripe refused Ladle's key (403): Not allowed.");
  });

  it("turns any other refusal into a 502 that keeps Stripe's words out of the answer", () => {
    const refused = new Stripe.errors.StripeInvalidRequestError({
      message: "No such price: 'price_123'",
      statusCode: 400,
    });
    const mapped = fromStripeError(refused, 1500);
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped).toMatchObject({ code: "INTERNAL", status: 502, message: paymentProviderRefusedMessage });
    expect(((mapped as AppError).cause as Error).message).toBe("Stripe answered 400: No such price: 'price_123'");
  });

  it("leaves Ladle's own errors as they are", () => {
    const bug = new TypeError("x is undefined");
    expect(fromStripeError(bug, 1500)).toBe(bug);
    const ours = new AppError("CONFLICT");
    expect(fromStripeError(ours, 1500)).toBe(ours);
  });
});
