/**
 * Paprika: `.paprikarecipes` is a zip of `.paprikarecipe` entries, each one gzipped JSON; a single
 * `.paprikarecipe` is the gzipped JSON alone. Photos are base64 in `photo_data` (and `photos`),
 * times are free text ("1 hr 10 mins"), nutrition is free text, one nutrient a line.
 */

import { createBudget } from "../archive-limits.ts";
import { parseJsonBytes } from "../decode-text.ts";
import {
  baseName,
  bytesFromBase64,
  emptyMovedRecipe,
  fileNameOf,
  httpUrlOf,
  ingredientGroupsOf,
  linesOf,
  minutesOf,
  nutritionOf,
  photoOf,
  photoUrlsOf,
  ratingOf,
  stepsOf,
  tagsOf,
  textOf,
  yieldsOf,
} from "../moved-fields.ts";
import type { TMovedRecipe } from "../moved-recipe.ts";
import { gunzipCounted, isGzip, isZip } from "../safe-zip.ts";
import { archiveFailures, collectionOf, failedCollection, openUploadArchive, readEntry } from "./collection.ts";
import type { TFormatReader } from "./reader.ts";

const entryPattern = /\.paprikarecipe$/i;

function photosOf(json: Record<string, unknown>, origin: string): TMovedRecipe["photos"] {
  const photos: TMovedRecipe["photos"] = [];
  const main = bytesFromBase64(json.photo_data);
  const mainPhoto = main && photoOf(main, textOf(json.photo) ?? `${baseName(origin)}.jpg`);
  if (mainPhoto) photos.push(mainPhoto);
  if (Array.isArray(json.photos)) {
    for (const extra of json.photos) {
      if (!extra || typeof extra !== "object") continue;
      const record = extra as Record<string, unknown>;
      const bytes = bytesFromBase64(record.data);
      const photo = bytes && photoOf(bytes, textOf(record.filename) ?? textOf(record.name) ?? "photo.jpg");
      if (photo) photos.push(photo);
    }
  }
  return photos;
}

/** One Paprika recipe object → the neutral shape. */
export function fromPaprika(value: unknown, origin: string): TMovedRecipe {
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw new Error(`${fileNameOf(origin)} is not a Paprika recipe`);
  const json = value as Record<string, unknown>;
  const recipe = emptyMovedRecipe(origin, textOf(json.name) ?? baseName(origin));
  recipe.description = textOf(json.description);
  recipe.ingredientGroups = ingredientGroupsOf(linesOf(json.ingredients));
  const steps = stepsOf(json.directions);
  recipe.instructionSections = steps.length > 0 ? [{ name: null, steps }] : [];
  recipe.yields = yieldsOf(json.servings);
  recipe.prepMinutes = minutesOf(json.prep_time);
  recipe.cookMinutes = minutesOf(json.cook_time);
  recipe.totalMinutes = minutesOf(json.total_time);
  recipe.tags = tagsOf(Array.isArray(json.categories) ? json.categories : []);
  recipe.rating = ratingOf(json.rating);
  recipe.notes = textOf(json.notes);
  recipe.sourceUrl = httpUrlOf(json.source_url);
  recipe.author = textOf(json.source);
  recipe.nutrition = nutritionOf(json.nutritional_info);
  recipe.photos = photosOf(json, origin);
  // The photo's address on the page it was clipped from; fetched only when no photo came inside.
  recipe.photoUrls = photoUrlsOf([json.image_url]);
  return recipe;
}

export const paprikaReader: TFormatReader = {
  name: "paprika",
  label: "Paprika",
  detect(name, head, entryNames) {
    if (/\.paprikarecipes?$/i.test(name)) return true;
    if (isGzip(head)) return true;
    return isZip(head) && !!entryNames?.some((entry) => entryPattern.test(entry));
  },
  async open(file, options = {}) {
    const head = file.bytes.subarray(0, 4);
    if (isGzip(head)) {
      const budget = createBudget(options.limits);
      return collectionOf("paprika", [
        {
          name: file.name,
          read: () => fromPaprika(parseJsonBytes(gunzipCounted(file.bytes, budget), fileNameOf(file.name)), file.name),
        },
      ]);
    }
    if (!isZip(head))
      return failedCollection("paprika", file.name, "it is not a Paprika export (neither a zip nor gzip file)");
    const archive = openUploadArchive(file.bytes, options);
    const items = archive.entries
      .filter((entry) => entryPattern.test(entry.name))
      .map((entry) => ({
        name: entry.name,
        read: () => {
          const raw = readEntry(archive, entry);
          const json = isGzip(raw) ? gunzipCounted(raw, archive.budget) : raw;
          return fromPaprika(parseJsonBytes(json, fileNameOf(entry.name)), entry.name);
        },
      }));
    return collectionOf("paprika", items, archiveFailures(archive, file.name));
  },
};
