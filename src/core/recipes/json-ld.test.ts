import { describe, expect, it } from "vitest";
import { ingredientLine } from "../../../tests/helpers/ingredient-line.ts";
import { toIsoDuration } from "./duration.ts";
import { buildRecipeJsonLd, recipeYieldsOf, serializeJsonLd, type TRecipeJsonLdSource } from "./json-ld.ts";

const line = (text: string) => ingredientLine(text);

function recipe(overrides: Partial<TRecipeJsonLdSource> = {}): TRecipeJsonLdSource {
  return {
    title: "Lemon Chicken",
    description: "Bright weeknight chicken.",
    images: ["/uploads/recipes/a-1200.webp", "/uploads/recipes/a-800.webp"],
    author: { name: "Maya Brooks", username: "mayabrooks" },
    createdAt: new Date("2026-01-02T10:00:00Z"),
    updatedAt: new Date("2026-01-03T10:00:00Z"),
    prepMinutes: 15,
    cookMinutes: 75,
    totalMinutes: null,
    servings: 4,
    yieldText: "4 servings",
    courses: ["dinner"],
    cuisines: ["Greek"],
    diets: ["gluten-free"],
    nutrition: { calories: 420, fatContent: 18.25, sodiumContent: 640 },
    ingredientGroups: [{ name: null, lines: [line("4 chicken thighs"), line("1 lemon")] }],
    instructionSections: [{ name: null, steps: ["Season the chicken.", "Roast for an hour."] }],
    rating: { average: 4.56, count: 12 },
    ...overrides,
  };
}

const url = "https://ladle.example/recipe/abc";

