import { describe, expect, it } from "vitest";
import { cleanText, decodeEntities, toAbsoluteUrl } from "./html-text.ts";

describe("decodeEntities", () => {
  it("decodes named, decimal and hex references", () => {
    expect(decodeEntities("Mac &amp; Cheese &#8211; &#x27;best&#x27; &frac12;")).toBe("Mac & Cheese – 'best' ½");
  });
  it("maps Windows-1252 numeric references to the characters pages meant", () => {
    expect(decodeEntities("&#146;s &#150;")).toBe("’s –");
  });
  it("leaves unknown names alone", () => {
    expect(decodeEntities("&notanentity; AT&T")).toBe("&notanentity; AT&T");
  });
});

describe("cleanText", () => {
  it("strips tags, decodes entities and collapses whitespace", () => {
    expect(cleanText("  <p>Stir&nbsp;<strong>well</strong>,\n then   serve.</p> ")).toBe("Stir well, then serve.");
  });
  it("treats block tags as word breaks", () => {
    expect(cleanText("one<br>two<li>three</li>")).toBe("one two three");
  });
  it("handles double-encoded markup", () => {
    expect(cleanText("&lt;p&gt;Hello&lt;/p&gt;")).toBe("Hello");
  });
  it("drops zero-width characters", () => {
    expect(cleanText("\u200b225 g flour")).toBe("225 g flour");
  });
});

describe("toAbsoluteUrl", () => {
  it("resolves relative and protocol-relative addresses", () => {
    expect(toAbsoluteUrl("/img/a.jpg", "https://x.com/r/1")).toBe("https://x.com/img/a.jpg");
    expect(toAbsoluteUrl("//cdn.x.com/a.jpg", "http://x.com/")).toBe("https://cdn.x.com/a.jpg");
  });
  it("repairs an absolute address glued after the site's host", () => {
    expect(toAbsoluteUrl("http://a.comhttps://cdn.b.com/x.jpg", "https://a.com/")).toBe("https://cdn.b.com/x.jpg");
  });
  it("refuses data URLs and empty strings", () => {
    expect(toAbsoluteUrl("data:image/png;base64,xx", "https://x.com/")).toBeNull();
    expect(toAbsoluteUrl("  ", "https://x.com/")).toBeNull();
  });
});
