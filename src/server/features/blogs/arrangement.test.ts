import { describe, expect, it } from "vitest";
import { orderIds } from "./arrangement.ts";

describe("orderIds", () => {
  it("puts the listed ids first, then the rest in their old order", () => {
    expect(orderIds(["a", "b", "c", "d"], ["c", "a"], "ids")).toEqual(["c", "a", "b", "d"]);
  });

  it("ignores a repeated id", () => {
    expect(orderIds(["a", "b"], ["b", "b"], "ids")).toEqual(["b", "a"]);
  });

  it("refuses an id that is not on the list, naming the field", () => {
    expect(() => orderIds(["a"], ["z"], "ids")).toThrow(/^ids: z is not on your blog\.$/);
  });
});
