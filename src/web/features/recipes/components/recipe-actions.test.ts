import { describe, expect, it } from "vitest";
import { addedMessage } from "./recipe-actions.tsx";

describe("addedMessage", () => {
  it("says a recipe already on the list is there for the servings added up", () => {
    expect(addedMessage({ wasOnList: true, servings: 2, servingsOnList: 4 })).toBe(
      "Already on your list: now for 4 servings.",
    );
    expect(addedMessage({ wasOnList: true, servings: null, servingsOnList: null })).toBe("Already on your list.");
  });

  it("says a new recipe was added, for the servings chosen", () => {
    expect(addedMessage({ wasOnList: false, servings: 2, servingsOnList: 2 })).toBe(
      "Added for 2 to your shopping list.",
    );
    expect(addedMessage({ wasOnList: false, servings: null, servingsOnList: null })).toBe(
      "Added to your shopping list.",
    );
  });
});
