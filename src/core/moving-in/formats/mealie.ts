/**
 * Mealie: a backup zip holds `database.json` (its tables as arrays of rows) with photos under
 * `data/recipes/<id>/images/`; a recipe export holds one JSON per recipe (Mealie's API shape:
 * `recipeIngredient`, `recipeInstructions`, `tags`, `recipeCategory`, `notes`) and its images.
 */
import { parseJsonBytes } from "../decode-text.ts";
import {
  emptyMovedRecipe,
  httpUrlOf,
  ingredientGroupsOf,
  minutesOf,
  nutritionOf,
  photoOf,
  photoUrlsOf,
  ratingOf,
  tagsOf,
  textOf,
  yieldsOf,
} from "../moved-fields.ts";
import type { TMovedRecipe } from "../moved-recipe.ts";
import { isZip, type TZipEntry } from "../safe-zip.ts";
import {
  archiveFailures,
  collectionOf,
  failedCollection,
  openUploadArchive,
  readEntry,
  type TArchive,
  type TItem,
} from "./collection.ts";
import type { TFormatReader } from "./reader.ts";

type TRow = Record<string, unknown>;

const imagePattern = /(?:^|\/)data\/recipes\/([^/]+)\/images\/([^/]+)$/;
const perRecipePattern = /(?:^|\/)recipes\/[^/]+\/[^/]+\.json$/i;

function rowsOf(database: TRow, table: string): TRow[] {
  const rows = database[table];
  return Array.isArray(rows) ? rows.filter((row): row is TRow => !!row && typeof row === "object") : [];
}

function groupBy(rows: TRow[], key: string): Map<string, TRow[]> {
  const map = new Map<string, TRow[]>();
  for (const row of rows) {
    const id = String(row[key] ?? "");
    map.set(id, [...(map.get(id) ?? []), row]);
  }
  return map;
}

function byPosition(rows: TRow[]): TRow[] {
  return [...rows].sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0));
}

/** An ingredient row or object as a line: its original text, else amount, unit, food and note. */
function ingredientLine(row: TRow, units: Map<string, string>, foods: Map<string, string>): string | null {
  const original = textOf(row.original_text ?? row.originalText ?? row.display);
  if (original) return original;
  const unit = textOf((row.unit as TRow)?.name) ?? units.get(String(row.unit_id ?? ""));
  const food = textOf((row.food as TRow)?.name) ?? foods.get(String(row.food_id ?? ""));
  const quantity = Number(row.quantity);
  const amount = [quantity > 0 ? String(quantity) : null, unit, food].filter(Boolean).join(" ");
  const note = textOf(row.note);
  return [amount, note].filter(Boolean).join(", ") || null;
}

/** Ingredients with Mealie's section titles as group names. */
function groupsOf(
  rows: TRow[],
  units: Map<string, string>,
  foods: Map<string, string>,
): TMovedRecipe["ingredientGroups"] {
  const groups: TMovedRecipe["ingredientGroups"] = [];
  for (const row of rows) {
    const title = textOf(row.title);
    if (title || groups.length === 0) groups.push({ purpose: title, lines: [] });
    const line = ingredientLine(row, units, foods);
    if (line) groups[groups.length - 1].lines.push(line);
  }
  const filled = groups.filter((group) => group.lines.length > 0);
  // Plain lines only ("For the sauce:" headings inside them) are grouped by the usual rule.
  return filled.length === 1 && filled[0].purpose === null ? ingredientGroupsOf(filled[0].lines) : filled;
}

function sectionsOf(rows: TRow[]): TMovedRecipe["instructionSections"] {
  const sections: TMovedRecipe["instructionSections"] = [];
  for (const row of rows) {
    const title = textOf(row.title);
    if (title || sections.length === 0) sections.push({ name: title, steps: [] });
    const text = textOf(row.text);
    if (text) sections[sections.length - 1].steps.push(text.replace(/\s+/g, " "));
  }
  return sections.filter((section) => section.steps.length > 0);
}

