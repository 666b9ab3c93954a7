/**
 * What a recipe app (recipe-scrapers), a search engine (schema.org JSON-LD) and a link preview
 * (Open Graph) should get from a recipe page, compared with what Ladle's API says about it. A
 * visitor's view of a paywalled recipe is its teaser: readers must then get none of its
 * ingredients, steps or nutrition, and the markup Google asks for paywalled content.
 */
import type { TRecipeView } from "../../src/core/recipes/recipe-view.schema.ts";
import type { TRecipePage } from "./run-readers.ts";

export const readerFields = [
  "title",
  "ingredients",
  "instructions",
  "times",
  "yields",
  "nutrition",
  "ratings",
  "image",
  "ogImage",
  "keywords",
  "paywall",
] as const;
export type TReaderField = (typeof readerFields)[number];

/** A problem in words, null when the field is right; fields that do not apply are left out. */
export type TRecipeCheck = Partial<Record<TReaderField, string | null>>;

type TJson = Record<string, unknown>;

/** Text as recipe-scrapers gives it back: runs of white space as one space, trimmed. */
const normalize = (text: string) => text.replace(/\s+/g, " ").trim();
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const rasterUrl = /^https?:\/\/.+\.(?:jpe?g|webp|png)(?:\?.*)?$/i;

function recipeJsonLd(page: TRecipePage): TJson {
  return (page.reading.jsonLd.find((item) => item["@type"] === "Recipe") ?? {}) as TJson;
}

function checkTitle({ view, reading }: TRecipePage): string | null {
  return reading.scraper.title === normalize(view.title) ? null : `"${reading.scraper.title}" for "${view.title}"`;
}

function checkIngredients(page: TRecipePage): string | null {
  const found = (page.reading.scraper.ingredients ?? []) as string[];
  if (page.view.access === "teaser") return found.length === 0 ? null : `a teaser gives ${found.length} lines`;
  const expected = page.view.ingredientGroups.flatMap((group) => group.lines.map((line) => normalize(line.text)));
  return same(found, expected) ? null : `${JSON.stringify(found)} for ${JSON.stringify(expected)}`;
}

/** Every step, in order; anything else in the list is a section heading. */
function checkInstructions(page: TRecipePage): string | null {
  const found = (page.reading.scraper.instructions_list ?? []) as string[];
  if (page.view.access === "teaser") return found.length === 0 ? null : `a teaser gives ${found.length} steps`;
  const steps = page.view.instructionSections.flatMap((section) => section.steps.map(normalize));
  const stepSet = new Set(steps);
  if (
    !same(
      found.filter((line) => stepSet.has(line)),
      steps,
    )
  )
    return `steps ${JSON.stringify(found)}`;
  const extra = found.filter((line) => !stepSet.has(line));
  return extra.length <= page.view.instructionSections.length ? null : `extra lines ${JSON.stringify(extra)}`;
}

/** Each time as the API has it; a time that is unknown or zero is left out rather than said as PT0M. */
function checkTimes(page: TRecipePage): string | null {
  const { view, reading } = page;
  const jsonLd = recipeJsonLd(page);
  const known = (minutes: number | null) => (minutes !== null && minutes > 0 ? minutes : null);
  const total =
    view.totalMinutes ??
    (view.prepMinutes !== null || view.cookMinutes !== null ? (view.prepMinutes ?? 0) + (view.cookMinutes ?? 0) : null);
  const expected = { prep: known(view.prepMinutes), cook: known(view.cookMinutes), total: known(total) };
  const problems: string[] = [];
  for (const [name, minutes] of Object.entries(expected)) {
    const raw = jsonLd[`${name}Time`];
    if (typeof raw === "string" && /^PT0+[HM]?$|^P0D$/.test(raw)) problems.push(`${name}Time ${raw}`);
    if (minutes === null) {
      if (raw !== undefined) problems.push(`${name}Time ${raw} for an unknown time`);
    } else if (reading.scraper[`${name}_time`] !== minutes) {
      problems.push(`${name} ${reading.scraper[`${name}_time`]} for ${minutes}`);
    }
  }
  return problems.length === 0 ? null : problems.join("; ");
}

/**
 * The number of servings (or, without one, the largest count the recipe makes) as recipe-scrapers
 * reads it, and every amount of a yield written as several ("1 loaf (10 slices)") in the JSON-LD.
 */
function checkYields(page: TRecipePage): string | null {
  const { view, reading } = page;
  const amounts = (view.yieldText ?? "")
    .split(/\s*(?:[/;()]|\bor\b)\s*/i)
    .map((part) => part.trim())
    .filter(Boolean);
  const count = view.servings ?? Math.max(...amounts.map((amount) => Number(/\d+/.exec(amount)?.[0] ?? 0)));
  const found = String(reading.scraper.yields ?? reading.errors.yields);
  if (Number.isFinite(count) && Number(/^\d+/.exec(found)?.[0]) !== count) return `"${found}" for ${count}`;
  const listed = ([] as unknown[]).concat(recipeJsonLd(page).recipeYield ?? []);
  const missing = amounts.filter((amount) => !listed.includes(amount));
  return missing.length === 0 ? null : `recipeYield ${JSON.stringify(listed)} lacks ${JSON.stringify(missing)}`;
}

function checkNutrition(page: TRecipePage): string | null {
  const found = (page.reading.scraper.nutrients ?? {}) as Record<string, string>;
  if (page.view.access === "teaser") return Object.keys(found).length === 0 ? null : "a teaser gives nutrition";
  const problems = Object.entries(page.view.nutrition ?? {})
    .filter(([key, value]) => {
      const text = found[key] ?? "";
      return Math.abs(Number.parseFloat(text) - (value as number)) > 0.05 || !/\d\s*(?:calories|kcal|g|mg)$/.test(text);
    })
    .map(([key, value]) => `${key} "${found[key]}" for ${value}`);
  return problems.length === 0 ? null : problems.join("; ");
}

