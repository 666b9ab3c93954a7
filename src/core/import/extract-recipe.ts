/**
 * HTML + address → recipe. Paths in order of trust: JSON-LD, microdata/RDFa, a WordPress recipe
 * card, then Open Graph plus list heuristics. Pages with JSON-LD are read without building a tree;
 * the tree is built only when a later path (or a missing field) needs it.
 */

import { readLinesUnderGroupNames, recoverIngredientGroups, restorePrintedAmounts } from "./card-groups.ts";
import type { TExtractedRecipe } from "./extracted-recipe.ts";
import { readByHeuristics, readPrintedFacts } from "./heuristics.ts";
import { cleanText, toAbsoluteUrl } from "./html-text.ts";
import { parseHtml, type THtmlElement } from "./html-tree.ts";
import { findRecipeNode, findSiteName, readJsonLd } from "./json-ld.ts";
import { chooseMainImage, openGraphImageCandidates, schemaImageCandidates } from "./main-image.ts";
import { findMicrodataRecipe, hasStructuredMarkup, readMicrodata } from "./microdata.ts";
import { linearize } from "./page-blocks.ts";
import { findPageAuthor, readEquipment } from "./page-details.ts";
import { findSiteNameInTitle, readPageMeta, type TPageMeta } from "./page-meta.ts";
import { readRecipeCard } from "./recipe-cards.ts";
import { recipeFromSchema, type TNodeLookup, type TSchemaNode } from "./schema-recipe.ts";
import { applySiteAdapter } from "./site-adapters.ts";

export type { TExtractedRecipe } from "./extracted-recipe.ts";

class LazyTree {
  private root: THtmlElement | null = null;
  constructor(private readonly html: string) {}
  get(): THtmlElement {
    this.root ??= parseHtml(this.html);
    return this.root;
  }
}

function fromMicrodata(tree: LazyTree, url: string): { recipe: TExtractedRecipe; node: TSchemaNode } | null {
  const items = readMicrodata(tree.get());
  const node = findMicrodataRecipe(items);
  if (!node) return null;
  const isRdfa =
    !("itemscope" in node) &&
    typeof (node["@type"] as string[])[0] === "string" &&
    !/^https?:/.test((node["@type"] as string[])[0] ?? "");
  const byId = new Map<string, TSchemaNode>();
  const source = isRdfa ? "rdfa" : "microdata";
  return { recipe: recipeFromSchema(node, { url, lookup: (id) => byId.get(id), source }), node };
}

/** Structured data names its images; the main one is chosen among them and the Open Graph ones. */
function chooseStructuredImage(
  recipe: TExtractedRecipe,
  node: TSchemaNode,
  html: string,
  url: string,
  lookup: TNodeLookup,
) {
  const candidates = [
    ...schemaImageCandidates(node.image ?? node.thumbnailUrl, url, lookup),
    ...openGraphImageCandidates(html, url),
  ];
  const main = chooseMainImage(candidates);
  if (!main) return;
  recipe.image = main;
  recipe.images = [main, ...recipe.images.filter((i) => i !== main)];
}

function fillFromFallback(recipe: TExtractedRecipe, fallback: TExtractedRecipe | null) {
  if (!fallback) return;
  for (const key of Object.keys(recipe) as (keyof TExtractedRecipe)[]) {
    const value = recipe[key];
    const isEmpty = value === null || (Array.isArray(value) && value.length === 0);
    if (isEmpty && fallback[key] !== null && !(Array.isArray(fallback[key]) && fallback[key].length === 0)) {
      (recipe as unknown as Record<string, unknown>)[key] = fallback[key];
    }
  }
}

function applyPageFacts(recipe: TExtractedRecipe, html: string, meta: TPageMeta, siteName: string | null, url: string) {
  const og = (key: string) => {
    const value = meta.meta.get(key);
    return value ? cleanText(value) || null : null;
  };
  recipe.siteName =
    (siteName ? cleanText(siteName) : og("og:site_name")) ??
    og("application-name") ??
    og("apple-mobile-web-app-title") ??
    findSiteNameInTitle(meta.title, url);
  recipe.language ??= meta.language ?? og("content-language") ?? og("og:locale");
  // Language tags are written with a hyphen ("en-US"); Open Graph's locale uses an underscore.
  recipe.language = recipe.language?.replace(/_/g, "-") ?? null;
  const canonical = meta.canonicalUrl ?? meta.meta.get("og:url") ?? null;
  recipe.canonicalUrl = (canonical && toAbsoluteUrl(canonical, url)) || url;
  recipe.title ??= og("og:title") ?? (meta.title ? cleanText(meta.title) : null);
  recipe.description ??= og("og:description") ?? og("description");
  // The Open Graph image is the one the site picked to represent the page (and sized for sharing),
  // so it leads; the recipe's own images follow.
  const ogImage = meta.meta.get("og:image") ?? meta.meta.get("og:image:url") ?? meta.meta.get("og:image:secure_url");
  let shared = ogImage ? toAbsoluteUrl(ogImage, url) : null;
  if (shared && /(?:logo|icon|favicon|placeholder|default[-_]?image)[^/]*$/i.test(shared)) shared = null;
  if (shared) recipe.images = [shared, ...recipe.images.filter((i) => i !== shared)];
  if (recipe.images.length === 0) {
    const twitter = meta.meta.get("twitter:image");
    const absolute = twitter ? toAbsoluteUrl(twitter, url) : null;
    if (absolute) recipe.images = [absolute];
  }
  recipe.image = recipe.images[0] ?? null;
  recipe.author ??= findPageAuthor(html, meta, recipe.siteName);
}

