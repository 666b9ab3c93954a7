/**
 * A Ladle recipe as Markdown: a page a cook can print, keep in a notes app, or paste back into an
 * importer. Written in the shape recipe-text readers recognise (Ladle's own paste reader included):
 * "Serves 4" and "Prep time: 15 minutes" lines, ingredients and steps under `## Ingredients` and
 * `## Method`, group and section names as "For the sauce:" lines, steps numbered through the whole
 * method, and "Source:" / "From:" lines. Ladle recipes have no separate notes.
 */
import type { TExportedRecipe } from "./exported-recipe.ts";

/** Characters that would start Markdown syntax inside text; line breaks become spaces. */
function escapeInline(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, "\\$1").replace(/\s*\n\s*/g, " ");
}

/** A paragraph kept as paragraphs, with nothing that reads as a heading, list or quote at a line start. */
function escapeBlock(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) =>
      escapeInline(paragraph.trim()).replace(/^(#{1,6}\s|>|[-+*]\s|\d+[.)]\s)/, (start) => `\\${start}`),
    )
    .filter(Boolean)
    .join("\n\n");
}

/** "15 minutes", "1 hour 15 minutes": the words labelled time lines are read with. */
function spellMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    ...(hours > 0 ? [`${hours} ${hours === 1 ? "hour" : "hours"}`] : []),
    ...(rest > 0 ? [`${rest} ${rest === 1 ? "minute" : "minutes"}`] : []),
  ];
  return parts.join(" ");
}

/** One fact a line, each ending in a Markdown line break. */
function factsOf(recipe: TExportedRecipe): string[] {
  const yields = recipe.servings ? `Serves ${recipe.servings}` : null;
  const makes = recipe.yieldText ? `Makes ${escapeInline(recipe.yieldText)}` : null;
  const times = (
    [
      ["Prep time", recipe.prepMinutes],
      ["Cook time", recipe.cookMinutes],
      ["Total time", recipe.totalMinutes],
    ] as const
  ).flatMap(([label, minutes]) => (minutes ? [`${label}: ${spellMinutes(minutes)}`] : []));
  const lines = [yields, makes, ...times].filter((line): line is string => line !== null);
  return lines.length > 0 ? [lines.join("  \n")] : [];
}

/** A group or section name as the "For the sauce:" line readers take for a heading. */
const subheading = (name: string) => `${escapeInline(name).replace(/:$/, "")}:`;

function ingredientsOf(recipe: TExportedRecipe): string[] {
  const groups = recipe.ingredientGroups.filter((group) => group.lines.length > 0);
  if (groups.length === 0) return [];
  return [
    "## Ingredients",
    ...groups.flatMap((group) => [
      ...(group.name ? [subheading(group.name)] : []),
      group.lines.map((line) => `- ${escapeInline(line.text)}`).join("\n"),
    ]),
  ];
}

/** Steps are numbered through the whole method, as the recipe page numbers them. */
function methodOf(recipe: TExportedRecipe): string[] {
  const sections = recipe.instructionSections.filter((section) => section.steps.length > 0);
  if (sections.length === 0) return [];
  let number = 0;
  return [
    "## Method",
    ...sections.flatMap((section) => [
      ...(section.name ? [subheading(section.name)] : []),
      section.steps
        .map((step) => {
          number += 1;
          return `${number}. ${escapeInline(step)}`;
        })
        .join("\n"),
    ]),
  ];
}

function sourceOf(recipe: TExportedRecipe): string[] {
  const lines = [
    ...(recipe.attribution ? [`From: ${escapeInline(recipe.attribution)}`] : []),
    // A bare address: Markdown links it, and readers take the line's value as the address.
    ...(recipe.sourceUrl ? [`Source: ${recipe.sourceUrl.replace(/[<>\s]/g, encodeURIComponent)}`] : []),
  ];
  return lines.length > 0 ? [lines.join("  \n")] : [];
}

export function writeRecipeMarkdown(recipe: TExportedRecipe): string {
  const blocks = [
    `# ${escapeInline(recipe.title)}`,
    ...(recipe.description.trim() ? [escapeBlock(recipe.description)] : []),
    ...factsOf(recipe),
    ...ingredientsOf(recipe),
    ...methodOf(recipe),
    ...sourceOf(recipe),
  ];
  return `${blocks.join("\n\n")}\n`;
}
