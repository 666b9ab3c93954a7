import { expect, it } from "vitest";
import { matchEnd, matchStart, toSegments } from "./segments.ts";

it("turns marked text into plain segments", () => {
  expect(toSegments(`a ${matchStart}<b>x</b>${matchEnd} c`)).toEqual([
    { text: "a ", isMatch: false },
    { text: "<b>x</b>", isMatch: true },
    { text: " c", isMatch: false },
  ]);
  expect(toSegments(null)).toEqual([]);
  expect(toSegments(`${matchStart}a${matchEnd}${matchStart}b${matchEnd}`)).toEqual([{ text: "ab", isMatch: true }]);
});