function checkRatings(page: TRecipePage): string | null {
  const { rating } = page.view;
  const aggregate = recipeJsonLd(page).aggregateRating as TJson | undefined;
  if (rating.count === 0) return aggregate ? "a rating without reviews" : null;
  const found = page.reading.scraper.ratings;
  if (typeof found !== "number" || Math.abs(found - rating.average) > 0.05) return `${found} for ${rating.average}`;
  return Number(aggregate?.ratingCount) === rating.count ? null : `count ${aggregate?.ratingCount} for ${rating.count}`;
}

const expectedRatios = { "16:9": 675, "4:3": 900, "1:1": 1200 } as const;

/** A raster image for apps, and the three 1200-px renditions Google asks for in the JSON-LD. */
function checkImage(page: TRecipePage): string | null {
  const image = String(page.reading.scraper.image ?? page.reading.errors.image);
  if (!rasterUrl.test(image)) return `image ${image}`;
  const listed = ([] as unknown[]).concat(recipeJsonLd(page).image ?? []);
  const problems = Object.entries(expectedRatios).flatMap(([ratio, height]) => {
    const rendition = page.view.shareImages.find((item) => item.ratio === ratio);
    if (rendition?.width !== 1200 || rendition.height !== height) return [`no 1200-px ${ratio}`];
    return listed.includes(new URL(rendition.url, page.url).toString()) ? [] : [`${ratio} not in the JSON-LD`];
  });
  return problems.length === 0 ? null : problems.join("; ");
}

function checkOgImage({ reading, view, url }: TRecipePage): string | null {
  const og = reading.openGraph;
  const social = view.shareImages.find((item) => item.ratio === "16:9");
  const problems = [
    rasterUrl.test(og["og:image"] ?? "") ? null : `og:image ${og["og:image"]}`,
    social && og["og:image"] !== new URL(social.url, url).toString() ? "og:image is not the 16:9 rendition" : null,
    og["og:image:width"] === "1200" && og["og:image:height"] === "675"
      ? null
      : `size ${og["og:image:width"]}×${og["og:image:height"]}`,
    og["og:image:alt"]?.trim() ? null : "no og:image:alt",
  ].filter(Boolean);
  return problems.length === 0 ? null : problems.join("; ");
}

/** Keywords add to the category and cuisine fields: none of them again, and nothing twice. */
function checkKeywords(page: TRecipePage): string | null {
  const raw = recipeJsonLd(page).keywords;
  const words = (Array.isArray(raw) ? raw.join(",") : String(raw ?? ""))
    .split(",")
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  const taken = new Set([...page.view.courses, ...page.view.cuisines].map((word) => word.toLowerCase()));
  const repeated = words.filter((word, i) => taken.has(word) || words.indexOf(word) !== i);
  return repeated.length === 0 ? null : `repeats ${JSON.stringify(repeated)}`;
}

const isFalse = (value: unknown) => value === false || String(value).toLowerCase() === "false";

/** Google's paywalled-content markup, with a selector that finds the part on the page. */
function checkPaywall(page: TRecipePage): string | null {
  const jsonLd = recipeJsonLd(page);
  if (!isFalse(jsonLd.isAccessibleForFree)) return `isAccessibleForFree ${jsonLd.isAccessibleForFree}`;
  const parts = ([] as TJson[]).concat((jsonLd.hasPart as TJson | TJson[] | undefined) ?? []);
  const part = parts.find((item) => item["@type"] === "WebPageElement" && isFalse(item.isAccessibleForFree));
  if (!part) return "no WebPageElement that is not free";
  const selector = String(part.cssSelector);
  return (page.reading.selectorMatches[selector] ?? 0) > 0 ? null : `${selector} matches nothing on the page`;
}

const isPaywalled = (view: TRecipeView) => view.visibility === "paywalled";

/** Each field that applies to this recipe, with its problem or null. */
export function checkRecipePage(page: TRecipePage): TRecipeCheck {
  if (page.reading.errors.scraper) return Object.fromEntries(readerFields.map((f) => [f, page.reading.errors.scraper]));
  return {
    title: checkTitle(page),
    ingredients: checkIngredients(page),
    instructions: checkInstructions(page),
    times: checkTimes(page),
    yields: checkYields(page),
    nutrition: checkNutrition(page),
    ...(page.view.rating.count > 0 || recipeJsonLd(page).aggregateRating ? { ratings: checkRatings(page) } : {}),
    // A recipe without an image of its own has no renditions (its previews use the site's image).
    ...(page.view.imageUrl ? { image: checkImage(page), ogImage: checkOgImage(page) } : {}),
    keywords: checkKeywords(page),
    ...(isPaywalled(page.view) ? { paywall: checkPaywall(page) } : {}),
  };
}

/** "N of M" per field, and every problem found, for a table in the notes or a test's message. */
export function summarizeChecks(pages: TRecipePage[]) {
  const checks = pages.map((page) => ({ page, check: checkRecipePage(page) }));
  const rows = readerFields.map((field) => {
    const applicable = checks.filter(({ check }) => field in check);
    const passed = applicable.filter(({ check }) => check[field] === null).length;
    return { field, passed, of: applicable.length };
  });
  const problems = checks.flatMap(({ page, check }) =>
    Object.entries(check)
      .filter(([, problem]) => problem !== null)
      .map(([field, problem]) => `${page.view.title} (${page.view.visibility}) ${field}: ${problem}`),
  );
  return { rows, problems };
}
