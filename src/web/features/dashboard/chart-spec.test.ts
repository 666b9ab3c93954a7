import { describe, expect, it } from "vitest";
import { findValueRange, formatTick, type TChartSpec } from "./chart-spec.ts";

function specOf(unit: TChartSpec["unit"], values: number[]): TChartSpec {
  return {
    unit,
    currency: "usd",
    series: [{ key: "v", label: "Value", kind: "bar", color: "primary" }],
    rows: values.map((v, i) => ({ month: `2026-${String(i + 1).padStart(2, "0")}`, values: { v } })),
  };
}

describe("findValueRange", () => {
  it("steps money by round amounts above the highest value: $0, $20, $40, $60 for $49", () => {
    const spec = specOf("money", [1200, 4900, 3000]);
    const { min, max, ticks } = findValueRange(spec);
    expect({ min, max }).toEqual({ min: 0, max: 6000 });
    expect(ticks.map((tick) => formatTick(spec, tick))).toEqual(["$0", "$20", "$40", "$60"]);
  });

  it("steps counts by whole numbers that read well", () => {
    expect(findValueRange(specOf("count", [3, 7, 1])).ticks).toEqual([0, 2, 4, 6, 8]);
    expect(findValueRange(specOf("count", [0, 2])).ticks).toEqual([0, 1, 2]);
    expect(findValueRange(specOf("count", [140, 903])).ticks).toEqual([0, 250, 500, 750, 1000]);
  });

  it("keeps zero in range, below negative values (refunds) too, and spans a step when all is zero", () => {
    expect(findValueRange(specOf("money", [-1500, 4000])).ticks).toEqual([-2000, 0, 2000, 4000]);
    expect(findValueRange(specOf("count", [0, 0]))).toEqual({ min: 0, max: 1, ticks: [0, 1] });
    expect(findValueRange(specOf("money", [0])).ticks).toEqual([0, 100]);
  });
});
