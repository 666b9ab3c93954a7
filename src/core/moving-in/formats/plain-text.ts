/**
 * Plain text and Markdown, one recipe a file: the title is the first heading or line, and the
 * ingredients and method are found by their headings (or by the shape of the lines), with the
 * same rules as a recipe pasted on the import page. A "Notes" section and "Tags:" / "Source:" lines
 * come along too.
 */
import { readRecipeText } from "../../import/recipe-text.ts";
import { decodeText } from "../decode-text.ts";
import { baseName, emptyMovedRecipe, httpUrlOf, minutesOf, tagsOf, yieldsOf } from "../moved-fields.ts";
import type { TMovedRecipe } from "../moved-recipe.ts";
import { isZip } from "../safe-zip.ts";
import type { TFormatReader } from "./reader.ts";
import { isZipOf, openTextFiles } from "./text-files.ts";

const textPattern = /\.(md|markdown|txt|text)$/i;
const notesHeading = /^(?:#{1,6}\s*)?(?:\*\*)?(?:notes?|cook'?s notes?|tips?)(?:\*\*)?\s*:?\s*$/i;
const anyHeading = /^#{1,6}\s+\S/;

/** Takes the Notes section and the Tags/Source lines out of the text, so the rest reads as a recipe. */
function takeExtras(text: string): { rest: string; notes: string | null; tags: string[]; source: string | null } {
  const kept: string[] = [];
  const notes: string[] = [];
  const tags: string[] = [];
  let source: string | null = null;
  let isInNotes = false;
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    const trimmed = line.trim();
    const tagLine = trimmed.match(/^(?:tags|categories|keywords)\s*:\s*(.+)$/i);
    const sourceLine = trimmed.match(/^(?:source|from|url)\s*:\s*(\S.*)$/i);
    if (notesHeading.test(trimmed)) isInNotes = true;
    else if (isInNotes && anyHeading.test(trimmed)) {
      isInNotes = false;
      kept.push(line);
    } else if (isInNotes) notes.push(line);
    else if (tagLine) tags.push(...tagLine[1].split(","));
    else if (sourceLine) source = sourceLine[1].trim();
    else kept.push(line);
  }
  const noteText = notes.join("\n").trim();
  return { rest: kept.join("\n"), notes: noteText || null, tags: tagsOf(tags), source };
}

/** One text or Markdown file → the neutral shape. */
export function fromRecipeText(text: string, origin: string): TMovedRecipe {
  const extras = takeExtras(text);
  const read = readRecipeText(extras.rest);
  if (!read) throw new Error("no ingredients or steps");
  const recipe = emptyMovedRecipe(origin, read.title?.replace(/^#+\s*/, "") || baseName(origin));
  recipe.description = read.description;
  recipe.ingredientGroups = read.ingredientGroups.map((g) => ({ purpose: g.purpose, lines: g.ingredients }));
  recipe.instructionSections = read.instructionSections.filter((s) => s.steps.length > 0);
  recipe.yields = yieldsOf(read.yields);
  recipe.prepMinutes = minutesOf(read.prepTime);
  recipe.cookMinutes = minutesOf(read.cookTime);
  recipe.totalMinutes = minutesOf(read.totalTime);
  recipe.tags = extras.tags;
  recipe.notes = extras.notes;
  recipe.sourceUrl = httpUrlOf(extras.source);
  recipe.author = recipe.sourceUrl ? null : extras.source;
  return recipe;
}

export const plainTextReader: TFormatReader = {
  name: "text",
  label: "Markdown or plain text",
  detect(name, head, entryNames) {
    if (isZip(head)) return isZipOf(head, entryNames, textPattern);
    return (
      textPattern.test(name) || (decodeText(head.subarray(0, 256)) !== null && !/\.(json|jsonld|cook)$/i.test(name))
    );
  },
  async open(file, options) {
    return openTextFiles("text", file, textPattern, fromRecipeText, options);
  },
};
