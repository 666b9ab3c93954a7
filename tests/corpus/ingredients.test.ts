/**
 * Scores the ingredient parser on the labelled lines in ../shared/corpus/ingredient-lines and fails
 * when accuracy drops below the level reached when this was written (bench/ingredients.ts prints the
 * table). Every 5th line is held out from tuning; both splits are checked.
 */
import { describe, expect, it } from "vitest";
import { parseIngredient } from "#core/ingredients/parse-ingredient.ts";
import { isHeldOut, loadLabelledLines, scoreLine, type TLineScore, totalScores } from "./ingredient-corpus.ts";
import { hasCorpus } from "./recipe-corpus.ts";

/** Measured: quantity 99.1/99.0%, unit 96.5/96.6%, name F1 95.6/95.6%, whole line 87.3/87.3% (tuning/held-out). */
const THRESHOLDS = { quantity: 0.985, unit: 0.96, nameF1: 0.95, whole: 0.865 };

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
