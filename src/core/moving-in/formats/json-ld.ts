/**
 * schema.org Recipe JSON-LD, as RecipeSage and many other apps export it: a JSON file holding one
 * Recipe, an array of them, or a `@graph`. Read with the import engine's schema.org reader, so a
 * recipe reads the same as when it is imported from its page. Images that are data: URLs come
 * along as bytes; images that are web addresses are listed for the import to fetch.
 */
import { isType, recipeFromSchema, type TSchemaNode } from "../../import/schema-recipe.ts";
import { decodeText } from "../decode-text.ts";
import {
  baseName,
  bytesFromBase64,
  emptyMovedRecipe,
  httpUrlOf,
  minutesOf,
  photoOf,
  photoUrlsOf,
  ratingOf,
  tagsOf,
  textOf,
} from "../moved-fields.ts";
import type { TMovedRecipe } from "../moved-recipe.ts";
import { isGzip, isZip } from "../safe-zip.ts";
import { collectionOf, failedCollection } from "./collection.ts";
import type { TFormatReader } from "./reader.ts";

const placeholderUrl = "https://moving-in.ladle.invalid/";

function nodesOf(value: unknown, into: TSchemaNode[], depth = 0): TSchemaNode[] {
  if (depth > 4) return into;
  if (Array.isArray(value)) for (const item of value) nodesOf(item, into, depth + 1);
  else if (value && typeof value === "object") {
    const node = value as TSchemaNode;
    into.push(node);
    if (node["@graph"]) nodesOf(node["@graph"], into, depth + 1);
  }
  return into;
}

/** The Recipe nodes of a JSON-LD document, in order, with a lookup of every node by its @id. */
export function findRecipeNodes(value: unknown): {
  recipes: TSchemaNode[];
  lookup: (id: string) => TSchemaNode | undefined;
} {
  const nodes = nodesOf(value, []);
  const byId = new Map<string, TSchemaNode>();
  for (const node of nodes) if (typeof node["@id"] === "string") byId.set(node["@id"], node);
  return { recipes: nodes.filter((node) => isType(node, "Recipe")), lookup: (id) => byId.get(id) };
}

function dataPhotos(image: unknown, origin: string): TMovedRecipe["photos"] {
  const values = Array.isArray(image) ? image : [image];
  const photos: TMovedRecipe["photos"] = [];
  values.forEach((value, index) => {
    const url =
      typeof value === "string" ? value : value && typeof value === "object" ? (value as TSchemaNode).url : null;
    if (typeof url !== "string" || !url.startsWith("data:image/")) return;
    const bytes = bytesFromBase64(url);
    const photo = bytes && photoOf(bytes, `${baseName(origin)}-${index + 1}`);
    if (photo) photos.push(photo);
  });
  return photos;
}

/** RecipeSage writes the cook's notes as a Comment named "Author Notes". */
function notesOf(node: TSchemaNode): string | null {
  const comments = Array.isArray(node.comment) ? node.comment : node.comment ? [node.comment] : [];
  const texts = comments.map((comment) => textOf((comment as TSchemaNode)?.text)).filter((t): t is string => !!t);
  return texts.length > 0 ? texts.join("\n\n") : textOf(node.notes ?? node["ladle:notes"]);
}

/** One schema.org Recipe node → the neutral shape. */
export function fromSchemaRecipe(
  node: TSchemaNode,
  lookup: (id: string) => TSchemaNode | undefined,
  origin: string,
): TMovedRecipe {
  const read = recipeFromSchema(node, { url: placeholderUrl, lookup, source: "json-ld" });
  const recipe = emptyMovedRecipe(origin, read.title ?? baseName(origin));
  recipe.description = read.description;
  recipe.ingredientGroups = read.ingredientGroups.map((g) => ({ purpose: g.purpose, lines: g.ingredients }));
  recipe.instructionSections = read.instructionSections.filter((s) => s.steps.length > 0);
  recipe.yields = read.yields;
  recipe.prepMinutes = minutesOf(read.prepTime);
  recipe.cookMinutes = minutesOf(read.cookTime);
  recipe.totalMinutes = minutesOf(read.totalTime);
  recipe.course = read.category?.split(",")[0]?.trim() || null;
  recipe.cuisine = read.cuisine;
  recipe.tags = tagsOf([...(read.category?.split(",") ?? []), ...read.keywords]);
  recipe.rating = ratingOf(node["ladle:rating"]);
  recipe.notes = notesOf(node);
  recipe.sourceUrl = httpUrlOf(node.isBasedOn) ?? httpUrlOf(node.url) ?? httpUrlOf(node.mainEntityOfPage);
  recipe.author = read.author ?? textOf(node.creditText);
  recipe.nutrition = read.nutrients;
  recipe.photos = dataPhotos(node.image, origin);
  // Relative addresses resolve against the placeholder: they name no site we could fetch from.
  recipe.photoUrls = photoUrlsOf([read.image, ...read.images]).filter((url) => !url.startsWith(placeholderUrl));
  return recipe;
}

export const jsonLdReader: TFormatReader = {
  name: "json-ld",
  label: "RecipeSage or schema.org JSON-LD",
  detect(name, head) {
    if (isZip(head) || isGzip(head)) return false;
    if (/\.(jsonld|json)$/i.test(name)) return true;
    const start = decodeText(head.subarray(0, 64))?.trimStart() ?? "";
    return start.startsWith("{") || start.startsWith("[");
  },
  async open(file) {
    const text = decodeText(file.bytes);
    if (text === null) return failedCollection("json-ld", file.name, `${file.name} is not a text file`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return failedCollection("json-ld", file.name, `${file.name} is not valid JSON`);
    }
    const { recipes, lookup } = findRecipeNodes(json);
    if (recipes.length === 0) return failedCollection("json-ld", file.name, `${file.name} holds no schema.org Recipe`);
    const items = recipes.map((node, index) => {
      const name = recipes.length === 1 ? file.name : `${file.name} #${index + 1}`;
      return { name, read: () => fromSchemaRecipe(node, lookup, name) };
    });
    return collectionOf("json-ld", items);
  },
};
