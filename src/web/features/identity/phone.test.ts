import { describe, expect, it } from "vitest";
import { formatPhoneNumber } from "./phone.ts";

describe("formatPhoneNumber", () => {
  it("takes the calling code by the ITU table, not the first three digits", () => {
    expect(formatPhoneNumber("+447700900123")).toBe("+44 7700 900123");
    expect(formatPhoneNumber("+442079460018")).toBe("+44 20 7946 0018");
  });

  it("groups a North American number 3, 3, 4", () => {
    expect(formatPhoneNumber("+12025550123")).toBe("+1 202 555 0123");
  });

  it("groups a French number in pairs after the first digit", () => {
    expect(formatPhoneNumber("+33612345678")).toBe("+33 6 12 34 56 78");
  });

  it("keeps a German mobile's prefix apart and the rest whole", () => {
    expect(formatPhoneNumber("+4915123456789")).toBe("+49 151 23456789");
  });

  it("groups an Indian number in two fives", () => {
    expect(formatPhoneNumber("+919876543210")).toBe("+91 98765 43210");
  });

  it("reads a three-digit code such as Ireland's whole", () => {
    expect(formatPhoneNumber("+353851234567")).toBe("+353 85 123 4567");
  });

  it("groups a number of an unknown three-digit code in threes and fours", () => {
    expect(formatPhoneNumber("+999123456789")).toBe("+999 123 456 789");
    expect(formatPhoneNumber("+9991234567890")).toBe("+999 123 456 7890");
    expect(formatPhoneNumber("+99912345678")).toBe("+999 1234 5678");
  });

  it("leaves anything that is not E.164 as it was", () => {
    expect(formatPhoneNumber("07700 900123")).toBe("07700 900123");
  });
});
