/**
 * Turns a schema.org Recipe object (from JSON-LD, or microdata/RDFa read into the same shape) into
 * the extractor's output. Every string goes through cleanText: pages put HTML and entities anywhere.
 */
import { parseDurationMinutes } from "./durations.ts";
import {
  emptyRecipe,
  type TExtractedRecipe,
  type TExtractionSource,
  type TIngredientGroupOut,
  type TInstructionSection,
} from "./extracted-recipe.ts";
import { cleanText, decodeEntities, toAbsoluteUrl } from "./html-text.ts";
import { normalizeYields } from "./yields.ts";

export type TSchemaNode = Record<string, unknown>;
/** Resolves `{"@id": …}` references to the full node elsewhere on the page. */
export type TNodeLookup = (id: string) => TSchemaNode | undefined;

export function typesOf(node: TSchemaNode): string[] {
  const type = node["@type"] ?? node.type;
  const list = Array.isArray(type) ? type : [type];
  return list.filter((t): t is string => typeof t === "string").map((t) => t.replace(/^.*[/#:]/, ""));
}

export function isType(node: unknown, type: string): boolean {
  if (!node || typeof node !== "object" || Array.isArray(node)) return false;
  const lower = type.toLowerCase();
  return typesOf(node as TSchemaNode).some((t) => t.toLowerCase() === lower);
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function deref(value: unknown, lookup: TNodeLookup): unknown {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const node = value as TSchemaNode;
    const id = node["@id"];
    if (typeof id === "string" && Object.keys(node).length <= 2) return lookup(id) ?? node;
  }
  return value;
}

function textOfValue(value: unknown): string | null {
  if (typeof value === "string") return cleanText(value) || null;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return textOfValue(value[0]);
  if (value && typeof value === "object") {
    const node = value as TSchemaNode;
    return textOfValue(node.name ?? node["@value"] ?? node.text);
  }
  return null;
}

function joinedText(value: unknown): string | null {
  const items = asList(value)
    .map((v) => textOfValue(v))
    .filter((v): v is string => !!v);
  return items.length > 0 ? items.join(",") : null;
}

/** Comma-separated tags, trimmed and de-duplicated case-insensitively. */
export function splitTags(value: unknown): string[] {
  const raw = asList(value)
    .map((v) => textOfValue(v))
    .filter((v): v is string => !!v)
    .join(", ");
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of raw.split(",")) {
    const tag = part.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

function authorOf(value: unknown, lookup: TNodeLookup): string | null {
  for (const item of asList(value)) {
    const resolved = deref(item, lookup);
    const name = textOfValue(resolved);
    if (name) return name;
  }
  return null;
}

interface TImageCandidate {
  url: string;
  area: number;
}

function imageCandidates(value: unknown, baseUrl: string, lookup: TNodeLookup, into: TImageCandidate[]) {
  for (const item of asList(value)) {
    const resolved = deref(item, lookup);
    if (typeof resolved === "string") {
      const url = toAbsoluteUrl(cleanText(resolved), baseUrl);
      if (url) into.push({ url, area: areaFromUrl(url) });
    } else if (resolved && typeof resolved === "object") {
      const node = resolved as TSchemaNode;
      const raw = node.url ?? node.contentUrl ?? node["@id"];
      if (typeof raw !== "string") continue;
      const url = toAbsoluteUrl(cleanText(raw), baseUrl);
      const width = Number(
        node.width && typeof node.width === "object" ? (node.width as TSchemaNode).value : node.width,
      );
      const height = Number(
        node.height && typeof node.height === "object" ? (node.height as TSchemaNode).value : node.height,
      );
      if (url) {
        const area = width > 0 && height > 0 ? width * height : width > 0 ? width * width : areaFromUrl(url);
        into.push({ url, area });
      }
    }
  }
}

/** "photo-1200x800.jpg" → 960000; 0 when the address says nothing about size. */
function areaFromUrl(url: string): number {
  const match = url.match(/[-_/](\d{2,4})x(\d{2,4})(?:[._/-]|$)/);
  return match ? Number(match[1]) * Number(match[2]) : 0;
}

/** The main image (first listed) and all images, absolute, largest first, de-duplicated. */
export function normalizeImages(value: unknown, baseUrl: string, lookup: TNodeLookup): string[] {
  const candidates: TImageCandidate[] = [];
  imageCandidates(value, baseUrl, lookup, candidates);
  const first = candidates[0]?.url;
  const sorted = candidates
    .map((candidate, index) => ({ ...candidate, index }))
    .sort((a, b) => b.area - a.area || a.index - b.index);
  const seen = new Set<string>();
  const urls: string[] = [];
  if (first) {
    seen.add(first);
    urls.push(first);
  }
  for (const candidate of sorted) {
    if (seen.has(candidate.url)) continue;
    seen.add(candidate.url);
    urls.push(candidate.url);
  }
  return urls;
}

function ingredientText(value: unknown): string | null {
  if (typeof value === "string") return cleanText(value) || null;
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const node = value as TSchemaNode;
    if (isType(node, "PropertyValue") || node.value !== undefined) {
      const parts = [node.value, node.unitText ?? node.unitCode, node.name].filter(
        (p) => p !== undefined && p !== null && p !== "",
      );
      return cleanText(parts.map(String).join(" ")) || null;
    }
    return textOfValue(node.name ?? node.text);
  }
  if (typeof value === "number") return String(value);
  return null;
}

/**
 * WP Recipe Maker wraps notes that already have parentheses in a second pair: "((optional))",
 * also around notes that hold parentheses of their own: "((use 1⅔ cups (400 ml)))".
 */
function collapseDoubledParentheses(line: string): string {
  return line.indexOf("((") === -1 ? line : line.replace(/\(\(((?:[^()]|\([^()]*\))*)\)\)/g, "($1)");
}

/** ", 1 tsp", ", 60ml", ", ½ cup": a comma before an amount starts the next ingredient. */
const COMMA_BEFORE_AMOUNT = /,\s+(?=[\d½¼¾⅓⅔⅛])/;

/**
 * A whole list written as one string: one ingredient per line (or per `<br>`, list item or
 * paragraph), or comma-separated when every piece starts with an amount ("125ml milk, 1 tsp
 * vinegar, 60ml oil"); "1 onion, chopped" stays.
 */
function splitOneStringList(text: string): string[] {
  if (/<(?:br|li|p)\b/i.test(text)) return text.split(/<(?:br\s*\/?|\/li|\/p)>/i);
  if (/[\n\r]/.test(text)) return text.split(/[\n\r]+/);
  const pieces = text.split(COMMA_BEFORE_AMOUNT);
  return pieces.length >= 3 && /^[\d½¼¾⅓⅔⅛]/.test(pieces[0].trim()) ? pieces : [text];
}

export function normalizeIngredients(value: unknown): string[] {
  let list = asList(value);
  if (list.length === 1 && typeof list[0] === "string") list = splitOneStringList(list[0] as string);
  return list
    .flat(3)
    .map(ingredientText)
    .filter((v): v is string => !!v)
    .map(collapseDoubledParentheses);
}

/** "For the sauce:" or "DIPPING SAUCE:" inside a flat ingredient list: a heading, not an ingredient. */
export function isGroupHeading(line: string): boolean {
  if (line.length > 60 || /\d/.test(line)) return false;
  if (/[:：]$/.test(line)) return true;
  return /^for the\s/i.test(line) && line.split(/\s+/).length <= 6 && !/,/.test(line);
}

/** Splits a flat list at its headings into named groups. */
export function groupIngredientLines(lines: string[]): TIngredientGroupOut[] {
  const groups: TIngredientGroupOut[] = [{ purpose: null, ingredients: [] }];
  for (const line of lines) {
    if (isGroupHeading(line)) groups.push({ purpose: line, ingredients: [] });
    else groups[groups.length - 1].ingredients.push(line);
  }
  return groups.filter((g) => g.ingredients.length > 0);
}

/** "Step 1", "Passo 2", "Etape 3", "1." — labels, not instructions. */
const STEP_LABEL = /^(?:step|stap|passo|paso|etape|étape|schritt|krok|steg|trin|vaihe|adım|stage)?\s*\d+\s*[.:)]?$/i;
/** "Method", "Modo de preparo": the heading of the whole instructions block, not a step of it. */
const INSTRUCTIONS_HEADING =
  /^(?:instructions?|method|directions?|preparation|steps|modo de preparo|preparo|preparación|elaboración|zubereitung|préparation|bereiding|procedimento|procedimiento)\s*:?$/i;

/**
 * The steps a string holds. A single string may hold every step, one per line or paragraph; in a
 * list of strings each is one step already, and a line break inside it sets off a tip ("Tip: …")
 * that belongs to that step.
 */
function stepParts(text: string, isOneOfSeveral: boolean): string[] {
  const markup = ESCAPED_TAG.test(text) ? decodeEntities(text) : text;
  if (/<(?:p|li|br)\b/i.test(markup)) return markup.split(/<(?:\/p|\/li|br\s*\/?)>/i).map(dropCounterBeforeTag);
  return isOneOfSeveral ? [text] : text.split(/[\n\r]+/);
}

/** "&lt;p&gt;Mix…&lt;/p&gt;": markup written escaped still marks where paragraphs end. */
const ESCAPED_TAG = /&lt;\/?(?:p|li|br)\b/i;

/**
 * "1: <p>Knead…</p> 2: <p>Roll…</p>": a counter written outside each paragraph numbers the
 * paragraphs the way a list would; the step is the paragraph. A number inside the paragraph
 * ("<p>2 eggs…") is the step's own text and stays.
 */
const COUNTER_BEFORE_TAG =
  /^\s*(?:(?:step|schritt|krok|passo|paso|étape|etape|stap|steg|trin|adım)\s*)?\d{1,2}\s*[.:)]?\s*(?=<(?:p|li|div|span|strong|b)\b)/i;
function dropCounterBeforeTag(part: string): string {
  return part.replace(COUNTER_BEFORE_TAG, "");
}

function stepTexts(
  value: unknown,
  lookup: TNodeLookup,
  section: TInstructionSection,
  sections: TInstructionSection[],
  isOneOfSeveral = false,
) {
  const node = deref(value, lookup);
  if (typeof node === "string") {
    for (const part of stepParts(node, isOneOfSeveral)) {
      const text = cleanText(part).replace(/^[,;]\s*/, "");
      if (text && !STEP_LABEL.test(text) && !INSTRUCTIONS_HEADING.test(text)) section.steps.push(text);
    }
    return;
  }
  if (Array.isArray(node)) {
    for (const item of node) stepTexts(item, lookup, section, sections, node.length > 1);
    return;
  }
  if (!node || typeof node !== "object") return;
  const record = node as TSchemaNode;
  if (isType(record, "HowToSection") || (record.itemListElement && !isType(record, "HowToStep"))) {
    const name = textOfValue(record.name ?? record.Name);
    const inner: TInstructionSection = { name, steps: [] };
    sections.push(inner);
    stepTexts(record.itemListElement ?? record.steps, lookup, inner, sections);
    return;
  }
  const raw = record.text ?? record.description;
  const text = textOfValue(raw)?.replace(/^[,;]\s*/, "") ?? null;
  const name = textOfValue(record.name);
  // A step's name is a short title ("Marinate") unless it merely repeats the text or numbers it.
  if (name && text && !text.startsWith(name.replace(/\.+$/, "")) && !STEP_LABEL.test(name)) {
    section.steps.push(name);
  }
  // A step whose text is a list ("<ol><li>Whisk.</li><li>Fry.</li></ol>") holds a step per item.
  if (typeof raw === "string" && countItems(raw) > 1) stepTexts(raw, lookup, section, sections);
  else if (text) section.steps.push(text);
  else if (record.itemListElement) stepTexts(record.itemListElement, lookup, section, sections);
  else if (name && !STEP_LABEL.test(name)) section.steps.push(name);
}

const countItems = (html: string) => html.match(/<li\b/gi)?.length ?? 0;

export function normalizeInstructions(value: unknown, lookup: TNodeLookup): TInstructionSection[] {
  const main: TInstructionSection = { name: null, steps: [] };
  const sections: TInstructionSection[] = [main];
  stepTexts(value, lookup, main, sections);
  // A step with no letter or digit is debris, such as the "[{" left of JSON written unquoted into
  // an HTML attribute: dropping it lets the page's visible steps fill in instead.
  for (const section of sections) section.steps = section.steps.filter((step) => /[\p{L}\p{N}]/u.test(step));
  return sections.filter((s) => s.steps.length > 0 || s.name);
}

/** Section names become their own entries, the way cookbooks print them. */
export function flattenSections(sections: TInstructionSection[]): string[] {
  const out: string[] = [];
  for (const section of sections) {
    if (section.name) out.push(section.name);
    out.push(...section.steps);
  }
  return out;
}

const DIETS: Record<string, string> = {
  DiabeticDiet: "Diabetic Diet",
  GlutenFreeDiet: "Gluten Free Diet",
  HalalDiet: "Halal Diet",
  HinduDiet: "Hindu Diet",
  KosherDiet: "Kosher Diet",
  LowCalorieDiet: "Low Calorie Diet",
  LowFatDiet: "Low Fat Diet",
  LowLactoseDiet: "Low Lactose Diet",
  LowSaltDiet: "Low Salt Diet",
  VeganDiet: "Vegan Diet",
  VegetarianDiet: "Vegetarian Diet",
};

function dietsOf(value: unknown): string[] {
  const names = asList(value)
    .map((v) => textOfValue(v))
    .filter((v): v is string => !!v)
    .map((v) => {
      const key = v.replace(/^https?:\/\/schema\.org\//, "");
      return DIETS[key] ?? key;
    });
  return splitTags(names);
}

function nutrientsOf(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const node = Array.isArray(value) ? value[0] : value;
  if (!node || typeof node !== "object") return out;
  for (const [key, raw] of Object.entries(node as TSchemaNode)) {
    if (!key || key.startsWith("@") || key === "type" || raw === null || raw === undefined || raw === "") continue;
    const text = textOfValue(raw);
    if (text) out[cleanText(key)] = text;
  }
  return out;
}

function numberOf(value: unknown): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  if (typeof raw === "string") {
    const number = Number(raw.replace(",", ".").trim());
    return Number.isFinite(number) && raw.trim() !== "" ? number : null;
  }
  return null;
}

function ratingsOf(recipe: TSchemaNode, lookup: TNodeLookup): { ratings: number | null; ratingsCount: number | null } {
  const rating = deref(recipe.aggregateRating, lookup);
  if (!rating || typeof rating !== "object") return { ratings: null, ratingsCount: null };
  const node = rating as TSchemaNode;
  const value = numberOf(node.ratingValue);
  const count = numberOf(node.ratingCount) ?? numberOf(node.reviewCount);
  return {
    ratings: value !== null && value > 0 ? Math.round(value * 100) / 100 : null,
    ratingsCount: count !== null && count > 0 ? Math.trunc(count) : null,
  };
}

function equipmentOf(value: unknown): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of asList(value)) {
    const name = textOfValue(item);
    if (name && !seen.has(name)) {
      seen.add(name);
      out.push(name);
    }
  }
  return out;
}

