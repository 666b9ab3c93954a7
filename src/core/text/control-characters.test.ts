import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { controlCharacterMessage, findControlCharacter, hasControlCharacter } from "./control-characters.ts";

describe("control characters in input", () => {
  it("finds NUL and other C0 controls, but not tabs and line breaks", () => {
    expect(hasControlCharacter("a\u0000b")).toBe(true);
    expect(hasControlCharacter("bell\u0007")).toBe(true);
    expect(hasControlCharacter("del\u007F")).toBe(true);
    expect(hasControlCharacter("Step 1\tstir\r\nStep 2")).toBe(false);
    expect(hasControlCharacter("crème brûlée 🍮")).toBe(false);
  });

  it("names the path of the field that holds one", () => {
    const body = { title: "Soup", ingredientGroups: [{ lines: ["1 onion", "2 carrots\u0000"] }] };
    expect(findControlCharacter(body)).toEqual(["ingredientGroups", "0", "lines", "1"]);
    expect(findControlCharacter({ "bad\u0000key": 1 })).toEqual(["bad\u0000key"]);
    expect(findControlCharacter({ title: "Soup", servings: 4, tags: ["a"] })).toBeNull();
    expect(controlCharacterMessage(["ingredientGroups", "0", "lines", "1"])).toBe(
      "ingredientGroups.0.lines.1: Remove the control character from this text.",
    );
  });

  it("finds a control character wherever it is nested", () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.nat(), (texts, at) => {
        const withNul =
          texts.length === 0 ? ["\u0000"] : texts.map((t, i) => (i === at % texts.length ? `${t}\u0000` : t));
        const found = findControlCharacter({ items: withNul.map((text) => ({ text })) });
        expect(found?.[0]).toBe("items");
      }),
    );
  });
});
