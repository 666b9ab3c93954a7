import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#web/lib/api-error.ts";
import { authErrorCategory, identityErrorMessage, isConnectionFailure, reportAuthError } from "./errors.ts";

describe("authErrorCategory", () => {
  it("calls a request that never got an answer an auth connection error", () => {
    const offline = new ApiError("NETWORK_ERROR", { message: "The network request failed." });
    const fetchFailed = new TypeError("Failed to fetch");
    for (const error of [offline, fetchFailed]) {
      expect(isConnectionFailure(error)).toBe(true);
      expect(authErrorCategory(error)).toBe("auth connection error");
    }
  });

  it("calls a proxy's 'server unreachable' answers auth connection errors", () => {
    for (const status of [502, 504]) {
      expect(authErrorCategory(new ApiError("UNKNOWN", { status }))).toBe("auth connection error");
    }
    expect(authErrorCategory(new ApiError("UNKNOWN", { status: 503 }))).toBe("auth connection error");
    expect(authErrorCategory(new ApiError("UNAVAILABLE", { status: 503 }))).toBe("auth connection error");
  });

  it("keeps answers from Ladle itself as auth errors", () => {
    expect(authErrorCategory(new ApiError("INVALID_OTP", { status: 400 }))).toBe("auth error");
    expect(authErrorCategory(new ApiError("DELIVERY_FAILED", { status: 503 }))).toBe("auth error");
    expect(authErrorCategory(new ApiError("INTERNAL", { status: 500 }))).toBe("auth error");
    expect(authErrorCategory(new Error("odd"))).toBe("auth error");
  });

  it("puts a rate limit first, and leaves identity links in their own category", () => {
    expect(authErrorCategory(new ApiError("RATE_LIMITED", { status: 429 }))).toBe("rate limit error");
    const offline = new ApiError("NETWORK_ERROR");
    expect(authErrorCategory(offline, "link/unlink identity error")).toBe("link/unlink identity error");
  });

  it("tells the person to check their connection", () => {
    expect(identityErrorMessage(new ApiError("UNKNOWN", { status: 502 }))).toBe(
      "We couldn't reach Ladle. Check your connection and try again.",
    );
  });
});

describe("reportAuthError", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends the category as the analytics event with the error's code", () => {
    const page: { dataLayer?: { event: string; properties: Record<string, unknown> }[] } = {};
    vi.stubGlobal("window", page);
    reportAuthError(new ApiError("NETWORK_ERROR"));
    reportAuthError(new ApiError("INVALID_OTP", { status: 400 }));
    expect(page.dataLayer?.map(({ event, properties }) => [event, properties.code])).toEqual([
      ["auth connection error", "NETWORK_ERROR"],
      ["auth error", "INVALID_OTP"],
    ]);
  });
});
