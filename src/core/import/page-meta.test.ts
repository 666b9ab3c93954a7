import { describe, expect, it } from "vitest";
import { readPageMeta, stripSiteName } from "./page-meta.ts";

describe("readPageMeta", () => {
  it("reads language, canonical link, meta tags (first wins) and the title", () => {
    const html = `<html lang="de-DE"><head><title>Kuchen &amp; Co</title>
      <link rel="canonical" href="https://example.com/kuchen"><meta property="og:title" content="Kuchen">
      <meta property="og:title" content="Second"><meta name="description" content="Lecker"></head></html>`;
    const meta = readPageMeta(html);
    expect(meta.language).toBe("de-DE");
    expect(meta.canonicalUrl).toBe("https://example.com/kuchen");
    expect(meta.meta.get("og:title")).toBe("Kuchen");
    expect(meta.meta.get("description")).toBe("Lecker");
    expect(meta.title).toBe("Kuchen & Co");
  });
});

describe("stripSiteName", () => {
  it("drops the site's name after a separator", () => {
    expect(stripSiteName("Green Minestrone Soup | Anna's Kitchen", null, "https://www.annaskitchen.com.au/x")).toBe(
      "Green Minestrone Soup",
    );
    expect(stripSiteName("Udon Bowl | Kochen mit Basket", null, "https://basket.app/de/x")).toBe("Udon Bowl");
    expect(stripSiteName("Piccata – CHEF B!", "CHEF B!", null)).toBe("Piccata");
    expect(stripSiteName("Burger Patty Recipe - Bakers Australia | Cake Mix", "Bakers Australia", null)).toBe(
      "Burger Patty Recipe",
    );
  });

  it("drops a leading site name and keeps hyphens inside words", () => {
    expect(stripSiteName("SoupCo — okonomiyaki", "Soupco", null)).toBe("okonomiyaki");
    expect(stripSiteName("Plant-Based Burger", "Bakers", null)).toBe("Plant-Based Burger");
  });

  it("keeps a dish that merely contains the site's name, and returns null for the name alone", () => {
    expect(stripSiteName("Basket Salad | Basket", "Basket", null)).toBe("Basket Salad");
    expect(stripSiteName("Soupco", "Soupco", null)).toBeNull();
  });
});
