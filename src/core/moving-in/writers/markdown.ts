/**
 * A Ladle recipe as Markdown: a page a cook can print, keep in notes apps or read back in. Title,
 * description, yield and times, ingredients under their group headings, numbered steps under their
 * section names, and where the recipe came from (Ladle recipes have no separate notes).
 */
import { describeYields, formatMinutes, type TExportedRecipe } from "./exported-recipe.ts";

/** Characters that would start Markdown syntax at the start of a line or inside text. */
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

function factsOf(recipe: TExportedRecipe): string[] {
  const yields = describeYields(recipe);
  const times = (
    [
      ["Prep", recipe.prepMinutes],
      ["Cook", recipe.cookMinutes],
      ["Total", recipe.totalMinutes],
    ] as const
  ).flatMap(([label, minutes]) => (minutes ? [`**${label}:** ${formatMinutes(minutes)}`] : []));
  return [
    ...(yields ? [`- **Makes:** ${escapeInline(yields)}`] : []),
    ...(times.length > 0 ? [`- ${times.join(" · ")}`] : []),
  ];
}

function ingredientsOf(recipe: TExportedRecipe): string[] {
  const groups = recipe.ingredientGroups.filter((group) => group.lines.length > 0);
  if (groups.length === 0) return [];
  return [
    "## Ingredients",
    ...groups.flatMap((group) => [
      ...(group.name ? [`### ${escapeInline(group.name)}`] : []),
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
      ...(section.name ? [`### ${escapeInline(section.name)}`] : []),
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
    ...(recipe.sourceUrl ? [`<${recipe.sourceUrl.replace(/[<>\s]/g, encodeURIComponent)}>`] : []),
    ...(recipe.attribution ? [`Adapted from ${escapeInline(recipe.attribution)}`] : []),
  ];
  return lines.length > 0 ? ["## Source", lines.join("\n\n")] : [];
}

export function writeRecipeMarkdown(recipe: TExportedRecipe): string {
  const blocks = [
    `# ${escapeInline(recipe.title)}`,
    ...(recipe.description.trim() ? [escapeBlock(recipe.description)] : []),
    ...(factsOf(recipe).length > 0 ? [factsOf(recipe).join("\n")] : []),
    ...ingredientsOf(recipe),
    ...methodOf(recipe),
    ...sourceOf(recipe),
  ];
  return `${blocks.join("\n\n")}\n`;
}
