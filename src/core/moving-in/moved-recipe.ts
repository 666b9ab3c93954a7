/** One recipe as it comes from (or goes to) another app, before it becomes a Ladle recipe. */
export interface TMovedRecipe {
  /** Where it came from inside the archive (entry name), for the report of what could not be read. */
  origin: string;
  title: string;
  description: string | null;
  /** Ingredient lines in order, under their group headings (purpose null = no heading). */
  ingredientGroups: { purpose: string | null; lines: string[] }[];
  /** Steps in order, under their section names (name null = no section). */
  instructionSections: { name: string | null; steps: string[] }[];
  /** A number and a unit word, e.g. "4 servings". */
  yields: string | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  /** Free-form tags and categories from the other app, as written there. */
  tags: string[];
  cuisine: string | null;
  course: string | null;
  /** The cook's own rating in the other app, 0–5 (their stars), null when none. */
  rating: number | null;
  /** The cook's notes, kept as written. */
  notes: string | null;
  sourceUrl: string | null;
  author: string | null;
  nutrition: Record<string, string>;
  /** Photos: bytes with their media type, first one is the main photo. */
  photos: { bytes: Uint8Array; mediaType: string; name: string }[];
  /**
   * Photos the other app gave only as web addresses (http or https), first one first. The import
   * fetches them, through the SSRF guard, when no photo came as bytes.
   */
  photoUrls: string[];
  /**
   * Set only by Ladle's own archive: the recipe's visibility and its Ladle id at export, to restore
   * links (collections, plans) on import, and the cook's own tags kept from an earlier move (the
   * archive's keywords are Ladle's diets, not tags the cook wrote).
   */
  ladle?: { id: string; visibility: "public" | "private" | "paywalled"; keptTags: string[] };
}
export interface TMovingInReport {
  format: string;
  recipes: TMovedRecipe[];
  failed: { name: string; reason: string }[];
}
