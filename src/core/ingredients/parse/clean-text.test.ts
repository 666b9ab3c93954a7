import { describe, expect, it } from "vitest";
import { clean, joinParts } from "./clean-text.ts";

describe("clean", () => {
  it.each([
    ["  fresh   basil ", "fresh basil"],
    ["eggs , beaten", "eggs, beaten"],
    [", chopped;", "chopped"],
    ["- salt -", "salt"],
    ["Dr. Oetker", "Dr. Oetker"],
  ])("%j → %j", (text, expected) => {
    expect(clean(text)).toBe(expected);
  });

  it("gives null for nothing left", () => {
    expect(clean(" , ")).toBeNull();
    expect(clean("")).toBeNull();
    expect(clean(null)).toBeNull();
  });
});

describe("joinParts", () => {
  it("joins the non-empty parts with commas", () => {
    expect(joinParts(["finely chopped", "", "seeds removed"])).toBe("finely chopped, seeds removed");
  });

  it("gives null when every part is empty", () => {
    expect(joinParts(["", ""])).toBeNull();
  });
});
