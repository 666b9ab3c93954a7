/**
 * The corpus's labelled ingredient lines (`ingredient-lines/`) and how a parse is scored
 * against them (see its README: labels are token lists, not clean values). Shared by the corpus
 * test and bench/ingredients.ts.
 */
import fs from "node:fs";
import path from "node:path";
import type { TParsedIngredient } from "#core/ingredients/parse-ingredient.ts";
import { findUnitId } from "#core/ingredients/unit-spellings.ts";
import { corpusDir } from "./recipe-corpus.ts";

export interface TLabelledLine {
  source: string;
  input: string;
  name: string;
  quantity: string;
  unit: string;
  /** Position among the labelled lines of all files; every 5th is held out from tuning. */
  index: number;
}

export const INGREDIENT_FILES = [
  "bbc-ingredients-snapshot-2017.csv",
  "cookstr-ingredients-snapshot-2017.csv",
  "tastecooking-ingredients-snapshot-2024.csv",
];

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and newlines. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else field += ch;
    } else if (ch === '"') inQuotes = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export function loadLabelledLines(): TLabelledLine[] {
  const lines: TLabelledLine[] = [];
  for (const file of INGREDIENT_FILES) {
    const rows = parseCsv(fs.readFileSync(path.join(corpusDir, "ingredient-lines", file), "utf8"));
    const header = rows[0];
    const col = (name: string) => header.indexOf(name);
    const labelCols = ["name", "quantity", "unit", "size", "preparation", "comment", "purpose"].map(col);
    for (const row of rows.slice(1)) {
      if (row.length < header.length) continue;
      if (labelCols.every((c) => !row[c])) continue;
      lines.push({
        source: file.split("-")[0],
        input: row[col("input")],
        name: row[col("name")],
        quantity: row[col("quantity")],
        unit: row[col("unit")],
        index: lines.length,
      });
    }
  }
  return lines;
}

export const isHeldOut = (line: TLabelledLine) => line.index % 5 === 4;

// biome-ignore format: a table reads better packed
const WORD_VALUES: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  half: 0.5, dozen: 12, couple: 2, a: 1, an: 1,
};

function labelNumber(token: string): number | null {
  const lower = token.toLowerCase();
  if (lower in WORD_VALUES) return WORD_VALUES[lower];
  const match = /^(\d*\.?\d*)?(?:#(\d+)\$(\d+))?x?$/.exec(token);
  if (!match || (!match[1] && !match[2])) return null;
  return (match[1] ? Number(match[1]) : 0) + (match[2] ? Number(match[2]) / Number(match[3]) : 0);
}

/** The first amount the label names: a number, or a range "2-3"; null for none or "few". */
export function labelQuantity(label: string): { quantity: number | null; quantityMax: number | null } {
  const first = label.trim().split(/\s+/)[0];
  if (!first) return { quantity: null, quantityMax: null };
  const range = first.split("-");
  if (range.length === 2 && range[0] && range[1]) {
    return { quantity: labelNumber(range[0]), quantityMax: labelNumber(range[1]) };
  }
  return { quantity: labelNumber(first), quantityMax: null };
}

/** Label words that describe the measure rather than name it ("small handful", "heaped tbsp"). */
const UNIT_MODIFIERS =
  /^(?:small|large|medium|big|lg|sm|md|heaped|heaping|level|good|generous|scant|rounded|thick|thin|very|whole|fat|long|plump|fine|tiny|healthy|hefty|full|double|regular-size|medium-size|medium-sized|good-sized|thumb-sized|thumb-size|fist-sized|walnut-size|quarter-size|quarter-sized|bun-size|inch-thick|inch-long|inch-square|thick-cut|paper-thin|thickish|finger-length|medium-length|miniature|separate|or|to|per|and|of|deli|liquid|unpeeled|lengthwise|count)$/i;

/** Canonical unit ids the label mentions. */
export function labelUnits(label: string): Set<string> {
  const units = new Set<string>();
  const tokens = label.trim().split(/\s+/).filter(Boolean);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const pair = i + 1 < tokens.length ? findUnitId(`${token} ${tokens[i + 1]}`) : null;
    if (pair) {
      units.add(pair);
      i++;
      continue;
    }
    const id = findUnitId(token);
    if (id) units.add(id);
    else if (!UNIT_MODIFIERS.test(token)) units.add(token.toLowerCase().replace(/s$/, ""));
  }
  return units;
}

