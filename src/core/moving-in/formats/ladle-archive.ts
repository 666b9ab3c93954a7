/**
 * Reads Ladle's own archive (the layout is in ../ladle-archive.schema.ts) back into the neutral
 * recipe shape, with the collections, meal plans, shopping lists and reviews beside it, so that an
 * export imports back without loss. `ladleArchiveReader` inflates the upload's entries through the
 * size-checked unzip the other readers use; a bad entry never throws: it goes to `failed` with a
 * reason.
 */
import type { z } from "zod";
import {
  archiveFiles,
  type TArchivedCollection,
  type TArchivedMealPlan,
  type TArchivedReview,
  type TArchivedShoppingList,
  type TArchiveManifest,
  ZArchivedCollection,
  ZArchivedMealPlan,
  ZArchivedReview,
  ZArchivedShoppingList,
  ZArchiveManifest,
} from "../ladle-archive.schema.ts";
import { reasonOf } from "../moved-fields.ts";
import type { TMovedRecipe } from "../moved-recipe.ts";
import { isZip } from "../safe-zip.ts";
import { archiveFailures, openUploadArchive, readEntry } from "./collection.ts";
import type { TFormatReader, TOpenedCollection, TReadItem } from "./reader.ts";

export interface TLadleArchiveContents {
  format: "ladle-export";
  manifest: TArchiveManifest | null;
  recipes: TMovedRecipe[];
  collections: TArchivedCollection[];
  mealPlans: TArchivedMealPlan[];
  shoppingLists: TArchivedShoppingList[];
  reviews: TArchivedReview[];
  failed: { name: string; reason: string }[];
}

type TNode = Record<string, unknown>;

const photoTypes: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  svg: "image/svg+xml",
};

