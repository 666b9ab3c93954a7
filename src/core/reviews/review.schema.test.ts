import { describe, expect, it } from "vitest";
import { ZReviewInput } from "./review.schema.ts";

const ratingMessage = (input: unknown) => ZReviewInput.safeParse(input).error?.issues[0]?.message;

describe("ZReviewInput", () => {
  it("asks for a star rating when none was picked", () => {
    expect(ratingMessage({ text: "Lovely" })).toBe("Choose a star rating.");
    expect(ratingMessage({ rating: "many" })).toBe("Choose a star rating.");
  });

  it("keeps a rating to whole stars from 1 to 5", () => {
    for (const rating of [0, 6, 2.5]) expect(ratingMessage({ rating })).toBe("Pick 1 to 5 stars.");
    expect(ZReviewInput.parse({ rating: "4" })).toEqual({ rating: 4, text: "" });
  });

  it("says how long a review may be, and that it is text", () => {
    const textMessage = (text: unknown) => ZReviewInput.safeParse({ rating: 4, text }).error?.issues[0]?.message;
    expect(textMessage("x".repeat(5001))).toBe("Keep the review to 5,000 characters.");
    expect(textMessage(42)).toBe("Write the review as text.");
    expect(ZReviewInput.parse({ rating: 4, text: "x".repeat(5000) }).text).toHaveLength(5000);
  });
});
