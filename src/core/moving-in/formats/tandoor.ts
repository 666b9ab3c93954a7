/**
 * Tandoor: the export is a zip of zips, one per recipe, each holding `recipe.json` and its image.
 * Each step carries its own ingredients, so a recipe with several such steps gets one ingredient
 * group per step (named after the step, or "Step 2" when it has no name).
 */
import { parseJsonBytes } from "../decode-text.ts";
import {
  emptyMovedRecipe,
  httpUrlOf,
  minutesOf,
  nutritionOf,
  photoOf,
  photoUrlsOf,
  tagsOf,
  textOf,
  yieldsOf,
} from "../moved-fields.ts";
import type { TMovedRecipe } from "../moved-recipe.ts";
import { isZip } from "../safe-zip.ts";
import {
  archiveFailures,
  collectionOf,
  openNestedArchive,
  openUploadArchive,
  readEntry,
  type TArchive,
} from "./collection.ts";
import type { TFormatReader } from "./reader.ts";

type TRow = Record<string, unknown>;

function listOf(value: unknown): TRow[] {
  return Array.isArray(value) ? value.filter((item): item is TRow => !!item && typeof item === "object") : [];
}

function amountText(value: unknown): string | null {
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return String(Math.round(amount * 1000) / 1000);
}

function ingredientLine(row: TRow): string | null {
  const original = textOf(row.original_text);
  if (original) return original;
  const food = textOf((row.food as TRow)?.name);
  const parts = [
    row.no_amount ? null : amountText(row.amount),
    textOf((row.unit as TRow)?.name),
    food,
    textOf(row.note) ? `(${textOf(row.note)})` : null,
  ].filter(Boolean);
  return food || parts.length > 0 ? parts.join(" ") : null;
}

/** A Tandoor recipe.json → the neutral shape. */
export function fromTandoor(value: unknown, origin: string, photos: TMovedRecipe["photos"]): TMovedRecipe {
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw new Error("recipe.json is not a Tandoor recipe");
  const json = value as TRow;
  const recipe = emptyMovedRecipe(origin, textOf(json.name) ?? origin);
  recipe.description = textOf(json.description);
  const steps = listOf(json.steps).sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0));
  const stepsWithIngredients = steps.filter((step) => listOf(step.ingredients).length > 0).length;
  steps.forEach((step, index) => {
    const stepName = textOf(step.name);
    let group: TMovedRecipe["ingredientGroups"][number] = {
      purpose: stepsWithIngredients > 1 ? (stepName ?? `Step ${index + 1}`) : null,
      lines: [],
    };
    recipe.ingredientGroups.push(group);
    for (const ingredient of listOf(step.ingredients).sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0))) {
      if (ingredient.is_header) {
        group = { purpose: textOf((ingredient.food as TRow)?.name) ?? textOf(ingredient.note), lines: [] };
        recipe.ingredientGroups.push(group);
        continue;
      }
      const line = ingredientLine(ingredient);
      if (line) group.lines.push(line);
    }
    const instruction = textOf(step.instruction);
    if (instruction) {
      const paragraphs = instruction
        .split(/\n\s*\n/)
        .map((p) => p.replace(/\s+/g, " ").trim())
        .filter(Boolean);
      recipe.instructionSections.push({ name: step.show_as_header ? stepName : null, steps: paragraphs });
    }
  });
  recipe.ingredientGroups = recipe.ingredientGroups.filter((group) => group.lines.length > 0);
  // Consecutive unnamed sections are one list of steps.
  recipe.instructionSections = recipe.instructionSections.reduce<TMovedRecipe["instructionSections"]>(
    (out, section) => {
      const last = out[out.length - 1];
      if (last && section.name === null) last.steps.push(...section.steps);
      else out.push({ name: section.name, steps: [...section.steps] });
      return out;
    },
    [],
  );
  recipe.yields = yieldsOf(json.servings ? `${json.servings} ${textOf(json.servings_text) ?? "servings"}` : null);
  recipe.prepMinutes = minutesOf(json.working_time);
  recipe.cookMinutes = minutesOf(json.waiting_time);
  recipe.totalMinutes =
    recipe.prepMinutes || recipe.cookMinutes ? (recipe.prepMinutes ?? 0) + (recipe.cookMinutes ?? 0) : null;
  recipe.tags = tagsOf(listOf(json.keywords).map((keyword) => keyword.name));
  recipe.sourceUrl = httpUrlOf(json.source_url);
  const { source: _source, ...nutrition } = (json.nutrition ?? {}) as TRow;
  recipe.nutrition = nutritionOf(nutrition);
  recipe.photos = photos;
  // Tandoor's `image` is a web address when it names one (the photo is usually the zip's image file).
  recipe.photoUrls = photoUrlsOf([json.image]);
  return recipe;
}

function readInner(archive: TArchive, name: string): TMovedRecipe {
  const entry = archive.byName.get(name);
  if (!entry) throw new Error("the file is missing from the archive");
  const inner = openNestedArchive(archive, entry);
  const json = inner.entries.find((e) => /(?:^|\/)recipe\.json$/i.test(e.name));
  if (!json) throw new Error(inner.problem ?? "there is no recipe.json inside");
  const image = inner.entries.find((e) => /(?:^|\/)image\.[a-z]+$/i.test(e.name));
  const photo = image ? photoOf(readEntry(inner, image), image.name) : null;
  return fromTandoor(parseJsonBytes(readEntry(inner, json), "recipe.json"), name, photo ? [photo] : []);
}

export const tandoorReader: TFormatReader = {
  name: "tandoor",
  label: "Tandoor",
  detect(_name, head, entryNames) {
    if (!isZip(head) || !entryNames || entryNames.length === 0) return false;
    const zips = entryNames.filter((entry) => /\.zip$/i.test(entry)).length;
    return zips > 0 && zips >= entryNames.length / 2;
  },
  async open(file, options = {}) {
    const archive = openUploadArchive(file.bytes, options);
    const items = archive.entries
      .filter((entry) => /\.zip$/i.test(entry.name))
      .map((entry) => ({ name: entry.name, read: () => readInner(archive, entry.name) }));
    return collectionOf("tandoor", items, archiveFailures(archive, file.name));
  },
};
