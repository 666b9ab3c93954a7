import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.ts";
import { errorTexts, formMessageOf, isRateLimitError, messageForError } from "./errors.ts";

describe("messageForError", () => {
  it("turns any rate limit into the spec's text, whatever the context", () => {
    const byStatus = new ApiError("SOMETHING", { status: 429 });
    const byCode = new ApiError("RATE_LIMITED", { status: 400 });
    const byMessage = new Error("Rate limit reached. Please try again later.");
    const wrapped = new ApiError("IDENTITIES_LOAD_FAILED", { cause: byCode });
    for (const error of [byStatus, byCode, byMessage, wrapped]) {
      expect(isRateLimitError(error)).toBe(true);
      expect(messageForError(error, "identities")).toBe("Too many requests. Please try again later.");
    }
  });

  it("names the failed profile and identities loads", () => {
    const error = new ApiError("INTERNAL", { status: 500, message: "database exploded at row 12" });
    expect(messageForError(error, "profile")).toBe("Could not get profile");
    expect(messageForError(error, "identities")).toBe("Could not get user identities");
  });

  it("never shows the server's own text", () => {
    const error = new ApiError("CONFLICT", { status: 409, message: "duplicate key value violates constraint" });
    expect(messageForError(error)).toBe(errorTexts.generic);
    expect(messageForError("a string")).toBe("Something went wrong");
    expect(isRateLimitError(null)).toBe(false);
  });
});

describe("formMessageOf", () => {
  it("says a rate limit in the product's words and any other refusal in the server's", () => {
    expect(formMessageOf({ code: "RATE_LIMITED", message: "Rate limit reached. Please try again later." })).toBe(
      "Too many requests. Please try again later.",
    );
    expect(formMessageOf(new Error("Rate limit reached. Please try again later."))).toBe(errorTexts.rateLimited);
    expect(formMessageOf({ code: "CONFLICT", message: "That shortlink is taken." })).toBe("That shortlink is taken.");
  });
});