const CARD_MARKUP =
  /wprm-recipe-(?:ingredient-group-name|group-name|equipment)|tasty-recipes-(?:ingredients|equipment)|mv-create-ingredients/;
const squash = (line: string) => line.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * Structured data flattens ingredient groups and leaves out equipment; a plugin's card on the same
 * page keeps both. Groups are taken only when the card lists the same ingredients.
 */
function adoptCardStructure(recipe: TExtractedRecipe, card: TExtractedRecipe | null) {
  if (!card) return;
  const cardLines = card.ingredientGroups.flatMap((g) => g.ingredients).map(squash);
  const ownLines = recipe.ingredients.map(squash);
  if (
    recipe.ingredientGroups.length <= 1 &&
    card.ingredientGroups.length > 1 &&
    cardLines.length === ownLines.length &&
    cardLines.every((l, i) => l === ownLines[i])
  ) {
    let at = 0;
    recipe.ingredientGroups = card.ingredientGroups.map((group) => {
      const ingredients = recipe.ingredients.slice(at, at + group.ingredients.length);
      at += group.ingredients.length;
      return { purpose: group.purpose, ingredients };
    });
  }
  if (recipe.equipment.length === 0 && card.equipment.length > 0) recipe.equipment = card.equipment;
}

/** Structured lines that only name the page's ingredient groups give way to the lines printed under them. */
function adoptLinesUnderGroupNames(recipe: TExtractedRecipe, html: string) {
  if (recipe.ingredientGroups.length > 1) return;
  const groups = readLinesUnderGroupNames(html, recipe.ingredients);
  if (!groups) return;
  recipe.ingredientGroups = groups;
  recipe.ingredients = groups.flatMap((g) => g.ingredients);
}

/** Structured lines that leave out the amounts the page prints take them from the page. */
function adoptPrintedAmounts(recipe: TExtractedRecipe, html: string) {
  const lines = recipe.ingredientGroups.flatMap((g) => g.ingredients);
  const restored = restorePrintedAmounts(html, lines);
  if (!restored) return;
  let at = 0;
  for (const group of recipe.ingredientGroups) {
    group.ingredients = restored.slice(at, at + group.ingredients.length);
    at += group.ingredients.length;
  }
  // The flat list may also hold the headings the groups are named by: they keep their place.
  let k = 0;
  recipe.ingredients = recipe.ingredients.map((line) => (line === lines[k] ? restored[k++] : line));
}

/**
 * Structured data lists the ingredients flat; the headings the page prints between the same lines
 * name the groups. The lines themselves stay as the structured data gives them.
 */
function adoptPrintedGroups(recipe: TExtractedRecipe, html: string) {
  if (recipe.ingredientGroups.length > 1) return;
  recipe.ingredientGroups = recoverIngredientGroups(html, recipe.ingredients) ?? recipe.ingredientGroups;
}

/**
 * Extracts the page's recipe; null when the page has none. Never throws on bad markup.
 * `useSiteAdapters: false` leaves out the per-site readers (site-adapters.ts): the benchmark uses
 * it to show what the general rules alone reach.
 */
export function extractRecipe(
  html: string,
  url: string,
  { useSiteAdapters = true }: { useSiteAdapters?: boolean } = {},
): TExtractedRecipe | null {
  const meta = readPageMeta(html);
  const tree = new LazyTree(html);
  const ld = readJsonLd(html);
  const node = findRecipeNode(ld);
  let recipe: TExtractedRecipe | null = null;
  const ldLookup: TNodeLookup = (id) => ld.byId.get(id);
  if (node) recipe = recipeFromSchema(node, { url, lookup: ldLookup, source: "json-ld" });
  let imageNode = node;
  const hasMarkup = hasStructuredMarkup(html);
  if (!recipe && hasMarkup) {
    const microdata = fromMicrodata(tree, url);
    recipe = microdata?.recipe ?? null;
    imageNode = microdata?.node ?? null;
  } else if (recipe && hasMarkup && (recipe.ingredients.length === 0 || recipe.instructions.length === 0)) {
    fillFromFallback(recipe, fromMicrodata(tree, url)?.recipe ?? null);
  }
  if (!recipe || recipe.ingredients.length === 0 || recipe.instructions.length === 0) {
    const card = readRecipeCard(tree.get(), url);
    if (recipe) fillFromFallback(recipe, card);
    else recipe = card;
  }
  if (!recipe || recipe.ingredients.length === 0 || recipe.instructions.length === 0) {
    const guessed = readByHeuristics(tree.get(), { html, url, meta });
    if (recipe) fillFromFallback(recipe, guessed);
    else recipe = guessed;
  }
  if (!recipe) return null;
  // Markup that gives no yield: the page may still print one ("Servings 4" by the title).
  if (recipe.yields === null && recipe.source !== "heuristic")
    recipe.yields = readPrintedFacts(tree.get(), { html, url, meta }).yields;
  if (useSiteAdapters) applySiteAdapter(recipe, url, () => tree.get());
  if (recipe.source !== "recipe-card" && recipe.source !== "heuristic") {
    adoptLinesUnderGroupNames(recipe, html);
    adoptPrintedAmounts(recipe, html);
    adoptPrintedGroups(recipe, html);
  }
  if ((recipe.source === "microdata" || recipe.source === "rdfa") && recipe.equipment.length === 0)
    recipe.equipment = readEquipment(linearize(tree.get()));
  if (recipe.source !== "recipe-card" && CARD_MARKUP.test(html))
    adoptCardStructure(recipe, readRecipeCard(tree.get(), url));
  applyPageFacts(recipe, html, meta, findSiteName(ld), url);
  if (imageNode) chooseStructuredImage(recipe, imageNode, html, url, ldLookup);
  return recipe;
}
