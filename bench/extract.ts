/**
 * Extraction agreement with the corpus's expected values, per field: split by pages with JSON-LD,
 * microdata only and neither; then by held-aside sites against tuning sites (see `splitOfSite`),
 * with and without the per-site readers; structured pages (JSON-LD or microdata) of each split
 * pooled; then pages per second on one core and per CPU-second.
 *
 *   npx tsx bench/extract.ts
 *   BENCH_VERBOSE=1 [BENCH_FIELD=ingredients] [BENCH_READERS=0] npx tsx bench/extract.ts
 *   BENCH_ROUNDS=0 …   (scores only, no timed rounds)
 *
 * BENCH_VERBOSE lists the disagreements on tuning sites only: held-aside pages are scored, never
 * shown, so their figures stay a fair guess at sites never seen.
 */
import { extractRecipe, type TExtractedRecipe } from "#core/import/extract-recipe.ts";
import { findRecipeNode, readJsonLd } from "#core/import/json-ld.ts";
import {
  addScores,
  agrees,
  CORE_FIELDS,
  emptyScores,
  FIELDS,
  loadCorpusPages,
  rate,
  type TField,
  type TFieldScore,
  type TPageKind,
} from "../tests/corpus/recipe-corpus.ts";

type TScores = Record<TField, TFieldScore>;

const pages = loadCorpusPages();
const kinds: TPageKind[] = ["json-ld", "microdata", "neither"];
const verbose = process.env.BENCH_VERBOSE === "1";
const onlyField = process.env.BENCH_FIELD;
const isVerboseGeneral = process.env.BENCH_READERS === "0";

/** Scores keyed "<split>/<readers>/<kind>", every key also counted under "all". */
const scores = new Map<string, TScores>();
function add(key: string, recipe: TExtractedRecipe | null, expected: Record<string, unknown>) {
  let entry = scores.get(key);
  if (!entry) {
    entry = emptyScores();
    scores.set(key, entry);
  }
  addScores(entry, recipe, expected);
}
const scoresOf = (key: string): TScores => scores.get(key) ?? emptyScores();

/**
 * What a page's JSON-LD says, read by the reference extractor's general schema.org rule (not its
 * per-site scrapers): the ingredient strings, and each section's name, each step's name when its
 * text does not start with it, and each step's text. Used only for the last table.
 */
function markupAnswer(html: string): Partial<Record<TField, string[]>> {
  const node = findRecipeNode(readJsonLd(html));
  if (!node) return {};
  const stepsOf = (value: unknown): string[] => {
    if (typeof value === "string") return value.split(/\n+/).filter((line) => line.trim());
    if (Array.isArray(value)) return value.flatMap(stepsOf);
    if (!value || typeof value !== "object") return [];
    const item = value as Record<string, unknown>;
    const name = typeof item.name === "string" ? item.name : "";
    if (item.itemListElement) return [...(name ? [name] : []), ...stepsOf(item.itemListElement)];
    const text = typeof item.text === "string" ? item.text : "";
    const isNameShown = name && !text.startsWith(name.replace(/\.+$/, ""));
    return [...(isNameShown ? [name] : []), ...stepsOf(text || (isNameShown ? "" : name))];
  };
  const ingredients = [node.recipeIngredient ?? node.ingredients].flat().filter((line) => typeof line === "string");
  return { ingredients, instructions: stepsOf(node.recipeInstructions) };
}

function addScoresOrMarkup(
  key: string,
  recipe: TExtractedRecipe | null,
  expected: Record<string, unknown>,
  html: string,
) {
  let entry = scores.get(key);
  if (!entry) {
    entry = emptyScores();
    scores.set(key, entry);
  }
  const markup = markupAnswer(html);
  for (const field of Object.keys(FIELDS) as TField[]) {
    const result = agrees(field, recipe, expected);
    if (result === null) continue;
    const asMarked = markup[field]?.length ? agrees(field, recipe, { [FIELDS[field]]: markup[field] }) : false;
    entry[field].scored++;
    if (result || asMarked) entry[field].agreed++;
  }
}

function listDisagreements(name: string, recipe: TExtractedRecipe | null, expected: Record<string, unknown>) {
  for (const field of Object.keys(FIELDS) as TField[]) {
    if (onlyField && field !== onlyField) continue;
    if (agrees(field, recipe, expected) === false) {
      console.log(
        `✗ ${name} ${field}\n    got:  ${JSON.stringify(recipe?.[field])?.slice(0, 400)}\n    want: ${JSON.stringify(expected[FIELDS[field]])?.slice(0, 400)}`,
      );
    }
  }
}

