import { describe, expect, it } from "vitest";
import { buildTitleTsquery, buildTsquery, listCorrections, queryWords, type TResolvedWord } from "./search-query.ts";

const known = (stem: string): TResolvedWord => ({
  word: stem,
  stem,
  isKnown: true,
  suggestion: null,
  completions: null,
});
const unknown = (stem: string, extra: Partial<TResolvedWord> = {}): TResolvedWord => ({
  word: stem,
  stem,
  isKnown: false,
  suggestion: null,
  completions: null,
  ...extra,
});

describe("search queries", () => {
  it("reads words lowercased and without accents, at most eight", () => {
    expect(queryWords("Crème BRÛLÉE, 2 ways!")).toEqual(["creme", "brulee", "2", "ways"]);
    expect(queryWords("a b c d e f g h i j")).toHaveLength(8);
  });

  it("needs every word; a typo may match its correction; the last unknown word is a prefix", () => {
    expect(buildTsquery([known("chicken"), known("curri")])).toBe("'chicken' & 'curri'");
    expect(buildTsquery([unknown("chiken", { suggestion: "chicken" })])).toBe("('chiken':* | 'chicken')");
    expect(buildTsquery([unknown("brocoli", { suggestion: "broccoli" }), known("soup")])).toBe(
      "('brocoli' | 'broccoli') & 'soup'",
    );
    expect(buildTsquery([known("lemon"), unknown("ovenbak")])).toBe("'lemon' & 'ovenbak':*");
    expect(buildTsquery([{ word: "the", stem: null, isKnown: false, suggestion: null, completions: null }])).toBeNull();
  });

  it("spells a half-typed last word out as the indexed words it begins for the title query", () => {
    expect(buildTitleTsquery([known("lemon"), unknown("ovenbak", { completions: ["ovenbak-fri", "ovenbaked"] })])).toBe(
      "'lemon' & ('ovenbak-fri' | 'ovenbaked')",
    );
    expect(buildTitleTsquery([unknown("chiken", { suggestion: "chicken", completions: [] })])).toBe("'chicken'");
    // Too many completions (or none looked up): the prefix stays.
    expect(buildTitleTsquery([unknown("ch")])).toBe("'ch':*");
    // Nothing in any title can match.
    expect(buildTitleTsquery([known("lemon"), unknown("zzyzx", { completions: [] })])).toBeNull();
    expect(buildTitleTsquery([known("chicken"), known("curri")])).toBe("'chicken' & 'curri'");
    expect(
      buildTitleTsquery([unknown("brocoli", { suggestion: "broccoli" }), unknown("sou")], { isWeightA: true }),
    ).toBe("('brocoli':A | 'broccoli':A) & 'sou':*A");
  });

  it("lists the unknown words that were read as a suggestion", () => {
    const noStem: TResolvedWord = { word: "teh", stem: null, isKnown: false, suggestion: "the", completions: null };
    expect(
      listCorrections([known("soup"), unknown("chiken", { suggestion: "chicken" }), unknown("ovenbak"), noStem]),
    ).toEqual([{ from: "chiken", to: "chicken" }]);
  });
});
