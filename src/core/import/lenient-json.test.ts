import { describe, expect, it } from "vitest";
import { parseLenientJson } from "./lenient-json.ts";

describe("parseLenientJson", () => {
  it("parses valid JSON as JSON.parse does", () => {
    expect(parseLenientJson('{"a":[1,2]}')).toEqual([{ a: [1, 2] }]);
  });
  it("accepts trailing commas", () => {
    expect(parseLenientJson('{"a": [1, 2,], "b": "x",}')).toEqual([{ a: [1, 2], b: "x" }]);
  });
  it("accepts raw newlines and tabs inside strings", () => {
    expect(parseLenientJson('{"text": "line one\nline\ttwo"}')).toEqual([{ text: "line one\nline\ttwo" }]);
  });
  it("skips comments", () => {
    expect(parseLenientJson('{ // note\n "a": 1 /* more */ }')).toEqual([{ a: 1 }]);
  });
  it("accepts invalid escapes and single quotes", () => {
    expect(parseLenientJson("{\"a\": \"it\\'s\", 'b': 'ok'}")).toEqual([{ a: "it's", b: "ok" }]);
  });
  it("decodes an HTML-escaped body", () => {
    expect(parseLenientJson("{&quot;@type&quot;: &quot;Recipe&quot;}")).toEqual([{ "@type": "Recipe" }]);
  });
  it("unwraps CDATA and comment wrappers", () => {
    expect(parseLenientJson('<!--//<![CDATA[\n{"a":1}\n//]]>-->')).toEqual([{ a: 1 }]);
  });
  it("returns every top-level value when several follow each other", () => {
    expect(parseLenientJson('{"a":1}{"b":2}')).toEqual([{ a: 1 }, { b: 2 }]);
  });
  it("keeps what it read from truncated JSON", () => {
    expect(parseLenientJson('{"name": "Soup", "recipeIngredient": ["salt"')).toEqual([
      { name: "Soup", recipeIngredient: ["salt"] },
    ]);
  });
  it("returns nothing for empty or non-JSON bodies", () => {
    expect(parseLenientJson("   ")).toEqual([]);
    expect(parseLenientJson("window.x = 1")).toEqual([]);
  });
});
