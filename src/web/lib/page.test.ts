import { describe, expect, it } from "vitest";
import { pageMeta } from "./page.ts";

const base = { publicUrl: "https://ladle.example", pathname: "/recipe/1" };

/** The descriptors as `name or property → content`. */
function contentsOf(descriptors: ReturnType<typeof pageMeta>) {
  const found = new Map<string, string>();
  for (const descriptor of descriptors) {
    const key =
      (descriptor as { name?: string; property?: string }).name ?? (descriptor as { property?: string }).property;
    if (key) found.set(key, (descriptor as { content: string }).content);
  }
  return found;
}

describe("pageMeta", () => {
  it("gives a share image's size and words to og:* and twitter:*, as absolute URLs", () => {
    const tags = contentsOf(
      pageMeta({
        ...base,
        title: "Pancakes",
        description: "Tall and fluffy.",
        image: { url: "/uploads/recipes/1-share-16x9.jpg", width: 1200, height: 675, alt: "Pancakes, on Ladle" },
      }),
    );
    expect(Object.fromEntries(tags)).toMatchObject({
      "og:image": "https://ladle.example/uploads/recipes/1-share-16x9.jpg",
      "og:image:width": "1200",
      "og:image:height": "675",
      "og:image:alt": "Pancakes, on Ladle",
      "og:url": "https://ladle.example/recipe/1",
      "twitter:card": "summary_large_image",
      "twitter:title": "Pancakes",
      "twitter:description": "Tall and fluffy.",
      "twitter:image": "https://ladle.example/uploads/recipes/1-share-16x9.jpg",
      "twitter:image:alt": "Pancakes, on Ladle",
    });
  });

  it("names a page after itself and Ladle, and a page called Ladle only once", () => {
    const titleOf = (title?: string) =>
      pageMeta({ ...base, title })
        .map((descriptor) => (descriptor as { title?: string }).title)
        .find(Boolean);
    expect(titleOf("Pancakes")).toBe("Pancakes · Ladle");
    expect(titleOf("Ladle")).toBe("Ladle");
    expect(titleOf()).toBe("Ladle · Recipes, meal plans and creator blogs");
  });

  it("puts the site's preview image in place of an SVG, which previews do not draw", () => {
    const tags = contentsOf(pageMeta({ ...base, title: "Maya's Kitchen", image: "/uploads/demo/banner-ab12.svg" }));
    expect(tags.get("og:image")).toBe("https://ladle.example/og-preview.png");
    expect(tags.get("og:image:width")).toBe("1200");
    expect(tags.get("og:image:height")).toBe("630");
  });

  it("names a plain image after the page and gives no size it does not know", () => {
    const tags = contentsOf(pageMeta({ ...base, title: "Sam", image: "https://cdn.example/sam.webp" }));
    expect(tags.get("og:image")).toBe("https://cdn.example/sam.webp");
    expect(tags.get("og:image:alt")).toBe("Sam");
    expect(tags.has("og:image:width")).toBe(false);
  });

  it("adds JSON-LD as script descriptors, and noindex only when asked", () => {
    const jsonLd = [{ "@context": "https://schema.org", "@type": "ItemList" }];
    const descriptors = pageMeta({ ...base, title: "Trending", jsonLd });
    expect(descriptors).toContainEqual({ "script:ld+json": jsonLd[0] });
    expect(contentsOf(descriptors).has("robots")).toBe(false);
    expect(contentsOf(pageMeta({ ...base, noIndex: true })).get("robots")).toBe("noindex");
  });
});
