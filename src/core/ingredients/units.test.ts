import { describe, expect, it } from "vitest";
import { canonicalUnitId, findUnitId } from "./unit-spellings.ts";
import { getUnit } from "./units.ts";

describe("findUnitId", () => {
  it("maps abbreviations, plurals and misspellings to one id", () => {
    for (const spelling of ["tbsp", "Tbsp", "tbs", "tablespoons", "tablspoon", "Tb"])
      expect(findUnitId(spelling)).toBe("tablespoon");
    for (const spelling of ["g", "gr", "grams", "gramme"]) expect(findUnitId(spelling)).toBe("gram");
    expect(findUnitId("fl oz")).toBe("fluid_ounce");
    expect(findUnitId("leaves")).toBe("leaf");
  });
  it("reads common misspellings of spoons", () => {
    for (const spelling of ["tsbp", "tablepoons", "tablespon"]) expect(findUnitId(spelling)).toBe("tablespoon");
    for (const spelling of ["tspspoon", "teasoon"]) expect(findUnitId(spelling)).toBe("teaspoon");
  });
  it("knows servings, sleeves, baskets and rings as counts", () => {
    for (const spelling of ["servings", "sleeves", "baskets", "rings"])
      expect(getUnit(findUnitId(spelling))?.kind).toBe("count");
  });
  it("tells T (tablespoon) from t (teaspoon)", () => {
    expect(findUnitId("T")).toBe("tablespoon");
    expect(findUnitId("t")).toBe("teaspoon");
  });
  it("returns null for words that are not units", () => {
    expect(findUnitId("onion")).toBeNull();
  });
});

describe("canonicalUnitId", () => {
  it("keeps ids, turns spellings into ids and unknown words into null", () => {
    expect(canonicalUnitId("tablespoon")).toBe("tablespoon");
    expect(canonicalUnitId("tbsp")).toBe("tablespoon");
    expect(canonicalUnitId("Tbsps")).toBe("tablespoon");
    expect(canonicalUnitId("handful")).toBe("handful");
    expect(canonicalUnitId("smidgen-ish")).toBeNull();
    expect(canonicalUnitId(null)).toBeNull();
  });
});

describe("getUnit", () => {
  it("describes kind, system and size", () => {
    expect(getUnit("cup")).toMatchObject({ kind: "volume", system: "us", short: "cup" });
    expect(getUnit("kilogram")).toMatchObject({ kind: "mass", base: 1000, system: "metric" });
    expect(getUnit("clove")).toMatchObject({ kind: "count", plural: "cloves" });
    expect(getUnit("nope")).toBeNull();
  });
});