export interface TRecipeContext {
  url: string;
  lookup: TNodeLookup;
  source: TExtractionSource;
}

/** The extractor's output for one schema.org Recipe node; page-level fields are filled later. */
export function recipeFromSchema(recipe: TSchemaNode, { url, lookup, source }: TRecipeContext): TExtractedRecipe {
  const out = emptyRecipe(source);
  out.title = textOfValue(recipe.name ?? recipe.headline);
  const description = Array.isArray(recipe.description) ? recipe.description[0] : recipe.description;
  out.description = typeof description === "string" ? cleanText(description) || null : null;
  out.images = normalizeImages(recipe.image ?? recipe.thumbnailUrl, url, lookup);
  out.image = out.images[0] ?? null;
  out.author = authorOf(recipe.author ?? recipe.Author ?? recipe.creator, lookup);
  const language = recipe.inLanguage ?? recipe.language;
  out.language = typeof language === "string" ? language.trim() || null : null;
  const yieldValue = recipe.recipeYield ?? recipe.yield;
  out.yields = yieldValue !== undefined && yieldValue !== null ? normalizeYields(yieldValue) : null;
  // Some sites capitalise the property names ("PrepTime", "CookTime").
  out.prepTime = parseDurationMinutes(recipe.prepTime ?? recipe.PrepTime);
  out.cookTime = parseDurationMinutes(recipe.cookTime ?? recipe.CookTime);
  const total = parseDurationMinutes(recipe.totalTime ?? recipe.TotalTime);
  out.totalTime = total ?? (out.prepTime || out.cookTime ? (out.prepTime ?? 0) + (out.cookTime ?? 0) : null);
  // The flat list stays as the markup gives it, headings included; the groups take them as names.
  out.ingredients = normalizeIngredients(recipe.recipeIngredient ?? recipe.ingredients);
  out.ingredientGroups = groupIngredientLines(out.ingredients);
  out.instructionSections = normalizeInstructions(recipe.recipeInstructions ?? recipe.RecipeInstructions, lookup);
  out.instructions = flattenSections(out.instructionSections);
  out.category = joinedText(recipe.recipeCategory);
  out.cuisine = joinedText(recipe.recipeCuisine);
  out.keywords = splitTags(recipe.keywords);
  out.nutrients = nutrientsOf(deref(recipe.nutrition, lookup));
  Object.assign(out, ratingsOf(recipe, lookup));
  out.equipment = equipmentOf(recipe.tool);
  out.dietaryRestrictions = dietsOf(recipe.suitableForDiet);
  out.video = videoOf(recipe.video, url, lookup);
  return out;
}

/** A VideoObject (or a list of them, or a bare address): where the video plays, as an absolute URL. */
function videoOf(value: unknown, url: string, lookup: TNodeLookup): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  const node = typeof first === "string" ? first : deref(first, lookup);
  let candidates: string[] = [];
  if (typeof node === "string") candidates = [node];
  else if (node && typeof node === "object") {
    const video = node as TSchemaNode;
    candidates = [video.contentUrl, video.embedUrl, video.url].filter((v): v is string => typeof v === "string");
  }
  for (const candidate of candidates) {
    try {
      const absolute = new URL(candidate.trim(), url);
      if (absolute.protocol === "https:" || absolute.protocol === "http:") return absolute.toString();
    } catch {
      // Not an address: try the next one.
    }
  }
  return null;
}
