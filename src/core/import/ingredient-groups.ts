/**
 * Ingredient lines read from a section of the page, in named groups ("For the sauce"), cleaned of
 * bullets, bare amounts of a separate column, totals, labels and a link every line repeats.
 */
import { parseIngredient } from "#core/ingredients/parse-ingredient.ts";
import type { TIngredientGroupOut } from "./extracted-recipe.ts";
import { BARE_NUMBER, BULLET } from "./line-shapes.ts";
import type { TBlockKind } from "./page-blocks.ts";
import type { TSection } from "./page-sections.ts";
import { cleanHeading } from "./recipe-words.ts";

/** What every line of a list ends with, when all do: a "shopping list" or "add" link. */
export function findCommonTail(lines: string[]): string {
  if (lines.length < 3) return "";
  const words = lines.map((l) => l.split(" "));
  const tail: string[] = [];
  for (let k = 1; k <= 3; k++) {
    const word = words[0][words[0].length - k];
    if (!word || !words.every((w) => w.length > k && w[w.length - k] === word)) break;
    tail.unshift(word);
  }
  return tail.join(" ");
}

/** "For the sauce:", "Pour l'appareil": names of the groups inside one list. */
export function isIngredientGroupName(text: string, kind: TBlockKind): boolean {
  if (/\d/.test(text) || text.split(/\s+/).length > 6) return false;
  if (/^(?:for|für|pour|per|voor|para)\s/i.test(text) && !/^pour\s+(?:the|in|over)\b/i.test(text)) return true;
  return kind !== "item" ? parseIngredient(text).isGroupHeader === true : /[:：]$/.test(text);
}

function stripCommonTail(groups: TIngredientGroupOut[]): TIngredientGroupOut[] {
  const tail = findCommonTail(groups.flatMap((g) => g.ingredients));
  if (tail) {
    for (const group of groups) group.ingredients = group.ingredients.map((l) => l.slice(0, -tail.length).trim());
  }
  return groups;
}

/** Ingredient lines from a section's blocks: list items when it has any, else its lines. */
export function readIngredientGroups(section: TSection): TIngredientGroupOut[] {
  const all = section.groups.flatMap((g) => g.lines);
  const hasItems = all.some((b) => b.kind === "item");
  const groups: TIngredientGroupOut[] = [];
  let current: TIngredientGroupOut | null = null;
  const open = (name: string | null) => {
    current = { purpose: name, ingredients: [] };
    groups.push(current);
  };
  for (const group of section.groups) {
    open(group.name);
    group.lines.forEach((block, index) => {
      const text = block.text.replace(BULLET, "").trim();
      if (!text) return;
      if (hasItems && block.kind !== "item") {
        // A line between lists names the next one ("hand-cut potato chips"); after the last list it is a note.
        const isBeforeItems = group.lines.slice(index + 1).some((b) => b.kind === "item");
        if (isBeforeItems && text.length < 60) open(cleanHeading(text));
        return;
      }
      if (BARE_NUMBER.test(text) || /^total\b/i.test(text)) return;
      if (block.kind === "line" && /\blabel\b|-label\b/.test(block.ownHints)) {
        if (/group|heading|title/.test(block.ownHints)) open(cleanHeading(text));
        return;
      }
      if (isIngredientGroupName(text, block.kind)) {
        open(cleanHeading(text));
        return;
      }
      current?.ingredients.push(text);
    });
  }
  return stripCommonTail(groups.filter((g) => g.ingredients.length > 0));
}
