import { describe, expect, it } from "vitest";
import { matchEnd, matchStart, toSegments, withCutMarks } from "./segments.ts";

it("turns marked text into plain segments", () => {
  expect(toSegments(`a ${matchStart}<b>x</b>${matchEnd} c`)).toEqual([
    { text: "a ", isMatch: false },
    { text: "<b>x</b>", isMatch: true },
    { text: " c", isMatch: false },
  ]);
  expect(toSegments(null)).toEqual([]);
  expect(toSegments(`${matchStart}a${matchEnd}${matchStart}b${matchEnd}`)).toEqual([{ text: "ab", isMatch: true }]);
});

describe("withCutMarks", () => {
  const source = "A fragrant, creamy coconut curry with chickpeas and spinach, ready in thirty minutes on a weeknight.";
  const head = source.slice(0, 40);
  const tail = source.slice(-40);

  it("leaves a snippet that is the whole source as it is", () => {
    const whole = [{ text: source, isMatch: false }];
    expect(withCutMarks(whole, head, tail)).toEqual(whole);
  });

  it("marks where a snippet starts after the source's start or stops before its end", () => {
    const middle = [
      { text: "creamy ", isMatch: false },
      { text: "coconut", isMatch: true },
      { text: " curry with chickpeas", isMatch: false },
    ];
    expect(withCutMarks(middle, head, tail)).toEqual([
      { text: "… creamy ", isMatch: false },
      { text: "coconut", isMatch: true },
      { text: " curry with chickpeas …", isMatch: false },
    ]);
    expect(
      withCutMarks(
        [
          { text: "curry", isMatch: true },
          { text: " on a weeknight.", isMatch: false },
        ],
        head,
        tail,
      ),
    ).toEqual([
      { text: "… ", isMatch: false },
      { text: "curry", isMatch: true },
      { text: " on a weeknight.", isMatch: false },
    ]);
  });

  it("leaves an empty snippet empty", () => {
    expect(withCutMarks([], head, tail)).toEqual([]);
  });
});
