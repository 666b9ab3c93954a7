import { describe, expect, it } from "vitest";
import { classifyClause } from "./classify-clause.ts";

describe("classifyClause", () => {
  it.each(["to taste", "or 2 shallots", "at room temperature", "divided", "such as Maldon"])("%j is a comment", (c) => {
    expect(classifyClause(c)).toBe("comment");
  });

  it.each(["finely chopped", "cut into strips", "seeds removed", "peeled and sliced", "thinly sliced"])(
    "%j is a preparation",
    (clause) => {
      expect(classifyClause(clause)).toBe("preparation");
    },
  );

  it.each(["sherry", "kosher salt", "grapeseed", "red snapper"])("%j is neither", (clause) => {
    expect(classifyClause(clause)).toBe("other");
  });
});
