/**
 * Cooklang (`.cook`): steps are paragraphs in which `@ingredient{quantity%unit}`, `#cookware{}`
 * and `~timer{25%minutes}` are marked; metadata is `>> key: value` lines or YAML front matter;
 * `-- ` starts a comment, `[- -]` wraps one; `= Name` starts a section; `> ` lines are notes.
 */

import {
  baseName,
  emptyMovedRecipe,
  httpUrlOf,
  minutesOf,
  ratingOf,
  tagsOf,
  textOf,
  yieldsOf,
} from "../moved-fields.ts";
import type { TMovedRecipe } from "../moved-recipe.ts";
import type { TFormatReader } from "./reader.ts";
import { isZipOf, openTextFiles } from "./text-files.ts";

const cookPattern = /\.cook$/i;
// @multi word{…}, then @word; the same for cookware; a timer may have no name.
const tokenPattern = /([@#~])(?:([^@#~{}\n]*?)\{([^}]*)\}|([\p{L}\p{N}_-]+))(?:\(([^)]*)\))?/gu;

function stripComments(text: string): string {
  return text.replace(/\[-[\s\S]*?-\]/g, "").replace(/(^|\s)--(?!-).*$/gm, "$1");
}

function readFrontMatter(text: string, metadata: Map<string, string>): string {
  const match = text.match(/^---\s*\n([\s\S]*?)\n---\s*(?:\n|$)/);
  if (!match) return text;
  for (const line of match[1].split("\n")) {
    const pair = line.match(/^\s*([^:#]+?)\s*:\s*(.*)$/);
    if (pair) metadata.set(pair[1].toLowerCase(), pair[2].replace(/^["'[]|["'\]]$/g, "").trim());
  }
  return text.slice(match[0].length);
}

/** "1/2%cup" → "1/2 cup"; "%" alone or nothing → "". */
function amountOf(braces: string | undefined): string {
  if (!braces) return "";
  const [quantity, unit] = braces.split("%").map((part) => part.trim());
  return [quantity?.replace(/^=/, ""), unit].filter(Boolean).join(" ");
}

interface TStepReading {
  text: string;
  ingredients: string[];
}

/** A step's plain text, and its ingredients as lines ("200 g flour (sifted)"). */
function readStep(paragraph: string): TStepReading {
  const ingredients: string[] = [];
  const text = paragraph.replace(tokenPattern, (_match, sigil: string, braced, braces, word, note) => {
    const name = (braced ?? word ?? "").trim();
    const amount = amountOf(braces);
    if (sigil === "@") {
      ingredients.push([amount, name, note ? `(${note.trim()})` : ""].filter(Boolean).join(" "));
      return name;
    }
    if (sigil === "#") return name;
    return amount || name;
  });
  return { text: text.replace(/\s+/g, " ").trim(), ingredients };
}

function metadataValue(metadata: Map<string, string>, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = textOf(metadata.get(key));
    if (value) return value;
  }
  return null;
}

/** One .cook file → the neutral shape; the title is the `title` metadata, else the file's name. */
export function fromCooklang(cookText: string, origin: string): TMovedRecipe {
  const metadata = new Map<string, string>();
  const body = readFrontMatter(stripComments(cookText.replace(/\r\n?/g, "\n")), metadata);
  const notes: string[] = [];
  const recipe = emptyMovedRecipe(origin, baseName(origin));
  let section: TMovedRecipe["instructionSections"][number] = { name: null, steps: [] };
  const sections = [section];
  const ingredients: string[] = [];
  for (const block of body.split(/\n\s*\n/)) {
    const paragraph: string[] = [];
    for (const line of block.split("\n")) {
      const trimmed = line.trim();
      const meta = trimmed.match(/^>>\s*([^:]+?)\s*:\s*(.*)$/);
      if (meta) metadata.set(meta[1].toLowerCase(), meta[2].trim());
      else if (/^=+/.test(trimmed)) {
        section = { name: trimmed.replace(/^=+|=+$/g, "").trim() || null, steps: [] };
        sections.push(section);
      } else if (trimmed.startsWith(">")) notes.push(trimmed.replace(/^>\s*/, ""));
      else if (trimmed) paragraph.push(trimmed);
    }
    if (paragraph.length === 0) continue;
    const step = readStep(paragraph.join(" "));
    ingredients.push(...step.ingredients);
    if (/[\p{L}\p{N}]/u.test(step.text)) section.steps.push(step.text);
  }
  recipe.title = metadataValue(metadata, "title") ?? recipe.title;
  recipe.description = metadataValue(metadata, "description", "introduction");
  recipe.ingredientGroups = ingredients.length > 0 ? [{ purpose: null, lines: ingredients }] : [];
  recipe.instructionSections = sections.filter((s) => s.steps.length > 0);
  recipe.yields = yieldsOf(metadataValue(metadata, "servings", "serves", "yield"));
  recipe.prepMinutes = minutesOf(metadataValue(metadata, "prep time", "time.prep", "prep_time"));
  recipe.cookMinutes = minutesOf(metadataValue(metadata, "cook time", "time.cook", "cook_time"));
  recipe.totalMinutes = minutesOf(metadataValue(metadata, "time", "duration", "total time", "time required"));
  recipe.tags = tagsOf((metadataValue(metadata, "tags") ?? "").split(","));
  recipe.cuisine = metadataValue(metadata, "cuisine");
  recipe.course = metadataValue(metadata, "course", "category");
  recipe.rating = ratingOf(metadataValue(metadata, "rating"));
  recipe.notes = notes.length > 0 ? notes.join("\n") : null;
  const source = metadataValue(metadata, "source", "source.url", "url");
  recipe.sourceUrl = httpUrlOf(source);
  recipe.author = metadataValue(metadata, "author", "source.author") ?? (recipe.sourceUrl ? null : source);
  return recipe;
}

export const cooklangReader: TFormatReader = {
  name: "cooklang",
  label: "Cooklang",
  detect(name, head, entryNames) {
    return cookPattern.test(name) || isZipOf(head, entryNames, cookPattern);
  },
  async open(file, options) {
    return openTextFiles("cooklang", file, cookPattern, fromCooklang, options);
  },
};
