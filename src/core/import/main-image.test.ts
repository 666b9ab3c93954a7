import { describe, expect, it } from "vitest";
import { chooseMainImage, openGraphImageCandidates, schemaImageCandidates } from "./main-image.ts";

const URL = "https://example.com/recipes/soup";
const noLookup = () => undefined;

describe("chooseMainImage", () => {
  it("takes the largest image, judging sizes declared or written in the address", () => {
    const candidates = [
      { url: "https://example.com/a-225x225.jpg", width: null, height: null },
      { url: "https://example.com/b.jpg", width: 1200, height: 630 },
      { url: "https://img.example.com/c.jpg?w=960&h=960", width: null, height: null },
      { url: "https://img.example.com/w_1600,h_900/d.jpg", width: null, height: null },
    ];
    expect(chooseMainImage(candidates)).toBe("https://img.example.com/w_1600,h_900/d.jpg");
    expect(chooseMainImage(candidates.slice(0, 3))).toBe("https://img.example.com/c.jpg?w=960&h=960");
  });

  it("keeps the first image when no sizes are known, preferring https on a tie", () => {
    const first = { url: "http://example.com/first.jpg", width: null, height: null };
    const second = { url: "https://example.com/second.jpg", width: null, height: null };
    expect(chooseMainImage([first, second])).toBe("https://example.com/second.jpg");
    expect(chooseMainImage([second, first])).toBe("https://example.com/second.jpg");
  });

  it("never picks a logo or an icon", () => {
    const icon = { url: "https://example.com/cropped-Site-Icon.png", width: 512, height: 512 };
    const photo = { url: "https://example.com/photo.jpg", width: null, height: null };
    expect(chooseMainImage([icon, photo])).toBe("https://example.com/photo.jpg");
  });

  it("counts one address once, with the largest size declared for it", () => {
    const small = { url: "https://example.com/x.jpg", width: 100, height: null };
    const same = { url: "https://example.com/x.jpg", width: 2000, height: 1000 };
    const other = { url: "https://example.com/y.jpg", width: 1200, height: 800 };
    expect(chooseMainImage([small, other, same])).toBe("https://example.com/x.jpg");
  });
});

describe("image candidates", () => {
  it("reads og:image tags with the sizes that follow each", () => {
    const html = `<meta property="og:image" content="https://example.com/one.jpg"><meta property="og:image:width" content="1200">
      <meta property="og:image:height" content="630"><meta name="og:image:secure_url" content="/two.jpg">`;
    expect(openGraphImageCandidates(html, URL)).toEqual([
      { url: "https://example.com/one.jpg", width: 1200, height: 630 },
      { url: "https://example.com/two.jpg", width: null, height: null },
    ]);
  });

  it("reads strings, ImageObjects and @id references from the schema, addresses kept as written", () => {
    const nodes = new Map([
      ["#primary", { "@id": "#primary", url: "https://example.com/p.jpg", width: "800", height: "600" }],
    ]);
    const value = ["https://example.com/Crème.jpg", { "@id": "#primary" }, { url: "/rel.jpg", width: { value: 50 } }];
    expect(schemaImageCandidates(value, URL, (id) => nodes.get(id))).toEqual([
      { url: "https://example.com/Crème.jpg", width: null, height: null },
      { url: "https://example.com/p.jpg", width: 800, height: 600 },
      { url: "https://example.com/rel.jpg", width: 50, height: null },
    ]);
    expect(schemaImageCandidates(undefined, URL, noLookup)).toEqual([]);
  });
});
