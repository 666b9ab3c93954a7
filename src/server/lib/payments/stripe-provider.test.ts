import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { AppError } from "#core/errors.ts";
import { paymentProviderUnavailableMessage, toOutage } from "./stripe-provider.ts";

// Calls against a fake Stripe that hangs or fails: tests/integration/subscriptions-stripe-outages.test.ts.
describe("Stripe's errors as outages", () => {
  const outageOf = (error: unknown) => {
    const mapped = toOutage(error, 1500);
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

  it("leaves Stripe's refusals and Ladle's own errors as they are", () => {
    const refused = new Stripe.errors.StripeInvalidRequestError({ message: "No such price.", statusCode: 400 });
    expect(toOutage(refused, 1500)).toBe(refused);
    const bug = new TypeError("x is undefined");
    expect(toOutage(bug, 1500)).toBe(bug);
  });
});
