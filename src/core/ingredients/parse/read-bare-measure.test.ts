import { describe, expect, it } from "vitest";
import { readBareMeasure } from "./read-bare-measure.ts";

describe("readBareMeasure", () => {
  it("gives the word back as the food when nothing follows the count unit", () => {
    expect(readBareMeasure("clove", "", "5 cloves")).toBe("cloves");
    expect(readBareMeasure("clove", ", crushed", "4 cloves")).toBe("cloves, crushed");
    expect(readBareMeasure("sprig", "", "2 sprigs")).toBe("sprigs");
  });

  it("leaves a measure that has a food", () => {
    expect(readBareMeasure("clove", " garlic", "3 cloves")).toBeNull();
    expect(readBareMeasure("clove", ", garlic", "4 cloves")).toBeNull();
  });

  it("leaves units that are not counts", () => {
    expect(readBareMeasure("gram", "", "5 g")).toBeNull();
    expect(readBareMeasure(null, "", "5")).toBeNull();
  });
});