function notesText(rows: TRow[]): string | null {
  const texts = rows.map((row) => [textOf(row.title), textOf(row.text)].filter(Boolean).join(": ")).filter(Boolean);
  return texts.length > 0 ? texts.join("\n\n") : null;
}

/** The recipe's photos: `original.*` first, then the others Mealie keeps (min-original, tiny-original). */
function photosFor(archive: TArchive, images: Map<string, TZipEntry[]>, id: string): TMovedRecipe["photos"] {
  const entries = images.get(id) ?? images.get(id.replace(/-/g, "")) ?? [];
  const original = entries.find((entry) => /\/original\.[a-z]+$/i.test(entry.name));
  const chosen = original ?? entries[0];
  if (!chosen) return [];
  const photo = photoOf(readEntry(archive, chosen), chosen.name.split("/").pop() ?? "original");
  return photo ? [photo] : [];
}

function imagesById(archive: TArchive): Map<string, TZipEntry[]> {
  const images = new Map<string, TZipEntry[]>();
  for (const entry of archive.entries) {
    const match = entry.name.match(imagePattern);
    if (match) images.set(match[1], [...(images.get(match[1]) ?? []), entry]);
  }
  return images;
}

function namesById(rows: TRow[]): Map<string, string> {
  return new Map(rows.map((row) => [String(row.id ?? ""), textOf(row.name) ?? ""]));
}

/** Items of a backup's database.json: one per row of `recipes`. */
function databaseItems(archive: TArchive, entry: TZipEntry): TItem[] {
  const database = parseJsonBytes(readEntry(archive, entry), "database.json");
  if (!database || typeof database !== "object") throw new Error("database.json is not a Mealie backup");
  const db = database as TRow;
  const ingredients = groupBy(rowsOf(db, "recipes_ingredients"), "recipe_id");
  const instructions = groupBy(rowsOf(db, "recipe_instructions"), "recipe_id");
  const notes = groupBy(rowsOf(db, "notes"), "recipe_id");
  const nutrition = groupBy(rowsOf(db, "recipe_nutrition"), "recipe_id");
  const tagNames = namesById(rowsOf(db, "tags"));
  const categoryNames = namesById(rowsOf(db, "categories"));
  const tagLinks = groupBy(rowsOf(db, "recipes_to_tags"), "recipe_id");
  const categoryLinks = groupBy(rowsOf(db, "recipes_to_categories"), "recipe_id");
  const units = namesById(rowsOf(db, "ingredient_units"));
  const foods = namesById(rowsOf(db, "ingredient_foods"));
  const images = imagesById(archive);
  return rowsOf(db, "recipes").map((row, index) => {
    const id = String(row.id ?? "");
    const name = `database.json: ${textOf(row.name) ?? `recipe ${index + 1}`}`;
    return {
      name,
      read: () => {
        const recipe = emptyMovedRecipe(name, textOf(row.name) ?? `Recipe ${index + 1}`);
        recipe.description = textOf(row.description);
        recipe.ingredientGroups = groupsOf(byPosition(ingredients.get(id) ?? []), units, foods);
        recipe.instructionSections = sectionsOf(byPosition(instructions.get(id) ?? []));
        recipe.yields = yieldsOf(row.recipe_yield ?? row.recipe_servings);
        recipe.prepMinutes = minutesOf(row.prep_time);
        recipe.cookMinutes = minutesOf(row.perform_time ?? row.cook_time);
        recipe.totalMinutes = minutesOf(row.total_time);
        const categories = (categoryLinks.get(id) ?? []).map((link) => categoryNames.get(String(link.category_id)));
        recipe.tags = tagsOf([
          ...categories,
          ...(tagLinks.get(id) ?? []).map((link) => tagNames.get(String(link.tag_id))),
        ]);
        recipe.course = textOf(categories[0]);
        recipe.rating = ratingOf(row.rating);
        recipe.notes = notesText(notes.get(id) ?? []);
        recipe.sourceUrl = httpUrlOf(row.org_url);
        recipe.nutrition = nutritionOf((nutrition.get(id) ?? [])[0]);
        recipe.photos = photosFor(archive, images, id);
        return recipe;
      },
    };
  });
}