function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  // "leaves"/"leaf" and "cloves"/"clove" both meet at "leave"/"clove": the labels singularise
  // some words and not others, and "-ves" alone cannot say whether the singular ends in f or ve.
  if (word.endsWith("ves")) return word.slice(0, -1);
  if (word.endsWith("fe")) return `${word.slice(0, -2)}ve`;
  if (word.endsWith("f") && !word.endsWith("ff")) return `${word.slice(0, -1)}ve`;
  if (/(?:ches|shes|oes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

export function nameTokens(text: string | null): Set<string> {
  if (!text) return new Set();
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map(singular),
  );
}

export interface TLineScore {
  quantity: boolean;
  unit: boolean;
  nameF1: number;
  nameExact: boolean;
  whole: boolean;
}

const close = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(a - b) < 0.011 * Math.max(1, Math.abs(b));

function isAmountLabelled(label: string, quantity: number | null, quantityMax: number | null): boolean {
  const want = labelQuantity(label);
  return close(quantity, want.quantity) && (want.quantityMax === null || close(quantityMax, want.quantityMax));
}

/**
 * The label lists every number of the amount in order: "4x 175 6" for "4 x 175g/6oz salmon
 * fillets". A line the parser reads as pieces must get both the count (the first number) and the
 * measure (the next one) right; any other line, the first number.
 */
function isQuantityLabelled(label: string, parsed: TParsedIngredient): boolean {
  if (!parsed.pieces) return isAmountLabelled(label, parsed.quantity, parsed.quantityMax);
  // "A 5½-lb duckling": the labels leave the article out, so the label starts at the measure.
  if (parsed.pieces.count === 1 && /^\s*(?:a|an)\s/i.test(parsed.input)) {
    return isAmountLabelled(label, parsed.quantity, parsed.quantityMax);
  }
  const [count, ...measure] = label.trim().split(/\s+/);
  return (
    isAmountLabelled(count, parsed.pieces.count, parsed.pieces.countMax) &&
    isAmountLabelled(measure.join(" "), parsed.quantity, parsed.quantityMax)
  );
}

export function scoreLine(line: TLabelledLine, parsed: TParsedIngredient): TLineScore {
  let quantity = isQuantityLabelled(line.quantity, parsed);
  // The labels leave the article in "a pinch of salt" unlabelled; Ladle reads it as 1.
  if (
    !quantity &&
    labelQuantity(line.quantity).quantity === null &&
    parsed.quantity === 1 &&
    /^\s*(?:a|an)\s/i.test(line.input)
  )
    quantity = true;
  const units = labelUnits(line.unit);
  const unit = units.size === 0 ? parsed.unit === null : parsed.unit !== null && units.has(parsed.unit);
  const want_ = nameTokens(line.name);
  const got = nameTokens(parsed.name);
  let common = 0;
  for (const token of got) if (want_.has(token)) common++;
  const nameF1 = want_.size === 0 && got.size === 0 ? 1 : common === 0 ? 0 : (2 * common) / (want_.size + got.size);
  const nameExact = common === want_.size && common === got.size;
  return { quantity, unit, nameF1, nameExact, whole: quantity && unit && nameExact };
}

export interface TScoreTotals {
  lines: number;
  quantity: number;
  unit: number;
  nameF1: number;
  nameExact: number;
  whole: number;
}

export function totalScores(scores: TLineScore[]): TScoreTotals {
  const n = scores.length || 1;
  const sum = (pick: (s: TLineScore) => number) => scores.reduce((total, s) => total + pick(s), 0) / n;
  return {
    lines: scores.length,
    quantity: sum((s) => Number(s.quantity)),
    unit: sum((s) => Number(s.unit)),
    nameF1: sum((s) => s.nameF1),
    nameExact: sum((s) => Number(s.nameExact)),
    whole: sum((s) => Number(s.whole)),
  };
}