describe("buildRecipeJsonLd", () => {
  it("has every property Google's recipe rich result documents", () => {
    const jsonLd = buildRecipeJsonLd(recipe(), { url });
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Lemon Chicken",
      url,
      image: ["https://ladle.example/uploads/recipes/a-1200.webp", "https://ladle.example/uploads/recipes/a-800.webp"],
      author: { "@type": "Person", name: "Maya Brooks", url: "https://ladle.example/u/mayabrooks" },
      datePublished: "2026-01-02T10:00:00.000Z",
      description: "Bright weeknight chicken.",
      prepTime: "PT15M",
      cookTime: "PT1H15M",
      totalTime: "PT1H30M",
      recipeYield: ["4", "4 servings"],
      recipeCategory: "dinner",
      recipeCuisine: "Greek",
      keywords: "gluten-free",
      suitableForDiet: ["https://schema.org/GlutenFreeDiet"],
      nutrition: {
        "@type": "NutritionInformation",
        calories: "420 calories",
        fatContent: "18.3 g",
        sodiumContent: "640 mg",
      },
      recipeIngredient: ["4 chicken thighs", "1 lemon"],
      recipeInstructions: [
        { "@type": "HowToStep", position: 1, text: "Season the chicken.", url: `${url}#step-1` },
        { "@type": "HowToStep", position: 2, text: "Roast for an hour.", url: `${url}#step-2` },
      ],
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.6, ratingCount: 12, bestRating: 5, worstRating: 1 },
    });
    expect(Object.values(jsonLd)).not.toContain(undefined);
  });

  it("uses HowToSection for named sections, and leaves out the rating without reviews", () => {
    const jsonLd = buildRecipeJsonLd(
      recipe({
        instructionSections: [
          { name: "Dough", steps: ["Mix.", "Rest."] },
          { name: "Filling", steps: ["Chop."] },
        ],
        rating: { average: 0, count: 0 },
      }),
      { url },
    );
    expect(jsonLd.recipeInstructions).toEqual([
      {
        "@type": "HowToSection",
        name: "Dough",
        itemListElement: [
          expect.objectContaining({ position: 1, text: "Mix." }),
          expect.objectContaining({ position: 2 }),
        ],
      },
      {
        "@type": "HowToSection",
        name: "Filling",
        itemListElement: [expect.objectContaining({ position: 3, text: "Chop." })],
      },
    ]);
    expect(jsonLd).not.toHaveProperty("aggregateRating");
  });

  it("marks a paywalled teaser as not free and carries no ingredients, steps, nutrition or video", () => {
    const jsonLd = buildRecipeJsonLd(recipe({ isPaywalled: true, videoUrl: "https://videos.example/a" }), { url });
    expect(jsonLd.isAccessibleForFree).toBe(false);
    expect(jsonLd).not.toHaveProperty("recipeIngredient");
    expect(jsonLd).not.toHaveProperty("recipeInstructions");
    expect(jsonLd).not.toHaveProperty("nutrition");
    expect(jsonLd).not.toHaveProperty("video");
  });

  it("marks the part of the page only subscribers get, on the teaser and on the full recipe", () => {
    const teaser = buildRecipeJsonLd(recipe({ isPaywalled: true, paywalledPart: ".paywall" }), { url });
    expect(teaser.hasPart).toEqual({ "@type": "WebPageElement", isAccessibleForFree: false, cssSelector: ".paywall" });
    const full = buildRecipeJsonLd(recipe({ paywalledPart: ".recipe-body" }), { url });
    expect(full.isAccessibleForFree).toBe(false);
    expect(full.hasPart).toMatchObject({ cssSelector: ".recipe-body" });
    expect(full).toHaveProperty("recipeIngredient");
    expect(buildRecipeJsonLd(recipe(), { url })).not.toHaveProperty("hasPart");
  });

  it("leaves out times that are unknown or zero", () => {
    const jsonLd = buildRecipeJsonLd(recipe({ prepMinutes: 10, cookMinutes: 0, totalMinutes: null }), { url });
    expect(jsonLd.prepTime).toBe("PT10M");
    expect(jsonLd).not.toHaveProperty("cookTime");
    expect(jsonLd.totalTime).toBe("PT10M");
    const untimed = buildRecipeJsonLd(recipe({ prepMinutes: null, cookMinutes: null, totalMinutes: null }), { url });
    expect(untimed).not.toHaveProperty("totalTime");
  });

  it("describes the recipe's video as a VideoObject with what Google asks for", () => {
    const jsonLd = buildRecipeJsonLd(recipe({ videoUrl: "https://videos.example/lemon-chicken" }), { url });
    expect(jsonLd.video).toEqual({
      "@type": "VideoObject",
      name: "Lemon Chicken",
      description: "Bright weeknight chicken.",
      thumbnailUrl: [
        "https://ladle.example/uploads/recipes/a-1200.webp",
        "https://ladle.example/uploads/recipes/a-800.webp",
      ],
      contentUrl: "https://videos.example/lemon-chicken",
      uploadDate: "2026-01-03T10:00:00.000Z",
    });
    expect(buildRecipeJsonLd(recipe(), { url })).not.toHaveProperty("video");
  });

  it("serializes safely for a <script> element", () => {
    const jsonLd = buildRecipeJsonLd(
      recipe({ title: "</script><script>alert(1)</script>", description: "<!-- & \u2028" }),
      { url },
    );
    const text = serializeJsonLd(jsonLd);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain("<!--");
    expect(text).not.toContain("\u2028");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
  });
});

describe("recipeYieldsOf", () => {
  it.each([
    [10, "1 loaf (10 slices)", ["10", "1 loaf", "10 slices"]],
    [8, "8 slices / 1 loaf", ["8", "8 slices", "1 loaf"]],
    [4, "4 servings", ["4", "4 servings"]],
    [null, "12 pancakes", ["12", "12 pancakes"]],
    [null, "1 loaf (10 slices)", ["10", "1 loaf", "10 slices"]],
    [null, "2 loaves or 24 slices", ["24", "2 loaves", "24 slices"]],
    [null, "about 12 portions", ["about 12 portions"]],
    [2, null, ["2"]],
    [null, null, []],
  ] as const)("%s servings and %j give %j, the number first", (servings, text, expected) =>
    expect(recipeYieldsOf(servings, text)).toEqual(expected),
  );

  it("lists a two-amount yield as two values in the recipe's JSON-LD", () => {
    const jsonLd = buildRecipeJsonLd(recipe({ servings: 10, yieldText: "1 loaf (10 slices)" }), { url });
    expect(jsonLd.recipeYield).toEqual(["10", "1 loaf", "10 slices"]);
  });
});

describe("toIsoDuration", () => {
  it.each([
    [0, "PT0M"],
    [45, "PT45M"],
    [60, "PT1H"],
    [135, "PT2H15M"],
  ])("%i minutes is %s", (minutes, iso) => expect(toIsoDuration(minutes)).toBe(iso));
});