for (const page of pages) {
  for (const readers of ["with", "without"] as const) {
    const recipe = extractRecipe(page.html, page.url, { useSiteAdapters: readers === "with" });
    // "structured" pools JSON-LD and microdata pages: what a site's markup alone should give.
    const pageKinds = page.kind === "neither" ? [page.kind, "all"] : [page.kind, "structured", "all"];
    for (const split of [page.split, "all"])
      for (const kind of pageKinds) add(`${split}/${readers}/${kind}`, recipe, page.expected);
    if (readers === "without" && page.kind !== "neither")
      addScoresOrMarkup(`${page.split}/without/structured-or-markup`, recipe, page.expected, page.html);
    if (verbose && page.split === "tuning" && isVerboseGeneral === (readers === "without"))
      listDisagreements(`${page.name} [${page.kind}]`, recipe, page.expected);
  }
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const cell = (score: TFieldScore, width: number) =>
  (score.scored === 0 ? "—" : `${percent(rate(score))} ${`${score.agreed}/${score.scored}`.padStart(7)}`).padStart(
    width,
  );
const coreMean = (s: TScores) => CORE_FIELDS.reduce((sum, f) => sum + rate(s[f]), 0) / CORE_FIELDS.length;
const label = (field: TField) => (CORE_FIELDS.includes(field) ? `${field} *` : field).padEnd(20);

function printTable(title: string, columns: { name: string; key: string }[], fields: TField[], width = 16) {
  console.log(`\n${title}`);
  console.log(`${"field".padEnd(20)}${columns.map((c) => c.name.padStart(width)).join("")}`);
  for (const field of fields) {
    console.log(`${label(field)}${columns.map((c) => cell(scoresOf(c.key)[field], width)).join("")}`);
  }
  console.log(
    `${"core mean *".padEnd(20)}${columns.map((c) => percent(coreMean(scoresOf(c.key))).padStart(width)).join("")}`,
  );
}

const allFields = Object.keys(FIELDS) as TField[];
const countOf = (predicate: (p: (typeof pages)[number]) => boolean) => pages.filter(predicate).length;
const sitesOf = (split: string) => new Set(pages.filter((p) => p.split === split).map((p) => p.host)).size;

console.log(`Agreement with expected values on ${pages.length} pages (scored where the expected value exists)`);
printTable(
  "All pages, with the per-site readers, by markup:",
  [...kinds, "all"].map((k) => ({
    name: `${k} (${k === "all" ? pages.length : countOf((p) => p.kind === k)})`,
    key: `all/with/${k}`,
  })),
  allFields,
);

const splitColumns = ["tuning", "held-aside", "all"].flatMap((split) =>
  (["with", "without"] as const).map((readers) => ({
    name: `${split === "held-aside" ? "held" : split} ${readers === "with" ? "+" : "−"}readers`,
    key: `${split}/${readers}/all`,
  })),
);
printTable(
  `By site split: tuning ${sitesOf("tuning")} sites / ${countOf((p) => p.split === "tuning")} pages, held aside ${sitesOf("held-aside")} sites / ${countOf((p) => p.split === "held-aside")} pages; +/− the per-site readers (site-adapters.ts):`,
  splitColumns,
  allFields,
  18,
);
printTable(
  "Without the per-site readers (what to expect on sites never seen), by split and markup:",
  ["tuning", "held-aside"].flatMap((split) =>
    [...kinds].map((k) => ({
      name: `${split === "held-aside" ? "held" : "tune"} ${k} (${countOf((p) => p.split === split && p.kind === k)})`,
      key: `${split}/without/${k}`,
    })),
  ),
  allFields,
  20,
);

printTable(
  "Structured pages (JSON-LD or microdata) without the per-site readers, by split:",
  ["tuning", "held-aside"].map((split) => ({
    name: `${split === "held-aside" ? "held" : "tune"} structured (${countOf((p) => p.split === split && p.kind !== "neither")})`,
    key: `${split}/without/structured`,
  })),
  allFields,
  24,
);

printTable(
  "The same, also counting an answer that is what the reference's general schema.org rule reads from the page's JSON-LD, where its per-site scraper reads what the site prints instead: not the goal's measure, the figure if such answers counted:",
  ["tuning", "held-aside"].map((split) => ({
    name: `${split === "held-aside" ? "held" : "tune"} structured (${countOf((p) => p.split === split && p.kind !== "neither")})`,
    key: `${split}/without/structured-or-markup`,
  })),
  CORE_FIELDS,
  24,
);

// Speed: one core, the whole corpus, after a warm-up pass. CPU time is the steadier figure on a
// shared machine: the wall clock also counts the time spent waiting for a core.

const bytes = pages.reduce((sum, p) => sum + p.html.length, 0);
for (const page of pages.slice(0, 40)) extractRecipe(page.html, page.url);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const started = performance.now();
const cpuStarted = process.cpuUsage();
for (let round = 0; round < rounds; round++) for (const page of pages) extractRecipe(page.html, page.url);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStarted);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const perSecond = (pages.length * rounds) / seconds;
console.log(
  `\nSpeed: ${perSecond.toFixed(0)} pages/s on one core, ${((pages.length * rounds) / cpuSeconds).toFixed(0)} pages per CPU-second (${((bytes * rounds) / seconds / 1e6).toFixed(1)} MB/s, ${pages.length} pages × ${rounds} rounds, mean page ${(bytes / pages.length / 1024).toFixed(0)} kB)`,
);
