/** What is read at the front of a line, before the food: the amount, unit, size and the notes around them. */
import type { TAmount } from "./read-amount.ts";
import type { TIngredientAmount } from "./types.ts";

export interface TLeading {
  amount: TAmount | null;
  unit: string | null;
  size: string | null;
  alternatives: TIngredientAmount[];
  /** "about", "up to": kept as a comment. */
  approximation: string | null;
  /** "2 fresh sprigs thyme": a word about the food read before its measure, put back before its name. */
  foodWord: string | null;
  /** "plus 2 tbsp" after "½ cup", "or 2 small" after "1 large": kept as comments. */
  asides: string[];
}

/** A leading part whose amount has been read. */
export type TCountedLeading = TLeading & { amount: TAmount };

export function createEmptyLeading(): TLeading {
  return { amount: null, unit: null, size: null, alternatives: [], approximation: null, foodWord: null, asides: [] };
}

/** "small bunch", "heaped good": a second size word joins the first. */
export function addSize(leading: TLeading, size: string) {
  leading.size = leading.size ? `${leading.size} ${size}` : size;
}
