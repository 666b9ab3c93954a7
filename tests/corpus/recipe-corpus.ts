/**
 * Loads the recipe-page corpus and scores the extractor against its expected values. Used by the
 * corpus tests and bench/extract.ts. The corpus is not part of the repo: `LADLE_CORPUS_DIR` names
 * its folder (docs/benchmarks.md says where it is kept); tests that need it are skipped without it.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TExtractedRecipe } from "#core/import/extracted-recipe.ts";
import { cleanText } from "#core/import/html-text.ts";
import { findRecipeNode, readJsonLd } from "#core/import/json-ld.ts";
import { hasStructuredMarkup } from "#core/import/microdata.ts";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const corpusDir = path.resolve(projectRoot, process.env.LADLE_CORPUS_DIR ?? "../shared/corpus");
const pagesDir = path.join(corpusDir, "recipe-pages");

export type TPageKind = "json-ld" | "microdata" | "neither";

/**
 * About a quarter of the sites are held aside: the extractor is tuned by looking at the other
 * pages' misses only, so the held-aside figures say how the general rules do on sites never seen.
 * The split is by site (every page of a site on the same side) and fixed by a hash of the host.
 */
export type TCorpusSplit = "tuning" | "held-aside";

/** FNV-1a of the host: stable across runs, machines and corpus additions. */
export function splitOfSite(host: string): TCorpusSplit {
  let hash = 0x811c9dc5;
  for (const char of host.toLowerCase().replace(/^www\./, "")) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 4 === 0 ? "held-aside" : "tuning";
}

export interface TCorpusPage {
  name: string;
  host: string;
  split: TCorpusSplit;
  url: string;
  html: string;
  expected: Record<string, unknown>;
  kind: TPageKind;
}

export function hasCorpus(): boolean {
  return fs.existsSync(path.join(pagesDir, "index.json"));
}

export function classifyPage(html: string): TPageKind {
  if (findRecipeNode(readJsonLd(html))) return "json-ld";
  return hasStructuredMarkup(html) ? "microdata" : "neither";
}

export function loadCorpusPages(): TCorpusPage[] {
  const index = JSON.parse(fs.readFileSync(path.join(pagesDir, "index.json"), "utf8")) as {
    host: string;
    html: string;
    expected: string;
  }[];
  return index.map((entry) => {
    const html = fs.readFileSync(path.join(pagesDir, entry.html), "utf8");
    const expected = JSON.parse(fs.readFileSync(path.join(pagesDir, entry.expected), "utf8")) as Record<
      string,
      unknown
    >;
    let url = String(expected.canonical_url ?? entry.host);
    if (!/^https?:\/\//.test(url))
      url = `https://${entry.host}${url.startsWith("/") ? "" : "/"}${url.replace(new RegExp(`^${entry.host.replace(/\./g, "\\.")}`), "")}`;
    return {
      name: entry.html,
      host: entry.host,
      split: splitOfSite(entry.host),
      url,
      html,
      expected,
      kind: classifyPage(html),
    };
  });
}

/** Output field → expected key; the six core fields come first. */
export const FIELDS = {
  title: "title",
  ingredients: "ingredients",
  instructions: "instructions_list",
  yields: "yields",
  totalTime: "total_time",
  image: "image",
  prepTime: "prep_time",
  cookTime: "cook_time",
  author: "author",
  description: "description",
  siteName: "site_name",
  language: "language",
  category: "category",
  cuisine: "cuisine",
  keywords: "keywords",
  nutrients: "nutrients",
  ratings: "ratings",
  ratingsCount: "ratings_count",
  ingredientGroups: "ingredient_groups",
  equipment: "equipment",
  dietaryRestrictions: "dietary_restrictions",
} as const satisfies Partial<Record<keyof TExtractedRecipe, string>>;
export type TField = keyof typeof FIELDS;
export const CORE_FIELDS: TField[] = ["title", "ingredients", "instructions", "yields", "totalTime", "image"];

/** Whitespace-collapsed, entity-decoded, case-insensitive text. */
function norm(value: unknown): string {
  return cleanText(String(value)).toLowerCase();
}

function normalized(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(normalized);
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => [k, normalized(v)] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(entries);
  }
  if (typeof value === "number") return value;
  return norm(value);
}

/** Null when the expected value is missing (the field is not scored on that page). */
export function agrees(
  field: TField,
  actual: TExtractedRecipe | null,
  expected: Record<string, unknown>,
): boolean | null {
  const want = expected[FIELDS[field]];
  if (want === null || want === undefined || (Array.isArray(want) && want.length === 0)) return null;
  let got: unknown = actual ? actual[field] : null;
  if (field === "category" && Array.isArray(want)) got = typeof got === "string" ? got.split(",") : got;
  return JSON.stringify(normalized(got)) === JSON.stringify(normalized(want));
}

export interface TFieldScore {
  agreed: number;
  scored: number;
}

export function emptyScores(): Record<TField, TFieldScore> {
  return Object.fromEntries(Object.keys(FIELDS).map((f) => [f, { agreed: 0, scored: 0 }])) as Record<
    TField,
    TFieldScore
  >;
}

export function addScores(
  scores: Record<TField, TFieldScore>,
  actual: TExtractedRecipe | null,
  expected: Record<string, unknown>,
) {
  for (const field of Object.keys(FIELDS) as TField[]) {
    const result = agrees(field, actual, expected);
    if (result === null) continue;
    scores[field].scored++;
    if (result) scores[field].agreed++;
  }
}

export function rate(score: TFieldScore): number {
  return score.scored === 0 ? 1 : score.agreed / score.scored;
}
