/**
 * Ingredient parsing against the corpus's labelled lines (`ingredient-lines/`): quantity,
 * unit, name (token F1 and exact token set) and whole-line accuracy, on the lines used while
 * tuning and on the held-out fifth; then lines per second on one core.
 *
 *   npx tsx bench/ingredients.ts        (BENCH_VERBOSE=quantity|unit|name|whole prints misses from the tuning split)
 *
 * BENCH_SPLIT=source also scores each source as a whole (all its lines) beside the other two
 * sources' tuning lines. With BENCH_SOURCE=bbc|cookstr|tastecooking the misses BENCH_VERBOSE prints
 * come only from the other two, so rules can be written without looking at that source; its figure
 * is then one for a source never seen.
 */
import { parseIngredient } from "#core/ingredients/parse-ingredient.ts";
import {
  isHeldOut,
  loadLabelledLines,
  scoreLine,
  type TLineScore,
  totalScores,
} from "../tests/corpus/ingredient-corpus.ts";

const lines = loadLabelledLines();
const verbose = process.env.BENCH_VERBOSE;
const groups: Record<string, TLineScore[]> = { tuning: [], "held-out": [] };
const bySource: Record<string, TLineScore[]> = {};
const allScores: TLineScore[] = [];
let shown = 0;
for (const line of lines) {
  const parsed = parseIngredient(line.input);
  const score = scoreLine(line, parsed);
  allScores.push(score);
  groups[isHeldOut(line) ? "held-out" : "tuning"].push(score);
  if (!bySource[line.source]) bySource[line.source] = [];
  bySource[line.source].push(score);
  const isShown = !isHeldOut(line) && line.source !== process.env.BENCH_SOURCE;
  if (verbose && isShown && shown < Number(process.env.BENCH_SHOW ?? 60)) {
    const isMiss = verbose === "name" ? !score.nameExact : !score[verbose as keyof TLineScore];
    if (isMiss) {
      shown++;
      console.log(
        `✗ ${line.input}\n    got:  q=${parsed.quantity}-${parsed.quantityMax} u=${parsed.unit} name=${parsed.name} | prep=${parsed.preparation} | comment=${parsed.comment}\n    want: q=${line.quantity} u=${line.unit} name=${line.name}`,
      );
    }
  }
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`.padStart(8);
console.log(`Ingredient lines: ${lines.length} labelled (every 5th held out from tuning)`);
console.log(
  `${"split".padEnd(14)}${"lines".padStart(7)}${"quantity".padStart(10)}${"unit".padStart(8)}${"name F1".padStart(9)}${"name =".padStart(8)}${"whole".padStart(8)}`,
);
for (const [label, scores] of [
  ...Object.entries(groups),
  ...Object.entries(bySource).map(([k, v]) => [`  ${k}`, v] as const),
]) {
  const t = totalScores(scores);
  console.log(
    `${label.padEnd(14)}${String(t.lines).padStart(7)}${pct(t.quantity)}${pct(t.unit)}${pct(t.nameF1)}${pct(t.nameExact)}${pct(t.whole)}`,
  );
}

if (process.env.BENCH_SPLIT === "source") {
  // A source is unseen only for rules written with BENCH_SOURCE set to it (decision 027).
  console.log("\nEach source as a whole, beside the tuning lines of the other two:");
  for (const [source, scores] of Object.entries(bySource)) {
    const unseen = totalScores(scores);
    const seen = totalScores(
      lines.flatMap((line, i) => (line.source !== source && !isHeldOut(line) ? [allScores[i]] : [])),
    );
    console.log(
      `  ${source.padEnd(13)} whole ${pct(unseen.whole)}, name F1 ${pct(unseen.nameF1)}, unit ${pct(unseen.unit)}; the other two (tuning) whole ${pct(seen.whole)}`,
    );
  }
}

const inputs = lines.map((l) => l.input);
for (const input of inputs.slice(0, 5000)) parseIngredient(input);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const started = performance.now();
const cpuStarted = process.cpuUsage();
for (let round = 0; round < rounds; round++) for (const input of inputs) parseIngredient(input);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStarted);
// On a shared machine the wall clock also counts waiting for a core; CPU time does not.
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const perSecond = (s: number) => Math.round((inputs.length * rounds) / s).toLocaleString("en");
console.log(
  `Speed: ${perSecond(seconds)} lines/s on one core, ${perSecond(cpuSeconds)} lines per CPU second (${inputs.length} lines × ${rounds} rounds)`,
);
