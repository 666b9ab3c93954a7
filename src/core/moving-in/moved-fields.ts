/** Small conversions every format reader needs: text fields, times, photos, nutrition, an empty recipe. */
import { parseDurationMinutes } from "../import/durations.ts";
import { groupIngredientLines } from "../import/schema-recipe.ts";
import { normalizeYields } from "../import/yields.ts";
import { headingOf } from "../recipes/recipe-limits.ts";
import type { TMovedRecipe } from "./moved-recipe.ts";

export function emptyMovedRecipe(origin: string, title: string): TMovedRecipe {
  return {
    origin,
    title,
    description: null,
    ingredientGroups: [],
    instructionSections: [],
    yields: null,
    prepMinutes: null,
    cookMinutes: null,
    totalMinutes: null,
    tags: [],
    cuisine: null,
    course: null,
    rating: null,
    notes: null,
    sourceUrl: null,
    author: null,
    nutrition: {},
    photos: [],
    photoUrls: [],
  };
}

/** A trimmed string, or null for anything else or nothing. */
export function textOf(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const text = value.replace(/\r\n?/g, "\n").trim();
  return text || null;
}

/** Non-empty lines of a block of text. */
export function linesOf(value: unknown): string[] {
  const text = textOf(value);
  if (!text) return [];
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** Ingredient lines under their headings ("For the sauce:" starts a group). */
export function ingredientGroupsOf(lines: string[]): TMovedRecipe["ingredientGroups"] {
  return groupIngredientLines(lines).map((group) => ({ purpose: headingOf(group.purpose), lines: group.ingredients }));
}

/** Steps from a block of text: one per paragraph, or one per line when there are no blank lines. */
export function stepsOf(value: unknown): string[] {
  const text = textOf(value);
  if (!text) return [];
  const parts = /\n\s*\n/.test(text) ? text.split(/\n\s*\n/) : text.split("\n");
  return parts
    .map((part) =>
      part
        .replace(/^\s*(?:\d+[.)]|[-*•])\s+/, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((step) => /[\p{L}\p{N}]/u.test(step));
}

export function minutesOf(value: unknown): number | null {
  const minutes = parseDurationMinutes(typeof value === "string" ? value.trim() : value);
  return minutes !== null && minutes <= 10_000 ? minutes : null;
}

/** "4", "4 servings", "Makes 12 cookies" → "4 servings", "12 cookies". */
export function yieldsOf(value: unknown): string | null {
  const text = textOf(value);
  if (!text) return null;
  if (/^\d+(?:\.\d+)?$/.test(text)) return `${text} servings`;
  return normalizeYields(text) ?? text.slice(0, 100);
}

/** A 0–5 rating; out-of-range or unreadable values are no rating. */
export function ratingOf(value: unknown): number | null {
  const number = typeof value === "string" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number) || number <= 0) return null;
  return Math.min(5, Math.round(number * 2) / 2);
}

export function httpUrlOf(value: unknown): string | null {
  const text = textOf(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The http(s) addresses among a format's image values (strings, or objects with a url), in order, once each. */
export function photoUrlsOf(values: unknown[]): string[] {
  const urls = values.map((value) =>
    httpUrlOf(value && typeof value === "object" ? (value as { url?: unknown }).url : value),
  );
  return [...new Set(urls.filter((url): url is string => url !== null && url.length <= 2000))];
}

/** Unique, non-empty tags in their first spelling. */
export function tagsOf(values: unknown[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const text = textOf(value);
    if (text && text.length <= 100 && !seen.has(text.toLowerCase())) seen.set(text.toLowerCase(), text);
  }
  return [...seen.values()];
}

const nutritionNames: [RegExp, string][] = [
  [/^(?:calories|energy|kcal)/i, "calories"],
  [/^saturated|^sat(?:urated)?\.? fat/i, "saturatedFatContent"],
  [/^(?:total )?fat|^fats?$/i, "fatContent"],
  [/^(?:total )?carb/i, "carbohydrateContent"],
  [/^sugars?/i, "sugarContent"],
  [/^(?:dietary )?fib(?:er|re)/i, "fiberContent"],
  [/^proteins?/i, "proteinContent"],
  [/^sodium|^salt/i, "sodiumContent"],
];

/** "fat_content", "Fat", "proteins" → schema.org NutritionInformation names; others keep their own name. */
export function nutritionName(key: string): string {
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .trim();
  for (const [pattern, name] of nutritionNames) if (pattern.test(words)) return name;
  return key;
}

/** Nutrition from an object of values or "Calories: 320" lines; empty values are left out. */
export function nutritionOf(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof value === "string") {
    for (const line of linesOf(value)) {
      const match = line.match(/^([^:]{1,40}):\s*(.+)$/);
      if (match) out[nutritionName(match[1])] = match[2].trim();
    }
  } else if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, raw] of Object.entries(value)) {
      const text = textOf(raw);
      if (text && !key.startsWith("@") && !/^(id|recipe_?id)$/i.test(key)) out[nutritionName(key)] = text;
    }
  }
  return out;
}

/** The media type of image bytes by their magic numbers, or null when they are not an image we keep. */
export function imageTypeOf(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "image/png";
  if (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46) return "image/gif";
  const tag = String.fromCharCode(...bytes.subarray(8, 12));
  if (String.fromCharCode(...bytes.subarray(0, 4)) === "RIFF" && tag === "WEBP") return "image/webp";
  if (String.fromCharCode(...bytes.subarray(4, 8)) === "ftyp" && /^(avif|avis|heic|heix|mif1)$/.test(tag)) {
    return tag.startsWith("avi") ? "image/avif" : "image/heic";
  }
  return null;
}

/** A photo from its bytes, or null when the bytes are not an image. */
export function photoOf(bytes: Uint8Array, name: string): TMovedRecipe["photos"][number] | null {
  const mediaType = imageTypeOf(bytes);
  return mediaType ? { bytes, mediaType, name } : null;
}

/** Base64 (or a data: URL) → bytes; null when it is not base64. */
export function bytesFromBase64(value: unknown): Uint8Array | null {
  if (typeof value !== "string" || value.length < 8) return null;
  const base64 = value.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  try {
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let at = 0; at < binary.length; at++) bytes[at] = binary.charCodeAt(at);
    return bytes;
  } catch {
    return null;
  }
}

/** Why a recipe cannot come along, or null when it can: a title and at least ingredients or steps. */
export function findMissingParts(recipe: TMovedRecipe): string | null {
  const lines = recipe.ingredientGroups.reduce((sum, group) => sum + group.lines.length, 0);
  const steps = recipe.instructionSections.reduce((sum, section) => sum + section.steps.length, 0);
  if (lines === 0 && steps === 0) return "no ingredients or steps";
  return null;
}

/** The file name without folders and extension: "Soups/Leek soup.cook" → "Leek soup". */
export function baseName(name: string): string {
  const base = (name.split("/").pop() ?? name)
    .replace(/\.[^.]+$/, "")
    .replace(/[_-]+/g, " ")
    .trim();
  return base.charAt(0).toUpperCase() + base.slice(1);
}

/** The error's message for a report, in words. */
export function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "it could not be read";
}

/** The last part of an entry name: "Soups/Leek soup.cook" → "Leek soup.cook". */
export function fileNameOf(name: string): string {
  return name.split("/").pop() || name;
}
