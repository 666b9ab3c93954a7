import { describe, expect, it } from "vitest";
import { describeMove, findDropIndex, moveId, moveItem, parseMoveValue } from "./order.ts";

describe("moving a recipe within a collection", () => {
  it("moves an item to another place and keeps the rest in order", () => {
    expect(moveItem(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
  });

  it("clamps to the ends and returns the same list when nothing moves", () => {
    const items = ["a", "b", "c"];
    expect(moveItem(items, 0, -4)).toBe(items);
    expect(moveItem(items, 2, 9)).toBe(items);
    expect(moveItem(items, 1, 9)).toEqual(["a", "c", "b"]);
    expect(moveItem([], 0, 1)).toEqual([]);
  });

  it("moves an id one step up or down, not past either end", () => {
    expect(moveId(["a", "b", "c"], "b", -1)).toEqual(["b", "a", "c"]);
    expect(moveId(["a", "b", "c"], "b", 1)).toEqual(["a", "c", "b"]);
    const ids = ["a", "b"];
    expect(moveId(ids, "a", -1)).toBe(ids);
    expect(moveId(ids, "b", 1)).toBe(ids);
    expect(moveId(ids, "zz", 1)).toBe(ids);
  });

  it("drops a dragged item after every item whose middle is above the pointer", () => {
    const middles = [50, 150, 250];
    expect(findDropIndex(middles, 10)).toBe(0);
    expect(findDropIndex(middles, 151)).toBe(2);
    expect(findDropIndex(middles, 999)).toBe(3);
    expect(findDropIndex([], 40)).toBe(0);
  });

  it("says where a recipe went, counting from one", () => {
    expect(describeMove("Chicken Fajitas", 1, 6)).toBe("Moved Chicken Fajitas to position 2 of 6.");
  });

  it("reads the page's move buttons and refuses anything else", () => {
    const id = "0b5f6a40-1d2e-4c3b-9a8f-7e6d5c4b3a21";
    expect(parseMoveValue(`up:${id}`)).toEqual({ id, step: -1 });
    expect(parseMoveValue(`DOWN:${id.toUpperCase()}`)).toEqual({ id, step: 1 });
    expect(parseMoveValue("sideways:x")).toBeNull();
    expect(parseMoveValue(`up:${id}; drop table`)).toBeNull();
  });
});
