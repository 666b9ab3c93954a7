import { describe, expect, it } from "vitest";
import { extractRecipe } from "./extract-recipe.ts";
import { parseHtml } from "./html-tree.ts";
import { linearize } from "./page-blocks.ts";
import { completeDescription, findPageAuthor, readEquipment, readPageDetails } from "./page-details.ts";
import { readPageMeta } from "./page-meta.ts";

const blocksOf = (body: string) => linearize(parseHtml(`<html><body>${body}</body></html>`));
const URL = "https://www.example.com/recipes/stroganoff";

describe("readPageDetails", () => {
  it("reads labelled category and cuisine lines", () => {
    const page = blocksOf(
      `<h1>Beef Stroganoff</h1><ul><li><strong>Cuisine:</strong> British</li><li><strong>Recipe Type:</strong> Baking </li></ul>`,
    );
    expect(readPageDetails(page, 0, page.blocks.length)).toEqual({ category: "Baking", cuisine: "British" });
  });

  it("reads an element named for the meal type, not a sentence that mentions a course", () => {
    const page = blocksOf(
      `<p>Serve it as a main course with rice.</p><ul><li class="meal-type">Hoofdgerecht</li><li class="person-amount">4</li></ul>`,
    );
    expect(readPageDetails(page, 0, page.blocks.length).category).toBe("Hoofdgerecht");
  });
});

describe("readEquipment", () => {
  it("lists the short lines under an Equipment heading, up to the next heading", () => {
    const page = blocksOf(
      `<h3>Equipment</h3><ul><li>9-inch springform pan</li><li>Stand mixer</li></ul><h3>Notes</h3><p>Chill overnight.</p>`,
    );
    expect(readEquipment(page)).toEqual(["9-inch springform pan", "Stand mixer"]);
  });

  it("reads headings in other languages and leaves prose alone", () => {
    expect(
      readEquipment(blocksOf(`<h3>Ustensiles</h3><p>1 thermomètre de cuisson</p><p>2 poches à pâtisserie</p>`)),
    ).toEqual(["1 thermomètre de cuisson", "2 poches à pâtisserie"]);
    expect(
      readEquipment(blocksOf(`<h2>Tools</h2><p>You will need a good knife and a heavy pan for this.</p>`)),
    ).toEqual([]);
  });
});

describe("completeDescription", () => {
  it("takes the whole paragraph the head's description cuts short", () => {
    const paragraph =
      "En France, les pâtes carbonara sont très souvent cuisinées avec des oignons et de la crème liquide. C'est d'ailleurs de cette manière que je les ai découvertes.";
    const page = blocksOf(`<h1>Carbonara</h1><p>${paragraph}</p>`);
    expect(completeDescription(paragraph.slice(0, 120), page)).toBe(paragraph);
    expect(completeDescription("A short one.", page)).toBe("A short one.");
  });
});

describe("findPageAuthor", () => {
  const authorOf = (head: string, body = "", siteName: string | null = null) => {
    const html = `<html><head>${head}</head><body>${body}</body></html>`;
    return findPageAuthor(html, readPageMeta(html), siteName);
  };

  it("reads the head's author tags, skipping empty ones and profile addresses", () => {
    expect(authorOf(`<meta name="author" content=""><meta property="og:article:author" content="Jassy Davis">`)).toBe(
      "Jassy Davis",
    );
    expect(authorOf(`<meta property="article:author" content="https://www.facebook.com/someone">`)).toBeNull();
  });

  it("then a rel=author link, then the site itself", () => {
    expect(authorOf("", `<a href="/author/nash/" title="Posts by nash" rel="author">nash</a>`)).toBe("nash");
    expect(authorOf("", "<p>No byline.</p>", "Australian Bakels")).toBe("Australian Bakels");
  });
});

describe("extractRecipe: page facts", () => {
  it("names the site from the title part that spells the host, and writes language tags with a hyphen", () => {
    const ld = JSON.stringify({
      "@type": "Recipe",
      name: "Kosha Mangsho",
      recipeIngredient: ["1 kg mutton", "2 onions"],
      recipeInstructions: ["Brown the onions.", "Cook the mutton slowly."],
    });
    const html = `<html><head><title>Kosha Mangsho | Bong Eats</title><meta property="og:locale" content="en_US">
      <script type="application/ld+json">${ld}</script></head><body></body></html>`;
    const recipe = extractRecipe(html, "https://www.bongeats.com/recipe/kosha-mangsho");
    expect(recipe).toMatchObject({ siteName: "Bong Eats", language: "en-US", author: "Bong Eats" });
  });

  it("reads a microdata ingredient with the amount its list item prints before the marked-up name", () => {
    const html = `<html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Margarita</h1>
      <ul><li><span> 4 cl <a href="/tequila"><span itemprop="recipeIngredient">Tequila</span></a></span></li>
      <li><span> 2 cl <a href="/triple-sec"><span itemprop="recipeIngredient">Triple sec</span></a></span></li>
      <li><span itemprop="recipeIngredient">Ice</span></li></ul>
      <ol itemprop="recipeInstructions"><li>Shake everything with ice.</li></ol></div></body></html>`;
    expect(extractRecipe(html, URL)?.ingredients).toEqual(["4 cl Tequila", "2 cl Triple sec", "Ice"]);
  });
});
