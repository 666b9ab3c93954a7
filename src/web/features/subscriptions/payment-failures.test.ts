import { describe, expect, it } from "vitest";
import {
  paymentProviderRefusedMessage,
  paymentProviderUnavailableMessage,
} from "#core/subscriptions/payment-provider-messages.ts";
import { ApiError } from "#web/lib/api-error.ts";
import { paymentFailureNote } from "./payment-failures.ts";

describe("what a person reads when the payment provider fails", () => {
  it("says the provider is down, or turned the request down, in Ladle's words", () => {
    expect(paymentFailureNote(new ApiError("UNAVAILABLE", { status: 503, message: "from the server" }))).toBe(
      paymentProviderUnavailableMessage,
    );
    expect(paymentFailureNote(new ApiError("INTERNAL", { status: 502, message: "from the server" }))).toBe(
      paymentProviderRefusedMessage,
    );
  });

  it("leaves every other failure to the form", () => {
    expect(paymentFailureNote(new ApiError("VALIDATION_FAILED", { status: 400 }))).toBeNull();
    expect(paymentFailureNote(new ApiError("INTERNAL", { status: 500 }))).toBeNull();
    expect(paymentFailureNote(new TypeError("x is undefined"))).toBeNull();
  });
});
