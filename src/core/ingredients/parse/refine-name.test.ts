import { describe, expect, it } from "vitest";
import { refineName } from "./refine-name.ts";

describe("refineName", () => {
  it.each([
    ["finely chopped dill", "dill", ["finely chopped"]],
    ["pear peeled", "pear", ["peeled"]],
    ["beef cut into strips", "beef", ["cut into strips"]],
    ["fresh chopped coriander", "fresh coriander", ["chopped"]],
    ["salt and freshly ground black pepper", "salt and black pepper", ["freshly ground"]],
    ["cracked black pepper", "black pepper", ["cracked"]],
    ["ground black pepper", "black pepper", ["ground"]],
    ["freshly milled black or white pepper", "black or white pepper", ["freshly milled"]],
    ["sea salt and crushed black pepper", "sea salt and black pepper", ["crushed"]],
  ])("%j → %j, prepared %j", (text, name, preparations) => {
    expect(refineName(text)).toEqual({ name, size: null, preparations });
  });

  it("keeps ground spices other than black pepper whole", () => {
    expect(refineName("ground cinnamon")).toEqual({ name: "ground cinnamon", size: null, preparations: [] });
    expect(refineName("ground white pepper")).toEqual({ name: "ground white pepper", size: null, preparations: [] });
  });

  it("drops the second count of 'green and 1 yellow courgette'", () => {
    expect(refineName("green and 1 yellow courgette").name).toBe("green and yellow courgette");
    expect(refineName("red and 1/2 green pepper").name).toBe("red and green pepper");
  });

  it("takes a size word out of the name", () => {
    expect(refineName("ripe medium tomatoes")).toEqual({ name: "ripe tomatoes", size: "medium", preparations: [] });
  });

  it("leaves a size word that starts the name or follows a word about the food", () => {
    expect(refineName("large eggs").size).toBeNull();
    expect(refineName("dried small shrimp")).toEqual({ name: "dried small shrimp", size: null, preparations: [] });
  });

  it("drops an article", () => {
    expect(refineName("a stock cube").name).toBe("stock cube");
  });

  it("lists preparations in the order they are written", () => {
    expect(refineName("thinly sliced ripe medium tomatoes peeled")).toEqual({
      name: "ripe tomatoes",
      size: "medium",
      preparations: ["thinly sliced", "peeled"],
    });
    expect(refineName("roasted chopped hazelnuts skinned").preparations).toEqual(["chopped", "skinned"]);
  });
});
