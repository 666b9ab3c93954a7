import { describe, expect, it } from "vitest";
import { readLineStart } from "./read-line-start.ts";

describe("readLineStart", () => {
  it.each([
    ["Optional: 1 vanilla pod", "Optional", null, 10],
    ["garnish 2 sprigs mint", "garnish", null, 8],
    ["Juice of 2 limes", null, "Juice of", 9],
    ["finely grated zest and juice of 1 lemon", null, "finely grated zest and juice of", 32],
    ["leaves from 4 sprigs thyme", null, "leaves from", 12],
  ])("%j → note %j, part %j, amount at %s", (text, note, part, end) => {
    expect(readLineStart(text)).toEqual({ note, part, end });
  });

  it("reads nothing when no amount follows", () => {
    expect(readLineStart("Juice of lemon")).toEqual({ note: null, part: null, end: 0 });
    expect(readLineStart("additional salt")).toEqual({ note: null, part: null, end: 0 });
  });
});
