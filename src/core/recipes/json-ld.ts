/**
 * schema.org Recipe JSON-LD for the recipe page, in the shape Google documents for recipe rich
 * results (developers.google.com/search/docs/appearance/structured-data/recipe). Pure: the page
 * passes the recipe it is allowed to show, so a paywalled teaser never carries ingredients or steps.
 */
import { toIsoDuration } from "./duration.ts";
import type { TIngredientGroup, TInstructionSection, TNutrition } from "./recipe.schema.ts";

export interface TRecipeJsonLdSource {
  title: string;
  description: string;
  /** Largest first; relative URLs are resolved against `url`. */
  images: string[];
  author: { name: string; username: string } | null;
  createdAt: Date | string;
  updatedAt?: Date | string | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  servings: number | null;
  yieldText: string | null;
  courses: string[];
  cuisines: string[];
  diets: string[];
  nutrition?: TNutrition | null;
  /** Absent for a paywalled teaser. */
  ingredientGroups?: TIngredientGroup[];
  instructionSections?: TInstructionSection[];
  /** Absent for a paywalled teaser. */
  videoUrl?: string | null;
  rating?: { average: number; count: number } | null;
  /** A teaser of a paywalled recipe: no ingredients, steps, nutrition or video. */
  isPaywalled?: boolean;
  /**
   * For a paywalled recipe, the CSS selector of the part of the page only subscribers get (or, on
   * a teaser, the part that stands in for it): Google's markup for paywalled content.
   */
  paywalledPart?: string | null;
}

export type TJsonLd = Record<string, unknown>;

const dietUrls: Record<string, string> = {
  vegetarian: "https://schema.org/VegetarianDiet",
  vegan: "https://schema.org/VeganDiet",
  "gluten-free": "https://schema.org/GlutenFreeDiet",
};

const nutritionUnits: Record<keyof TNutrition, string> = {
  calories: "calories",
  fatContent: "g",
  saturatedFatContent: "g",
  carbohydrateContent: "g",
  sugarContent: "g",
  fiberContent: "g",
  proteinContent: "g",
  sodiumContent: "mg",
};

const round = (value: number) => Math.round(value * 10) / 10;

function toIso(value: Date | string): string {
  return (typeof value === "string" ? new Date(value) : value).toISOString();
}

function nutritionOf(nutrition: TNutrition | null | undefined): TJsonLd | undefined {
  if (!nutrition) return undefined;
  const entries = (Object.keys(nutritionUnits) as (keyof TNutrition)[])
    .filter((key) => typeof nutrition[key] === "number")
    .map((key) => [key, `${round(nutrition[key] as number)} ${nutritionUnits[key]}`]);
  if (entries.length === 0) return undefined;
  return { "@type": "NutritionInformation", ...Object.fromEntries(entries) };
}

/** Google's VideoObject wants a name, description, thumbnail and upload date beside the address. */
function videoOf(recipe: TRecipeJsonLdSource, absolute: (href: string) => string): TJsonLd | undefined {
  if (!recipe.videoUrl || recipe.isPaywalled) return undefined;
  return {
    "@type": "VideoObject",
    name: recipe.title,
    description: recipe.description || `How to make ${recipe.title}.`,
    thumbnailUrl: recipe.images.length > 0 ? recipe.images.map(absolute) : undefined,
    contentUrl: recipe.videoUrl,
    uploadDate: toIso(recipe.updatedAt ?? recipe.createdAt),
  };
}

function instructionsOf(sections: TInstructionSection[], url: string): TJsonLd[] | undefined {
  let position = 0;
  const stepsOf = (steps: string[]) =>
    steps.map((text) => {
      position += 1;
      return { "@type": "HowToStep", position, text, url: `${url}#step-${position}` };
    });
  const nonEmpty = sections.filter((s) => s.steps.length > 0);
  if (nonEmpty.length === 0) return undefined;
  if (nonEmpty.length === 1 && !nonEmpty[0].name) return stepsOf(nonEmpty[0].steps);
  return nonEmpty.map((section, i) => ({
    "@type": "HowToSection",
    name: section.name ?? `Part ${i + 1}`,
    itemListElement: stepsOf(section.steps),
  }));
}

/** An ISO 8601 duration; nothing for a time that is unknown or zero (no step takes no time). */
function durationOf(minutes: number | null): string | undefined {
  return minutes !== null && minutes > 0 ? toIsoDuration(minutes) : undefined;
}

