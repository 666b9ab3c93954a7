/** The apps and formats moving in reads, for the page and messages: plain constants, cheap in the browser. */
export const readableFormats = [
  "Ladle's own export",
  "Paprika",
  "Mealie",
  "Tandoor",
  "RecipeSage",
  "schema.org JSON-LD",
  "Cooklang",
  "Markdown",
  "plain text",
] as const;

/** The file types the picker offers. */
export const readableExtensions = [
  ".paprikarecipes",
  ".paprikarecipe",
  ".zip",
  ".json",
  ".jsonld",
  ".cook",
  ".md",
  ".markdown",
  ".txt",
] as const;
