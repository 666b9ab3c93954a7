import { describe, expect, it } from "vitest";
import { parseHtml } from "./html-tree.ts";
import { linearize } from "./page-blocks.ts";
import { readPageMeta } from "./page-meta.ts";
import { guessTitle, measureOverlap } from "./page-title.ts";

const URL = "https://example.com/recipes/tart";

function guess(body: string, head = "") {
  const html = `<html><head>${head}</head><body>${body}</body></html>`;
  return guessTitle(linearize(parseHtml(html)), readPageMeta(html), URL);
}

describe("measureOverlap", () => {
  it("is the share of the shorter title's words the other has", () => {
    expect(measureOverlap("Lemon Tart", "Easy lemon tart recipe")).toBe(1);
    expect(measureOverlap("Lemon Tart", "Lemon Pie")).toBe(0.5);
    expect(measureOverlap("Lemon Tart", "!!")).toBe(0);
  });
});

describe("guessTitle", () => {
  it("keeps the h1 and its place when the head's title agrees", () => {
    expect(guess("<p>Home</p><h1>Lemon Tart</h1>", "<title>Easy lemon tart | Example</title>")).toEqual({
      text: "Lemon Tart",
      index: 1,
    });
  });

  it("takes the head's title without the site name, still placed at the h1", () => {
    expect(guess("<p>Home</p><h1>Welcome</h1>", '<meta property="og:title" content="Lemon Tart | Example">')).toEqual({
      text: "Lemon Tart",
      index: 1,
    });
  });

  it("skips an h1 that holds the site's name and starts at the top without an h1", () => {
    expect(guess('<header class="site-header"><h1>Example</h1></header><p>Lemon Tart</p>')).toEqual({
      text: null,
      index: 0,
    });
  });
});