/**
 * recipeYield as Google reads it: the number of servings first (a bare number), then each amount
 * the recipe makes. A yield written as two amounts ("1 loaf (10 slices)", "8 slices / 1 loaf") is
 * two values: as one string a reader takes the first number with the last word ("1 slice").
 * Without a number of servings, the larger count of a two-amount yield stands in for it: a loaf
 * is cut into slices, so "1 loaf (10 slices)" serves 10, not 1.
 */
export function recipeYieldsOf(servings: number | null, yieldText: string | null): string[] {
  const amounts = (yieldText ?? "")
    .split(/\s*(?:[/;()]|\bor\b)\s*/i)
    .map((part) => part.trim())
    .filter(Boolean);
  const counts = amounts.map((amount) => Number(/^\d+(?:\.\d+)?(?=\s|$)/.exec(amount)?.[0] ?? Number.NaN));
  const count = servings ?? Math.max(...counts.filter(Number.isFinite));
  const first = Number.isFinite(count) && count > 0 ? [String(count)] : [];
  return [...first, ...amounts].filter((value, i, all) => all.indexOf(value) === i);
}

/** The JSON-LD object; undefined fields are left out. */
export function buildRecipeJsonLd(recipe: TRecipeJsonLdSource, { url }: { url: string }): TJsonLd {
  const absolute = (href: string) => new URL(href, url).toString();
  const ingredients = recipe.ingredientGroups?.flatMap((g) => g.lines.map((line) => line.text));
  const totalMinutes =
    recipe.totalMinutes ??
    (recipe.prepMinutes !== null || recipe.cookMinutes !== null
      ? (recipe.prepMinutes ?? 0) + (recipe.cookMinutes ?? 0)
      : null);
  const yields = recipeYieldsOf(recipe.servings, recipe.yieldText);
  const suitableForDiet = recipe.diets.map((d) => dietUrls[d]).filter(Boolean);
  const jsonLd: TJsonLd = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.title,
    url,
    image: recipe.images.length > 0 ? recipe.images.map(absolute) : undefined,
    author: recipe.author
      ? { "@type": "Person", name: recipe.author.name, url: absolute(`/u/${recipe.author.username}`) }
      : undefined,
    datePublished: toIso(recipe.createdAt),
    dateModified: recipe.updatedAt ? toIso(recipe.updatedAt) : undefined,
    description: recipe.description || undefined,
    prepTime: durationOf(recipe.prepMinutes),
    cookTime: durationOf(recipe.cookMinutes),
    totalTime: durationOf(totalMinutes),
    recipeYield: yields.length > 0 ? yields : undefined,
    recipeCategory: recipe.courses.length > 0 ? recipe.courses.join(", ") : undefined,
    recipeCuisine: recipe.cuisines.length > 0 ? recipe.cuisines.join(", ") : undefined,
    // Category and cuisine have fields of their own: keywords add what they do not say.
    keywords: recipe.diets.join(", ") || undefined,
    suitableForDiet: suitableForDiet.length > 0 ? suitableForDiet : undefined,
    nutrition: recipe.isPaywalled ? undefined : nutritionOf(recipe.nutrition),
    recipeIngredient: !recipe.isPaywalled && ingredients && ingredients.length > 0 ? ingredients : undefined,
    recipeInstructions:
      !recipe.isPaywalled && recipe.instructionSections ? instructionsOf(recipe.instructionSections, url) : undefined,
    video: videoOf(recipe, absolute),
    aggregateRating:
      recipe.rating && recipe.rating.count > 0
        ? {
            "@type": "AggregateRating",
            ratingValue: round(recipe.rating.average),
            ratingCount: recipe.rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    isAccessibleForFree: recipe.isPaywalled || recipe.paywalledPart ? false : undefined,
    hasPart: recipe.paywalledPart
      ? { "@type": "WebPageElement", isAccessibleForFree: false, cssSelector: recipe.paywalledPart }
      : undefined,
  };
  return Object.fromEntries(Object.entries(jsonLd).filter(([, v]) => v !== undefined));
}

/**
 * JSON for a <script type="application/ld+json"> body: `<`, `>` and `&` are escaped so no string in
 * the recipe can close the script element or open a comment; U+2028/2029 for old parsers.
 */
export function serializeJsonLd(jsonLd: TJsonLd): string {
  return JSON.stringify(jsonLd)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