/** Whether the entry names are Ladle's archive: its manifest sits at the root. */
export function isLadleArchive(entryNames: readonly string[]): boolean {
  return entryNames.includes(archiveFiles.manifest);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function parseJson(name: string, bytes: Uint8Array): { value: unknown } | { reason: string } {
  try {
    return { value: JSON.parse(utf8.decode(bytes)) };
  } catch {
    return { reason: `${name} is not valid JSON.` };
  }
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/** "PT1H30M" → 90; anything else → null. */
export function minutesOfDuration(value: unknown): number | null {
  const match = typeof value === "string" ? /^P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?(?:\d+S)?$/.exec(value) : null;
  if (!match || value === "P" || value === "PT") return null;
  const [, days, hours, minutes] = match.map((part) => Number(part ?? 0));
  const total = days * 1440 + hours * 60 + minutes;
  return total > 0 ? total : null;
}

function ingredientGroupsOf(recipe: TNode): TMovedRecipe["ingredientGroups"] {
  const groups = recipe["ladle:ingredientGroups"];
  if (Array.isArray(groups)) {
    return groups.map((group: TNode) => ({ purpose: text(group?.name), lines: texts(group?.lines) }));
  }
  const lines = texts(recipe.recipeIngredient);
  return lines.length > 0 ? [{ purpose: null, lines }] : [];
}

/** Steps from HowToStep and HowToSection objects (or plain strings), when the Ladle copy is missing. */
function stepsOf(items: unknown): string[] {
  return (Array.isArray(items) ? items : [items]).flatMap((item) =>
    typeof item === "string" ? [item] : (text((item as TNode | null)?.text) ?? []),
  );
}

function instructionSectionsOf(recipe: TNode): TMovedRecipe["instructionSections"] {
  const sections = recipe["ladle:instructionSections"];
  if (Array.isArray(sections)) {
    return sections.map((section: TNode) => ({ name: text(section?.name), steps: texts(section?.steps) }));
  }
  const items = Array.isArray(recipe.recipeInstructions) ? recipe.recipeInstructions : [];
  const hasSections = items.some((item: TNode) => item?.["@type"] === "HowToSection");
  if (!hasSections) return items.length > 0 ? [{ name: null, steps: stepsOf(items) }] : [];
  return items.map((item: TNode) => ({ name: text(item?.name), steps: stepsOf(item?.itemListElement ?? item) }));
}

function yieldsOf(recipe: TNode): string | null {
  if ("ladle:yields" in recipe) return text(recipe["ladle:yields"]);
  const values = Array.isArray(recipe.recipeYield) ? recipe.recipeYield : [recipe.recipeYield];
  const words = values.map((v) => (typeof v === "number" ? String(v) : text(v))).filter((v): v is string => !!v);
  return words.find((v) => !/^\d+(?:\.\d+)?$/.test(v)) ?? (words[0] ? `${words[0]} servings` : null);
}

function nutritionOf(recipe: TNode): Record<string, string> {
  const nutrition = recipe.nutrition;
  if (!nutrition || typeof nutrition !== "object") return {};
  return Object.fromEntries(
    Object.entries(nutrition).filter(
      (entry): entry is [string, string] => entry[0] !== "@type" && typeof entry[1] === "string",
    ),
  );
}

function photosOf(recipe: TNode, entries: Map<string, Uint8Array>): TMovedRecipe["photos"] {
  return texts(Array.isArray(recipe.image) ? recipe.image : [recipe.image]).flatMap((path) => {
    const bytes = entries.get(path);
    const mediaType = photoTypes[path.split(".").pop()?.toLowerCase() ?? ""];
    return bytes && mediaType ? [{ bytes, mediaType, name: path }] : [];
  });
}

function visibilityOf(value: unknown): NonNullable<TMovedRecipe["ladle"]>["visibility"] {
  return value === "public" || value === "paywalled" ? value : "private";
}

/** One `recipes/<id>.json` entry; a reason instead when it holds no recipe. */
export function readArchivedRecipe(
  name: string,
  value: unknown,
  entries: Map<string, Uint8Array>,
): TMovedRecipe | { reason: string } {
  const recipe = value as TNode | null;
  if (!recipe || typeof recipe !== "object" || Array.isArray(recipe) || recipe["@type"] !== "Recipe") {
    return { reason: `${name} is not a schema.org Recipe.` };
  }
  const title = text(recipe.name)?.trim();
  if (!title) return { reason: `${name} has no recipe name.` };
  const rating = recipe["ladle:rating"];
  const id = text(recipe["ladle:id"]) ?? name.replace(/^recipes\//, "").replace(/\.json$/, "");
  return {
    origin: name,
    title,
    description: text(recipe.description) || null,
    ingredientGroups: ingredientGroupsOf(recipe),
    instructionSections: instructionSectionsOf(recipe),
    yields: yieldsOf(recipe),
    prepMinutes: minutesOfDuration(recipe.prepTime),
    cookMinutes: minutesOfDuration(recipe.cookTime),
    totalMinutes: minutesOfDuration(recipe.totalTime),
    tags: (text(recipe.keywords) ?? "")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    cuisine: text(recipe.recipeCuisine),
    course: text(recipe.recipeCategory),
    rating: typeof rating === "number" && rating >= 0 && rating <= 5 ? rating : null,
    notes: text(recipe["ladle:notes"]),
    sourceUrl: text(recipe.isBasedOn),
    author: text(recipe["ladle:attribution"]),
    nutrition: nutritionOf(recipe),
    photos: photosOf(recipe, entries),
    // Photos on other sites are never in the archive, and are not fetched back.
    photoUrls: [],
    ladle: { id, visibility: visibilityOf(recipe["ladle:visibility"]), keptTags: texts(recipe["ladle:tags"]) },
  };
}

/** One of the list files: its valid items, and a failure for each one that is not. */
function readList<T>(
  entries: Map<string, Uint8Array>,
  name: string,
  schema: z.ZodType<T>,
  failed: TLadleArchiveContents["failed"],
): T[] {
  const bytes = entries.get(name);
  if (!bytes) return [];
  const parsed = parseJson(name, bytes);
  if ("reason" in parsed) {
    failed.push({ name, reason: parsed.reason });
    return [];
  }
  if (!Array.isArray(parsed.value)) {
    failed.push({ name, reason: `${name} should hold a list.` });
    return [];
  }
  return parsed.value.flatMap((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) return [result.data];
    failed.push({ name: `${name} #${index + 1}`, reason: `${name} #${index + 1} could not be read.` });
    return [];
  });
}

export function readLadleArchive(entries: Map<string, Uint8Array>): TLadleArchiveContents {
  const failed: TLadleArchiveContents["failed"] = [];
  const manifestBytes = entries.get(archiveFiles.manifest);
  const manifestJson = manifestBytes ? parseJson(archiveFiles.manifest, manifestBytes) : null;
  const manifest = manifestJson && "value" in manifestJson ? ZArchiveManifest.safeParse(manifestJson.value) : null;
  if (!manifest?.success) {
    failed.push({ name: archiveFiles.manifest, reason: "This is not an archive Ladle can read (version 1)." });
  }
  const recipes: TMovedRecipe[] = [];
  const recipeNames = [...entries.keys()].filter((name) => /^recipes\/[^/]+\.json$/.test(name)).sort();
  for (const name of recipeNames) {
    const parsed = parseJson(name, entries.get(name) as Uint8Array);
    const recipe = "value" in parsed ? readArchivedRecipe(name, parsed.value, entries) : parsed;
    if ("reason" in recipe) failed.push({ name, reason: recipe.reason });
    else recipes.push(recipe);
  }
  return {
    format: "ladle-export",
    manifest: manifest?.success ? manifest.data : null,
    recipes,
    collections: readList(entries, archiveFiles.collections, ZArchivedCollection, failed),
    mealPlans: readList(entries, archiveFiles.mealPlans, ZArchivedMealPlan, failed),
    shoppingLists: readList(entries, archiveFiles.shoppingLists, ZArchivedShoppingList, failed),
    reviews: readList(entries, archiveFiles.reviews, ZArchivedReview, failed),
    failed,
  };
}

/**
 * The archive as the moving-in readers present a collection (./reader.ts): its recipes one item
 * each, read from entries the caller has already inflated, and the lists beside them.
 */
export function openLadleArchiveEntries(
  entries: Map<string, Uint8Array>,
): TOpenedCollection & { lists: TLadleArchiveLists } {
  const { recipes, failed, format: _format, ...lists } = readLadleArchive(entries);
  const recipeFailures = failed.filter((failure) => failure.name.startsWith("recipes/"));
  const items: TReadItem[] = [
    ...recipes.map((recipe) => ({ recipe })),
    ...recipeFailures.map((failure) => ({ failure })),
  ];
  return {
    format: "ladle-export",
    items: items.map((item) => item.recipe?.origin ?? item.failure?.name ?? ""),
    read: async (index) => items[index],
    failed: failed.filter((failure) => !failure.name.startsWith("recipes/")),
    lists,
  };
}

/** Ladle's own export, read back: its recipes, and the lists beside them for the importer's job. */
export const ladleArchiveReader: TFormatReader = {
  name: "ladle-export",
  label: "Ladle",
  detect: (_name, head, entryNames) => isZip(head) && isLadleArchive(entryNames ?? []),
  async open(file, options) {
    const archive = openUploadArchive(file.bytes, options);
    const failures = archiveFailures(archive, file.name);
    const entries = new Map<string, Uint8Array>();
    for (const entry of archive.entries) {
      try {
        entries.set(entry.name, readEntry(archive, entry));
      } catch (error) {
        failures.push({ name: entry.name, reason: reasonOf(error) });
      }
    }
    const opened = openLadleArchiveEntries(entries);
    return { ...opened, failed: [...failures, ...opened.failed] };
  },
};

/** The lists a collection opened from Ladle's own archive carries; null for any other format. */
export function ladleListsOf(collection: TOpenedCollection): TLadleArchiveLists | null {
  return (collection as { lists?: TLadleArchiveLists }).lists ?? null;
}

export type TLadleArchiveLists = Omit<TLadleArchiveContents, "recipes" | "failed" | "format">;
