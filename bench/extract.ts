/**
 * Extraction agreement with the corpus's expected values, per field, split by pages with JSON-LD,
 * microdata only and neither; then pages per second on one core.
 *
 *   npx tsx bench/extract.ts            (BENCH_VERBOSE=1 lists every disagreement)
 */
import { extractRecipe } from "#core/import/extract-recipe.ts";
import {
  addScores,
  agrees,
  CORE_FIELDS,
  emptyScores,
  FIELDS,
  loadCorpusPages,
  rate,
  type TField,
  type TPageKind,
} from "../tests/corpus/recipe-corpus.ts";

const pages = loadCorpusPages();
const kinds: TPageKind[] = ["json-ld", "microdata", "neither"];
const byKind = Object.fromEntries([...kinds, "all"].map((k) => [k, emptyScores()]));
const verbose = process.env.BENCH_VERBOSE === "1";
const onlyField = process.env.BENCH_FIELD;

for (const page of pages) {
  const recipe = extractRecipe(page.html, page.url);
  addScores(byKind[page.kind], recipe, page.expected);
  addScores(byKind.all, recipe, page.expected);
  if (verbose) {
    for (const field of Object.keys(FIELDS) as TField[]) {
      if (onlyField && field !== onlyField) continue;
      if (agrees(field, recipe, page.expected) === false) {
        console.log(
          `✗ ${page.name} ${field}\n    got:  ${JSON.stringify(recipe?.[field])?.slice(0, 400)}\n    want: ${JSON.stringify(page.expected[FIELDS[field]])?.slice(0, 400)}`,
        );
      }
    }
  }
}

const counts = Object.fromEntries(kinds.map((k) => [k, pages.filter((p) => p.kind === k).length]));
const percent = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(7);
console.log(`Agreement with expected values on ${pages.length} pages (scored where the expected value exists)`);
console.log(
  `${"field".padEnd(20)}${kinds.map((k) => `${k} (${counts[k]})`.padStart(16)).join("")}${"all".padStart(16)}`,
);
for (const field of Object.keys(FIELDS) as TField[]) {
  const cells = [...kinds, "all"].map((k) => {
    const score = byKind[k][field];
    return score.scored === 0
      ? "—".padStart(16)
      : `${percent(rate(score))} ${`${score.agreed}/${score.scored}`.padStart(8)}`;
  });
  console.log(`${(CORE_FIELDS.includes(field) ? `${field} *` : field).padEnd(20)}${cells.join("")}`);
}
const core = (k: string) => CORE_FIELDS.reduce((sum, f) => sum + rate(byKind[k][f]), 0) / CORE_FIELDS.length;
console.log(`${"core mean *".padEnd(20)}${[...kinds, "all"].map((k) => percent(core(k)).padStart(16)).join("")}`);

// The same core fields from the general rules alone, without the per-site readers: the figure to
// expect on sites the corpus does not include.
const general = Object.fromEntries([...kinds, "all"].map((k) => [k, emptyScores()]));
for (const page of pages) {
  const recipe = extractRecipe(page.html, page.url, { useSiteAdapters: false });
  addScores(general[page.kind], recipe, page.expected);
  addScores(general.all, recipe, page.expected);
}
console.log("\nWithout the per-site readers (src/core/import/site-adapters.ts):");
for (const field of CORE_FIELDS) {
  const cells = [...kinds, "all"].map((k) => {
    const score = general[k][field];
    return score.scored === 0
      ? "—".padStart(16)
      : `${percent(rate(score))} ${`${score.agreed}/${score.scored}`.padStart(8)}`;
  });
  console.log(`${field.padEnd(20)}${cells.join("")}`);
}

// Speed: one core, the whole corpus, after a warm-up pass.
const bytes = pages.reduce((sum, p) => sum + p.html.length, 0);
for (const page of pages.slice(0, 40)) extractRecipe(page.html, page.url);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const started = performance.now();
for (let round = 0; round < rounds; round++) for (const page of pages) extractRecipe(page.html, page.url);
const seconds = (performance.now() - started) / 1000;
const perSecond = (pages.length * rounds) / seconds;
console.log(
  `Speed: ${perSecond.toFixed(0)} pages/s on one core (${((bytes * rounds) / seconds / 1e6).toFixed(1)} MB/s, ${pages.length} pages × ${rounds} rounds, mean page ${(bytes / pages.length / 1024).toFixed(0)} kB)`,
);
