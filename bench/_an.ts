import { parseIngredient } from "#core/ingredients/parse-ingredient.ts";
import { loadLabelledLines, scoreLine } from "../tests/corpus/ingredient-corpus.ts";
const mode = process.argv[2];
let n = 0;
for (const l of loadLabelledLines()) {
  const p = parseIngredient(l.input);
  const s = scoreLine(l, p);
  if (mode === "q" && p.pieces && !s.quantity) console.log(`${l.input} | ${l.quantity} / ${l.unit} | got ${JSON.stringify(p.pieces)} ${p.quantity}-${p.quantityMax} ${p.unit}`);
  if (mode === "c" && p.quantity !== null && !p.unit && !p.alternatives && !s.unit && p.comment && /\d/.test(p.comment)) { n++; if (n < 80) console.log(`${l.input} | ${l.quantity} / ${l.unit} | c=${p.comment}`); }
}
console.log(n);
