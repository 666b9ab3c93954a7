import { describe, expect, it } from "vitest";
import { findAll, findFirst, hasClass, linesOf, parseHtml, textOf } from "./html-tree.ts";

describe("parseHtml", () => {
  it("builds a tree with attributes, void and raw-text elements", () => {
    const root = parseHtml(
      `<div class="a b" data-x='1'><img src="i.jpg"><script>if (a < b) {}</script><p>Hi &amp; bye</p></div>`,
    );
    const div = findFirst(root, (e) => e.tag === "div")!;
    expect(div.attrs).toEqual({ class: "a b", "data-x": "1" });
    expect(hasClass(div, "b")).toBe(true);
    expect(findAll(div, (e) => e.tag === "img")).toHaveLength(1);
    expect(textOf(div)).toBe("Hi & bye");
  });
  it("closes list items and paragraphs implicitly", () => {
    const root = parseHtml("<ul><li>one<li>two</ul><p>a<p>b");
    expect(findAll(root, (e) => e.tag === "li").map(textOf)).toEqual(["one", "two"]);
    expect(findAll(root, (e) => e.tag === "p").map(textOf)).toEqual(["a", "b"]);
  });
  it("ignores stray end tags and comments", () => {
    const root = parseHtml("<div>x</span><!-- <p>hidden</p> -->y</div>");
    expect(textOf(root)).toBe("xy");
  });
  it("splits text into lines at block boundaries", () => {
    expect(linesOf(parseHtml("<div>Step one.<br>Step two.<p>Step three.</p></div>"))).toEqual([
      "Step one.",
      "Step two.",
      "Step three.",
    ]);
  });
});
