/** What the extractor returns for one page; field names are the CLI's and the tests' contract. */

export interface TIngredientGroupOut {
  /** Heading such as "For the sauce"; null for an unnamed group. */
  purpose: string | null;
  ingredients: string[];
}

export interface TInstructionSection {
  name: string | null;
  steps: string[];
}

export type TExtractionSource = "json-ld" | "microdata" | "rdfa" | "recipe-card" | "heuristic";

export interface TExtractedRecipe {
  title: string | null;
  description: string | null;
  /** The main image: the Open Graph image when the page has one, else the recipe's first. */
  image: string | null;
  /** Every image, absolute, largest first when the page says how large they are. */
  images: string[];
  author: string | null;
  siteName: string | null;
  language: string | null;
  /** A number and a unit word, e.g. "8 servings", "24 cookies". */
  yields: string | null;
  totalTime: number | null;
  prepTime: number | null;
  cookTime: number | null;
  ingredients: string[];
  ingredientGroups: TIngredientGroupOut[];
  /** Steps in order; a section's name appears as its own entry before its steps. */
  instructions: string[];
  instructionSections: TInstructionSection[];
  category: string | null;
  cuisine: string | null;
  keywords: string[];
  nutrients: Record<string, string>;
  ratings: number | null;
  ratingsCount: number | null;
  equipment: string[];
  dietaryRestrictions: string[];
  canonicalUrl: string | null;
  /** The recipe's video (schema.org `video`: its contentUrl, embedUrl or url), absolute; null when none. */
  video: string | null;
  /** Which path found the recipe. */
  source: TExtractionSource;
}

export function emptyRecipe(source: TExtractionSource): TExtractedRecipe {
  return {
    title: null,
    description: null,
    image: null,
    images: [],
    author: null,
    siteName: null,
    language: null,
    yields: null,
    totalTime: null,
    prepTime: null,
    cookTime: null,
    ingredients: [],
    ingredientGroups: [],
    instructions: [],
    instructionSections: [],
    category: null,
    cuisine: null,
    keywords: [],
    nutrients: {},
    ratings: null,
    ratingsCount: null,
    equipment: [],
    dietaryRestrictions: [],
    canonicalUrl: null,
    video: null,
    source,
  };
}