function namesOf(value: unknown): unknown[] {
  return Array.isArray(value)
    ? value.map((item) => (item && typeof item === "object" ? (item as TRow).name : item))
    : [];
}

/** One recipe in Mealie's API shape → the neutral shape. */
export function fromMealieRecipe(json: TRow, origin: string, photos: TMovedRecipe["photos"]): TMovedRecipe {
  const recipe = emptyMovedRecipe(origin, textOf(json.name) ?? origin);
  const none = new Map<string, string>();
  recipe.description = textOf(json.description);
  const ingredients = Array.isArray(json.recipeIngredient) ? json.recipeIngredient : [];
  recipe.ingredientGroups = groupsOf(
    ingredients.map((item) => (typeof item === "string" ? { original_text: item } : (item as TRow))),
    none,
    none,
  );
  const steps = Array.isArray(json.recipeInstructions) ? json.recipeInstructions : [];
  recipe.instructionSections = sectionsOf(
    steps.map((step) => (typeof step === "string" ? { text: step } : (step as TRow))),
  );
  recipe.yields = yieldsOf(json.recipeYield ?? json.recipeServings);
  recipe.prepMinutes = minutesOf(json.prepTime);
  recipe.cookMinutes = minutesOf(json.performTime ?? json.cookTime);
  recipe.totalMinutes = minutesOf(json.totalTime);
  const categories = namesOf(json.recipeCategory);
  recipe.tags = tagsOf([...categories, ...namesOf(json.tags)]);
  recipe.course = textOf(categories[0]);
  recipe.rating = ratingOf(json.rating);
  recipe.notes = notesText(Array.isArray(json.notes) ? (json.notes as TRow[]) : []);
  recipe.sourceUrl = httpUrlOf(json.orgURL ?? json.org_url);
  recipe.nutrition = nutritionOf(json.nutrition);
  recipe.photos = photos;
  // Mealie's `image` is usually a file name of its own; only a web address can be fetched.
  recipe.photoUrls = photoUrlsOf([json.image]);
  return recipe;
}

function perRecipeItems(archive: TArchive): TItem[] {
  const images = imagesById(archive);
  return archive.entries
    .filter((entry) => perRecipePattern.test(entry.name))
    .map((entry) => ({
      name: entry.name,
      read: () => {
        const json = parseJsonBytes(readEntry(archive, entry), entry.name.split("/").pop() ?? entry.name);
        if (!json || typeof json !== "object" || Array.isArray(json))
          throw new Error(`${entry.name} is not a Mealie recipe`);
        const id = String((json as TRow).id ?? "");
        return fromMealieRecipe(json as TRow, entry.name, id ? photosFor(archive, images, id) : []);
      },
    }));
}

export const mealieReader: TFormatReader = {
  name: "mealie",
  label: "Mealie",
  detect(_name, head, entryNames) {
    if (!isZip(head) || !entryNames) return false;
    return entryNames.some(
      (entry) => /(?:^|\/)database\.json$/.test(entry) || imagePattern.test(entry) || perRecipePattern.test(entry),
    );
  },
  async open(file, options = {}) {
    const archive = openUploadArchive(file.bytes, options);
    const failed = archiveFailures(archive, file.name);
    const database = archive.entries.find((entry) => /(?:^|\/)database\.json$/.test(entry.name));
    if (!database) return collectionOf("mealie", perRecipeItems(archive), failed);
    try {
      return collectionOf("mealie", databaseItems(archive, database), failed);
    } catch (error) {
      return failedCollection(
        "mealie",
        database.name,
        error instanceof Error ? error.message : "database.json could not be read",
      );
    }
  },
};
