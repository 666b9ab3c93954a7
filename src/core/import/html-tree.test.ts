import { describe, expect, it } from "vitest";
import {
  findAll,
  findFirst,
  hasClass,
  linesOf,
  parseHtml,
  selectAll,
  selectFirst,
  spacedTextOf,
  textOf,
} from "./html-tree.ts";

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

describe("selectAll", () => {
  const root =
    parseHtml(`<div id="method" class="recipe box"><ol><li>One</li><li class="x">Two <span class="n">2</span></li></ol></div>
    <ul class="ingredients"><li data-k="a">Salt</li></ul><p class="x">Note</p>`);
  const texts = (selector: string) => selectAll(root, selector).map(textOf);

  it("matches tags, classes, ids and attributes, in document order", () => {
    expect(texts("li")).toEqual(["One", "Two 2", "Salt"]);
    expect(texts("li.x")).toEqual(["Two 2"]);
    expect(texts(".x")).toEqual(["Two 2", "Note"]);
    expect(texts("div.recipe.box ol > li")).toEqual(["One", "Two 2"]);
    expect(texts("#method li span.n")).toEqual(["2"]);
    expect(texts("li[data-k], li[data-k=b]")).toEqual(["Salt"]);
  });

  it("takes comma groups together without repeating an element", () => {
    expect(texts("ul li, li.x, li")).toEqual(["One", "Two 2", "Salt"]);
  });

  it("honours the child combinator", () => {
    expect(texts("div > li")).toEqual([]);
    expect(selectFirst(root, "ul > li")?.attrs["data-k"]).toBe("a");
  });
});

describe("spacedTextOf", () => {
  it("joins every text node with one space, the way a card's parts read side by side", () => {
    const root = parseHtml(`<div>Shred the <span>2 lbs&#32;chicken</span>. Mix <em>well</em>.<script>x</script></div>`);
    expect(spacedTextOf(root)).toBe("Shred the 2 lbs chicken . Mix well .");
  });
});
