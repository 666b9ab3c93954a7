import { describe, expect, it } from "vitest";
import { readEndAlternative } from "./read-end-alternative.ts";

describe("readEndAlternative", () => {
  it("reads the amount that closes the line", () => {
    expect(readEndAlternative("salt 5 mL")).toEqual({
      alternatives: [{ quantity: 5, quantityMax: null, unit: "milliliter" }],
      rest: "salt",
    });
    expect(readEndAlternative("olive oil (extra virgin) 15 ml")?.rest).toBe("olive oil (extra virgin)");
  });

  it.each([
    ["beans, drained 400 g", "after a comma"],
    ["basil or 30 leaves", "after 'or'"],
    ["salmon fillets each 500g", "after 'each'"],
    ["eggs 2 cloves", "a count"],
    ["salt", "no amount"],
  ])("reads nothing in %j (%s)", (text) => {
    expect(readEndAlternative(text)).toBeNull();
  });
});
