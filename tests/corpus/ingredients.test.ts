/**
 * Scores the ingredient parser on the corpus's labelled ingredient lines and fails
 * when accuracy drops below the level reached when this was written (bench/ingredients.ts prints the
 * table). Every 5th line is held out from tuning; both splits are checked.
 */
import { describe, expect, it } from "vitest";
import { parseIngredient } from "#core/ingredients/parse-ingredient.ts";
import { isHeldOut, loadLabelledLines, scoreLine, type TLineScore, totalScores } from "./ingredient-corpus.ts";
import { hasCorpus } from "./recipe-corpus.ts";

/**
 * Measured: quantity 99.8/99.7%, unit 97.4/97.1%, name F1 98.6/98.5%, whole line 94.1/93.5% (tuning/held-out).
 * Most unit misses left are labels that give a count's weight as its unit ("4 x 175g salmon fillets"
 * → g); the parser keeps those as a count with an alternative amount (decision 027).
 */
const THRESHOLDS = { quantity: 0.995, unit: 0.97, nameF1: 0.98, whole: 0.93 };

describe.skipIf(!hasCorpus())("labelled ingredient lines", () => {
  const lines = hasCorpus() ? loadLabelledLines() : [];
  const splits: Record<string, TLineScore[]> = { tuning: [], "held-out": [] };
  for (const line of lines)
    splits[isHeldOut(line) ? "held-out" : "tuning"].push(scoreLine(line, parseIngredient(line.input)));

  it("reads every labelled line", () => {
    expect(lines.length).toBeGreaterThan(36_000);
  });

  it.each(["tuning", "held-out"])("keeps its accuracy on the %s split", (split) => {
    const totals = totalScores(splits[split]);
    expect(totals.quantity).toBeGreaterThanOrEqual(THRESHOLDS.quantity);
    expect(totals.unit).toBeGreaterThanOrEqual(THRESHOLDS.unit);
    expect(totals.nameF1).toBeGreaterThanOrEqual(THRESHOLDS.nameF1);
    expect(totals.whole).toBeGreaterThanOrEqual(THRESHOLDS.whole);
  });
});
